import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MakeAdminMutation = graphql(`
  mutation MakeAdmin($email: String!) {
    makeAdmin(email: $email) {
      modifiedCount
      user {
        id
        email
        role
      }
    }
  }
`);

export function useMakeAdmin() {
  return useMutation(MakeAdminMutation);
}
