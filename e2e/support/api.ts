/** Direct GraphQL set-up calls, for data a journey needs but does not itself walk through (e.g. an order to manage). */
import type { APIRequestContext } from '@playwright/test';
import { EMULATOR } from './global-setup';
import { PASSWORD } from './users';

export async function gql<T = any>(request: APIRequestContext, query: string, variables: object = {}, token?: string): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** Creates an emulator account and exchanges its ID token for a server session token. */
export async function apiCustomer(request: APIRequestContext, email: string, displayName = 'Api Customer'): Promise<string> {
  const res = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName, returnSecureToken: true }),
  });
  const { idToken } = await res.json();
  if (!idToken) throw new Error(`emulator signUp failed for ${email}`);
  const data = await gql<{ exchangeToken: { token: string } }>(request, 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }', { t: idToken });
  return data.exchangeToken.token;
}

export async function firstProductId(request: APIRequestContext, index = 0): Promise<{ id: string; name: string }> {
  const data = await gql<{ products: { items: { id: string; name: string }[] } }>(request, '{ products(page: 1, pageSize: 10) { items { id name } } }');
  return data.products.items[index];
}

export async function apiPlaceOrder(request: APIRequestContext, token: string, productId: string, quantity = 150): Promise<string> {
  const data = await gql<{ placeOrder: { id: string } }>(request,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }', { i: { productId, quantity, phone: '5550001111' } }, token);
  return data.placeOrder.id;
}
