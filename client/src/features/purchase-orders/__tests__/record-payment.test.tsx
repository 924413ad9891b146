import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RecordPaymentDialog, validatePayment } from '../components/RecordPaymentDialog';
import { RecordPaymentMutation } from '../api/recordPayment';
import { todayIso } from '../../../lib/dates';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const order = { id: 'po1', invoiceNumber: 'INV-000042', balanceCents: 250_000 };
const payment = (amountCents: number, reference: string) => ({
  amountCents,
  receivedOn: todayIso(),
  reference,
});
const paidResult = {
  data: {
    recordPayment: {
      __typename: 'PurchaseOrder' as const,
      id: 'po1',
      paidCents: 123_456,
      balanceCents: 126_544,
      paymentStatus: 'AWAITING_PAYMENT' as const,
      daysOverdue: 0,
      payments: [
        {
          __typename: 'Payment' as const,
          id: 'pay1',
          amountCents: 123_456,
          receivedOn: todayIso(),
          reference: 'WIRE 881',
        },
      ],
    },
  },
};

function renderDialog(mocks: any[], onClose = jest.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <RecordPaymentDialog order={order} onClose={onClose} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onClose;
}

const amount = () => screen.getByLabelText(/^Amount received/);
const reference = () => screen.getByLabelText(/^Payment reference/);

beforeEach(() => jest.clearAllMocks());

describe('Record payment dialog', () => {
  it('shows the balance, offers it as the amount and today as the date', async () => {
    renderDialog([]);
    expect(await screen.findByText('Balance due: $2,500.00')).toBeInTheDocument();
    expect(amount()).toHaveValue('2500.00');
    expect(screen.getByLabelText(/^Date received/)).toHaveValue(todayIso());
  });

  it('sends dollars as cents and closes when the server records it', async () => {
    const onClose = renderDialog([
      {
        request: {
          query: RecordPaymentMutation,
          variables: { id: 'po1', payment: payment(123_456, 'WIRE 881') },
        },
        result: paidResult,
      },
    ]);
    await userEvent.clear(amount());
    await userEvent.type(amount(), '$1,234.56');
    await userEvent.type(reference(), '  WIRE 881 ');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notifySuccess).toHaveBeenCalledWith('Recorded $1,234.56 on INV-000042');
  });

  it.each([
    ['', 'Amount is required'],
    ['12.345', 'Amount must be in dollars, e.g. 1250.00'],
    ['0', 'Amount must be more than $0.00'],
    ['abc', 'Amount must be in dollars, e.g. 1250.00'],
  ])('refuses the amount "%s" under its field and sends nothing', async (typed, message) => {
    const onClose = renderDialog([]);
    await userEvent.clear(amount());
    if (typed) await userEvent.type(amount(), typed);
    await userEvent.type(reference(), 'WIRE 1');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks for a reference in the server's words", async () => {
    renderDialog([]);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment reference is required')).toBeInTheDocument();
  });

  it("shows the server's refusal of the amount under the amount, and others above the buttons", async () => {
    const refuse = (message: string, extensions: Record<string, unknown>) => ({
      errors: [new GraphQLError(message, { path: ['recordPayment'], extensions })],
    });
    renderDialog([
      {
        request: { query: RecordPaymentMutation, variables: { id: 'po1', payment: payment(250_000, 'A') } },
        result: refuse('The balance of INV-000042 is $2,000.00: record at most that', {
          code: 'BAD_USER_INPUT',
          field: 'amountCents',
        }),
      },
      {
        request: { query: RecordPaymentMutation, variables: { id: 'po1', payment: payment(250_000, 'A') } },
        result: refuse('Invoice INV-000042 is already paid in full', { code: 'CONFLICT' }),
      },
    ]);
    await userEvent.type(reference(), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const message = await screen.findByText('The balance of INV-000042 is $2,000.00: record at most that');
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveClass('chakra-field__errorText');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice INV-000042 is already paid in full');
  });
});

describe('validatePayment', () => {
  it("uses the shared schema's messages for the date", () => {
    expect(validatePayment({ amount: '1', receivedOn: '2026-02-30', reference: 'x' })).toEqual({
      receivedOn: 'Date received must be a real date',
    });
    expect(validatePayment({ amount: '1', receivedOn: '23/11/2026', reference: 'x' })).toEqual({
      receivedOn: 'Date received must be a date like 2026-11-23',
    });
    expect(validatePayment({ amount: '1', receivedOn: '2026-11-23', reference: 'x' })).toEqual({});
  });
});
