import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * Checks out through the company's spending limits and approval rules: placed at once as one purchase
 * order, or submitted for approval (holding no stock and no credit until approved).
 */
export const SubmitOrderMutation = graphql(`
  mutation SubmitOrder(
    $itemIds: [ID!]!
    $details: CheckoutDetailsInput!
    $shippingMethodId: ID
    $lineDeliveryDates: [LineDeliveryDateInput!]
  ) {
    submitOrder(
      itemIds: $itemIds
      details: $details
      shippingMethodId: $shippingMethodId
      lineDeliveryDates: $lineDeliveryDates
    ) {
      purchaseOrder {
        id
        orderNumber
        invoiceNumber
        poNumber
        totalCents
        dueAt
        termsDays
      }
      approvalRequest {
        id
        requestNumber
        status
        netCents
        freightCents
        taxCents
        totalCents
        tax {
          label
        }
        requiredRoles
        waitingFor
        shipTo {
          companyName
          addressLine1
          addressLine2
          city
          region
          postalCode
          country
        }
      }
    }
  }
`);

/** Whether checking out these items now needs approval, by whom and why (the server's words). */
export const ApprovalPreviewQuery = graphql(`
  query ApprovalPreview($itemIds: [ID!]!) {
    approvalPreview(itemIds: $itemIds) {
      totalCents
      needsApproval
      requiredRoles
      summary
      reasons
    }
  }
`);

export function useSubmitOrder() {
  return useMutation(SubmitOrderMutation, {
    refetchQueries: ['CheckoutItems', 'MyPurchaseOrders', 'MyCredit', 'MyOrderRequests'],
    awaitRefetchQueries: true,
  });
}

export function useApprovalPreview(itemIds: string[]) {
  return useQuery(ApprovalPreviewQuery, {
    variables: { itemIds },
    skip: itemIds.length === 0,
    fetchPolicy: 'network-only',
  });
}
