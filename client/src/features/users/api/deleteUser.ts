import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminUsersQuery } from './users';

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export function useDeleteUser() {
  return useMutation(DeleteUserMutation, { refetchQueries: [AdminUsersQuery], awaitRefetchQueries: true });
}
