import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every API key with its last use (admins only). */
export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }
  }
`);

export function useApiKeys() {
  return useQuery(ApiKeysQuery, { fetchPolicy: 'cache-and-network' });
}

/** A new key: the answer's `key` is shown this once. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey { id name prefix scopes createdBy createdAt expiresAt revokedAt lastUsedAt lastUsedIp requestCount }
    }
  }
`);

export function useCreateApiKey() {
  return useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });
}

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) { id revokedAt }
  }
`);

export function useRevokeApiKey() {
  return useMutation(RevokeApiKeyMutation);
}
