import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Takes the admin role back (not yourself, never the last admin: the server refuses in words). */
export const RevokeAdminMutation = graphql(`
  mutation RevokeAdmin($id: ID!) {
    revokeAdmin(id: $id) {
      id
      email
      role
    }
  }
`);

export function useRevokeAdmin() {
  return useMutation(RevokeAdminMutation);
}
