/** Visible strings of the dashboard's Receivables page. */
export const receivablesCopy = {
  menu: 'Receivables',
  heading: 'Receivables',
  intro:
    "Import your bank's statement export (CSV, or camt.053 XML) and confirm which invoices each transfer pays.",
  upload: {
    heading: 'Import a bank statement',
    file: 'Statement file',
    hint: 'CSV or camt.053 XML, up to 90 kB here (larger files: POST /admin/bank-statements, up to 2 MB)',
    submit: 'Import',
    noFile: 'Choose a file first',
    tooLarge:
      'This file is larger than 90 kB: import it through the REST API, or export a shorter date range',
    imported: (name: string, lines: number, fresh: number) =>
      `Imported ${name}: ${lines} ${lines === 1 ? 'credit' : 'credits'}, ${fresh} new`,
    again: (name: string) => `${name} was imported before: nothing was added`,
  },
  tabs: { PROPOSED: 'To review', UNMATCHED: 'Unmatched', CONFIRMED: 'Confirmed', IGNORED: 'Ignored' },
  tabsLabel: 'Statement lines',
  empty: {
    PROPOSED: 'Nothing to review.',
    UNMATCHED: 'The unmatched queue is empty.',
    CONFIRMED: 'No confirmed lines yet.',
    IGNORED: 'No ignored lines.',
  },
  count: (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`,
  loadMore: 'Load more statement lines',
  line: {
    label: (counterparty: string, amount: string) => `${counterparty || 'Unknown payer'}, ${amount}`,
    from: 'From',
    reference: 'Reference',
    booked: 'Booked',
    rule: 'Matched by',
    rules: {
      REFERENCE: 'payment reference',
      AMOUNT_AND_NAME: "amount and payer's legal name",
      NAME: "payer's legal name only (oldest invoices first)",
      MANUAL: 'an admin',
    } as Record<string, string>,
    /** How sure each rule is (docs/decisions/047): said beside the rule, so a name-only proposal is checked before it is confirmed. */
    sureLabel: 'How sure',
    sure: {
      REFERENCE: 'Sure: the payment reference names the invoice',
      AMOUNT_AND_NAME:
        "Likely: the amount is an open invoice's balance and the payer's name is its company's legal name",
      NAME: "Unsure: only the payer's name fits. Check the invoices before confirming",
    } as Record<string, string>,
    pays: 'Pays',
    unapplied: (amount: string) => `Not applied: ${amount} (overpayment, kept on the line)`,
    confirm: 'Confirm',
    reassign: 'Re-assign',
    ignore: 'Ignore',
    confirmed: (amount: string) => `Recorded ${amount} as payment`,
    ignored: 'Line ignored',
  },
  reassign: {
    legend: 'Pay these invoices',
    invoice: 'Invoice number',
    amount: 'Amount ($)',
    add: 'Add an invoice',
    remove: 'Remove',
    submit: 'Confirm these payments',
    cancel: 'Cancel',
    badAmount: 'Enter an amount like 125.00',
    noInvoice: 'Enter an invoice number like INV-000123',
  },
};
export type LineStatus = keyof typeof receivablesCopy.tabs;
export const LINE_STATUSES = Object.keys(receivablesCopy.tabs) as LineStatus[];
