import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminProductsQuery } from './adminProducts';

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export function useDeleteProduct() {
  return useMutation(DeleteProductMutation, { refetchQueries: [AdminProductsQuery], awaitRefetchQueries: true });
}
