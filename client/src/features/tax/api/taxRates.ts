import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every tax rate (admins), by country then region. */
export const TaxRatesQuery = graphql(`
  query TaxRates {
    taxRates {
      id
      country
      region
      name
      rateMillionths
      ratePercent
      label
      active
    }
  }
`);

export const SetTaxRateMutation = graphql(`
  mutation SetTaxRate($id: ID, $input: TaxRateInput!) {
    setTaxRate(id: $id, input: $input) {
      id
      country
      region
      name
      rateMillionths
      ratePercent
      label
      active
    }
  }
`);

export const DeleteTaxRateMutation = graphql(`
  mutation DeleteTaxRate($id: ID!) {
    deleteTaxRate(id: $id)
  }
`);

export function useTaxRates() {
  return useQuery(TaxRatesQuery, { fetchPolicy: 'cache-and-network' });
}

export function useSetTaxRate() {
  return useMutation(SetTaxRateMutation, { refetchQueries: [TaxRatesQuery] });
}

export function useDeleteTaxRate() {
  return useMutation(DeleteTaxRateMutation, { refetchQueries: [TaxRatesQuery] });
}
