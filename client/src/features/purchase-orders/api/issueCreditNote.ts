import { useMutation } from '@apollo/client/react';
import { creditNoteInputSchema } from '@gluegun/common';
import { graphql } from '../../../gql';
import { moneyMoved } from '../../../lib/moneyMoved';

/** An admin credits an invoice: lines and quantities, a reason, stock back or not, and where paid money goes. */
export const IssueCreditNoteMutation = graphql(`
  mutation IssueCreditNote($purchaseOrderId: ID!, $input: CreditNoteInput!) {
    issueCreditNote(purchaseOrderId: $purchaseOrderId, input: $input) {
      id
      creditNoteNumber
      amountCents
      appliedToInvoiceCents
      releasedCents
      settlement
    }
  }
`);

/** The server's own rules for a credit note. */
export { creditNoteInputSchema };

export function useIssueCreditNote() {
  return useMutation(IssueCreditNoteMutation, { refetchQueries: ['CreditNotes'], ...moneyMoved });
}
