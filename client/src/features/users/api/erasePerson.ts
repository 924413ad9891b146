import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminUsersQuery } from './users';

/** A person's erasure on their request: personal data replaced, invoices and payments kept (shop admins). */
export const ErasePersonMutation = graphql(`
  mutation ErasePerson($userId: ID!) {
    erasePerson(userId: $userId) {
      userId
      erasedEmail
    }
  }
`);

export function useErasePerson() {
  return useMutation(ErasePersonMutation, { refetchQueries: [AdminUsersQuery], awaitRefetchQueries: true });
}
