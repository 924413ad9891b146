import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ProductQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) { id name description imageUrl priceCents quantity }
  }
`);

export function useProduct(id: string) {
  return useQuery(ProductQuery, { variables: { id } });
}
