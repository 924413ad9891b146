/**
 * Apollo Client for the shop's GraphQL API. The session token (spec §3: localStorage key `token`)
 * goes in a standard `Authorization: Bearer` header on every request.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, CombinedGraphQLErrors } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { describeError, humanMessage } from './errors';

export const TOKEN_KEY = 'token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
});

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
  });
}

export const apolloClient = createApolloClient();

/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, CONFLICT...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** A sentence a person understands for any Apollo/network error; never GraphQL or server wording (lib/errors). */
export function errorMessage(error: unknown): string {
  return humanMessage(error);
}

/** `extensions.reason` of the first GraphQL error (EMAIL_NOT_VERIFIED, CREDIT_LIMIT, PRODUCT_CHANGED...). */
export function errorReason(error: unknown): string | undefined {
  return describeError(error).reason;
}
