import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminOrdersQuery } from './adminOrders';

export const AdminDeleteOrderItemMutation = graphql(`
  mutation AdminDeleteOrderItem($id: ID!) {
    deleteOrderItem(id: $id)
  }
`);

export function useAdminDeleteOrderItem() {
  return useMutation(AdminDeleteOrderItemMutation, {
    refetchQueries: [AdminOrdersQuery],
    awaitRefetchQueries: true,
  });
}
