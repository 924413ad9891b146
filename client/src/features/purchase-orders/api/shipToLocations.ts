import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { forgetContractPrices } from '../../../lib/contractPrices';
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
    chooseShipToLocation(locationId: $locationId)
  }
`);

/** Chooses the location; resolves to the refusal in words, or null once chosen. */
export function useChooseCheckoutShipTo(): (locationId: string) => Promise<string | null> {
  const [choose] = useMutation(CheckoutShipToMutation, { update: forgetContractPrices });
  return async (locationId) => {
    try {
      await choose({ variables: { locationId } });
      return null;
    } catch (e) {
      return describeError(e).message;
    }
  };
}
