import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { applyRepricedItems, forgetContractPrices, repricedSaid } from '../../../lib/contractPrices';
import { describeError } from '../../../lib/errors';

/** The company's ship-to address book: checkout offers each as "Ship to". */
export const ShipToLocationsQuery = graphql(`
  query ShipToLocations {
    myCompany {
      id
      name
      locations {
        id
        label
        addressLine1
        addressLine2
        city
        region
        postalCode
        country
      }
    }
  }
`);

export function useShipToLocations() {
  return useQuery(ShipToLocationsQuery, { fetchPolicy: 'cache-and-network' });
}

/** Choosing a location at checkout is the buyer's ship-to choice too: the prices they see follow it (as in My Orders). */
export const CheckoutShipToMutation = graphql(`
  mutation CheckoutShipTo($locationId: ID) {
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

/** What choosing said: the refusal in words, or what the location did to the open items' prices ('' for nothing). */
export type ShipToAnswer = { problem: string } | { repriced: string };

/** Chooses the location; resolves to the refusal in words, or the sentence on the items it priced again. */
export function useChooseCheckoutShipTo(): (locationId: string) => Promise<ShipToAnswer> {
  const [choose] = useMutation(CheckoutShipToMutation, {
    update: (cache, { data }) => {
      forgetContractPrices(cache);
      applyRepricedItems(cache, data?.chooseShipToLocation.repricedItems ?? []);
    },
  });
  return async (locationId) => {
    try {
      const { data } = await choose({ variables: { locationId } });
      return { repriced: repricedSaid(data?.chooseShipToLocation.repricedItems ?? []) };
    } catch (e) {
      return { problem: describeError(e).message };
    }
  };
}
