/** The quotes' GraphQL documents (docs/decisions/065): the buyer's list, one quote, the shop's list, and every move. */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const QuoteFields = graphql(`
  fragment QuoteFields on SalesQuote {
    id
    number
    quoteNumber
    status
    statusLabel
    companyId
    buyerId
    currentVersion
    expiresAt
    acceptedAt
    createdAt
    versions {
      number
      side
      authorName
      note
      freightNote
      expiresAt
      approvalNeeded
      approvedByName
      createdAt
      totalCents
      lines {
        position
        productId
        productName
        sku
        quantity
        note
        targetPriceCents
        unitPriceCents
        referencePriceCents
        lineTotalCents
        discountBp
      }
    }
  }
`);

export const MyQuotesQuery = graphql(`
  query MyQuotes($status: SalesQuoteStatus) {
    myQuotes(status: $status) {
      ...QuoteFields
    }
  }
`);
export const QuoteDetailsQuery = graphql(`
  query QuoteDetails($id: ID!) {
    quoteDetails(id: $id) {
      ...QuoteFields
      freight {
        shippingMethodName
        chosenAtCheckout
        freightCents
        pending
        note
        netCents
      }
    }
  }
`);
export const AdminQuotesQuery = graphql(`
  query AdminQuotes($status: SalesQuoteStatus, $companyId: ID) {
    quotes(status: $status, companyId: $companyId) {
      ...QuoteFields
    }
  }
`);
/** A product by its part number: the catalog search puts an exact SKU first. */
export const QuoteProductQuery = graphql(`
  query QuoteProduct($search: String!) {
    products(search: $search, pageSize: 5) {
      items {
        id
        sku
        name
        quantityRule {
          minimum
          increment
          maximum
        }
      }
    }
  }
`);

export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($lines: [SalesQuoteRequestLineInput!]!, $note: String!, $fromOpenItems: Boolean) {
    requestQuote(lines: $lines, note: $note, fromOpenItems: $fromOpenItems) {
      ...QuoteFields
    }
  }
`);
/**
 * The buyer's open items' part numbers and quantities, to fill a request from them (first pages: at most 100), with
 * the items waiting in an approval request, which a quote is not asked on.
 */
export const OpenItemsForQuoteQuery = graphql(`
  query OpenItemsForQuote {
    myOrderConnection(first: 100) {
      nodes {
        id
        status
        quantity
        purchaseOrder {
          id
        }
        product {
          id
          sku
        }
      }
    }
    myOrderRequestConnection(first: 100) {
      nodes {
        id
        status
        items {
          id
        }
      }
    }
  }
`);
export const CounterQuoteMutation = graphql(`
  mutation CounterQuote($id: ID!, $lines: [SalesQuoteRequestLineInput!]!, $note: String!, $version: Int) {
    counterQuote(id: $id, lines: $lines, note: $note, version: $version) {
      ...QuoteFields
    }
  }
`);
export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($id: ID!, $version: Int) {
    acceptQuote(id: $id, version: $version) {
      quote {
        ...QuoteFields
      }
      items {
        id
      }
    }
  }
`);
export const DeclineQuoteMutation = graphql(`
  mutation DeclineQuote($id: ID!) {
    declineQuote(id: $id) {
      ...QuoteFields
    }
  }
`);
export const SendQuoteMutation = graphql(`
  mutation SendQuote(
    $id: ID!
    $lines: [SalesQuotePriceLineInput!]!
    $validUntil: String!
    $freightNote: String!
    $note: String!
    $version: Int
  ) {
    sendQuote(
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
export const ApproveQuoteMutation = graphql(`
  mutation ApproveQuote($id: ID!, $version: Int) {
    approveQuote(id: $id, version: $version) {
      ...QuoteFields
    }
  }
`);

export const useMyQuotes = () => useQuery(MyQuotesQuery, { fetchPolicy: 'cache-and-network' });
export const useQuoteDetails = (id: string) =>
  useQuery(QuoteDetailsQuery, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
export const useAdminQuotes = (status: string | null, companyId: string | null) =>
  useQuery(AdminQuotesQuery, {
    variables: { status: (status || null) as never, companyId: companyId || null },
    fetchPolicy: 'cache-and-network',
  });
export const useRequestQuote = () => useMutation(RequestQuoteMutation, { refetchQueries: ['MyQuotes'] });
export const useOpenItemsForQuote = () => useQuery(OpenItemsForQuoteQuery, { fetchPolicy: 'network-only' });
export const useCounterQuote = () => useMutation(CounterQuoteMutation);
export const useAcceptQuote = () => useMutation(AcceptQuoteMutation, { refetchQueries: ['MyOrders'] });
export const useDeclineQuote = () => useMutation(DeclineQuoteMutation);
export const useSendQuote = () => useMutation(SendQuoteMutation);
export const useApproveQuote = () => useMutation(ApproveQuoteMutation);

/** Finds the product a typed part number names exactly (ignoring case), or null. */
export function useFindProductBySku() {
  const client = useApolloClient();
  return async (sku: string) => {
    const { data } = await client.query({
      query: QuoteProductQuery,
      variables: { search: sku.trim() },
      fetchPolicy: 'network-only',
    });
    const wanted = sku.trim().toUpperCase();
    return data?.products.items.find((p) => p.sku.toUpperCase() === wanted) ?? null;
  };
}

/** Companies by name (or a member's e-mail) for the dashboard's Quotes company filter (shop admins). */
export const QuoteCompanyChoicesQuery = graphql(`
  query QuoteCompanyChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) {
      nodes {
        id
        name
      }
    }
  }
`);
export const useQuoteCompanyChoices = (search: string) =>
  useQuery(QuoteCompanyChoicesQuery, {
    variables: { search: search.trim() || null, first: 50 },
    fetchPolicy: 'cache-and-network',
  });
