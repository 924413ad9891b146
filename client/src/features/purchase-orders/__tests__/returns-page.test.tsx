/** Dashboard → Returns: the queue waiting on the shop, Approve's fee checked with the server's schema, Receive announcing the credit note. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReturnsPage from '../components/ReturnsPage';
import { ApproveReturnMutation, ReceiveReturnMutation, ReturnRequestsQuery } from '../api/returnQueue';
import { renderAt } from '../../../../test/renderDashboard';

const base = {
  __typename: 'ReturnRequest' as const,
  id: 'r1',
  returnNumber: 'RMA-000009',
  orderNumber: 'SO-000004',
  purchaseOrderId: 'po1',
  reason: 'Nozzles crack',
  photoLinks: ['https://photos.example.com/1.jpg'],
  requestedByEmail: 'bea@acme.test',
  rejectionReason: null,
  disposition: null,
  receiptNote: '',
  createdAt: '2026-11-20T10:00:00Z',
  creditNoteNumber: null,
  creditedCents: null,
  restockingFeeCents: null,
  lines: [
    {
      __typename: 'ReturnLine' as const,
      invoiceLineId: 'l1',
      position: 1,
      sku: 'GG-1',
      productName: 'Pallet Gun',
      quantity: 30,
    },
  ],
};
const requested = {
  ...base,
  status: 'REQUESTED' as const,
  statusLabel: 'Requested',
  restockingFeePercent: 0,
};
const approved = {
  ...base,
  status: 'APPROVED' as const,
  statusLabel: 'Approved: send the goods back',
  restockingFeePercent: 10,
};
const received = {
  ...approved,
  status: 'RECEIVED' as const,
  statusLabel: 'Received and credited',
  disposition: 'RESTOCK' as const,
  creditNoteNumber: 'CN-000002',
  creditedCents: 13_500,
  restockingFeeCents: 1_500,
};
const queue = (rows: unknown[]) => ({
  request: { query: ReturnRequestsQuery, variables: { status: null } },
  result: { data: { returnRequests: rows } },
});

it('approves with a fee the schema allows, then receives and announces the credit note', async () => {
  renderAt(<ReturnsPage />, {
    path: '/dashboard/returns',
    mocks: [
      queue([requested]),
      {
        request: { query: ApproveReturnMutation, variables: { id: 'r1', restockingFeePercent: 10 } },
        result: { data: { approveReturn: approved } },
      },
      queue([approved]),
      {
        request: { query: ReceiveReturnMutation, variables: { id: 'r1', disposition: 'RESTOCK', note: '' } },
        result: { data: { receiveReturn: received } },
      },
      queue([]),
    ],
  });
  const row = await screen.findByRole('listitem', { name: 'RMA-000009' });
  expect(within(row).getByText('30 × GG-1 Pallet Gun')).toBeInTheDocument();
  expect(
    within(row).getByRole('link', { name: 'Photo 1 of RMA-000009 (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://photos.example.com/1.jpg');
  await userEvent.click(within(row).getByRole('button', { name: 'Approve RMA-000009' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve RMA-000009' });
  const fee = within(dialog).getByLabelText(/^Restocking fee \(%\)/);
  await userEvent.clear(fee);
  await userEvent.type(fee, '60');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByText('Restocking fee must be at most 50 %')).toBeInTheDocument();
  await userEvent.clear(fee);
  await userEvent.type(fee, '10');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('RMA-000009 approved.')).toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: 'Receive RMA-000009' }));
  const receive = await screen.findByRole('dialog', { name: 'Receive the goods of RMA-000009' });
  await userEvent.click(within(receive).getByRole('button', { name: 'Receive' }));
  const said = await screen.findByText('RMA-000009 received: credit note CN-000002 issued.');
  expect(said.closest('[role="status"]')).not.toBeNull();
  await waitFor(() => expect(screen.getByText('No returns here.')).toBeInTheDocument());
});
