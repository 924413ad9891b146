import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';
import { moneyMoved } from '../../../lib/moneyMoved';

/** Lines a page of one tab reads (the most the server gives); "Load more" reads the next ones. */
export const BANK_LINES_PAGE = 100;

/** Statement lines of one status (UNMATCHED: the queue) in import order, a cursor page with the tab's count (admins only). */
export const BankStatementLinesQuery = graphql(`
  query BankStatementLines($status: String, $first: Int!, $after: String) {
    bankStatementLineConnection(status: $status, first: $first, after: $after) {
      totalCount
      nodes {
        id
        bookedOn
        amountCents
        currency
        reference
        counterparty
        status
        matchRule
        unappliedCents
        note
        allocations {
          purchaseOrderId
          invoiceNumber
          amountCents
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useBankStatementLines(status: string) {
  const result = useQuery(BankStatementLinesQuery, {
    variables: { status, first: BANK_LINES_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        bankStatementLineConnection: appendPage(
          shown.bankStatementLineConnection,
          fetchMoreResult.bankStatementLineConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export const ImportBankStatementMutation = graphql(`
  mutation ImportBankStatement($file: BankStatementFileInput!) {
    importBankStatement(file: $file) {
      alreadyImported
      statement {
        id
        fileName
        creditLines
        newLines
        debitsSkipped
      }
    }
  }
`);

export function useImportBankStatement() {
  return useMutation(ImportBankStatementMutation, { refetchQueries: [BankStatementLinesQuery] });
}

export const ConfirmBankLineMutation = graphql(`
  mutation ConfirmBankLine($id: ID!, $allocations: [BankAllocationInput!]) {
    confirmBankLine(id: $id, allocations: $allocations) {
      id
      status
      unappliedCents
      allocations {
        invoiceNumber
        amountCents
      }
    }
  }
`);

export function useConfirmBankLine() {
  // A confirmed line pays invoices (or holds credit): aging, statements, orders and credit change with it.
  return useMutation(ConfirmBankLineMutation, { refetchQueries: [BankStatementLinesQuery], ...moneyMoved });
}

export const IgnoreBankLineMutation = graphql(`
  mutation IgnoreBankLine($id: ID!, $reason: String) {
    ignoreBankLine(id: $id, reason: $reason) {
      id
      status
      note
    }
  }
`);

export function useIgnoreBankLine() {
  return useMutation(IgnoreBankLineMutation, { refetchQueries: [BankStatementLinesQuery] });
}
