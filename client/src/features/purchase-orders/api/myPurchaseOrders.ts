import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The signed-in buyer's purchase orders, newest first, with their lines (My Orders). */
export const MyPurchaseOrdersQuery = graphql(`
  query MyPurchaseOrders {
    myPurchaseOrders {
      id orderNumber invoiceNumber poNumber createdAt issuedAt dueAt termsDays totalCents paidCents balanceCents
      paymentStatus daysOverdue fulfilmentStatus
      lines { id productName sku quantity unitPriceCents lineTotalCents }
    }
  }
`);

export function useMyPurchaseOrders() {
  return useQuery(MyPurchaseOrdersQuery, { fetchPolicy: 'cache-and-network' });
}
