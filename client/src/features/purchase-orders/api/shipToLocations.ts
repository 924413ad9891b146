import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The company's ship-to address book: checkout offers each as "Ship to". */
export const ShipToLocationsQuery = graphql(`
  query ShipToLocations {
    myCompany { id name locations { id label addressLine1 addressLine2 city region postalCode country } }
  }
`);

export function useShipToLocations() {
  return useQuery(ShipToLocationsQuery, { fetchPolicy: 'cache-and-network' });
}
