/**
 * A request's page: the steps with who, when and which role; the requester withdraws and never sees
 * Approve; a company admin who can still approve sees Approve and Reject; the preview at checkout and the
 * confirmation on My Orders say who must approve.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import ApprovalRequestPage from '../components/approvals/ApprovalRequestPage';
import { ApprovalPreviewPanel } from '../components/approvals/ApprovalPreviewPanel';
import { SentForApprovalAlert } from '../components/approvals/SentForApprovalAlert';
import { OrderRequestQuery, WithdrawOrderRequestMutation } from '../api/approvals';
import { ApprovalPreviewQuery } from '../api/submitOrder';
import { customer, renderAt, session } from '../../../../test/renderDashboard';
import { request, submitted } from './approvalFixtures';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const approved = {
  ...submitted,
  id: 'e2',
  kind: 'APPROVED',
  actorEmail: 'ada@acme.test',
  role: 'COMPANY_ADMIN',
  createdAt: '2026-11-24T11:30:00.000Z',
};
const page = (me: { email: string; companyRole: string }, r: object) => ({
  request: { query: OrderRequestQuery, variables: { id: 'r1' } },
  result: {
    data: { me: { __typename: 'User' as const, id: 'me', ...me }, orderRequest: { priceChanges: [], ...r } },
  },
  maxUsageCount: 5,
});
const openPage = (mocks: MockLink.MockedResponse[]) =>
  renderAt(<ApprovalRequestPage />, { path: '/dashboard/order-request/r1', auth: session(customer), mocks });

// renderAt mounts at /dashboard/*: the page reads its id from the route, so mount it under a route with :id.
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  useParams: () => ({ id: 'r1' }),
}));

describe('An order request', () => {
  it('shows the requester the status, the steps and Withdraw, never Approve', async () => {
    const withdraw = jest.fn(() => ({
      data: {
        withdrawOrderRequest: { ...request({ status: 'WITHDRAWN', waitingFor: [] }), events: [submitted] },
      },
    }));
    openPage([
      page({ email: 'bea@acme.test', companyRole: 'BUYER' }, { ...request(), events: [submitted] }),
      { request: { query: WithdrawOrderRequestMutation, variables: { id: 'r1' } }, result: withdraw },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Order request AR-000001', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Steps' });
    expect(
      within(steps).getByText(/Submitted for approval by bea@acme\.test, .*10:00 UTC/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the request' }),
    );
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
  });

  it('shows a company admin Approve and Reject, and each step with its role', async () => {
    openPage([
      page({ email: 'ada@acme.test', companyRole: 'COMPANY_ADMIN' }, { ...request(), events: [submitted] }),
    ]);
    expect(await screen.findByRole('button', { name: 'Approve AR-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject AR-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it("tells the approver which lines today's contract prices differently, and by how much the net moves", async () => {
    const change = (itemId: string, productName: string, quantity: number, from: number, to: number) => ({
      __typename: 'RepricedItem' as const,
      itemId,
      productName,
      quantity,
      fromUnitPriceCents: from,
      toUnitPriceCents: to,
    });
    openPage([
      page(
        { email: 'ada@acme.test', companyRole: 'COMPANY_ADMIN' },
        {
          ...request(),
          priceChanges: [
            change('i1', 'Glue sticks 11 mm', 200, 1000, 880),
            change('i2', 'Pro gun', 100, 5000, 5100),
          ],
          events: [submitted],
        },
      ),
    ]);
    const section = await screen.findByRole('region', { name: 'Prices changed since it was asked for' });
    expect(
      within(section).getByText('Glue sticks 11 mm: 200 pieces, $10.00 a unit then, $8.80 now'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Pro gun: 100 pieces, $50.00 a unit then, $51.00 now'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        "Approving places these lines at today's contract prices: the net is $140.00 less than when it was asked for.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve AR-000001' })).toBeInTheDocument();
  });

  it('shows accounts payable a placed request with the order it became, and no decision buttons', async () => {
    const placed = request({
      status: 'APPROVED',
      waitingFor: [],
      purchaseOrder: {
        __typename: 'PurchaseOrder',
        id: 'po1',
        orderNumber: 'SO-000042',
        invoiceNumber: 'INV-42',
      },
    });
    openPage([
      page(
        { email: 'pat@acme.test', companyRole: 'ACCOUNTS_PAYABLE' },
        { ...placed, events: [submitted, approved] },
      ),
    ]);
    expect(await screen.findByRole('link', { name: 'SO-000042' })).toHaveAttribute(
      'href',
      '/my-orders/invoices/po1',
    );
    expect(screen.getByText(/Approved by ada@acme\.test, .* as Company admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Before and after submitting', () => {
  const preview = (needsApproval: boolean) => ({
    request: { query: ApprovalPreviewQuery, variables: { itemIds: ['i1'] } },
    result: {
      data: {
        approvalPreview: {
          __typename: 'ApprovalPreview' as const,
          totalCents: 300_000,
          needsApproval,
          requiredRoles: needsApproval ? ['COMPANY_ADMIN'] : [],
          summary: needsApproval ? 'Needs approval by a company admin' : 'No approval needed',
          reasons: needsApproval ? ['Over the $2,000.00 per-order limit: needs a company admin'] : [],
        },
      },
    },
  });
  const show = (mock: ReturnType<typeof preview>) =>
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={[mock]}>
          <ApprovalPreviewPanel itemIds={['i1']} />
        </MockedProvider>
      </ChakraProvider>,
    );

  it('says who must approve and why, announced', async () => {
    show(preview(true));
    const status = await screen.findByRole('status', { name: 'Approval' });
    expect(await within(status).findByText('Needs approval by a company admin')).toBeInTheDocument();
    expect(
      within(status).getByText('Over the $2,000.00 per-order limit: needs a company admin'),
    ).toBeInTheDocument();
  });

  it('says when no approval is needed', async () => {
    show(preview(false));
    expect(await screen.findByText('No approval needed')).toBeInTheDocument();
  });

  it('confirms a submission with who must approve and a link to the request', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <SentForApprovalAlert
            sent={{
              id: 'r1',
              requestNumber: 'AR-000001',
              figures: { netCents: 300_000, taxCents: 0, totalCents: 300_000 },
              shipTo: null,
              waitingFor: ['COMPANY_ADMIN'],
            }}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const status = screen.getByRole('status', { name: 'Order request AR-000001 sent for approval' });
    expect(status).toHaveTextContent('It waits for approval by: Company admin.');
    expect(within(status).getByRole('link', { name: 'View the request' })).toHaveAttribute(
      'href',
      '/order-request/r1',
    );
  });
});
