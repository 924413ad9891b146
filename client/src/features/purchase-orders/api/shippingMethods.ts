import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The shop's active shipping methods, the default first: checkout's choice (docs/decisions/076). */
export const ShippingMethodsQuery = graphql(`
  query ShippingMethods {
    shippingMethods {
      id
      name
      kind
      isDefault
      active
    }
  }
`);

export function useShippingMethods() {
  return useQuery(ShippingMethodsQuery, { fetchPolicy: 'cache-and-network' });
}
