import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CancelOrderItemMutation = graphql(`
  mutation CancelOrderItem($id: ID!) {
    cancelOrderItem(id: $id) {
      id
      status
      nextStatuses
      events {
        id
        fromStatus
        toStatus
        createdAt
        actorRole
      }
    }
  }
`);

export function useCancelOrderItem() {
  return useMutation(CancelOrderItemMutation);
}
