import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SHOP_PAGE_SIZE = 9;

/** One page of the product grid, optionally filtered by name. */
export const ShopProductsQuery = graphql(`
  query ShopProducts($search: String, $page: Int!, $pageSize: Int!) {
    products(search: $search, page: $page, pageSize: $pageSize) {
      items { id name description imageUrl priceCents fromPriceCents quantity }
      total
      page
      pageSize
    }
  }
`);

export function useShopProducts(search: string, page: number) {
  return useQuery(ShopProductsQuery, {
    variables: { search: search || null, page, pageSize: SHOP_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
}
