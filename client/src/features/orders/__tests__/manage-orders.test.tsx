import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManageOrders from '../components/ManageOrders';
import { ADMIN_ORDERS_PAGE, AdminOrdersQuery } from '../api/adminOrders';
import { renderAt } from '../../../../test/renderDashboard';

const row = (n: number) => ({
  __typename: 'OrderItem' as const,
  id: `o${n}`,
  productName: `Gun ${n}`,
  imageUrl: '/images/g.svg',
  userName: `Buyer ${n}`,
  userEmail: `c${n}@example.com`,
  userPhone: '555 0100',
  quantity: 100,
  unitPriceCents: 100,
  totalCents: 10_000,
  status: 'PENDING' as const,
  shippedQuantity: 0,
  nextStatuses: ['INVOICED' as const],
  purchaseOrder:
    n === 2 ? { __typename: 'PurchaseOrder' as const, id: 'po2', orderNumber: 'SO-000002' } : null,
});
/** The page opened with cursor `after` (rows from `skip` + 1 on); `more`: the server says more follow. */
const pageMock = (skip: number, count: number, more = false) => ({
  request: {
    query: AdminOrdersQuery,
    variables: { first: ADMIN_ORDERS_PAGE, after: skip ? `cursor-${skip}` : null },
  },
  result: {
    data: {
      orderConnection: {
        __typename: 'OrderItemConnection' as const,
        nodes: Array.from({ length: count }, (_, i) => row(skip + i + 1)),
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: more, endCursor: `cursor-${skip + count}` },
      },
    },
  },
});

describe('Manage Orders paging', () => {
  it(`shows ${ADMIN_ORDERS_PAGE} orders a page and pages by cursor forward and back (Next sends the page's endCursor)`, async () => {
    renderAt(<ManageOrders />, {
      path: '/dashboard/manage-order',
      mocks: [
        pageMock(0, ADMIN_ORDERS_PAGE, true),
        pageMock(ADMIN_ORDERS_PAGE, 3),
        pageMock(0, ADMIN_ORDERS_PAGE, true),
      ],
    });
    expect((await screen.findAllByText('Gun 1'))[0]).toBeInTheDocument();
    expect(screen.getAllByText(`Gun ${ADMIN_ORDERS_PAGE}`)[0]).toBeInTheDocument();
    expect(screen.queryByText(`Gun ${ADMIN_ORDERS_PAGE + 1}`)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Page 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(`Gun ${ADMIN_ORDERS_PAGE + 3}`))[0]).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect((await screen.findAllByText('Gun 1'))[0]).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  }, 60_000); // 51 rows render twice (table and phone cards) in jsdom: about 20 s when the machine is busy

  it('shows no pager when everything fits on one page', async () => {
    renderAt(<ManageOrders />, { path: '/dashboard/manage-order', mocks: [pageMock(0, 2)] });
    expect((await screen.findAllByText('Gun 2'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Buyer 2')[0]).toBeInTheDocument();
    expect(screen.getAllByText('555 0100')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Order SO-000002')[0]).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('says how much of a line shipped in parts under its status, which stays Invoiced', async () => {
    const partly = { ...row(1), quantity: 600, status: 'INVOICED' as const, shippedQuantity: 400 };
    const whole = { ...row(2), status: 'SHIPPED' as const, shippedQuantity: 100 };
    const mock = pageMock(0, 2);
    mock.result.data.orderConnection.nodes = [partly, whole] as never;
    renderAt(<ManageOrders />, { path: '/dashboard/manage-order', mocks: [mock] });
    expect((await screen.findAllByText('Shipped 400 of 600'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Invoiced')[0]).toBeInTheDocument();
    // A line shipped whole reads its status alone.
    expect(screen.queryByText(/^Shipped 100 of/)).not.toBeInTheDocument();
  });
});
