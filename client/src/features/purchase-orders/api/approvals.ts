import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ORDERING_ROLES, type CompanyRoleName } from '@gluegun/common';
import { appendPage } from '../../../lib/cursorPages';

/** Requests a page of Approvals shows; "Load more" reads the next ones. */
export const APPROVAL_QUEUE_PAGE = 50;
/**
 * The caller's own requests a page reads (My Orders, checkout): the 100 newest, as many as the plain list gave, so
 * the items still waiting in one are known as before (they are left out of the open items).
 */
export const MY_REQUESTS_PAGE = 100;

/** An approval request as the queue, the request page and My Orders show it. */
export const ApprovalRequestFields = graphql(`
  fragment ApprovalRequestFields on ApprovalRequest {
    id
    requestNumber
    status
    netCents
    taxCents
    totalCents
    tax {
      label
    }
    requiredRoles
    waitingFor
    requesterEmail
    rejectionReason
    reasons
    poNumber
    createdAt
    updatedAt
    shipTo {
      companyName
      addressLine1
      addressLine2
      city
      region
      postalCode
      country
    }
    items {
      id
      productName
      quantity
      unitPriceCents
      totalCents
    }
    purchaseOrder {
      id
      orderNumber
      invoiceNumber
    }
  }
`);

/**
 * The caller's company role and whether their company is more than a one-person account made at sign-up: the
 * navbar shows Approvals to buyers and company admins of a real company (nobody approves in a company of one).
 */
export const ApprovalsNavQuery = graphql(`
  query ApprovalsNav {
    me {
      id
      companyRole
    }
    myCompany {
      id
      personal
    }
  }
`);

/** What waits for the caller's approval, oldest first (never their own), a cursor page; `totalCount` is the navbar's count. */
export const ApprovalQueueQuery = graphql(`
  query ApprovalQueue($first: Int!, $after: String) {
    approvalQueueConnection(first: $first, after: $after) {
      totalCount
      nodes {
        ...ApprovalRequestFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One request with its steps: its requester, the company's admins, accounts payable and approvers. */
export const OrderRequestQuery = graphql(`
  query OrderRequest($id: ID!) {
    me {
      id
      email
      companyRole
    }
    orderRequest(id: $id) {
      ...ApprovalRequestFields
      priceChanges {
        itemId
        productName
        quantity
        fromUnitPriceCents
        toUnitPriceCents
      }
      events {
        id
        kind
        actorEmail
        role
        detail
        createdAt
      }
    }
  }
`);

/** The caller's own orders submitted for approval, newest first, a cursor page (My Orders' Order requests). */
export const MyOrderRequestPagesQuery = graphql(`
  query MyOrderRequestPages($first: Int!, $after: String) {
    myOrderRequestConnection(first: $first, after: $after) {
      nodes {
        ...ApprovalRequestFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Which of the caller's items wait in an approval request: checkout leaves them out of the open items. */
export const MyOrderRequestsQuery = graphql(`
  query MyOrderRequests($first: Int!) {
    myOrderRequestConnection(first: $first) {
      nodes {
        id
        status
        items {
          id
        }
      }
    }
  }
`);

export const ApproveOrderMutation = graphql(`
  mutation ApproveOrder($id: ID!) {
    approveOrder(id: $id) {
      ...ApprovalRequestFields
      events {
        id
        kind
        actorEmail
        role
        detail
        createdAt
      }
    }
  }
`);

export const RejectOrderMutation = graphql(`
  mutation RejectOrder($id: ID!, $reason: String!) {
    rejectOrder(id: $id, reason: $reason) {
      ...ApprovalRequestFields
      events {
        id
        kind
        actorEmail
        role
        detail
        createdAt
      }
    }
  }
`);

export const WithdrawOrderRequestMutation = graphql(`
  mutation WithdrawOrderRequest($id: ID!) {
    withdrawOrderRequest(id: $id) {
      ...ApprovalRequestFields
      events {
        id
        kind
        actorEmail
        role
        detail
        createdAt
      }
    }
  }
`);

/** Company roles that approve orders (ACCESS approvalQueue). */
export const isApproverRole = (role: string | null | undefined) =>
  role === 'BUYER' || role === 'COMPANY_ADMIN';

/** Company roles that put items in and check out (the server's ORDERING_ROLES: accounts payable places nothing). */
export const isOrderingRole = (role: string | null | undefined) =>
  ORDERING_ROLES.includes(role as CompanyRoleName);

const AFTER_DECISION = [
  'ApprovalQueue',
  'MyOrderRequests',
  'MyOrderRequestPages',
  'MyPurchaseOrders',
  'CheckoutItems',
  'MyCredit',
];

export const useApprovalsNavRole = (skip: boolean) =>
  useQuery(ApprovalsNavQuery, { skip, fetchPolicy: 'cache-and-network' });
/** Whether the signed-in customer may order (Reorder, Quick Order): null while their role is unknown. */
export function useCanOrder(): boolean | null {
  const { data } = useApprovalsNavRole(false);
  return data ? isOrderingRole(data.me.companyRole) : null;
}
/** The first page of the queue (the navbar reads the same query for its count); `loadMore` appends the next. */
export function useApprovalQueue(skip = false) {
  const result = useQuery(ApprovalQueueQuery, {
    variables: { first: APPROVAL_QUEUE_PAGE, after: null },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        approvalQueueConnection: appendPage(
          shown.approvalQueueConnection,
          fetchMoreResult.approvalQueueConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export const useOrderRequest = (id: string) =>
  useQuery(OrderRequestQuery, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });

/** My Orders' Order requests: the first page; `loadMore` appends the next. */
export function useMyOrderRequestPages() {
  const result = useQuery(MyOrderRequestPagesQuery, {
    variables: { first: MY_REQUESTS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        myOrderRequestConnection: appendPage(
          shown.myOrderRequestConnection,
          fetchMoreResult.myOrderRequestConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export const useMyOrderRequests = () =>
  useQuery(MyOrderRequestsQuery, {
    variables: { first: MY_REQUESTS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
export const useApproveOrder = () => useMutation(ApproveOrderMutation, { refetchQueries: AFTER_DECISION });
export const useRejectOrder = () => useMutation(RejectOrderMutation, { refetchQueries: AFTER_DECISION });
export const useWithdrawOrderRequest = () =>
  useMutation(WithdrawOrderRequestMutation, { refetchQueries: AFTER_DECISION });
