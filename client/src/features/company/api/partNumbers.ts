import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Part numbers the list reads a page (newest first); "Load more" reads the next ones. */
export const PART_NUMBERS_PAGE = 50;

/** The company's own part numbers, newest first; `search` finds a number, or an item by its SKU or name. */
export const MyPartNumbersQuery = graphql(`
  query MyPartNumbers($first: Int!, $after: String, $search: String) {
    myPartNumberConnection(first: $first, after: $after, search: $search) {
      totalCount
      nodes {
        id
        partNumber
        productId
        product {
          id
          name
          sku
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The company's part numbers as CSV (sku, part number, item). */
export const MyPartNumbersCsvQuery = graphql(`
  query MyPartNumbersCsv {
    myPartNumbersCsv
  }
`);

export const SetMyPartNumberMutation = graphql(`
  mutation SetMyPartNumber($input: PartNumberInput!) {
    setMyPartNumber(input: $input) {
      id
      partNumber
      productId
      product {
        id
        name
        sku
      }
    }
  }
`);

export const RemoveMyPartNumberMutation = graphql(`
  mutation RemoveMyPartNumber($productId: ID!) {
    removeMyPartNumber(productId: $productId)
  }
`);

/** Checks (dryRun) or writes a file of sku,part number lines: all of it or, with any bad line, none. */
export const ImportMyPartNumbersMutation = graphql(`
  mutation ImportMyPartNumbers($text: String!, $dryRun: Boolean!) {
    importMyPartNumbers(text: $text, dryRun: $dryRun) {
      applied
      dryRun
      created
      updated
      unchanged
      failed
      errorCsv
      lines {
        lineNumber
        sku
        partNumber
        outcome
        problem
        productId
      }
    }
  }
`);

export function useMyPartNumbers(search: string) {
  const result = useQuery(MyPartNumbersQuery, {
    variables: { first: PART_NUMBERS_PAGE, after: null, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        myPartNumberConnection: appendPage(
          shown.myPartNumberConnection,
          fetchMoreResult.myPartNumberConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export const useMyPartNumbersCsv = () => useLazyQuery(MyPartNumbersCsvQuery, { fetchPolicy: 'network-only' });
export const useSetMyPartNumber = () => useMutation(SetMyPartNumberMutation);
export const useRemoveMyPartNumber = () => useMutation(RemoveMyPartNumberMutation);
export const useImportMyPartNumbers = () => useMutation(ImportMyPartNumbersMutation);
