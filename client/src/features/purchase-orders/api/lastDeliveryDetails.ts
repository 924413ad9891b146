import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The buyer's orders with their delivery details, newest first: checkout offers the latest address,
 * as the server's one-click Pay does (the latest order with an address).
 */
export const LastDeliveryDetailsQuery = graphql(`
  query LastDeliveryDetails {
    myPurchaseOrders {
      id
      companyName
      addressLine1
      addressLine2
      city
      region
      postalCode
      country
      contactPhone
    }
  }
`);

export function useLastDeliveryDetails() {
  return useQuery(LastDeliveryDetailsQuery, { fetchPolicy: 'cache-and-network' });
}
