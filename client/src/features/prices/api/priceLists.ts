import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** How many companies the price list form offers for one search. */
export const PRICE_LIST_COMPANY_CHOICES = 20;

export const PriceListSummaryFields = graphql(`
  fragment PriceListSummaryFields on PriceList {
    id
    name
    priority
    validFrom
    validTo
    limitsProducts
    entryCount
    companies {
      id
      name
    }
    groups {
      id
      name
    }
    locations {
      id
      label
      companyName
    }
  }
`);

/** The first 50 lists (admins), highest priority first; entries are read per list on its own query. */
export const PriceListsQuery = graphql(`
  query PriceLists {
    priceLists {
      ...PriceListSummaryFields
    }
  }
`);

/**
 * One list with its first 100 entries by SKU: `take` is left at its default (100), since the cost model charges an
 * explicit `take` on the list itself as well as on its entries, and the percentage breaks would then pass the maximum.
 */
export const PriceListEntriesQuery = graphql(`
  query PriceListEntries($id: ID!) {
    priceList(id: $id) {
      ...PriceListSummaryFields
      entries {
        productId
        sku
        productName
        listPriceCents
        unitPriceCents
        percentOffBp
        percentBreaks {
          minQuantity
          percentOffBp
        }
      }
    }
  }
`);

export const SavePriceListMutation = graphql(`
  mutation SavePriceList($id: ID, $input: PriceListInput!) {
    savePriceList(id: $id, input: $input) {
      ...PriceListSummaryFields
    }
  }
`);

export const DeletePriceListMutation = graphql(`
  mutation DeletePriceList($id: ID!) {
    deletePriceList(id: $id)
  }
`);

export const SetPriceListEntriesMutation = graphql(`
  mutation SetPriceListEntries($id: ID!, $entries: [PriceListEntryInput!]!) {
    setPriceListEntries(id: $id, entries: $entries) {
      ...PriceListSummaryFields
      entries {
        productId
        sku
        productName
        listPriceCents
        unitPriceCents
        percentOffBp
        percentBreaks {
          minQuantity
          percentOffBp
        }
      }
    }
  }
`);

/** Companies by name (or a member's e-mail) to give a list to. */
export const PriceListCompanyChoicesQuery = graphql(`
  query PriceListCompanyChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) {
      nodes {
        id
        name
      }
    }
  }
`);

export function usePriceLists() {
  return useQuery(PriceListsQuery, { fetchPolicy: 'cache-and-network' });
}

export function usePriceListEntries(id: string | null) {
  return useQuery(PriceListEntriesQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
}

export function useSavePriceList() {
  return useMutation(SavePriceListMutation, { refetchQueries: [PriceListsQuery, CustomerGroupsQuery] });
}

export function useDeletePriceList() {
  return useMutation(DeletePriceListMutation, { refetchQueries: [PriceListsQuery, CustomerGroupsQuery] });
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

export const CustomerGroupFields = graphql(`
  fragment CustomerGroupFields on CustomerGroup {
    id
    name
    companies {
      id
      name
    }
    priceLists {
      id
      name
    }
  }
`);

/** Every customer group (admins), by name: the price list form offers them, and their own section edits them. */
export const CustomerGroupsQuery = graphql(`
  query CustomerGroups {
    customerGroups {
      ...CustomerGroupFields
    }
  }
`);

export const SaveCustomerGroupMutation = graphql(`
  mutation SaveCustomerGroup($id: ID, $input: CustomerGroupInput!) {
    saveCustomerGroup(id: $id, input: $input) {
      ...CustomerGroupFields
    }
  }
`);

export const DeleteCustomerGroupMutation = graphql(`
  mutation DeleteCustomerGroup($id: ID!) {
    deleteCustomerGroup(id: $id)
  }
`);

export function useCustomerGroups() {
  return useQuery(CustomerGroupsQuery, { fetchPolicy: 'cache-and-network' });
}

/** A group's change reaches the lists' cards (their groups) as well as the groups' own. */
export function useSaveCustomerGroup() {
  return useMutation(SaveCustomerGroupMutation, { refetchQueries: [CustomerGroupsQuery, PriceListsQuery] });
}

export function useDeleteCustomerGroup() {
  return useMutation(DeleteCustomerGroupMutation, { refetchQueries: [CustomerGroupsQuery, PriceListsQuery] });
}
