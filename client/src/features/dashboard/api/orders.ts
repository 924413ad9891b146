import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every customer's order items (admins only on the server). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders {
    orders {
      id productName imageUrl userEmail quantity unitPriceCents totalCents status nextStatuses
    }
  }
`);

export function useAdminOrders() {
  return useQuery(AdminOrdersQuery, { fetchPolicy: 'cache-and-network' });
}
