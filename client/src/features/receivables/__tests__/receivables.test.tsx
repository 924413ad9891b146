import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import ReceivablesPage from '../components/ReceivablesPage';
import { BANK_LINES_PAGE, BankStatementLinesQuery, ConfirmBankLineMutation } from '../api/bankStatements';
import { connectionPage } from '../../../../test/connectionPage';
import { AgingReportQuery } from '../api/statements';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const line = (over: object) => ({
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
  ...over,
});
const page = (
  status: string,
  items: object[],
  after: string | null = null,
  next: string | null = null,
  total = items.length,
) =>
  connectionPage(
    BankStatementLinesQuery,
    { status, first: BANK_LINES_PAGE, after },
    'bankStatementLineConnection',
    'BankStatementLineConnection',
    items,
    { next, extra: { totalCount: total } },
  );
const confirmed = (variables: object, allocations: object[]) => ({
  request: { query: ConfirmBankLineMutation, variables },
  result: {
    data: {
      confirmBankLine: {
        __typename: 'BankStatementLine',
        id: 'l1',
        status: 'CONFIRMED',
        unappliedCents: 0,
        allocations,
      },
    },
  },
});

/** The aging report above the lines: nobody owes anything here. */
const noAging = {
  request: { query: AgingReportQuery },
  result: {
    data: {
      agingReport: {
        __typename: 'AgingReport',
        asOf: '2026-11-24',
        rows: [],
        total: {
          __typename: 'AgingRow',
          companyId: null,
          companyName: 'Total',
          currentCents: 0,
          days1To30Cents: 0,
          days31To60Cents: 0,
          days61To90Cents: 0,
          over90Cents: 0,
          totalCents: 0,
          invoiceCount: 0,
        },
      },
    },
  },
};

function renderPage(mocks: object[]) {
  mocks = [...mocks, noAging];
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks as never}>
        <ReceivablesPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('Receivables page', () => {
  it('shows a proposal with its rule and confirms it as proposed', async () => {
    renderPage([
      page('PROPOSED', [line({})]),
      confirmed({ id: 'l1', allocations: null }, [
        { __typename: 'BankAllocation', invoiceNumber: 'INV-000002', amountCents: 123_400 },
      ]),
      page('PROPOSED', []),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Alpha Crafts Ltd, $1,234.00' });
    expect(within(card).getByText('payment reference')).toBeTruthy();
    expect(within(card).getByText('Pays INV-000002: $1,234.00')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Nothing to review.')).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Recorded $1,234.00 as payment');
  });

  it('says in words how sure each proposal is: sure by reference, likely by amount and name, unsure by name only', async () => {
    const byName = line({
      id: 'l2',
      counterparty: 'Precision Tools Ltd',
      matchRule: 'NAME',
      amountCents: 50_000,
      note: "Matched on the payer's name only: check the invoices before confirming. Paid in part: $390.00 stays open on INV-000007",
      allocations: [
        {
          __typename: 'BankAllocation' as const,
          purchaseOrderId: 'p7',
          invoiceNumber: 'INV-000007',
          amountCents: 50_000,
        },
      ],
    });
    const byAmount = line({
      id: 'l3',
      counterparty: 'Gamma Supplies',
      matchRule: 'AMOUNT_AND_NAME',
      amountCents: 88_800,
    });
    renderPage([page('PROPOSED', [line({}), byName, byAmount])]);
    const sure = await screen.findByRole('listitem', { name: 'Alpha Crafts Ltd, $1,234.00' });
    expect(within(sure).getByText('Sure: the payment reference names the invoice')).toBeTruthy();
    const unsure = screen.getByRole('listitem', { name: 'Precision Tools Ltd, $500.00' });
    expect(within(unsure).getByText("payer's legal name only (oldest invoices first)")).toBeTruthy();
    expect(
      within(unsure).getByText("Unsure: only the payer's name fits. Check the invoices before confirming"),
    ).toBeTruthy();
    expect(within(unsure).getByText(/\$390\.00 stays open on INV-000007/)).toBeTruthy();
    const likely = screen.getByRole('listitem', { name: 'Gamma Supplies, $888.00' });
    expect(
      within(likely).getByText(
        "Likely: the amount is an open invoice's balance and the payer's name is its company's legal name",
      ),
    ).toBeTruthy();
  });

  it('re-assigns an unmatched line; an amount that is no money is refused in words before anything is sent', async () => {
    const unmatched = line({
      id: 'l1',
      status: 'UNMATCHED',
      matchRule: null,
      allocations: [],
      counterparty: 'Somebody',
      amountCents: 7_700,
      note: 'No reference, amount or payer name fits an open invoice',
    });
    renderPage([
      page('PROPOSED', []),
      page('UNMATCHED', [unmatched]),
      confirmed({ id: 'l1', allocations: [{ invoiceNumber: 'INV-000005', amountCents: 7_700 }] }, [
        { __typename: 'BankAllocation', invoiceNumber: 'INV-000005', amountCents: 7_700 },
      ]),
      page('UNMATCHED', []),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Unmatched' }));
    const card = await screen.findByRole('listitem', { name: 'Somebody, $77.00' });
    await userEvent.click(within(card).getByRole('button', { name: 'Re-assign' }));
    const form = within(card).getByRole('form', { name: 'Pay these invoices' });
    await userEvent.type(within(form).getByLabelText('Invoice number'), 'INV-000005');
    const amount = within(form).getByLabelText('Amount ($)');
    expect((amount as HTMLInputElement).value).toBe('77.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm these payments' }));
    expect(within(card).getByRole('alert').textContent).toContain('Enter an amount like 125.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '77');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm these payments' }));
    expect(await screen.findByText('The unmatched queue is empty.')).toBeTruthy();
  });

  it("shows the tab's total, and reads the next page of lines with the end cursor into the list below", async () => {
    const second = line({ id: 'l2', counterparty: 'Borough Glue Co', allocations: [] });
    renderPage([page('PROPOSED', [line({})], null, 'c-l', 2), page('PROPOSED', [second], 'c-l', null, 2)]);
    expect(await screen.findByRole('heading', { name: 'To review (2 lines)' })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Alpha Crafts Ltd, $1,234.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more statement lines' }));
    expect(await screen.findByRole('listitem', { name: 'Borough Glue Co, $1,234.00' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Alpha Crafts Ltd, $1,234.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more statement lines' })).not.toBeInTheDocument();
  });
});
