import { useMutation, useQuery } from '@apollo/client/react';
import { returnRequestSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

/** What a return shows, to its buyer and to the shop. */
export const ReturnFieldsFragment = graphql(`
  fragment ReturnFields on ReturnRequest {
    id
    returnNumber
    orderNumber
    purchaseOrderId
    status
    statusLabel
    reason
    photoLinks
    requestedByEmail
    restockingFeePercent
    rejectionReason
    disposition
    receiptNote
    createdAt
    creditNoteNumber
    creditedCents
    restockingFeeCents
    lines {
      invoiceLineId
      position
      sku
      productName
      quantity
    }
  }
`);

/** An order's returns with what its lines delivered: what the buyer may still ask back. */
export const OrderReturnsQuery = graphql(`
  query OrderReturns($id: ID!) {
    purchaseOrder(id: $id) {
      id
      orderNumber
      lines {
        id
        position
        sku
        productName
        quantity
      }
      shipments {
        id
        deliveredAt
        lines {
          invoiceLineId
          quantity
        }
      }
      returns {
        ...ReturnFields
      }
    }
  }
`);

export const RequestReturnMutation = graphql(`
  mutation RequestReturn(
    $orderId: ID!
    $lines: [ReturnLineInput!]!
    $reason: String!
    $photoLinks: [String!]
  ) {
    requestReturn(orderId: $orderId, lines: $lines, reason: $reason, photoLinks: $photoLinks) {
      ...ReturnFields
    }
  }
`);

export const WithdrawReturnMutation = graphql(`
  mutation WithdrawReturn($id: ID!) {
    withdrawReturn(id: $id) {
      ...ReturnFields
    }
  }
`);

/** The server's own rules for a request. */
export { returnRequestSchema };

export function useOrderReturns(id: string) {
  return useQuery(OrderReturnsQuery, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
}
export function useRequestReturn() {
  return useMutation(RequestReturnMutation, { refetchQueries: ['OrderReturns'], awaitRefetchQueries: true });
}
export function useWithdrawReturn() {
  return useMutation(WithdrawReturnMutation, { refetchQueries: ['OrderReturns'], awaitRefetchQueries: true });
}
