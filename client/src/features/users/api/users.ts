import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Accounts the All Users table reads a page (oldest first); "Load more" reads the next ones. */
export const ADMIN_USERS_PAGE = 100;

/** A cursor page of the accounts, for the All Users table (admins only on the server). */
export const AdminUsersQuery = graphql(`
  query AdminUsers($first: Int!, $after: String, $search: String) {
    userConnection(first: $first, after: $after, search: $search) {
      totalCount
      nodes {
        id
        email
        displayName
        role
        salesRep
        credit {
          limitCents
          openCents
          availableCents
          termsDays
          onHold
          overdueCount
          overdueCents
          custom
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** `search`: only people whose e-mail or name holds it (empty: everyone). */
export function useAdminUsers(search = '') {
  const result = useQuery(AdminUsersQuery, {
    variables: { first: ADMIN_USERS_PAGE, after: null, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        userConnection: appendPage(shown.userConnection, fetchMoreResult.userConnection),
      }),
    });
  return { ...result, loadMore };
}
