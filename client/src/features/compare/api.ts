import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Up to four products side by side, with the viewer's price when signed in (myPrice is null for visitors). */
export const CompareProductsQuery = graphql(`
  query CompareProducts($ids: [ID!]!) {
    compareProducts(ids: $ids) {
      id
      sku
      name
      imageUrl
      priceCents
      myPrice {
        unitPriceCents
      }
      packSizes {
        name
        baseUnits
      }
      weightGrams
      specifications {
        key
        name
        label
      }
    }
  }
`);

export function useCompareProducts(ids: string[]) {
  return useQuery(CompareProductsQuery, { variables: { ids }, skip: ids.length === 0 });
}
