/**
 * Apollo Client for the shop's GraphQL API. The session token (spec §3: localStorage key `token`)
 * goes in a standard `Authorization: Bearer` header on every request. The client is not in the first bundle:
 * the app gets it through lib/apolloGate (loaded in parallel with the first paint).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getToken } from './token';

export { TOKEN_KEY, getToken, setToken } from './token';
export { errorCode, errorMessage, errorReason } from './apolloErrors';

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
