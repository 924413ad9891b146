import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AdminProductsQuery } from './adminProducts';

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      version
      sku
      name
      description
      imageUrl
      priceCents
      quantity
      quantityRule {
        minimum
        increment
        maximum
      }
      priceBreaks {
        minQuantity
        unitPriceCents
      }
    }
  }
`);

export function useCreateProduct() {
  // Other product lists (shop, home) refetch on their own visit (cache-and-network).
  return useMutation(CreateProductMutation, { refetchQueries: [AdminProductsQuery] });
}
