import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** How many companies the price list form offers for one search. */
export const PRICE_LIST_COMPANY_CHOICES = 20;

export const PriceListSummaryFields = graphql(`
  fragment PriceListSummaryFields on PriceList {
    id name priority validFrom validTo entryCount
    companies { id name }
  }
`);

/** The first 50 lists (admins), highest priority first; entries are read per list on its own query. */
export const PriceListsQuery = graphql(`
  query PriceLists {
    priceLists { ...PriceListSummaryFields }
  }
`);

/** One list with its first 100 entries by SKU. */
export const PriceListEntriesQuery = graphql(`
  query PriceListEntries($id: ID!) {
    priceList(id: $id, take: 100) {
      ...PriceListSummaryFields
      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }
    }
  }
`);

export const SavePriceListMutation = graphql(`
  mutation SavePriceList($id: ID, $input: PriceListInput!) {
    savePriceList(id: $id, input: $input) { ...PriceListSummaryFields }
  }
`);

export const DeletePriceListMutation = graphql(`
  mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }
`);

export const SetPriceListEntriesMutation = graphql(`
  mutation SetPriceListEntries($id: ID!, $entries: [PriceListEntryInput!]!) {
    setPriceListEntries(id: $id, entries: $entries) {
      ...PriceListSummaryFields
      entries { productId sku productName listPriceCents unitPriceCents percentOffBp }
    }
  }
`);

/** Companies by name (or a member's e-mail) to give a list to. */
export const PriceListCompanyChoicesQuery = graphql(`
  query PriceListCompanyChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) { nodes { id name } }
  }
`);

export function usePriceLists() {
  return useQuery(PriceListsQuery, { fetchPolicy: 'cache-and-network' });
}

export function usePriceListEntries(id: string | null) {
  return useQuery(PriceListEntriesQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
}

export function useSavePriceList() {
  return useMutation(SavePriceListMutation, { refetchQueries: [PriceListsQuery] });
}

export function useDeletePriceList() {
  return useMutation(DeletePriceListMutation, { refetchQueries: [PriceListsQuery] });
}

export function useSetPriceListEntries() {
  return useMutation(SetPriceListEntriesMutation, { refetchQueries: [PriceListsQuery] });
}

export function usePriceListCompanyChoices(search: string) {
  return useQuery(PriceListCompanyChoicesQuery, {
    variables: { search: search.trim() || null, first: PRICE_LIST_COMPANY_CHOICES },
    fetchPolicy: 'cache-and-network',
  });
}
