/** The GraphQL documents the bank-statement tests send. */
export const IMPORT_QUERY =
  'mutation($f: BankStatementFileInput!) { importBankStatement(file: $f) { alreadyImported statement { id format creditLines newLines debitsSkipped } } }';
export const LINES_QUERY = `query($s: String, $st: ID, $take: Int) { bankStatementLines(status: $s, statementId: $st, take: $take) { total items {
  id lineNo bookedOn amountCents currency reference counterparty bankReference status matchRule unappliedCents note allocations { purchaseOrderId invoiceNumber amountCents } } } }`;
