/** The approvals queue: what each request shows, Approve after a confirmation, Reject with a reason. */
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import ApprovalsPage from '../components/approvals/ApprovalsPage';
import {
  APPROVAL_QUEUE_PAGE,
  ApprovalQueueQuery,
  ApproveOrderMutation,
  RejectOrderMutation,
} from '../api/approvals';
import { connectionPage } from '../../../../test/connectionPage';
import { customer, renderAt, session } from '../../../../test/renderDashboard';
import { refuse, request, submitted } from './approvalFixtures';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const queue = (rows: unknown[], maxUsageCount = 5, after: string | null = null, next: string | null = null) =>
  connectionPage(
    ApprovalQueueQuery,
    { first: APPROVAL_QUEUE_PAGE, after },
    'approvalQueueConnection',
    'ApprovalQueueConnection',
    rows,
    { next, maxUsageCount, extra: { totalCount: rows.length } },
  );
const open = (mocks: MockLink.MockedResponse[]) =>
  renderAt(<ApprovalsPage />, { path: '/dashboard/approval-queue', auth: session(customer), mocks });

describe('Approvals', () => {
  it("shows each request's requester, lines, total, why and who must approve", async () => {
    open([queue([request()])]);
    const list = await screen.findByRole('list', { name: 'Approvals' });
    const item = within(list).getByRole('article', { name: 'Order request AR-000001' });
    expect(within(item).getByText('bea@acme.test')).toBeInTheDocument();
    expect(within(item).getByText('Hot Melt Pro: 3000 pieces × $1.00 = $3,000.00')).toBeInTheDocument();
    expect(within(item).getAllByText('$3,000.00')).toHaveLength(2);
    expect(
      within(item).getByText('Over the $2,000.00 per-order limit: needs a company admin'),
    ).toBeInTheDocument();
    expect(within(item).getByText('Company admin')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Order request AR-000001' })).toHaveAttribute(
      'href',
      '/order-request/r1',
    );
  });

  it('says so when nothing waits', async () => {
    open([queue([])]);
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("approves only after the confirmation, and shows the server's refusal (what changed) in an alert", async () => {
    const approve = jest.fn(() =>
      refuse(
        'approveOrder',
        'The order could not be placed, so your approval was not recorded: Not enough stock for Hot Melt Pro (3000 wanted, 200 left)',
        { code: 'CONFLICT', reason: 'NOT_PLACED' },
      ),
    );
    open([
      queue([request()]),
      { request: { query: ApproveOrderMutation, variables: { id: 'r1' } }, result: approve },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve AR-000001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve AR-000001?' });
    expect(approve).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and place the order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order was not approved');
    expect(alert).toHaveTextContent('(3000 wanted, 200 left)');
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('rejects only with a reason: the message under the field, then the reason sent trimmed', async () => {
    const rejected = {
      ...request({ status: 'REJECTED', rejectionReason: 'Not this month', waitingFor: [] }),
      events: [submitted],
    };
    const reject = jest.fn(() => ({ data: { rejectOrder: rejected } }));
    open([
      queue([request()], 1),
      {
        request: { query: RejectOrderMutation, variables: { id: 'r1', reason: 'Not this month' } },
        result: reject,
      },
      queue([]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject AR-000001' }));
    const form = await screen.findByRole('form', { name: 'Reject AR-000001' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject the order' }));
    const reason = within(form).getByLabelText(/^Reason/);
    const message = await within(form).findByText('Say why the order is rejected');
    expect(reason.closest('.chakra-field__root')).toContainElement(message);
    expect(reject).not.toHaveBeenCalled();
    await userEvent.type(reason, '  Not this month ');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject the order' }));
    await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
  });

  it("puts the server's refusal of the reason under the field", async () => {
    open([
      queue([request()]),
      {
        request: { query: RejectOrderMutation, variables: { id: 'r1', reason: 'x' } },
        result: refuse('rejectOrder', 'The reason must be at most 500 characters', {
          code: 'BAD_USER_INPUT',
          field: 'reason',
        }),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject AR-000001' }));
    const form = await screen.findByRole('form', { name: 'Reject AR-000001' });
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject the order' }));
    const message = await within(form).findByText('The reason must be at most 500 characters');
    expect(
      within(form)
        .getByLabelText(/^Reason/)
        .closest('.chakra-field__root'),
    ).toContainElement(message);
  });

  it("reads the next page with the first page's end cursor and adds it below", async () => {
    open([
      queue([request()], 1, null, 'c-1'),
      queue([request({ id: 'r2', requestNumber: 'AR-000002' })], 1, 'c-1'),
    ]);
    const list = await screen.findByRole('list', { name: 'Approvals' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders waiting for approval' }));
    expect(await within(list).findByRole('article', { name: 'Order request AR-000002' })).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Order request AR-000001' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Load more orders waiting for approval' }),
    ).not.toBeInTheDocument();
  });
});
