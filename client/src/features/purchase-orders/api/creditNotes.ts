import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The credit notes of an order (its buyer, their company's accounts payable, or an admin), oldest first. */
export const CreditNotesQuery = graphql(`
  query CreditNotes($purchaseOrderId: ID!) {
    creditNotes(purchaseOrderId: $purchaseOrderId) {
      id
      creditNoteNumber
      issuedOn
      reason
      returnStock
      amountCents
      taxCents
      freightCents
      releasedCents
      settlement
      lines {
        id
        invoiceLineId
        position
        sku
        productName
        quantity
        unitPriceCents
        lineTotalCents
      }
    }
  }
`);

export function useCreditNotes(purchaseOrderId: string) {
  return useQuery(CreditNotesQuery, {
    variables: { purchaseOrderId },
    fetchPolicy: 'cache-and-network',
    skip: !purchaseOrderId,
  });
}
