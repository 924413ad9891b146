/**
 * Apollo Client for the shop's GraphQL API. The session token (spec §3: localStorage key `token`)
 * goes in a standard `Authorization: Bearer` header on every request. The client is not in the first bundle:
 * the app gets it through lib/apolloGate (loaded in parallel with the first paint).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { errorCode } from './errorCode';
import { SESSION_REFUSED_EVENT, getToken } from './token';
import { takeApolloState } from './apolloState';

export { TOKEN_KEY, getToken, setToken } from './token';
export { errorCode, errorMessage, errorReason } from './apolloErrors';

const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
});

/**
 * A request that carried the stored session and was answered UNAUTHENTICATED means the session is over:
 * the tab is told, so it stops looking signed in and offers Log In. A request sent with an older token
 * (the person has since signed in again) says nothing about the current one.
 */
const sessionLink = new ErrorLink(({ error, operation }) => {
  if (errorCode(error) !== 'UNAUTHENTICATED') return;
  const sent = (operation.getContext().headers as Record<string, string> | undefined)?.authorization;
  const token = getToken();
  if (token && sent === `Bearer ${token}`) window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
});

function restored(cache: InMemoryCache): InMemoryCache {
  const state = takeApolloState();
  return state ? cache.restore(state) : cache;
}

function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, sessionLink, new HttpLink({ uri })]),
    // A page the server rendered with data brings the answers it read (lib/apolloState.ts).
    cache: restored(new InMemoryCache()),
  });
}

export const apolloClient = createApolloClient();
