/**
 * Actions the server would refuse are not offered: accounts payable places nothing (the server's ORDERING_ROLES),
 * so it sees no Reorder on its company's orders and no Quick Order in the navbar; the roles that order see both.
 */
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ORDERING_ROLES, COMPANY_ROLES } from '@gluegun/common';
import { PurchaseOrderCard } from '../components/PurchaseOrderCard';
import { OrderingNavLink } from '../components/approvals/ApprovalsNavBadge';
import { ApprovalsNavQuery } from '../api/approvals';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const role = (companyRole: string) => ({
  request: { query: ApprovalsNavQuery },
  maxUsageCount: 5,
  result: {
    data: {
      me: { __typename: 'User' as const, id: 'u1', companyRole },
      myCompany: { __typename: 'Company' as const, id: 'c1', personal: false },
    },
  },
});
const order = {
  __typename: 'PurchaseOrder' as const,
  id: 'po1',
  orderNumber: 'SO-000001',
  invoiceNumber: 'INV-000001',
  poNumber: null,
  buyerReference: null as string | null,
  createdAt: '2026-11-24T10:00:00.000Z',
  issuedAt: '2026-11-24T10:00:00.000Z',
  dueAt: '2026-12-24T10:00:00.000Z',
  termsDays: 30,
  totalCents: 10_000,
  paidCents: 0,
  balanceCents: 10_000,
  paymentStatus: 'AWAITING_PAYMENT',
  daysOverdue: 0,
  fulfilmentStatus: 'PROCESSING',
  lines: [],
  shipments: [],
};
const show = (companyRole: string, shown: object = order) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[role(companyRole)]}>
        <MemoryRouter>
          <PurchaseOrderCard order={shown as never} />
          <nav>
            <OrderingNavLink render={() => <a href="/quick-order">Quick Order</a>} />
          </nav>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );

describe("Reorder and Quick Order follow the server's ordering roles", () => {
  it.each(COMPANY_ROLES.filter((r) => ORDERING_ROLES.includes(r)))(
    '%s is offered both',
    async (companyRole) => {
      show(companyRole);
      expect(await screen.findByRole('button', { name: 'Reorder' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Quick Order' })).toBeInTheDocument();
    },
  );

  it('accounts payable is offered neither', async () => {
    expect(ORDERING_ROLES).not.toContain('ACCOUNTS_PAYABLE');
    show('ACCOUNTS_PAYABLE');
    // The role is read once the query answers: give it the time the others took to show their actions.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quick Order' })).not.toBeInTheDocument();
  });
});

describe('My Orders: the order card', () => {
  it('shows the buyer reference frozen on the order as "Your reference", and no such line without one', async () => {
    show('BUYER', { ...order, poNumber: 'PO-77', buyerReference: '04011000-1234512345-06' });
    const card = await screen.findByRole('article', { name: 'SO-000001' });
    expect(card).toHaveTextContent('Your reference04011000-1234512345-06');
    show('BUYER', {
      ...order,
      id: 'po2',
      orderNumber: 'SO-000002',
      poNumber: 'PO-78',
      buyerReference: 'PO-78',
    });
    const plain = await screen.findByRole('article', { name: 'SO-000002' });
    expect(plain).toHaveTextContent('Your POPO-78');
    expect(plain).not.toHaveTextContent('Your reference');
  });
});
