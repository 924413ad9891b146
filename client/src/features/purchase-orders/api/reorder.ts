import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Puts an order's lines back as open items at today's prices; lines that no longer fit come back named. */
export const ReorderMutation = graphql(`
  mutation Reorder($id: ID!) {
    reorder(id: $id) {
      addedCount
      items {
        id
      }
      refused {
        productName
        sku
        quantity
        reason
      }
      replaced {
        productName
        sku
        replacementName
        replacementSku
      }
    }
  }
`);

/** Resolves once My Orders is refetched: the outcome is then kept in view on the page as it now stands. */
export function useReorder() {
  return useMutation(ReorderMutation, { refetchQueries: ['MyOrders'], awaitRefetchQueries: true });
}
