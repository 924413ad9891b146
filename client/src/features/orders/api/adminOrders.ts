import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Rows a page of the admin orders table shows (one more is asked for, to know whether a next page exists). */
export const ADMIN_ORDERS_PAGE = 50;

/** A page of every customer's order items, newest first (admins only on the server). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($skip: Int!, $take: Int!) {
    orders(skip: $skip, take: $take) {
      id productName imageUrl userName userEmail userPhone quantity unitPriceCents totalCents status nextStatuses
      purchaseOrder { id orderNumber }
    }
  }
`);

export function useAdminOrders(page: number) {
  return useQuery(AdminOrdersQuery, {
    variables: { skip: (page - 1) * ADMIN_ORDERS_PAGE, take: ADMIN_ORDERS_PAGE + 1 },
    fetchPolicy: 'cache-and-network',
  });
}
