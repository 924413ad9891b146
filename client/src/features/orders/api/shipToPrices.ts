import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetContractPrices } from '../../../lib/contractPrices';

/** The location the buyer's orders ship to now and the company's locations to choose from. */
export const ShipToPricesQuery = graphql(`
  query ShipToPrices {
    me {
      id
      shipToLocationId
    }
    myCompany {
      id
      locations {
        id
        label
        city
      }
    }
  }
`);

export const ChooseShipToLocationMutation = graphql(`
  mutation ChooseShipToLocation($locationId: ID) {
    chooseShipToLocation(locationId: $locationId)
  }
`);

export function useShipToPrices() {
  return useQuery(ShipToPricesQuery, { fetchPolicy: 'cache-and-network' });
}

/** A new location changes what products cost the buyer from now: cached prices are read again. */
export function useChooseShipToLocation() {
  return useMutation(ChooseShipToLocationMutation, {
    refetchQueries: [ShipToPricesQuery],
    update: forgetContractPrices,
  });
}
