/** My Orders reads cursor pages: the first page of items and of purchase orders, then Load more under each. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyOrdersPage from '../components/MyOrdersPage';
import { MY_ORDERS_PAGE, MyOrdersQuery } from '../api/myOrders';
import { MY_PURCHASE_ORDERS_PAGE, MyPurchaseOrdersQuery } from '../../purchase-orders/api/myPurchaseOrders';
import { MY_REQUESTS_PAGE, MyOrderRequestPagesQuery } from '../../purchase-orders/api/approvals';
import { request } from '../../purchase-orders/__tests__/approvalFixtures';
import { customer, renderAt, session } from '../../../../test/renderDashboard';
import { connectionPage } from '../../../../test/connectionPage';

jest.mock('../../purchase-orders/components/PayDialog', () => ({ PayDialog: () => null }));

const item = (n: number) => ({
  __typename: 'OrderItem' as const,
  id: `i${n}`,
  productName: `Glue Gun ${n}`,
  customerPartNumber: null,
  imageUrl: 'https://img.test/gun.png',
  unitPriceCents: 1250,
  quantity: 100,
  totalCents: 125_000,
  userName: 'Bea',
  userEmail: 'bea@example.test',
  userPhone: '5550100',
  status: 'PENDING' as const,
  invoiceReference: null,
  invoicedAt: null,
  paymentDueAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  nextStatuses: ['INVOICED', 'CANCELLED'] as never,
  packCount: null,
  orderedAs: '100 units',
  purchaseOrder: null,
  events: [],
});
const po = (n: number) => ({
  __typename: 'PurchaseOrder' as const,
  id: `po${n}`,
  orderNumber: `SO-00000${n}`,
  invoiceNumber: `INV-${n}`,
  poNumber: null,
  buyerReference: null as string | null,
  createdAt: '2026-11-20T10:00:00Z',
  issuedAt: '2026-11-20T10:00:00Z',
  dueAt: '2026-12-20T10:00:00Z',
  termsDays: 30,
  totalCents: 125_000,
  paidCents: 0,
  balanceCents: 125_000,
  paymentStatus: 'AWAITING_PAYMENT' as const,
  daysOverdue: 0,
  fulfilmentStatus: 'UNFULFILLED' as const,
  lines: [],
  shipments: [],
});
const pageInfo = (next: string | null) => ({
  __typename: 'PageInfo' as const,
  hasNextPage: next !== null,
  endCursor: next,
});
const itemsPage = (after: string | null, ns: number[], next: string | null = null) => ({
  request: { query: MyOrdersQuery, variables: { first: MY_ORDERS_PAGE, after } },
  result: {
    data: {
      myOrderConnection: {
        __typename: 'MyOrderItemConnection' as const,
        nodes: ns.map(item),
        pageInfo: pageInfo(next),
      },
    },
  },
});
const posPage = (after: string | null, ns: number[], next: string | null = null) => ({
  request: { query: MyPurchaseOrdersQuery, variables: { first: MY_PURCHASE_ORDERS_PAGE, after } },
  result: {
    data: {
      myPurchaseOrderConnection: {
        __typename: 'MyPurchaseOrderConnection' as const,
        nodes: ns.map(po),
        pageInfo: pageInfo(next),
      },
    },
  },
});

describe('My Orders paging', () => {
  it('adds the next page of items below the first with Load more, then the next purchase orders, and hides each button at the end', async () => {
    renderAt(<MyOrdersPage />, {
      path: '/dashboard/my-orders',
      auth: session(customer), // renderAt mounts the page under /dashboard/*
      mocks: [
        itemsPage(null, [1, 2], 'c-items'),
        posPage(null, [1], 'c-pos'),
        itemsPage('c-items', [3]),
        posPage('c-pos', [2]),
      ],
    });
    expect(await screen.findByText('Glue Gun 1')).toBeInTheDocument();
    expect(screen.queryByText('Glue Gun 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more order items' }));
    expect(await screen.findByText('Glue Gun 3')).toBeInTheDocument();
    expect(screen.getByText('Glue Gun 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more order items' })).not.toBeInTheDocument();

    expect(screen.getAllByText(/SO-000001/)[0]).toBeInTheDocument();
    expect(screen.queryByText(/SO-000002/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more purchase orders' }));
    expect((await screen.findAllByText(/SO-000002/))[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more purchase orders' })).not.toBeInTheDocument();
    // The open total covers every item shown, the loaded page included.
    expect(screen.getByText(/\$3,750\.00/)).toBeInTheDocument();
  }, 30_000);

  it('adds the next page of order requests, read with the end cursor, below the first; their items stay out of the open items', async () => {
    const waiting = request({
      id: 'r2',
      requestNumber: 'AR-000002',
      items: [
        {
          __typename: 'OrderItem',
          id: 'i2',
          productName: 'Glue Gun 2',
          quantity: 100,
          unitPriceCents: 1250,
          totalCents: 125_000,
        },
      ],
    });
    const approved = request({
      status: 'APPROVED',
      waitingFor: [],
      items: [
        {
          __typename: 'OrderItem',
          id: 'i8',
          productName: 'Hot Melt Pro',
          quantity: 3000,
          unitPriceCents: 100,
          totalCents: 300_000,
        },
      ],
    });
    const requestsPage = (after: string | null, rows: unknown[], next: string | null = null) =>
      connectionPage(
        MyOrderRequestPagesQuery,
        { first: MY_REQUESTS_PAGE, after },
        'myOrderRequestConnection',
        'MyOrderRequestConnection',
        rows,
        { next },
      );
    renderAt(<MyOrdersPage />, {
      path: '/dashboard/my-orders',
      auth: session(customer),
      mocks: [
        itemsPage(null, [1, 2]),
        posPage(null, []),
        requestsPage(null, [approved], 'c-req'),
        requestsPage('c-req', [waiting]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Order requests' });
    expect(screen.getByRole('link', { name: /AR-000001/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /AR-000002/ })).not.toBeInTheDocument();
    expect(screen.getByText('Total of open items: $2,500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more order requests' }));
    expect(await screen.findByRole('link', { name: /AR-000002/ })).toBeInTheDocument();
    expect(list).toContainElement(screen.getByRole('link', { name: /AR-000001/ }));
    expect(screen.queryByRole('button', { name: 'Load more order requests' })).not.toBeInTheDocument();
    // Glue Gun 2 waits in AR-000002 (loaded on the second page): it is no longer an open item.
    expect(screen.getByText('Total of open items: $1,250.00')).toBeInTheDocument();
  }, 30_000);
});
