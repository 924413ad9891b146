import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Keys a page reads, newest first; "Load more" reads the next ones. */
export const API_KEYS_PAGE = 50;

/** The API keys the caller manages with their last use, a cursor page (every key for shop admins, their company's for company admins). */
export const ApiKeysQuery = graphql(`
  query ApiKeys($first: Int!, $after: String) {
    apiKeyConnection(first: $first, after: $after) {
      nodes {
        id
        name
        prefix
        scopes
        createdBy
        createdAt
        expiresAt
        revokedAt
        lastUsedAt
        lastUsedIp
        requestCount
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useApiKeys() {
  const result = useQuery(ApiKeysQuery, {
    variables: { first: API_KEYS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        apiKeyConnection: appendPage(shown.apiKeyConnection, fetchMoreResult.apiKeyConnection),
      }),
    });
  return { ...result, loadMore };
}

/** A new key: the answer's `key` is shown this once. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
        name
        prefix
        scopes
        createdBy
        createdAt
        expiresAt
        revokedAt
        lastUsedAt
        lastUsedIp
        requestCount
      }
    }
  }
`);

export function useCreateApiKey() {
  return useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });
}

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export function useRevokeApiKey() {
  return useMutation(RevokeApiKeyMutation);
}
