/**
 * Figures never stay stale after money moves: confirming a bank line refreshes the aging report on the same page
 * (no leaving and coming back), and every money-moving write of the dashboard drops the figures it changes.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import ReceivablesPage from '../components/ReceivablesPage';
import { BANK_LINES_PAGE, BankStatementLinesQuery, ConfirmBankLineMutation } from '../api/bankStatements';
import { AgingReportQuery } from '../api/statements';
import { connectionPage } from '../../../../test/connectionPage';
import { MONEY_FIELDS, evictMoneyFigures } from '../../../lib/moneyMoved';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const line = {
  __typename: 'BankStatementLine' as const,
  id: 'l1',
  bookedOn: '2026-11-24',
  amountCents: 123_400,
  currency: 'USD',
  reference: 'RF42 INV000002',
  counterparty: 'Alpha Crafts Ltd',
  status: 'PROPOSED',
  matchRule: 'REFERENCE',
  unappliedCents: 0,
  note: null,
  allocations: [
    {
      __typename: 'BankAllocation' as const,
      purchaseOrderId: 'p1',
      invoiceNumber: 'INV-000002',
      amountCents: 123_400,
    },
  ],
};
const lines = (items: object[]) =>
  connectionPage(
    BankStatementLinesQuery,
    { status: 'PROPOSED', first: BANK_LINES_PAGE, after: null },
    'bankStatementLineConnection',
    'BankStatementLineConnection',
    items,
    { extra: { totalCount: items.length } },
  );
const row = (cents: number) => ({
  __typename: 'AgingRow' as const,
  companyId: 'c1',
  companyName: 'Alpha Crafts Ltd',
  currentCents: cents,
  days1To30Cents: 0,
  days31To60Cents: 0,
  days61To90Cents: 0,
  over90Cents: 0,
  totalCents: cents,
  invoiceCount: cents ? 1 : 0,
});
const aging = (cents: number) => ({
  request: { query: AgingReportQuery },
  result: {
    data: {
      agingReport: {
        __typename: 'AgingReport' as const,
        asOf: '2026-11-24',
        rows: cents ? [row(cents)] : [],
        total: { ...row(cents), companyId: null, companyName: 'Total' },
      },
    },
  },
});

describe('after money moves', () => {
  it('confirming a bank line refreshes the aging report on the same page', async () => {
    const mocks = [
      aging(123_400),
      lines([line]),
      {
        request: { query: ConfirmBankLineMutation, variables: { id: 'l1', allocations: null } },
        result: {
          data: {
            confirmBankLine: {
              __typename: 'BankStatementLine',
              id: 'l1',
              status: 'CONFIRMED',
              unappliedCents: 0,
              allocations: [
                { __typename: 'BankAllocation', invoiceNumber: 'INV-000002', amountCents: 123_400 },
              ],
            },
          },
        },
      },
      lines([]),
      aging(0),
    ];
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={mocks as never}>
          <ReceivablesPage />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect((await screen.findAllByText('$1,234.00')).length).toBeGreaterThan(0);
    expect(screen.getByText('Alpha Crafts Ltd', { selector: 'td' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Alpha Crafts Ltd, $1,234.00' });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
    // The aging report was read again: Alpha owes nothing now.
    await waitFor(() =>
      expect(screen.queryByText('Alpha Crafts Ltd', { selector: 'td' })).not.toBeInTheDocument(),
    );
  });

  it('drops every figure a payment, credit note, customer credit or refund changes', () => {
    const cache = new InMemoryCache();
    const data: Record<string, unknown> = Object.fromEntries(MONEY_FIELDS.map((f) => [f, 1]));
    cache.restore({ ROOT_QUERY: { __typename: 'Query', ...data, products: 1 } } as never);
    evictMoneyFigures(cache);
    expect(Object.keys((cache.extract() as { ROOT_QUERY: object }).ROOT_QUERY).sort()).toEqual([
      '__typename',
      'products',
    ]);
    expect(MONEY_FIELDS).toEqual(
      expect.arrayContaining([
        'agingReport',
        'myStatement',
        'companyStatement',
        'purchaseOrderConnection',
        'customerCredit',
        'myCredit',
      ]),
    );
  });
});
