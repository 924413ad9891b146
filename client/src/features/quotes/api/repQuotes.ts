/** A sales rep's side of quotes (docs/decisions/084): a served company's quotes, and pricing one. */
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The company's quotes with the rep's companies (for its name; a company the rep no longer serves is absent). */
export const RepCompanyQuotesQuery = graphql(`
  query RepCompanyQuotes($companyId: ID!) {
    myRepCompanies {
      id
      name
    }
    repQuotes(companyId: $companyId) {
      ...QuoteFields
    }
  }
`);

export const RepSendQuoteMutation = graphql(`
  mutation RepSendQuote(
    $id: ID!
    $lines: [SalesQuotePriceLineInput!]!
    $validUntil: String!
    $freightNote: String!
    $note: String!
    $version: Int
  ) {
    repSendQuote(
      id: $id
      lines: $lines
      validUntil: $validUntil
      freightNote: $freightNote
      note: $note
      version: $version
    ) {
      ...QuoteFields
    }
  }
`);

export const useRepCompanyQuotes = (companyId: string) =>
  useQuery(RepCompanyQuotesQuery, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
    skip: !companyId,
  });
export const useRepSendQuote = () => useMutation(RepSendQuoteMutation);
