import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Rows a page of the admin orders table shows. */
export const ADMIN_ORDERS_PAGE = 50;

/** A cursor page of every customer's order items, newest first (admins only on the server). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($first: Int!, $after: String) {
    orderConnection(first: $first, after: $after) {
      nodes {
        id
        productName
        imageUrl
        userName
        userEmail
        userPhone
        quantity
        unitPriceCents
        totalCents
        status
        shippedQuantity
        nextStatuses
        purchaseOrder {
          id
          orderNumber
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The page opened with cursor `after` (null: the first page). */
export function useAdminOrders(after: string | null) {
  return useQuery(AdminOrdersQuery, {
    variables: { first: ADMIN_ORDERS_PAGE, after },
    fetchPolicy: 'cache-and-network',
  });
}
