/** The navbar's Approvals link: approvers of a real company see it with their count in its name; others never. */
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import ApprovalsNavLink from '../components/approvals/ApprovalsNavBadge';
import { APPROVAL_QUEUE_PAGE, ApprovalQueueQuery, ApprovalsNavQuery } from '../api/approvals';
import { connectionPage } from '../../../../test/connectionPage';
import { request } from './approvalFixtures';

jest.setTimeout(30_000);

function show(companyRole: string, personal: boolean) {
  const mocks = [
    {
      request: { query: ApprovalsNavQuery },
      result: {
        data: {
          me: { __typename: 'User', id: 'u1', companyRole },
          myCompany: { __typename: 'Company', id: 'c1', personal },
        },
      },
    },
    // The count is the connection's totalCount (every request waiting), not the rows of its first page.
    connectionPage(
      ApprovalQueueQuery,
      { first: APPROVAL_QUEUE_PAGE, after: null },
      'approvalQueueConnection',
      'ApprovalQueueConnection',
      [request(), request({ id: 'r2', requestNumber: 'AR-000002' })],
      { next: 'c2', extra: { totalCount: 57 } },
    ),
  ];
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <div>
          <p>before</p>
          <ApprovalsNavLink
            render={(count) => (
              <a href="/approval-queue">
                Approvals
                {count !== null && (
                  <>
                    {' '}
                    {count}
                    <span> waiting</span>
                  </>
                )}
              </a>
            )}
          />
        </div>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe("the navbar's Approvals", () => {
  it('shows a company admin the count of what waits for them', async () => {
    show('COMPANY_ADMIN', false);
    expect(await screen.findByRole('link', { name: 'Approvals 57 waiting' })).toHaveAttribute(
      'href',
      '/approval-queue',
    );
  });

  it.each([
    ['REQUESTER', false],
    ['ACCOUNTS_PAYABLE', false],
    ['COMPANY_ADMIN', true],
  ])('is not there for a %s (personal company: %s)', async (role, personal) => {
    show(role as string, personal as boolean);
    await screen.findByText('before');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the count badge', () => {
  it("is part of the link's name", async () => {
    const { ApprovalsCount } = await import('../components/approvals/ApprovalsNavBadge');
    render(
      <ChakraProvider value={defaultSystem}>
        <a href="/approval-queue">
          Approvals
          <ApprovalsCount count={3} />
        </a>
      </ChakraProvider>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Approvals 3 waiting');
  });
});
