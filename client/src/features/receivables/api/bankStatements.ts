import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Statement lines of one status (UNMATCHED: the queue), oldest booking first (admins only). */
export const BankStatementLinesQuery = graphql(`
  query BankStatementLines($status: String, $take: Int) {
    bankStatementLines(status: $status, take: $take) {
      total
      items {
        id bookedOn amountCents currency reference counterparty status matchRule unappliedCents note
        allocations { purchaseOrderId invoiceNumber amountCents }
      }
    }
  }
`);

export function useBankStatementLines(status: string) {
  return useQuery(BankStatementLinesQuery, { variables: { status, take: 200 }, fetchPolicy: 'cache-and-network' });
}

export const ImportBankStatementMutation = graphql(`
  mutation ImportBankStatement($file: BankStatementFileInput!) {
    importBankStatement(file: $file) { alreadyImported statement { id fileName creditLines newLines debitsSkipped } }
  }
`);

export function useImportBankStatement() {
  return useMutation(ImportBankStatementMutation, { refetchQueries: [BankStatementLinesQuery] });
}

export const ConfirmBankLineMutation = graphql(`
  mutation ConfirmBankLine($id: ID!, $allocations: [BankAllocationInput!]) {
    confirmBankLine(id: $id, allocations: $allocations) { id status unappliedCents allocations { invoiceNumber amountCents } }
  }
`);

export function useConfirmBankLine() {
  return useMutation(ConfirmBankLineMutation, { refetchQueries: [BankStatementLinesQuery] });
}

export const IgnoreBankLineMutation = graphql(`
  mutation IgnoreBankLine($id: ID!, $reason: String) { ignoreBankLine(id: $id, reason: $reason) { id status note } }
`);

export function useIgnoreBankLine() {
  return useMutation(IgnoreBankLineMutation, { refetchQueries: [BankStatementLinesQuery] });
}
