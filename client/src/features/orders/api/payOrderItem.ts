import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Pay a PENDING item by invoice: the server reserves stock and returns the invoice reference. */
export const PayOrderItemMutation = graphql(`
  mutation PayOrderItem($id: ID!) {
    payOrderItem(id: $id) {
      id
      status
      invoiceReference
      invoicedAt
      paymentDueAt
      nextStatuses
      purchaseOrder {
        id
        orderNumber
      }
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

export function usePayOrderItem() {
  // The paid item leaves the open items for a one-line purchase order: show it there at once.
  return useMutation(PayOrderItemMutation, { refetchQueries: ['MyPurchaseOrders'] });
}
