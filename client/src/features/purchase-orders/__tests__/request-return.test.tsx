/** "Request a return": what may come back per line, the shared schema's checks, and the server's refusal under the quantity it names. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RequestReturnForm } from '../components/returns/RequestReturnForm';
import { returnableLines } from '../components/returns/OrderReturnsSection';
import { RequestReturnMutation } from '../api/orderReturns';

jest.mock('../../../lib/auth', () => ({ useAuth: () => ({ isAdmin: false }) }));

const lines = [
  { id: 'l1', sku: 'GG-1', productName: 'Pallet Gun', left: 120 },
  { id: 'l2', sku: 'ST-7', productName: 'Sticks', left: 40 },
];

function renderForm(mocks: any[], onDone = jest.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <RequestReturnForm orderId="po1" lines={lines} onDone={onDone} onCancel={jest.fn()} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onDone;
}

const ret = (status: string, qty: number) => ({ status, lines: [{ invoiceLineId: 'l1', quantity: qty }] });

describe('returnable lines', () => {
  it('counts delivered units less those in returns not rejected or withdrawn, and hides lines with none left', () => {
    const po = {
      lines: [
        { id: 'l2', position: 2, sku: 'ST-7', productName: 'Sticks', quantity: 50 },
        { id: 'l1', position: 1, sku: 'GG-1', productName: 'Pallet Gun', quantity: 200 },
      ],
      shipments: [
        { deliveredAt: '2026-11-01T00:00:00Z', lines: [{ invoiceLineId: 'l1', quantity: 120 }] },
        {
          deliveredAt: null,
          lines: [
            { invoiceLineId: 'l1', quantity: 80 },
            { invoiceLineId: 'l2', quantity: 50 },
          ],
        },
      ],
      returns: [ret('REQUESTED', 10), ret('RECEIVED', 5), ret('REJECTED', 50), ret('CANCELLED', 50)],
    };
    expect(returnableLines(po as any)).toEqual([
      { id: 'l1', sku: 'GG-1', productName: 'Pallet Gun', left: 105 },
    ]);
  });
});

describe('Request a return', () => {
  it('asks for a quantity and a reason before sending anything', async () => {
    const onDone = renderForm([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Give a quantity on at least one line')).toBeInTheDocument();
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/GG-1 Pallet Gun \(up to 120\)/), '2.5');
    await userEvent.type(screen.getByLabelText(/^Photo links/), 'http://photos.example/1.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('A photo link must be an https:// address')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the quantity it names, then sends the corrected request", async () => {
    const variables = (quantity: number) => ({
      orderId: 'po1',
      lines: [{ invoiceLineId: 'l2', quantity }],
      reason: 'Wrong diameter',
      photoLinks: [],
    });
    const made = {
      __typename: 'ReturnRequest',
      id: 'r1',
      returnNumber: 'RMA-000007',
      orderNumber: 'SO-000001',
      purchaseOrderId: 'po1',
      status: 'REQUESTED',
      statusLabel: 'Requested',
      reason: 'Wrong diameter',
      photoLinks: [],
      requestedByEmail: 'b@x.test',
      restockingFeePercent: 0,
      rejectionReason: null,
      disposition: null,
      receiptNote: '',
      createdAt: '2026-11-29T00:00:00Z',
      creditNoteNumber: null,
      creditedCents: null,
      restockingFeeCents: null,
      lines: [
        {
          __typename: 'ReturnLine',
          invoiceLineId: 'l2',
          position: 2,
          sku: 'ST-7',
          productName: 'Sticks',
          quantity: 30,
        },
      ],
    };
    const onDone = renderForm([
      {
        request: { query: RequestReturnMutation, variables: variables(45) },
        result: {
          errors: [
            new GraphQLError('Only 40 of line 2 (ST-7) can be returned', {
              path: ['requestReturn'],
              extensions: { code: 'CONFLICT', field: 'lines[0].quantity' },
            }),
          ],
        },
      },
      {
        request: { query: RequestReturnMutation, variables: variables(30) },
        result: { data: { requestReturn: made } },
      },
    ]);
    const quantity = screen.getByLabelText(/ST-7 Sticks \(up to 40\)/);
    await userEvent.type(quantity, '45');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Wrong diameter');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Only 40 of line 2 (ST-7) can be returned')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('RMA-000007'));
  });
});
