import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FulfilmentStatus, PaymentStatus } from '../../../gql/graphql';

/** Orders a page of the admin's Purchase Orders shows. */
export const PURCHASE_ORDERS_PAGE = 50;

/** Every purchase order, newest first, by payment status (Overdue included), fulfilment and company (admins only). */
export const AdminPurchaseOrdersQuery = graphql(`
  query AdminPurchaseOrders(
    $paymentStatus: PaymentStatus
    $fulfilmentStatus: FulfilmentStatus
    $companyId: ID
    $first: Int!
    $after: String
  ) {
    purchaseOrderConnection(
      paymentStatus: $paymentStatus
      fulfilmentStatus: $fulfilmentStatus
      companyId: $companyId
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        orderNumber
        invoiceNumber
        poNumber
        buyerReference
        buyerName
        buyerEmail
        companyName
        companyId
        billToName
        billToTaxId
        issuedAt
        dueAt
        totalCents
        freightCents
        freightPending
        creditedCents
        paidCents
        balanceCents
        paymentStatus
        daysOverdue
        fulfilmentStatus
        nextFulfilment
        requestedDeliveryOn
        promisedDeliveryOn
        promisedLate
        lines {
          id
          productName
          sku
          quantity
          unitPriceCents
          lineTotalCents
          requestedDeliveryOn
          promisedDeliveryOn
        }
        payments {
          id
          amountCents
          receivedOn
          reference
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
          warehouseName
          lines {
            invoiceLineId
            sku
            productName
            quantity
          }
        }
      }
    }
  }
`);

/** A company the list is narrowed to: its id for the server, its name to show. */
export interface CompanyChoice {
  id: string;
  name: string;
}

export interface PurchaseOrderFilters {
  paymentStatus: PaymentStatus | null;
  fulfilmentStatus: FulfilmentStatus | null;
  company: CompanyChoice | null;
}

/** The page of the filtered list opened with cursor `after` (null: the first page). */
export function useAdminPurchaseOrders(filters: PurchaseOrderFilters, after: string | null) {
  return useQuery(AdminPurchaseOrdersQuery, {
    variables: {
      paymentStatus: filters.paymentStatus,
      fulfilmentStatus: filters.fulfilmentStatus,
      companyId: filters.company?.id ?? null,
      first: PURCHASE_ORDERS_PAGE,
      after,
    },
    fetchPolicy: 'cache-and-network',
  });
}
