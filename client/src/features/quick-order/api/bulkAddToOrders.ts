import { useMutation } from '@apollo/client/react';
import { orderInputSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

/** Adds the ready lines to My Orders in one transaction: all of them or none. */
export const BulkAddToOrdersMutation = graphql(`
  mutation BulkAddToOrders($input: BulkAddInput!) {
    bulkAddToOrders(input: $input) {
      count
      totalCents
      items {
        id
      }
    }
  }
`);

/** The phone rule of the order modal (the server applies the same one). */
export const bulkPhoneSchema = orderInputSchema.pick(['phone']);

export function useBulkAddToOrders() {
  return useMutation(BulkAddToOrdersMutation, { refetchQueries: ['MyOrders'] });
}
