import { useMutation } from '@apollo/client/react';
import { paymentInputSchema } from '@gluegun/common';
import { graphql } from '../../../gql';
import { moneyMoved } from '../../../lib/moneyMoved';

/** Money received against an invoice; payments reaching the total mark it paid (admins only). */
export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($id: ID!, $payment: PaymentInput!) {
    recordPayment(id: $id, payment: $payment) {
      id
      paidCents
      balanceCents
      paymentStatus
      daysOverdue
      payments {
        id
        amountCents
        receivedOn
        reference
      }
    }
  }
`);

/** The server's own rules for a payment (amount in cents, the day received, a reference). */
export { paymentInputSchema };

export function useRecordPayment() {
  return useMutation(RecordPaymentMutation, moneyMoved);
}
