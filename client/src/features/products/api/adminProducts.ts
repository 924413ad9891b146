import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Products Manage Products reads a page (newest first, as the shop lists them); "Load more" reads the next ones. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 100;

export const AdminProductsQuery = graphql(`
  query AdminProducts($first: Int!, $after: String) {
    productConnection(first: $first, after: $after) {
      totalCount
      nodes {
        id
        name
        description
        imageUrl
        priceCents
        quantity
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useAdminProducts() {
  const result = useQuery(AdminProductsQuery, {
    variables: { first: ADMIN_PRODUCTS_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        productConnection: appendPage(shown.productConnection, fetchMoreResult.productConnection),
      }),
    });
  return { ...result, loadMore };
}
