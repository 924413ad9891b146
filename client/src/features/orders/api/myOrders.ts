import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Order items My Orders reads a page (newest first); "Load more" reads the next ones. */
export const MY_ORDERS_PAGE = 100;

export const MyOrdersQuery = graphql(`
  query MyOrders($first: Int!, $after: String) {
    myOrderConnection(first: $first, after: $after) {
      nodes {
        id
        productName
        customerPartNumber
        imageUrl
        unitPriceCents
        quantity
        packCount
        orderedAs
        totalCents
        userName
        userEmail
        userPhone
        status
        invoiceReference
        invoicedAt
        paymentDueAt
        createdAt
        nextStatuses
        purchaseOrder {
          id
          orderNumber
        }
        events {
          id
          fromStatus
          toStatus
          createdAt
          actorRole
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useMyOrders() {
  const result = useQuery(MyOrdersQuery, {
    variables: { first: MY_ORDERS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        myOrderConnection: appendPage(shown.myOrderConnection, fetchMoreResult.myOrderConnection),
      }),
    });
  return { ...result, loadMore };
}

/** Which purchase order each of the buyer's items is on (the earlier per-item invoice address). */
export const MyOrderLinksQuery = graphql(`
  query MyOrderLinks {
    myOrders {
      id
      purchaseOrder {
        id
      }
    }
  }
`);

export function useMyOrderLinks() {
  return useQuery(MyOrderLinksQuery, { fetchPolicy: 'cache-and-network' });
}
