import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FulfilmentStatus, PaymentStatus } from '../../../gql/graphql';

/** Orders a page of the admin's Purchase Orders shows. */
export const PURCHASE_ORDERS_PAGE = 50;

/** Every purchase order, newest first, by payment status (Overdue included) and fulfilment (admins only). */
export const AdminPurchaseOrdersQuery = graphql(`
  query AdminPurchaseOrders($paymentStatus: PaymentStatus, $fulfilmentStatus: FulfilmentStatus, $first: Int!, $after: String) {
    purchaseOrderConnection(paymentStatus: $paymentStatus, fulfilmentStatus: $fulfilmentStatus, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName issuedAt dueAt totalCents paidCents balanceCents
        paymentStatus daysOverdue fulfilmentStatus nextFulfilment
        lines { id productName sku quantity unitPriceCents lineTotalCents }
        payments { id amountCents receivedOn reference }
      }
    }
  }
`);

export interface PurchaseOrderFilters { paymentStatus: PaymentStatus | null; fulfilmentStatus: FulfilmentStatus | null }

/** The page of the filtered list opened with cursor `after` (null: the first page; issue #31). */
export function useAdminPurchaseOrders(filters: PurchaseOrderFilters, after: string | null) {
  return useQuery(AdminPurchaseOrdersQuery, {
    variables: { ...filters, first: PURCHASE_ORDERS_PAGE, after },
    fetchPolicy: 'cache-and-network',
  });
}
