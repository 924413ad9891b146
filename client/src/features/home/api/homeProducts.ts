import { useQuery } from '@apollo/client/react';
import { HOME_PRODUCT_COUNT } from '@gluegun/common';
import { graphql } from '../../../gql';

/** The first products for the home page's 'Shop' section (spec §9: 3). */
export const HomeProductsQuery = graphql(`
  query HomeProducts($pageSize: Int!) {
    products(page: 1, pageSize: $pageSize) {
      items {
        id
        name
        description
        imageUrl
        priceCents
        fromPriceCents
        quantity
      }
    }
  }
`);

export const homeProductsVariables = { pageSize: HOME_PRODUCT_COUNT };

export function useHomeProducts() {
  return useQuery(HomeProductsQuery, { variables: homeProductsVariables });
}
