import { useMutation, useQuery } from '@apollo/client/react';
import { returnApprovalSchema, returnReceiptSchema, returnRejectionSchema } from '@gluegun/common';
import { graphql } from '../../../gql';
import type { ReturnStatus } from '../../../gql/graphql';

/** The shop's returns queue: by status, or (none given) those waiting on the shop. */
export const ReturnRequestsQuery = graphql(`
  query ReturnRequests($status: ReturnStatus) {
    returnRequests(status: $status) {
      ...ReturnFields
    }
  }
`);

export const ApproveReturnMutation = graphql(`
  mutation ApproveReturn($id: ID!, $restockingFeePercent: Float!) {
    approveReturn(id: $id, restockingFeePercent: $restockingFeePercent) {
      ...ReturnFields
    }
  }
`);
export const RejectReturnMutation = graphql(`
  mutation RejectReturn($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      ...ReturnFields
    }
  }
`);
export const ReceiveReturnMutation = graphql(`
  mutation ReceiveReturn($id: ID!, $disposition: ReturnDisposition!, $note: String!) {
    receiveReturn(id: $id, disposition: $disposition, note: $note) {
      ...ReturnFields
    }
  }
`);

/** The server's own rules for each decision. */
export { returnApprovalSchema, returnReceiptSchema, returnRejectionSchema };

export function useReturnRequests(status: ReturnStatus | null) {
  return useQuery(ReturnRequestsQuery, { variables: { status }, fetchPolicy: 'cache-and-network' });
}
const refetch = { refetchQueries: ['ReturnRequests'], awaitRefetchQueries: true };
export const useApproveReturn = () => useMutation(ApproveReturnMutation, refetch);
export const useRejectReturn = () => useMutation(RejectReturnMutation, refetch);
export const useReceiveReturn = () => useMutation(ReceiveReturnMutation, refetch);
