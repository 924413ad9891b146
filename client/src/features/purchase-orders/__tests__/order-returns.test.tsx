/** An order's Returns section: its returns with fee and credit note, Withdraw while the goods have not arrived, and Request a return only for delivered units left. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { OrderReturnsSection } from '../components/returns/OrderReturnsSection';
import { OrderReturnsQuery, WithdrawReturnMutation } from '../api/orderReturns';

jest.mock('../../../lib/auth', () => ({ useAuth: () => ({ isAdmin: false }) }));
jest.mock('../api/approvals', () => ({ useCanOrder: () => true }));

const ret = (id: string, number: string, status: string, statusLabel: string, extra = {}) => ({
  __typename: 'ReturnRequest',
  id,
  returnNumber: number,
  orderNumber: 'SO-000004',
  purchaseOrderId: 'po1',
  status,
  statusLabel,
  reason: 'Cracked',
  photoLinks: [],
  requestedByEmail: 'bea@acme.test',
  restockingFeePercent: 0,
  rejectionReason: null,
  disposition: null,
  receiptNote: '',
  createdAt: '2026-11-20T10:00:00Z',
  creditNoteNumber: null,
  creditedCents: null,
  restockingFeeCents: null,
  lines: [
    {
      __typename: 'ReturnLine',
      invoiceLineId: 'l1',
      position: 1,
      sku: 'GG-1',
      productName: 'Pallet Gun',
      quantity: 50,
    },
  ],
  ...extra,
});
const order = (returns: unknown[]) => ({
  request: { query: OrderReturnsQuery, variables: { id: 'po1' } },
  result: {
    data: {
      purchaseOrder: {
        __typename: 'PurchaseOrder',
        id: 'po1',
        orderNumber: 'SO-000004',
        lines: [
          {
            __typename: 'InvoiceLine',
            id: 'l1',
            position: 1,
            sku: 'GG-1',
            productName: 'Pallet Gun',
            quantity: 200,
          },
        ],
        shipments: [
          {
            __typename: 'Shipment',
            id: 's1',
            deliveredAt: '2026-11-10T00:00:00Z',
            lines: [{ __typename: 'ShipmentLine', invoiceLineId: 'l1', quantity: 100 }],
          },
        ],
        returns,
      },
    },
  },
});
const received = ret('r1', 'RMA-000001', 'RECEIVED', 'Received and credited', {
  restockingFeePercent: 10,
  creditNoteNumber: 'CN-000003',
  creditedCents: 22_500,
  restockingFeeCents: 2_500,
});
const asked = ret('r2', 'RMA-000002', 'REQUESTED', 'Requested');

it('lists returns with their credit note, withdraws one still asked, and offers a return of what is left', async () => {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider
        mocks={[
          order([received, asked]),
          {
            request: { query: WithdrawReturnMutation, variables: { id: 'r2' } },
            result: { data: { withdrawReturn: { ...asked, status: 'CANCELLED', statusLabel: 'Withdrawn' } } },
          },
          order([received, { ...asked, status: 'CANCELLED', statusLabel: 'Withdrawn' }]),
        ]}
      >
        <OrderReturnsSection orderId="po1" />
      </MockedProvider>
    </ChakraProvider>,
  );
  const first = await screen.findByRole('listitem', { name: 'RMA-000001' });
  expect(within(first).getByText('Credit note CN-000003: $225.00 credited')).toBeInTheDocument();
  expect(within(first).getByText('Restocking fee: 10 %')).toBeInTheDocument();
  expect(within(first).getByText('Restocking fee kept: $25.00')).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: 'Withdraw RMA-000001' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw RMA-000002' }));
  expect(await screen.findByText('Return RMA-000002 withdrawn.')).toBeInTheDocument();
  expect(
    within(await screen.findByRole('listitem', { name: 'RMA-000002' })).getByText('Withdrawn'),
  ).toBeInTheDocument();
  // 100 delivered, 50 received back, the withdrawn 50 free again: 50 may be asked.
  await userEvent.click(screen.getByRole('button', { name: 'Request a return' }));
  expect(await screen.findByLabelText(/GG-1 Pallet Gun \(up to 50\)/)).toBeInTheDocument();
});
