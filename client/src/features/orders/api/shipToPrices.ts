import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { applyRepricedItems, forgetContractPrices } from '../../../lib/contractPrices';

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
    chooseShipToLocation(locationId: $locationId) {
      locationId
      repricedItems {
        itemId
        productName
        quantity
        fromUnitPriceCents
        toUnitPriceCents
      }
    }
  }
`);

export function useShipToPrices() {
  return useQuery(ShipToPricesQuery, { fetchPolicy: 'cache-and-network' });
}

/** A new location changes what products cost the buyer, open items included: cached prices are read again or replaced. */
export function useChooseShipToLocation() {
  return useMutation(ChooseShipToLocationMutation, {
    refetchQueries: [ShipToPricesQuery],
    update: (cache, { data }) => {
      forgetContractPrices(cache);
      applyRepricedItems(cache, data?.chooseShipToLocation.repricedItems ?? []);
    },
  });
}
