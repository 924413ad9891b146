/**
 * The navbar of a customer who approves orders. On a phone the menu is closed at first: its button carries what
 * waits for their approval (on it and in its name), and the open menu lists Approvals with the count. A link never
 * breaks inside: the desktop row stays one line (its fit at 1280, 1366 and 1440 px is a browser's to measure).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { Navbar } from '../src/app/Navbar';
import {
  APPROVAL_QUEUE_PAGE,
  ApprovalQueueQuery,
  ApprovalsNavQuery,
} from '../src/features/purchase-orders/api/approvals';
import { request } from '../src/features/purchase-orders/__tests__/approvalFixtures';
import { connectionPage } from './connectionPage';
import { customer, fakeAuth, renderWithApp } from './render';

jest.setTimeout(30_000);

function showNavbar(companyRole: string, waiting: number) {
  const mocks = [
    {
      request: { query: ApprovalsNavQuery },
      maxUsageCount: 10,
      result: {
        data: {
          me: { __typename: 'User', id: 'u1', companyRole },
          myCompany: { __typename: 'Company', id: 'c1', personal: false },
        },
      },
    },
    connectionPage(
      ApprovalQueueQuery,
      { first: APPROVAL_QUEUE_PAGE, after: null },
      'approvalQueueConnection',
      'ApprovalQueueConnection',
      [request()],
      { extra: { totalCount: waiting }, maxUsageCount: 10 },
    ),
  ];
  renderWithApp(
    <MockedProvider mocks={mocks}>
      <Navbar />
    </MockedProvider>,
    { auth: fakeAuth({ user: customer }), path: '/my-orders' },
  );
}

describe('the navbar of a customer who approves orders', () => {
  it("shows on the closed phone menu's button how many requests wait, and Approvals with the count inside the menu", async () => {
    showNavbar('COMPANY_ADMIN', 3);
    const button = await screen.findByRole('button', { name: 'Open menu, 3 approvals waiting' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    const menu = document.getElementById('phone-menu')!;
    expect(await within(menu).findByRole('link', { name: 'Approvals 3 waiting' })).toHaveAttribute(
      'href',
      '/approval-queue',
    );
  });

  it('keeps the plain button when nothing waits', async () => {
    showNavbar('COMPANY_ADMIN', 0);
    // The desktop row (hidden at jsdom's width) has read the count by then.
    await screen.findByRole('link', { name: 'Approvals 0 waiting', hidden: true });
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveTextContent(/\d/);
  });

  it('keeps the plain button for a customer who does not approve', async () => {
    showNavbar('REQUESTER', 3);
    await screen.findByRole('link', { name: 'Quick Order', hidden: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveTextContent(/\d/);
  });

  it('never breaks a link over two lines', async () => {
    showNavbar('COMPANY_ADMIN', 12);
    await screen.findByRole('link', { name: 'Approvals 12 waiting', hidden: true });
    const links = screen.getAllByRole('link', {
      name: /^(Quick Order|Add a Review|My company|Approvals 12 waiting)$/,
      hidden: true,
    });
    expect(links).toHaveLength(4);
    for (const link of links) expect(getComputedStyle(link.firstElementChild!).whiteSpace).toBe('nowrap');
  });
});
