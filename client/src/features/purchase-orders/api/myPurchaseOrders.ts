import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Purchase orders My Orders shows at first (newest first); "Load more" reads the next ones. */
export const MY_PURCHASE_ORDERS_PAGE = 20;

/** The signed-in buyer's purchase orders, newest first, with their lines (My Orders). */
export const MyPurchaseOrdersQuery = graphql(`
  query MyPurchaseOrders($first: Int!, $after: String) {
    myPurchaseOrderConnection(first: $first, after: $after) {
      nodes {
        id
        orderNumber
        invoiceNumber
        poNumber
        buyerReference
        createdAt
        issuedAt
        dueAt
        termsDays
        totalCents
        paidCents
        balanceCents
        paymentStatus
        daysOverdue
        fulfilmentStatus
        lines {
          id
          productName
          sku
          quantity
          unitPriceCents
          lineTotalCents
          backorderedQuantity
          backorderExpectedOn
          requestedDeliveryOn
          promisedDeliveryOn
        }
        shipments {
          id
          shipmentNumber
          carrier
          service
          trackingNumber
          trackingUrl
          shippedAt
          deliveredAt
          lines {
            invoiceLineId
            sku
            productName
            quantity
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useMyPurchaseOrders() {
  const result = useQuery(MyPurchaseOrdersQuery, {
    variables: { first: MY_PURCHASE_ORDERS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        myPurchaseOrderConnection: appendPage(
          shown.myPurchaseOrderConnection,
          fetchMoreResult.myPurchaseOrderConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}
