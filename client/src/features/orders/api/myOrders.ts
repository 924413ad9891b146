import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const MyOrdersQuery = graphql(`
  query MyOrders {
    myOrders {
      id
      productName
      imageUrl
      unitPriceCents
      quantity
      totalCents
      userName
      userEmail
      userPhone
      status
      invoiceReference
      invoicedAt
      paymentDueAt
      createdAt
      nextStatuses
      purchaseOrder { id orderNumber }
      events { id fromStatus toStatus createdAt actorRole }
    }
  }
`);

export function useMyOrders() {
  return useQuery(MyOrdersQuery, { fetchPolicy: 'cache-and-network' });
}
