import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** One product, to prefill the Update Product form. */
export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    product(id: $id) {
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
      backordersAllowed
      restockOn
    }
  }
`);

export function useAdminProduct(id: string) {
  return useQuery(AdminProductQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
