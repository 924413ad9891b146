/**
 * Dashboard → Fulfilment queue: the first active warehouse's lines by date, another warehouse chosen, its pick list
 * downloaded. And the buyer's side of the same units: a My Orders card says what is still on backorder and when.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FulfilmentQueuePage from '../components/FulfilmentQueuePage';
import { FulfilmentQueueQuery, FulfilmentWarehousesQuery } from '../api/fulfilmentQueue';
import { downloadWithSession } from '../download';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { PurchaseOrderCard } from '../components/PurchaseOrderCard';
import { renderAt } from '../../../../test/renderDashboard';

jest.mock('../download', () => ({
  ...jest.requireActual('../download'),
  downloadWithSession: jest.fn().mockResolvedValue(undefined),
}));

const house = (id: string, code: string, name: string) => ({
  __typename: 'Warehouse' as const,
  id,
  code,
  name,
  active: true,
});
const line = (id: string, over: Partial<Record<string, unknown>>) => ({
  __typename: 'FulfilmentQueueLine' as const,
  invoiceLineId: id,
  purchaseOrderId: `po-${id}`,
  orderNumber: 'SO-000012',
  poNumber: null,
  companyName: 'Acme Ltd',
  sku: 'GG-STICK',
  productName: 'Hot melt sticks',
  quantity: 300,
  requestedDeliveryDate: null,
  promisedDeliveryDate: null,
  linePromisedDeliveryDate: null,
  ...over,
});
const queue = (warehouseId: string, rows: unknown[]) => ({
  request: { query: FulfilmentQueueQuery, variables: { warehouseId } },
  result: { data: { fulfilmentQueue: rows } },
});

it("shows the queue of the chosen warehouse as the server orders it, each line's promised day first, and downloads its pick list", async () => {
  renderAt(<FulfilmentQueuePage />, {
    path: '/dashboard/fulfilment',
    mocks: [
      {
        request: { query: FulfilmentWarehousesQuery },
        result: { data: { warehouses: [house('w1', 'MAIN', 'Main'), house('w2', 'NORTH', 'North')] } },
      },
      queue('w1', [
        line('a', {
          promisedDeliveryDate: '2027-01-12',
          linePromisedDeliveryDate: '2027-01-08',
          poNumber: 'PO-77',
        }),
        line('b', {
          orderNumber: 'SO-000013',
          companyName: 'Bolt GmbH',
          sku: 'GG-GUN',
          productName: 'Pallet gun',
          quantity: 120,
          requestedDeliveryDate: '2027-01-20',
        }),
      ]),
      queue('w2', []),
    ],
  });
  const table = await screen.findByRole('table', { name: 'Lines to pick and ship from MAIN' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Line promised', "Order's date", 'Order', 'Company', 'SKU', 'Product', 'To ship']);
  const rows = within(table)
    .getAllByTestId('queue-line')
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  expect(rows).toEqual([
    [
      'January 8, 2027',
      'Promised January 12, 2027',
      'SO-000012PO PO-77',
      'Acme Ltd',
      'GG-STICK',
      'Hot melt sticks',
      '300',
    ],
    ['Not known yet', 'Requested January 20, 2027', 'SO-000013', 'Bolt GmbH', 'GG-GUN', 'Pallet gun', '120'],
  ]);
  expect(screen.getByText('2 lines, 420 units')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Download pick list for MAIN' }));
  expect(jest.mocked(downloadWithSession).mock.calls[0][0]).toBe('/admin/warehouses/w1/pick-list.pdf');

  await userEvent.selectOptions(screen.getByLabelText('Warehouse'), 'w2');
  expect(
    await screen.findByText('Nothing to pick: no open order lines are allocated to this warehouse.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download pick list for NORTH' })).toBeInTheDocument();
});

it("a My Orders card lists each backordered line with the expected day, in the order page's words", () => {
  const line = (
    id: string,
    productName: string,
    sku: string,
    backorderedQuantity: number,
    backorderExpectedOn: string | null,
  ) => ({
    __typename: 'InvoiceLine' as const,
    id,
    productName,
    sku,
    quantity: 500,
    unitPriceCents: 100,
    lineTotalCents: 50_000,
    backorderedQuantity,
    backorderExpectedOn,
  });
  const order = {
    __typename: 'PurchaseOrder' as const,
    id: 'po1',
    orderNumber: 'SO-000021',
    invoiceNumber: 'INV-000021',
    poNumber: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    issuedAt: '2026-11-24T10:00:00.000Z',
    dueAt: '2026-12-24T10:00:00.000Z',
    termsDays: 30,
    totalCents: 150_000,
    paidCents: 0,
    balanceCents: 150_000,
    paymentStatus: 'AWAITING_PAYMENT',
    daysOverdue: 0,
    fulfilmentStatus: 'UNFULFILLED',
    shipments: [],
    lines: [
      line('l1', 'Hot melt sticks', 'GG-STICK', 380, '2027-01-12'),
      line('l2', 'Pallet gun', 'GG-GUN', 0, null),
      line('l3', 'Nozzles', 'GG-NOZ', 40, null),
    ],
  };
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[]}>
        <MemoryRouter>
          <PurchaseOrderCard order={order as never} />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  const list = screen.getByRole('list', { name: 'On backorder: SO-000021' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((l) => l.textContent),
  ).toEqual([
    'Hot melt sticks (GG-STICK): 380 on backorder, expected January 12, 2027',
    'Nozzles (GG-NOZ): 40 on backorder',
  ]);
});
