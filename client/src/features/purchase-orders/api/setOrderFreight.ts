import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A shop admin sets the freight of an order placed with freight quoted by us, once (docs/decisions/076). */
export const SetOrderFreightMutation = graphql(`
  mutation SetOrderFreight($purchaseOrderId: ID!, $freightCents: Int!) {
    setOrderFreight(purchaseOrderId: $purchaseOrderId, freightCents: $freightCents) {
      id
      freightCents
      freightPending
      taxCents
      totalCents
      balanceCents
    }
  }
`);

export const useSetOrderFreight = () => useMutation(SetOrderFreightMutation);
