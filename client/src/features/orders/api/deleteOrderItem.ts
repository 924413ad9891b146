import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DeleteOrderItemMutation = graphql(`
  mutation DeleteOrderItem($id: ID!) {
    deleteOrderItem(id: $id)
  }
`);

export function useDeleteOrderItem() {
  return useMutation(DeleteOrderItemMutation, {
    // Drop the deleted item from the cache so the list updates without a refetch.
    update(cache, { data }, { variables }) {
      if (data?.deleteOrderItem && variables?.id) {
        cache.evict({ id: cache.identify({ __typename: 'OrderItem', id: variables.id }) });
        cache.gc();
      }
    },
  });
}
