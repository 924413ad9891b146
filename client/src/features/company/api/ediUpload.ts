import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A buyer's X12 interchange, as POST /edi/x12 takes it (docs/decisions/080). */
export const SendEdiInterchangeMutation = graphql(`
  mutation SendEdiInterchange($text: String!) {
    ediInbound(text: $text) {
      accepted
      interchange
      acknowledgement
      interchangeAcknowledgement
      orders {
        transactionSet
        poNumber
        purchaseOrderId
        orderNumber
        approvalRequestId
      }
      changes {
        transactionSet
        poNumber
        cancellation
        taken
        refused
        reasons
        acknowledgement
      }
      refusals {
        transactionSet
        poNumber
        reason
      }
      acknowledged {
        transactionSet
        kind
        groupControl
        status
      }
    }
  }
`);

/** The GraphQL body limit is 100 kB: a file this size still fits with the query around it. */
export const EDI_UPLOAD_MAX_CHARS = 90_000;

export const useSendEdiInterchange = () => useMutation(SendEdiInterchangeMutation);
