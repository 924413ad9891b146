import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { PRICE_LIST_COMPANY_CHOICES, PriceListsQuery } from './priceLists';

/** A list's company locations, read with the list. */
export const PriceListLocationsQuery = graphql(`
  query PriceListLocations($id: ID!) {
    priceList(id: $id, take: 1) {
      id
      locations {
        id
        label
        companyId
        companyName
      }
    }
  }
`);

/** Companies by name (or a member's e-mail) with their ship-to locations, to give a list to some of them. */
export const LocationChoicesQuery = graphql(`
  query PriceListLocationChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) {
      nodes {
        id
        name
        locations {
          id
          label
          city
        }
      }
    }
  }
`);

export const SetPriceListLocationsMutation = graphql(`
  mutation SetPriceListLocations($id: ID!, $locationIds: [ID!]!) {
    setPriceListLocations(id: $id, locationIds: $locationIds) {
      id
      locations {
        id
        label
        companyId
        companyName
      }
    }
  }
`);

export function usePriceListLocations(id: string) {
  return useQuery(PriceListLocationsQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useLocationChoices(search: string) {
  return useQuery(LocationChoicesQuery, {
    variables: { search: search.trim() || null, first: PRICE_LIST_COMPANY_CHOICES },
    skip: search.trim() === '',
    fetchPolicy: 'cache-and-network',
  });
}

export function useSetPriceListLocations() {
  return useMutation(SetPriceListLocationsMutation, { refetchQueries: [PriceListsQuery] });
}
