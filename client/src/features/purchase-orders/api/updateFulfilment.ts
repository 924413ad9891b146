import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Ship, deliver or cancel a whole purchase order (admins only). */
export const UpdateFulfilmentMutation = graphql(`
  mutation UpdateFulfilment($id: ID!, $status: FulfilmentStatus!) {
    updateFulfilment(id: $id, status: $status) {
      id
      fulfilmentStatus
      nextFulfilment
      paymentStatus
      daysOverdue
      balanceCents
    }
  }
`);

export function useUpdateFulfilment() {
  return useMutation(UpdateFulfilmentMutation);
}
