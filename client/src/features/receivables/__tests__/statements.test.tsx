import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { defaultStatementRange } from '@gluegun/common';
import StatementPage from '../components/StatementPage';
import { AgingReport } from '../components/AgingReport';
import { AgingReportQuery, CompanyStatementQuery, MyStatementQuery } from '../api/statements';
import { downloadWithSession } from '../../../lib/download';

jest.mock('../../../lib/download', () => ({
  downloadWithSession: jest.fn(async () => undefined),
  downloadMessage: () => 'Refused.',
}));

const statement = (over: object = {}) => ({
  __typename: 'Statement' as const,
  companyId: 'c1',
  companyName: 'Alpha Crafts Ltd',
  scope: 'COMPANY',
  buyerEmail: null,
  from: '2026-05-01',
  to: '2026-05-31',
  asOf: '2026-05-31',
  openingBalanceCents: 10_000,
  totalDebitCents: 33_000,
  totalCreditCents: 29_000,
  closingBalanceCents: 14_000,
  overdueCents: 6_000,
  lines: [
    {
      __typename: 'StatementLine' as const,
      on: '2026-05-01',
      kind: 'INVOICE',
      kindLabel: 'Invoice',
      reference: 'INV-000002',
      invoiceNumber: 'INV-000002',
      purchaseOrderId: 'p2',
      debitCents: 25_000,
      creditCents: 0,
      balanceCents: 35_000,
      taxCents: 2_500,
    },
    {
      __typename: 'StatementLine' as const,
      on: '2026-05-01',
      kind: 'PAYMENT',
      kindLabel: 'Payment',
      reference: 'Wire 77',
      invoiceNumber: 'INV-000001',
      purchaseOrderId: 'p1',
      debitCents: 0,
      creditCents: 4_000,
      balanceCents: 31_000,
      taxCents: 0,
    },
  ],
  overdue: [
    {
      __typename: 'StatementOverdueInvoice' as const,
      purchaseOrderId: 'p1',
      invoiceNumber: 'INV-000001',
      dueOn: '2026-05-30',
      daysOverdue: 1,
      balanceCents: 6_000,
    },
  ],
  ...over,
});
const mine = (variables: object, s = statement()) => ({
  request: { query: MyStatementQuery, variables },
  result: { data: { myStatement: s } },
});
const wrap = (ui: React.ReactNode, mocks: object[]) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks as never}>{ui}</MockedProvider>
    </ChakraProvider>,
  );

describe('Statement page', () => {
  it("shows this month's statement: summary, lines with balances, what is overdue; downloads with the same days", async () => {
    const range = defaultStatementRange(new Date());
    wrap(<StatementPage />, [mine(range)]);
    expect(
      await screen.findByRole('heading', { name: 'Alpha Crafts Ltd: May 1, 2026 to May 31, 2026' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Statement lines' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateTypeReferenceInvoiceDebitCreditBalance',
      'May 1, 2026Opening balance$100.00',
      'May 1, 2026InvoiceINV-000002INV-000002$250.00$350.00',
      'May 1, 2026PaymentWire 77INV-000001$40.00$310.00',
      'May 31, 2026Closing balance$330.00$290.00$140.00',
    ]);
    expect(screen.getByText('INV-000001, due May 30, 2026: 1 day overdue: $60.00')).toBeTruthy();
    expect(screen.getByText('Tax included in the lines above: $25.00 on invoices.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(downloadWithSession).toHaveBeenCalledWith(
      `/my-statement.pdf?from=${range.from}&to=${range.to}`,
      'statement-2026-05-01-to-2026-05-31.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadWithSession).toHaveBeenCalledWith(
      `/my-statement.csv?from=${range.from}&to=${range.to}`,
      'statement-2026-05-01-to-2026-05-31.csv',
    );
  });

  it('asks for the days chosen; a To before From is refused in words before anything is sent', async () => {
    const range = defaultStatementRange(new Date());
    wrap(<StatementPage />, [
      mine(range),
      mine(
        { from: '2026-04-01', to: '2026-04-30' },
        statement({
          buyerEmail: 'b@x.test',
          scope: 'OWN_ORDERS',
          lines: [],
          overdue: [],
          from: '2026-04-01',
          to: '2026-04-30',
          asOf: '2026-04-30',
        }),
      ),
    ]);
    await screen.findByRole('table', { name: 'Statement lines' });
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-04-30');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('To must be on or after From')).toBeTruthy();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-04-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-04-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('Nothing was invoiced or paid in these days.')).toBeTruthy();
    expect(screen.getByText(/The orders placed by b@x.test/)).toBeTruthy();
    expect(screen.getByText('Nothing was overdue on April 30, 2026.')).toBeTruthy();
  });
});

describe('Aging report', () => {
  const row = (over: object) => ({
    __typename: 'AgingRow' as const,
    companyId: 'c1',
    companyName: 'Alpha Crafts Ltd',
    currentCents: 300,
    days1To30Cents: 1_200,
    days31To60Cents: 4_800,
    days61To90Cents: 19_200,
    over90Cents: 25_600,
    totalCents: 51_100,
    invoiceCount: 9,
    ...over,
  });
  const aging = {
    request: { query: AgingReportQuery },
    result: {
      data: {
        agingReport: {
          __typename: 'AgingReport',
          asOf: '2026-06-15',
          rows: [row({})],
          total: row({ companyId: null, companyName: 'Total' }),
        },
      },
    },
  };

  it("shows each company's buckets and the total, downloads the CSV, and opens a company's statement", async () => {
    const range = defaultStatementRange(new Date());
    const theirs = {
      request: { query: CompanyStatementQuery, variables: { companyId: 'c1', ...range } },
      result: { data: { companyStatement: statement() } },
    };
    wrap(<AgingReport />, [aging, theirs]);
    const table = await screen.findByRole('table', { name: 'Aging by company' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(cells[0]).toBe('CompanyCurrent1-30 days31-60 days61-90 daysOver 90 daysTotalStatement');
    expect(cells[1]).toBe('Alpha Crafts Ltd$3.00$12.00$48.00$192.00$256.00$511.00Statement');
    expect(cells[2]).toBe('Total$3.00$12.00$48.00$192.00$256.00$511.00');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloadWithSession).toHaveBeenCalledWith('/admin/aging.csv', 'aging-2026-06-15.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Statement of Alpha Crafts Ltd' }));
    expect(
      await screen.findByRole('heading', { name: 'Alpha Crafts Ltd: May 1, 2026 to May 31, 2026' }),
    ).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Download PDF' })[0]);
    expect(downloadWithSession).toHaveBeenCalledWith(
      `/admin/companies/c1/statement.pdf?from=${range.from}&to=${range.to}`,
      'statement-2026-05-01-to-2026-05-31.pdf',
    );
  });
});
