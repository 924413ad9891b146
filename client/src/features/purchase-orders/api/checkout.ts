import { useMutation } from '@apollo/client/react';
import { checkoutDetailsSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

/** Checks out open items as one purchase order: stock for every line or none, an invoice on the buyer's terms. */
export const CheckoutMutation = graphql(`
  mutation Checkout($itemIds: [ID!]!, $details: CheckoutDetailsInput!) {
    checkout(itemIds: $itemIds, details: $details) {
      id
      orderNumber
      invoiceNumber
      poNumber
      totalCents
      dueAt
      termsDays
    }
  }
`);

/** The server's own rules for the details (the same messages, field by field). */
export { checkoutDetailsSchema };

export function useCheckout() {
  return useMutation(CheckoutMutation, {
    refetchQueries: ['CheckoutItems', 'MyPurchaseOrders', 'MyCredit'],
    awaitRefetchQueries: true,
  });
}
