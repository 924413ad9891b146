import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The shipping methods offered to the buyer's company, the default first: checkout's choice (docs/decisions/076,
 * 123). `offered` says so for each (a shop admin's list holds every method).
 */
export const ShippingMethodsQuery = graphql(`
  query ShippingMethods {
    shippingMethods {
      id
      name
      kind
      isDefault
      active
      offered
    }
  }
`);

export function useShippingMethods() {
  return useQuery(ShippingMethodsQuery, { fetchPolicy: 'cache-and-network' });
}
