import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What the chosen items come to shipped to a country and region by a shipping method: net, freight, the tax line, total. */
export const CheckoutTaxQuoteQuery = graphql(`
  query CheckoutTaxQuote($itemIds: [ID!]!, $country: String!, $region: String, $shippingMethodId: ID) {
    checkoutTaxQuote(
      itemIds: $itemIds
      country: $country
      region: $region
      shippingMethodId: $shippingMethodId
    ) {
      subtotalCents
      freightCents
      freightPending
      shippingMethodName
      freightNote
      totalCents
      tax {
        taxCents
        label
        exemptionCertificate
      }
    }
  }
`);

export function useCheckoutTaxQuote(
  itemIds: string[],
  country: string,
  region: string,
  shippingMethodId: string | null = null,
) {
  return useQuery(CheckoutTaxQuoteQuery, {
    variables: {
      itemIds,
      country,
      region: region.trim() === '' ? null : region.trim(),
      ...(shippingMethodId ? { shippingMethodId } : {}),
    },
    skip: itemIds.length === 0 || !/^[A-Z]{2}$/.test(country),
    fetchPolicy: 'network-only',
  });
}
