import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every account, for the All Users table (admins only on the server). */
export const AdminUsersQuery = graphql(`
  query AdminUsers {
    users { id email displayName role credit { limitCents openCents availableCents termsDays onHold overdueCount overdueCents custom } }
  }
`);

export function useAdminUsers() {
  return useQuery(AdminUsersQuery, { fetchPolicy: 'cache-and-network' });
}
