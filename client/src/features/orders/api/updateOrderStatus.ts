import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminOrdersQuery } from './adminOrders';

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      status
      nextStatuses
    }
  }
`);

export function useUpdateOrderStatus() {
  return useMutation(UpdateOrderStatusMutation, {
    refetchQueries: [AdminOrdersQuery],
    awaitRefetchQueries: true,
  });
}
