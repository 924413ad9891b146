/** The admin's Purchase Orders page by cursor: Next sends the page's endCursor, Previous goes back, a filter starts over. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PurchaseOrdersPage from '../components/PurchaseOrdersPage';
import { AdminPurchaseOrdersQuery, PURCHASE_ORDERS_PAGE } from '../api/adminPurchaseOrders';
import { COMPANY_CHOICES, PurchaseOrderCompanyChoicesQuery } from '../api/companyChoices';
import { renderAt } from '../../../../test/renderDashboard';

const po = (n: number) => ({
  __typename: 'PurchaseOrder' as const,
  id: `po${n}`,
  orderNumber: `SO-${String(n).padStart(6, '0')}`,
  invoiceNumber: `INV-${n}`,
  poNumber: null,
  buyerReference: null as string | null,
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.test',
  companyName: 'Acme',
  companyId: 'c1',
  billToName: 'Acme Ltd',
  billToTaxId: null,
  issuedAt: '2026-11-20T10:00:00Z',
  dueAt: '2026-12-20T10:00:00Z',
  totalCents: 50_000,
  paidCents: 0,
  balanceCents: 50_000,
  paymentStatus: 'AWAITING_PAYMENT' as const,
  daysOverdue: 0,
  fulfilmentStatus: 'UNFULFILLED' as const,
  nextFulfilment: ['SHIPPED', 'CANCELLED'] as never,
  lines: [],
  payments: [],
  shipments: [],
});
const page = (
  filter: { paymentStatus: string | null },
  after: string | null,
  ns: number[],
  total: number,
  next: string | null = null,
) => ({
  request: {
    query: AdminPurchaseOrdersQuery,
    variables: {
      paymentStatus: filter.paymentStatus,
      fulfilmentStatus: null,
      companyId: null,
      first: PURCHASE_ORDERS_PAGE,
      after,
    },
  },
  result: {
    data: {
      purchaseOrderConnection: {
        __typename: 'PurchaseOrderConnection' as const,
        totalCount: total,
        nodes: ns.map(po),
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: next !== null, endCursor: next },
      },
    },
  },
});
const all = { paymentStatus: null };
// The company filter's first offer: no companies.
const noCompanies = {
  request: { query: PurchaseOrderCompanyChoicesQuery, variables: { search: null, take: COMPANY_CHOICES } },
  result: { data: { companies: { __typename: 'CompanyPage' as const, total: 0, rows: [] } } },
};

describe('Purchase Orders paging', () => {
  it('pages forward with the cursor the server gave, back to the same rows, and starts over on another filter', async () => {
    renderAt(<PurchaseOrdersPage />, {
      path: '/dashboard/purchase-orders',
      mocks: [
        page(all, null, [1, 2], 60, 'c-2'),
        page(all, 'c-2', [3], 60),
        page(all, null, [1, 2], 60, 'c-2'),
        page({ paymentStatus: 'PAID' }, null, [7], 1),
        noCompanies,
      ],
    });
    expect((await screen.findAllByText(/SO-000001/))[0]).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument(); // 60 orders, 50 a page
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(/SO-000003/))[0]).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect((await screen.findAllByText(/SO-000001/))[0]).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Payment status'), 'PAID');
    expect((await screen.findAllByText(/SO-000007/))[0]).toBeInTheDocument();
    // Page 1 of the new filter, all of it: no pager.
    expect(screen.queryByRole('navigation', { name: 'Purchase order pages' })).not.toBeInTheDocument();
  }, 30_000);
});
