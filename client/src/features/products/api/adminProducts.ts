import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The admin product list: one page of 100, enough for a wholesale catalogue. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 100;

export const AdminProductsQuery = graphql(`
  query AdminProducts($pageSize: Int!) {
    products(page: 1, pageSize: $pageSize) {
      total
      items { id name description imageUrl priceCents quantity }
    }
  }
`);

export function useAdminProducts() {
  return useQuery(AdminProductsQuery, { variables: { pageSize: ADMIN_PRODUCTS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
}
