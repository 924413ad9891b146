import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FulfilmentStatus, PaymentStatus } from '../../../gql/graphql';

/** Orders a page of the admin's Purchase Orders shows. */
export const PURCHASE_ORDERS_PAGE = 50;

/** Every purchase order, newest first, by payment status (Overdue included) and fulfilment (admins only). */
export const AdminPurchaseOrdersQuery = graphql(`
  query AdminPurchaseOrders($paymentStatus: PaymentStatus, $fulfilmentStatus: FulfilmentStatus, $take: Int!, $skip: Int!) {
    purchaseOrders(paymentStatus: $paymentStatus, fulfilmentStatus: $fulfilmentStatus, take: $take, skip: $skip) {
      total
      rows {
        id orderNumber invoiceNumber poNumber buyerName buyerEmail companyName issuedAt dueAt totalCents paidCents balanceCents
        paymentStatus daysOverdue fulfilmentStatus nextFulfilment
        lines { id productName sku quantity unitPriceCents lineTotalCents }
        payments { id amountCents receivedOn reference }
      }
    }
  }
`);

export interface PurchaseOrderFilters { paymentStatus: PaymentStatus | null; fulfilmentStatus: FulfilmentStatus | null }

export function useAdminPurchaseOrders(filters: PurchaseOrderFilters, page: number) {
  return useQuery(AdminPurchaseOrdersQuery, {
    variables: { ...filters, take: PURCHASE_ORDERS_PAGE, skip: (page - 1) * PURCHASE_ORDERS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
}
