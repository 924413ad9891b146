/** Direct set-up calls, for data a journey needs but does not itself walk through (e.g. an order to manage). */
import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_SESSION_SECRET } from './session-secret.mjs';
import { EMULATOR } from './global-setup';
import { ADMIN_EMAIL, PASSWORD } from './users';

const PROJECT = 'demo-gluegun';

export async function gql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: {
      'apollo-require-preflight': 'true',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

async function emulatorPost<T = any>(pathAndQuery: string, body: object, owner = false): Promise<T> {
  const res = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/**
 * An emulator account (created, or signed into when it exists), optionally with a verified e-mail (the emulator's
 * admin call; a real verification link is walked by the sign-up journey), and its Firebase ID token.
 */
export async function emulatorIdToken(
  email: string,
  { displayName = 'Api Customer', verified = false } = {},
): Promise<string> {
  let account = await emulatorPost<{ idToken?: string; localId?: string }>('accounts:signUp?key=fake', {
    email,
    password: PASSWORD,
    displayName,
    returnSecureToken: true,
  });
  if (!account.idToken)
    account = await emulatorPost('accounts:signInWithPassword?key=fake', {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    });
  if (!account.idToken || !account.localId) throw new Error(`emulator sign-up/in failed for ${email}`);
  if (!verified) return account.idToken;
  await emulatorPost(
    `projects/${PROJECT}/accounts:update`,
    { localId: account.localId, emailVerified: true },
    true,
  );
  const fresh = await emulatorPost<{ idToken?: string }>('accounts:signInWithPassword?key=fake', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  if (!fresh.idToken) throw new Error(`emulator sign-in failed for ${email}`);
  return fresh.idToken;
}

/** Creates (or reuses) an emulator account and exchanges its ID token for a server session token. */
export async function apiCustomer(
  request: APIRequestContext,
  email: string,
  displayName = 'Api Customer',
  verified = false,
): Promise<string> {
  const idToken = await emulatorIdToken(email, { displayName, verified });
  const data = await gql<{ exchangeToken: { token: string } }>(
    request,
    'mutation($t: String!) { exchangeToken(idToken: $t) { token } }',
    { t: idToken },
  );
  return data.exchangeToken.token;
}

/**
 * The same session as `token` (same user, same sign-in generation), as the server would have issued it at sign-in
 * if its sessions lived `seconds` instead of 12 hours (HS256 with the app's secret, the server's issuer and claims).
 * A journey cannot wait 12 hours for a session to run out: this one runs out while the person is on the page, and
 * the server then refuses it exactly as it refuses any expired session (its own expiry check; nothing else changes).
 */
export function expiringSoon(token: string, seconds: number): { token: string; expiresAt: number } {
  const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    sub: string;
    v: number;
    iss: string;
  };
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ v: claims.v, iat: now, exp: now + seconds, sub: claims.sub, iss: claims.iss }))}`;
  const signature = createHmac('sha256', E2E_SESSION_SECRET).update(body).digest('base64url');
  return { token: `${body}.${signature}`, expiresAt: (now + seconds) * 1000 };
}

/** The admin named by ADMIN_EMAILS (admin rights need a verified e-mail). */
export function apiAdmin(request: APIRequestContext): Promise<string> {
  return apiCustomer(request, ADMIN_EMAIL, 'Shop Admin', true);
}

/** Opens the app already signed in with a server session token (for route checks, not journeys). */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

/**
 * The seeded catalog's product at `index` (newest first). Products other journeys create (generated SKUs, GG-...,
 * possibly with little stock or a case pack) are left out: with two workers they appear at any moment, and counting
 * them made a journey pick another journey's product (an order of 150 refused) depending on which ran first.
 */
export async function firstProductId(
  request: APIRequestContext,
  index = 0,
): Promise<{ id: string; name: string }> {
  const data = await gql<{ products: { items: { id: string; name: string; sku: string }[] } }>(
    request,
    '{ products(page: 1, pageSize: 100) { items { id name sku } } }',
  );
  const seeded = data.products.items.filter((p) => !/^GG-[0-9A-F]{10}$/.test(p.sku));
  const product = seeded[index];
  if (!product)
    throw new Error(
      `The seeded catalog has no product at index ${index} (${seeded.length} seeded products listed)`,
    );
  return { id: product.id, name: product.name };
}

export async function apiPlaceOrder(
  request: APIRequestContext,
  token: string,
  productId: string,
  quantity = 150,
): Promise<string> {
  const data = await gql<{ placeOrder: { id: string } }>(
    request,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
    { i: { productId, quantity, phone: '5550001111' } },
    token,
  );
  return data.placeOrder.id;
}

export async function apiPay(request: APIRequestContext, token: string, id: string): Promise<void> {
  await gql(request, 'mutation($id: ID!) { payOrderItem(id: $id) { id } }', { id }, token);
}
