import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** An approval request as the queue, the request page and My Orders show it. */
export const ApprovalRequestFields = graphql(`
  fragment ApprovalRequestFields on ApprovalRequest {
    id requestNumber status totalCents requiredRoles waitingFor requesterEmail rejectionReason reasons poNumber createdAt updatedAt
    items { id productName quantity unitPriceCents totalCents }
    purchaseOrder { id orderNumber invoiceNumber }
  }
`);

/**
 * The caller's company role and whether their company is more than a one-person account made at sign-up: the
 * navbar shows Approvals to buyers and company admins of a real company (nobody approves in a company of one).
 */
export const ApprovalsNavQuery = graphql(`
  query ApprovalsNav {
    me { id companyRole }
    myCompany { id personal }
  }
`);

/** What waits for the caller's approval, oldest first (never their own). */
export const ApprovalQueueQuery = graphql(`
  query ApprovalQueue {
    approvalQueue { ...ApprovalRequestFields }
  }
`);

/** One request with its steps: its requester, the company's admins, accounts payable and approvers. */
export const OrderRequestQuery = graphql(`
  query OrderRequest($id: ID!) {
    me { id email companyRole }
    orderRequest(id: $id) {
      ...ApprovalRequestFields
      events { id kind actorEmail role detail createdAt }
    }
  }
`);

/** The caller's own orders submitted for approval, newest first. */
export const MyOrderRequestsQuery = graphql(`
  query MyOrderRequests {
    myOrderRequests { ...ApprovalRequestFields }
  }
`);

export const ApproveOrderMutation = graphql(`
  mutation ApproveOrder($id: ID!) {
    approveOrder(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }
  }
`);

export const RejectOrderMutation = graphql(`
  mutation RejectOrder($id: ID!, $reason: String!) {
    rejectOrder(id: $id, reason: $reason) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }
  }
`);

export const WithdrawOrderRequestMutation = graphql(`
  mutation WithdrawOrderRequest($id: ID!) {
    withdrawOrderRequest(id: $id) { ...ApprovalRequestFields events { id kind actorEmail role detail createdAt } }
  }
`);

/** Company roles that approve orders (ACCESS approvalQueue). */
export const isApproverRole = (role: string | null | undefined) => role === 'BUYER' || role === 'COMPANY_ADMIN';

const AFTER_DECISION = ['ApprovalQueue', 'MyOrderRequests', 'MyPurchaseOrders', 'CheckoutItems', 'MyCredit'];

export const useApprovalsNavRole = (skip: boolean) => useQuery(ApprovalsNavQuery, { skip, fetchPolicy: 'cache-and-network' });
export const useApprovalQueue = (skip = false) => useQuery(ApprovalQueueQuery, { skip, fetchPolicy: 'cache-and-network' });
export const useOrderRequest = (id: string) => useQuery(OrderRequestQuery, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
export const useMyOrderRequests = () => useQuery(MyOrderRequestsQuery, { fetchPolicy: 'cache-and-network' });
export const useApproveOrder = () => useMutation(ApproveOrderMutation, { refetchQueries: AFTER_DECISION });
export const useRejectOrder = () => useMutation(RejectOrderMutation, { refetchQueries: AFTER_DECISION });
export const useWithdrawOrderRequest = () => useMutation(WithdrawOrderRequestMutation, { refetchQueries: AFTER_DECISION });
