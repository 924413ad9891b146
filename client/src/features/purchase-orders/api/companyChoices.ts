import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** How many companies the Purchase Orders company filter offers for one search. */
export const COMPANY_CHOICES = 20;

/** Companies by name (or a member's e-mail) for the Purchase Orders company filter (shop admins). */
export const PurchaseOrderCompanyChoicesQuery = graphql(`
  query PurchaseOrderCompanyChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) {
      nodes {
        id
        name
        taxId
      }
    }
  }
`);

export function useCompanyChoices(search: string) {
  return useQuery(PurchaseOrderCompanyChoicesQuery, {
    variables: { search: search.trim() || null, first: COMPANY_CHOICES },
    fetchPolicy: 'cache-and-network',
  });
}
