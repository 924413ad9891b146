import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What the chosen items come to shipped to a country and region: net, the tax line, total. */
export const CheckoutTaxQuoteQuery = graphql(`
  query CheckoutTaxQuote($itemIds: [ID!]!, $country: String!, $region: String) {
    checkoutTaxQuote(itemIds: $itemIds, country: $country, region: $region) {
      subtotalCents totalCents tax { taxCents label exemptionCertificate }
    }
  }
`);

export function useCheckoutTaxQuote(itemIds: string[], country: string, region: string) {
  return useQuery(CheckoutTaxQuoteQuery, {
    variables: { itemIds, country, region: region.trim() === '' ? null : region.trim() },
    skip: itemIds.length === 0 || !/^[A-Z]{2}$/.test(country), fetchPolicy: 'network-only',
  });
}
