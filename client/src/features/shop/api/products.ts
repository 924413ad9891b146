import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SHOP_PAGE_SIZE = 9;

/** One page of the product grid, optionally filtered by name. */
export const ShopProductsQuery = graphql(`
  query ShopProducts($search: String, $page: Int!, $pageSize: Int!) {
    products(search: $search, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        description
        imageUrl
        priceCents
        fromPriceCents
        quantity
      }
      total
      page
      pageSize
    }
  }
`);

/** What the shop's address asks for: `?q=` (a name search) and `?page=` (1 when missing or not a page number). */
export function shopParams(params: URLSearchParams): { search: string; page: number } {
  return { search: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
}

/** The grid's query variables; the server renders the first page with the same ones (app/pageData.ts). */
export function shopVariables(search: string, page: number) {
  return { search: search || null, page, pageSize: SHOP_PAGE_SIZE };
}

export function useShopProducts(search: string, page: number) {
  return useQuery(ShopProductsQuery, {
    variables: shopVariables(search, page),
    notifyOnNetworkStatusChange: true,
  });
}
