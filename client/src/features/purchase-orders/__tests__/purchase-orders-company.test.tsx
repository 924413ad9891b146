/**
 * The admin's Purchase Orders by company: each order names the company billed (legal name, tax id); the
 * list narrows to one company found by name in the filter or clicked on a row, and the CSV links carry the filter.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import PurchaseOrdersPage from '../components/PurchaseOrdersPage';
import { PurchaseOrderRow, type AdminPurchaseOrder } from '../components/PurchaseOrderRow';
import { AdminPurchaseOrdersQuery, PURCHASE_ORDERS_PAGE } from '../api/adminPurchaseOrders';
import { COMPANY_CHOICES, PurchaseOrderCompanyChoicesQuery } from '../api/companyChoices';
import { renderAt } from '../../../../test/renderDashboard';
import { downloadWithSession } from '../download';

jest.mock('../download', () => ({
  ...jest.requireActual('../download'),
  downloadWithSession: jest.fn().mockResolvedValue(undefined),
}));

const companies = {
  x: { __typename: 'Company' as const, id: 'cx', name: 'Company X Ltd', taxId: 'GB111' },
  y: { __typename: 'Company' as const, id: 'cy', name: 'Company Y GmbH', taxId: null },
};
const po = (n: number, c: typeof companies.x | typeof companies.y) => ({
  __typename: 'PurchaseOrder' as const,
  id: `po${n}`,
  orderNumber: `SO-${String(n).padStart(6, '0')}`,
  invoiceNumber: `INV-${n}`,
  poNumber: null,
  buyerReference: null as string | null,
  buyerName: `Buyer ${n}`,
  buyerEmail: `b${n}@example.test`,
  companyName: 'Typed',
  companyId: c.id,
  billToName: c.name,
  billToTaxId: c.taxId,
  issuedAt: '2026-11-20T10:00:00Z',
  dueAt: '2026-12-20T10:00:00Z',
  totalCents: 50_000,
  paidCents: 0,
  balanceCents: 50_000,
  paymentStatus: 'AWAITING_PAYMENT' as const,
  daysOverdue: 0,
  fulfilmentStatus: 'UNFULFILLED' as const,
  nextFulfilment: [] as never,
  lines: [],
  payments: [],
  shipments: [],
});
const orders = (companyId: string | null, rows: ReturnType<typeof po>[]) => ({
  request: {
    query: AdminPurchaseOrdersQuery,
    variables: {
      paymentStatus: null,
      fulfilmentStatus: null,
      companyId,
      first: PURCHASE_ORDERS_PAGE,
      after: null,
    },
  },
  result: {
    data: {
      purchaseOrderConnection: {
        __typename: 'PurchaseOrderConnection' as const,
        totalCount: rows.length,
        nodes: rows,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
});
const choices = (search: string | null, rows: Array<typeof companies.x | typeof companies.y>) => ({
  request: { query: PurchaseOrderCompanyChoicesQuery, variables: { search, first: COMPANY_CHOICES } },
  result: { data: { companyConnection: { __typename: 'CompanyConnection' as const, nodes: rows } } },
});
const listed = () =>
  within(screen.getByRole('list', { name: 'Purchase Orders' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

jest.setTimeout(30_000);

describe('Purchase Orders by company', () => {
  it('finds a company by name, picks it, lists only its orders and exports only them; All companies lifts it', async () => {
    renderAt(<PurchaseOrdersPage />, {
      path: '/dashboard/purchase-orders',
      mocks: [
        orders(null, [po(1, companies.x), po(2, companies.y), po(3, companies.x)]),
        choices(null, [companies.y, companies.x]),
        choices('company x', [companies.x]),
        orders('cx', [po(1, companies.x), po(3, companies.x)]),
        orders(null, [po(1, companies.x), po(2, companies.y), po(3, companies.x)]),
      ],
    });
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    expect(screen.getAllByText('Company Y GmbH').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a company' }), 'company x');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const select = screen.getByRole('combobox', { name: 'Company' });
    await within(select).findByRole('option', { name: 'Company X Ltd' });
    expect(within(select).queryByRole('option', { name: 'Company Y GmbH' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'cx');
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(listed()).toEqual(['SO-000001', 'SO-000003']);
    expect(screen.queryByText('Company Y GmbH')).not.toBeInTheDocument();
    // The exports carry the same filter; a narrowed list offers no "only this company" links any more.
    await userEvent.click(screen.getByRole('button', { name: 'Export orders CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export invoices CSV' }));
    expect(jest.mocked(downloadWithSession).mock.calls.map((c) => c[0])).toEqual([
      '/admin/purchase-orders.csv?companyId=cx',
      '/admin/invoices.csv?companyId=cx',
    ]);
    expect(screen.queryByRole('button', { name: /^Show only the orders of/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '');
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
  });

  it('a row names the company billed with its tax id, and a click on the name narrows the list to it', async () => {
    const onCompany = jest.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <ul>
            <PurchaseOrderRow
              po={po(1, companies.x) as unknown as AdminPurchaseOrder}
              busy={false}
              onMove={jest.fn()}
              onRecordPayment={jest.fn()}
              onCompany={onCompany}
            />
          </ul>
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByText('Company')).toBeInTheDocument();
    expect(screen.getByText('Tax ID: GB111')).toBeInTheDocument();
    expect(screen.queryByText('Typed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show only the orders of Company X Ltd' }));
    expect(onCompany).toHaveBeenCalledWith({ id: 'cx', name: 'Company X Ltd' });
  });
});
