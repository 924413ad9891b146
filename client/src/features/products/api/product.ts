import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ProductQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id sku name description imageUrl priceCents fromPriceCents quantity
      quantityRule { minimum increment maximum }
      priceBreaks { minQuantity unitPriceCents }
    }
  }
`);

export function useProduct(id: string) {
  return useQuery(ProductQuery, { variables: { id } });
}
