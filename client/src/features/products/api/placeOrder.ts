import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Place an order item. Name, price and customer are taken by the server; we send only these. */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      status
      quantity
      totalCents
    }
  }
`);

export function usePlaceOrder() {
  return useMutation(PlaceOrderMutation, { refetchQueries: ['MyOrders'] });
}
