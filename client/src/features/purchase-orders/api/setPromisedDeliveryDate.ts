import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A shop admin promises (or moves) an order's delivery date; the buyer is e-mailed (docs/decisions/083). */
export const SetPromisedDeliveryDateMutation = graphql(`
  mutation SetPromisedDeliveryDate($purchaseOrderId: ID!, $promisedDeliveryDate: String!) {
    setPromisedDeliveryDate(purchaseOrderId: $purchaseOrderId, promisedDeliveryDate: $promisedDeliveryDate) {
      id
      requestedDeliveryOn
      promisedDeliveryOn
      promisedLate
    }
  }
`);

export const useSetPromisedDeliveryDate = () => useMutation(SetPromisedDeliveryDateMutation);
