import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { IssueCreditNoteDialog } from '../components/IssueCreditNoteDialog';
import { CreditNotesSection } from '../components/CreditNotesSection';
import { IssueCreditNoteMutation } from '../api/issueCreditNote';
import { CreditNotesQuery } from '../api/creditNotes';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const order = {
  id: 'po1',
  invoiceNumber: 'INV-000042',
  lines: [
    { id: 'l1', sku: 'GG-A', productName: 'Mini gun', quantity: 100 },
    { id: 'l2', sku: 'GG-B', productName: 'Sticks', quantity: 200 },
  ],
};
const earlier = {
  __typename: 'CreditNote' as const,
  id: 'cn1',
  creditNoteNumber: 'CN-000007',
  issuedOn: '2026-11-20',
  reason: 'Crushed carton',
  returnStock: true,
  amountCents: 3_300,
  taxCents: 0,
  freightCents: 0,
  releasedCents: 1_000,
  settlement: 'REFUND' as const,
  lines: [
    {
      __typename: 'CreditNoteLine' as const,
      id: 'cl1',
      invoiceLineId: 'l2',
      position: 2,
      sku: 'GG-B',
      productName: 'Sticks',
      quantity: 12,
      unitPriceCents: 275,
      lineTotalCents: 3_300,
    },
  ],
};
const notesMock = (notes: unknown[]) => ({
  request: { query: CreditNotesQuery, variables: { purchaseOrderId: 'po1' } },
  result: { data: { creditNotes: notes } },
  maxUsageCount: 5,
});

function wrap(node: React.ReactNode, mocks: any[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>{node}</MockedProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('Issue credit note dialog', () => {
  it('offers what earlier credit notes left on each line and sends the chosen quantities', async () => {
    const onClose = jest.fn();
    const input = {
      reason: 'Two cartons damaged',
      returnStock: true,
      settlement: 'HOLD',
      lines: [{ invoiceLineId: 'l2', quantity: 40 }],
      freightCents: 0,
      refund: null,
    };
    const issued = {
      __typename: 'CreditNote' as const,
      id: 'cn2',
      creditNoteNumber: 'CN-000008',
      amountCents: 11_000,
      appliedToInvoiceCents: 11_000,
      releasedCents: 0,
      settlement: 'HOLD' as const,
    };
    wrap(<IssueCreditNoteDialog order={order} onClose={onClose} />, [
      notesMock([earlier]),
      {
        request: { query: IssueCreditNoteMutation, variables: { purchaseOrderId: 'po1', input } },
        result: { data: { issueCreditNote: issued } },
      },
    ]);
    const sticks = await screen.findByLabelText('GG-B Sticks (up to 188)');
    await userEvent.type(sticks, '40');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Two cartons damaged');
    await userEvent.click(screen.getByLabelText(/Return the credited quantities to stock/));
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notifySuccess).toHaveBeenCalledWith('Issued CN-000008 for $110.00');
  });

  it("shows the server's refusal of the settlement where it is chosen (it had no place to show)", async () => {
    const input = {
      reason: 'Damaged',
      returnStock: false,
      settlement: 'HOLD',
      lines: [{ invoiceLineId: 'l2', quantity: 4 }],
      freightCents: 0,
      refund: null,
    };
    const refuse = (message: string, field: string) => ({
      request: { query: IssueCreditNoteMutation, variables: { purchaseOrderId: 'po1', input } },
      result: {
        errors: [
          new GraphQLError(message, {
            path: ['issueCreditNote'],
            extensions: { code: 'BAD_USER_INPUT', field },
          }),
        ],
      },
    });
    wrap(<IssueCreditNoteDialog order={order} onClose={jest.fn()} />, [
      notesMock([earlier]),
      refuse('This company has no credit to hold; choose another settlement', 'settlement'),
    ]);
    await userEvent.type(await screen.findByLabelText('GG-B Sticks (up to 188)'), '4');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Damaged');
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    const settlement = (
      await screen.findByText('This company has no credit to hold; choose another settlement')
    ).closest('fieldset');
    expect(settlement).toHaveTextContent(/Hold/);
  });

  it('credits freight alone up to what earlier notes left of it, and says how much is left when asked for more', async () => {
    const onClose = jest.fn();
    const withFreight = { ...order, freightCents: 2_500, freightPending: false };
    const input = {
      reason: 'Late delivery',
      returnStock: false,
      settlement: 'HOLD',
      lines: [],
      freightCents: 1_250,
      refund: null,
    };
    const issued = {
      __typename: 'CreditNote' as const,
      id: 'cn3',
      creditNoteNumber: 'CN-000009',
      amountCents: 1_500,
      appliedToInvoiceCents: 1_500,
      releasedCents: 0,
      settlement: 'HOLD' as const,
    };
    wrap(<IssueCreditNoteDialog order={withFreight} onClose={onClose} />, [
      notesMock([{ ...earlier, freightCents: 500 }]),
      {
        request: { query: IssueCreditNoteMutation, variables: { purchaseOrderId: 'po1', input } },
        result: { data: { issueCreditNote: issued } },
      },
    ]);
    const freight = await screen.findByLabelText(/^Freight to credit/);
    // What earlier notes credited arrives with them: the hint says what is left once they have.
    expect(
      await screen.findByText("Up to $20.00 of the invoice's freight is left to credit; its tax follows"),
    ).toBeInTheDocument();
    await userEvent.type(freight, '20.01');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Late delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('At most $20.00 of freight is left to credit')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.clear(freight);
    await userEvent.type(freight, '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notifySuccess).toHaveBeenCalledWith('Issued CN-000009 for $15.00');
  });

  it('offers no freight when the invoice has none', async () => {
    wrap(<IssueCreditNoteDialog order={order} onClose={jest.fn()} />, [notesMock([earlier])]);
    await screen.findByLabelText('GG-B Sticks (up to 188)');
    expect(screen.queryByLabelText(/^Freight to credit/)).toBeNull();
  });

  it('refuses nothing chosen, too many, and a refund without its reference, and sends nothing', async () => {
    const onClose = jest.fn();
    wrap(<IssueCreditNoteDialog order={order} onClose={onClose} />, [notesMock([earlier])]);
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Short shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(
      await screen.findByText('Choose a quantity on at least one line, freight, or credit everything'),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('GG-B Sticks (up to 188)'), '189');
    await userEvent.click(screen.getByLabelText('Refund'));
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('At most 188 left to credit on this line')).toBeInTheDocument();
    expect(await screen.findByText('Refund reference is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Credit notes on the invoice page', () => {
  it('shows how the balance is reached and each credit note with its lines and PDF', async () => {
    wrap(
      <CreditNotesSection
        po={{ id: 'po1', totalCents: 70_000, creditedCents: 3_300, paidCents: 60_000, balanceCents: 6_700 }}
      />,
      [notesMock([earlier])],
    );
    expect(await screen.findByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
    expect(
      screen.getByText('Invoiced $700.00 − credited $33.00 − paid $600.00 = balance $67.00'),
    ).toBeInTheDocument();
    const note = await screen.findByRole('listitem', { name: 'CN-000007' });
    expect(within(note).getByText('Crushed carton')).toBeInTheDocument();
    expect(within(note).getByText('12 × GG-B Sticks: $33.00')).toBeInTheDocument();
    expect(within(note).getByText('$10.00 of money paid: refund')).toBeInTheDocument();
    expect(within(note).getByRole('button', { name: 'Download CN-000007 as PDF' })).toBeInTheDocument();
  });

  it('after money paid was given back: "paid" is what was received, and what was given back is added back in', async () => {
    wrap(
      <CreditNotesSection
        po={{
          id: 'po1',
          totalCents: 1_157_400,
          creditedCents: 27_540,
          paidCents: 1_129_860,
          receivedCents: 1_157_400,
          givenBackCents: 27_540,
          balanceCents: 0,
        }}
      />,
      [notesMock([earlier])],
    );
    expect(
      await screen.findByText(
        'Invoiced $11,574.00 − credited $275.40 − paid $11,574.00 + given back $275.40 = balance $0.00',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing on an invoice without credit notes', async () => {
    wrap(
      <CreditNotesSection
        po={{ id: 'po1', totalCents: 70_000, creditedCents: 0, paidCents: 0, balanceCents: 70_000 }}
      />,
      [notesMock([])],
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Credit notes' })).not.toBeInTheDocument(),
    );
  });
});
