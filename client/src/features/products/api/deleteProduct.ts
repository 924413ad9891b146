import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminProductsQuery } from './adminProducts';

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export function useDeleteProduct() {
  return useMutation(DeleteProductMutation, {
    // The card goes as soon as the server has deleted the product; the list's count and pages follow in the background
    // (waiting for that refetch kept a deleted product on screen for seconds on a busy server).
    update(cache, { data }, { variables }) {
      if (data?.deleteProduct && variables?.id) {
        cache.evict({ id: cache.identify({ __typename: 'Product', id: variables.id }) });
        cache.gc();
      }
    },
    refetchQueries: [AdminProductsQuery],
  });
}
