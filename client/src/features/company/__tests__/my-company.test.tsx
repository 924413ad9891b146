import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import MyCompanyPage from '../components/MyCompanyPage';
import { MyCompanyQuery } from '../api/myCompany';
import { UpdateMyCompanyMutation } from '../api/manageCompany';
import {
  AcceptCompanyInvitationMutation,
  CompanyInvitationsQuery,
  INVITATIONS_PAGE,
  InviteToCompanyMutation,
  MyInvitationsQuery,
} from '../api/invitations';
import { MyPartNumbersQuery, PART_NUMBERS_PAGE } from '../api/partNumbers';
import { connectionPage } from '../../../../test/connectionPage';
import { myCompany } from './fixtures';
import { LEITWEG_ID_CHECK_MESSAGE } from '@gluegun/common';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const company = (meId: string, role: 'COMPANY_ADMIN' | 'BUYER') => ({
  request: { query: MyCompanyQuery },
  result: { data: myCompany(meId, role) },
  maxUsageCount: 10,
});
const toMePage = (
  rows: unknown[],
  { after = null as string | null, next = null as string | null, maxUsageCount = 10 } = {},
) =>
  connectionPage(
    MyInvitationsQuery,
    { first: INVITATIONS_PAGE, after },
    'myInvitationConnection',
    'MyInvitationConnection',
    rows,
    { next, maxUsageCount },
  );
const noInvitationsToMe = toMePage([]);
const invitations = (rows: unknown[], after: string | null = null, next: string | null = null) =>
  connectionPage(
    CompanyInvitationsQuery,
    { first: INVITATIONS_PAGE, after },
    'companyInvitationConnection',
    'CompanyInvitationConnection',
    rows,
    { next },
  );
const invitation = {
  __typename: 'CompanyInvitation' as const,
  id: 'i1',
  email: 'cy@acme.test',
  role: 'BUYER' as const,
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
  spendingLimits: {
    __typename: 'SpendingLimits' as const,
    orderLimitCents: null as number | null,
    periodLimitCents: null as number | null,
    limitPeriod: null as 'WEEK' | 'MONTH' | null,
  },
};
const noLimits = { orderLimitCents: null, periodLimitCents: null, limitPeriod: null };
// Every member sees the Part numbers section (part-numbers.test.tsx reads it); here it only needs an answer.
const noPartNumbers = connectionPage(
  MyPartNumbersQuery,
  { first: PART_NUMBERS_PAGE, after: null, search: null },
  'myPartNumberConnection',
  'CustomerPartNumberConnection',
  [],
  { extra: { totalCount: 0 }, maxUsageCount: 10 },
);
const refuse = (path: string, message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { path: [path], extensions })],
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[...mocks, noPartNumbers]}>
        <MyCompanyPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('My company', () => {
  it('lets a company admin edit the details, change roles, invite and add locations', async () => {
    renderPage([company('u1', 'COMPANY_ADMIN'), noInvitationsToMe, invitations([])]);
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Acme Crafts Ltd');
    const role = screen.getByRole('region', { name: 'Your role' });
    expect(within(role).getByText('Company admin')).toBeInTheDocument();
    expect(
      within(role).getByText(/Runs the account: members, invitations, locations, rules/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of bob@acme.test' })).toHaveValue('BUYER');
    expect(screen.getByRole('button', { name: 'Remove bob@acme.test' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitations' })).toBeInTheDocument();
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add location' })).toBeInTheDocument();
    expect(screen.getByText('Leeds warehouse')).toBeInTheDocument();
    expect(screen.getByText('$46,325.00')).toBeInTheDocument();
    expect(screen.getByText('Net 30')).toBeInTheDocument();
  });

  it('shows a buyer the details, members and locations read-only', async () => {
    renderPage([company('u2', 'BUYER'), noInvitationsToMe]);
    expect(await screen.findByText('Only a company admin can change these details.')).toBeInTheDocument();
    expect(
      screen.getByText('Orders within their spending limits; sees their own orders.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add location' })).not.toBeInTheDocument();
    expect(screen.getByText('Leeds warehouse')).toBeInTheDocument();
    expect(screen.getByText('bob@acme.test')).toBeInTheDocument();
  });

  it('invites by e-mail and role, then lists the open invitation with its expiry', async () => {
    const invite = jest.fn(() => ({ data: { inviteToCompany: invitation } }));
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([]),
      {
        request: {
          query: InviteToCompanyMutation,
          variables: { email: 'cy@acme.test', role: 'REQUESTER', limits: null },
        },
        result: invite,
      },
      invitations([{ ...invitation, role: 'REQUESTER' }]),
    ]);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), ' CY@acme.test ');
    await userEvent.selectOptions(
      screen.getByLabelText(/^Role/, { selector: 'select[name="role"]' }),
      'REQUESTER',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    const open = await screen.findByRole('list', { name: 'Open invitations' });
    expect(within(open).getByText(/cy@acme\.test · Requester · Expires/)).toBeInTheDocument();
    expect(
      within(open).getByRole('button', { name: 'Revoke the invitation to cy@acme.test' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of an invitation under the e-mail and keeps what was typed", async () => {
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([]),
      {
        request: {
          query: InviteToCompanyMutation,
          variables: { email: 'cy@acme.test', role: 'BUYER', limits: noLimits },
        },
        result: refuse(
          'inviteToCompany',
          'cy@acme.test already has an open invitation: revoke it to invite again',
          { code: 'CONFLICT', field: 'email' },
        ),
      },
    ]);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'cy@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const message = await screen.findByText(
      'cy@acme.test already has an open invitation: revoke it to invite again',
    );
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveValue('cy@acme.test');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.closest('.chakra-field__root')).toContainElement(message);
  });

  it("refuses an invalid e-mail with the shared schema's words before asking the server", async () => {
    renderPage([company('u1', 'COMPANY_ADMIN'), noInvitationsToMe, invitations([])]);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
  });

  it('shows an invitation to me with Accept, and a refusal in words next to the button', async () => {
    const toMe = {
      __typename: 'CompanyInvitation' as const,
      id: 'i9',
      companyName: 'Borough Glue Co',
      role: 'BUYER' as const,
      expiresAt: '2026-12-01T10:00:00.000Z',
    };
    renderPage([
      company('u2', 'BUYER'),
      toMePage([toMe], { maxUsageCount: 5 }),
      {
        request: { query: AcceptCompanyInvitationMutation, variables: { id: 'i9' } },
        result: refuse(
          'acceptCompanyInvitation',
          'Verify your e-mail address before joining a company: open the link we sent you, sign in again, then accept.',
          { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
        ),
      },
    ]);
    expect(await screen.findByText(/Borough Glue Co invites you as Buyer/)).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept the invitation from Borough Glue Co' });
    await userEvent.click(accept);
    const alert = await screen.findByText(/Verify your e-mail address before joining a company/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(accept).toHaveAccessibleDescription(/Verify your e-mail address/);
  });
});

describe('My company: invitations paging', () => {
  it("reads the next page of the company's invitations with the end cursor and adds it below", async () => {
    const second = { ...invitation, id: 'i2', email: 'dee@acme.test' };
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([invitation], null, 'c-inv'),
      invitations([second], 'c-inv'),
    ]);
    const open = await screen.findByRole('list', { name: 'Open invitations' });
    expect(within(open).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more invitations' }));
    expect(await within(open).findByText(/dee@acme\.test · Buyer/)).toBeInTheDocument();
    expect(within(open).getByText(/cy@acme\.test · Buyer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more invitations' })).not.toBeInTheDocument();
  });

  it('reads the next page of invitations to me with the end cursor and adds it below', async () => {
    const toMe = (id: string, companyName: string) => ({
      __typename: 'CompanyInvitation' as const,
      id,
      companyName,
      role: 'BUYER' as const,
      expiresAt: '2026-12-01T10:00:00.000Z',
    });
    renderPage([
      company('u2', 'BUYER'),
      toMePage([toMe('i9', 'Borough Glue Co')], { next: 'c-me', maxUsageCount: 1 }),
      toMePage([toMe('i8', 'Camden Adhesives')], { after: 'c-me', maxUsageCount: 1 }),
    ]);
    expect(await screen.findByText(/Borough Glue Co invites you as Buyer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more invitations to you' }));
    expect(await screen.findByText(/Camden Adhesives invites you as Buyer/)).toBeInTheDocument();
    expect(screen.getByText(/Borough Glue Co invites you as Buyer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more invitations to you' })).not.toBeInTheDocument();
  });
});

describe("My company: a buyer's spending limits on an invitation", () => {
  it('invites a buyer with spending limits on the first click: sent in cents, shown on the open invitation', async () => {
    const limits = { orderLimitCents: 250_000, periodLimitCents: 1_000_000, limitPeriod: 'WEEK' as const };
    const invite = jest.fn(() => ({
      data: {
        inviteToCompany: { ...invitation, spendingLimits: { ...invitation.spendingLimits, ...limits } },
      },
    }));
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([]),
      {
        request: {
          query: InviteToCompanyMutation,
          variables: { email: 'cy@acme.test', role: 'BUYER', limits },
        },
        result: invite,
      },
      invitations([{ ...invitation, spendingLimits: { ...invitation.spendingLimits, ...limits } }]),
    ]);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'cy@acme.test');
    await userEvent.type(screen.getByLabelText(/^Per-order limit/), '2,500');
    await userEvent.type(screen.getByLabelText(/^Limit per period/), '$10000');
    await userEvent.selectOptions(screen.getByLabelText(/^Period/, { selector: 'select' }), 'WEEK');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    const open = await screen.findByRole('list', { name: 'Open invitations' });
    expect(within(open).getByText('limits: $2,500.00 per order, $10,000.00 per week')).toBeInTheDocument();
  });

  it('asks limits only of a buyer, refuses an amount that is not dollars under its field, and a server refusal under the field it names', async () => {
    const invite = jest.fn(() => ({
      errors: [
        new GraphQLError('Choose whether the period limit is per week or per month', {
          path: ['inviteToCompany'],
          extensions: { code: 'BAD_USER_INPUT', field: 'limitPeriod' },
        }),
      ],
    }));
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([]),
      {
        request: {
          query: InviteToCompanyMutation,
          variables: {
            email: 'cy@acme.test',
            role: 'BUYER',
            limits: { orderLimitCents: null, periodLimitCents: 50_000, limitPeriod: null },
          },
        },
        result: invite,
      },
    ]);
    const role = await screen.findByLabelText(/^Role/, { selector: 'select[name="role"]' });
    await userEvent.selectOptions(role, 'REQUESTER');
    expect(screen.queryByLabelText(/^Per-order limit/)).not.toBeInTheDocument();
    await userEvent.selectOptions(role, 'BUYER');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'cy@acme.test');
    const perOrder = screen.getByLabelText(/^Per-order limit/);
    await userEvent.type(perOrder, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const notDollars = await screen.findByText('Enter an amount in dollars, like 2000 or 2000.50');
    expect(perOrder.closest('.chakra-field__root')).toContainElement(notDollars);
    expect(invite).not.toHaveBeenCalled();
    await userEvent.clear(perOrder);
    await userEvent.type(screen.getByLabelText(/^Limit per period/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const refused = await screen.findByText('Choose whether the period limit is per week or per month');
    expect(
      screen.getByLabelText(/^Period/, { selector: 'select' }).closest('.chakra-field__root'),
    ).toContainElement(refused);
    expect(invite).toHaveBeenCalledTimes(1);
  });
});

describe('My company: e-invoices', () => {
  it('lets a company admin choose an e-invoice and an inbox for it, refusing an inbox without a format before sending', async () => {
    const saved = myCompany('u1', 'COMPANY_ADMIN').myCompany;
    const update = jest.fn(() => ({
      data: { updateMyCompany: { ...saved, eInvoiceFormat: 'UBL', eInvoiceEmail: 'ap@acme.test' } },
    }));
    const input = {
      name: 'Acme Crafts Ltd',
      taxId: 'GB123456789',
      billingLine1: '1 Mill Lane',
      billingLine2: null,
      billingCity: 'Leeds',
      billingRegion: null,
      billingPostalCode: 'LS1 4AB',
      billingCountry: 'GB',
      eInvoiceFormat: 'UBL',
      eInvoiceEmail: 'ap@acme.test',
      buyerReference: null,
    };
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([]),
      { request: { query: UpdateMyCompanyMutation, variables: { input } }, result: update },
    ]);
    await userEvent.type(await screen.findByLabelText(/^Send e-invoices to/), ' AP@acme.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(
      await screen.findByText('Choose an e-invoice format to send e-invoices to this address'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText(/^E-invoice with each invoice/), 'UBL');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it('refuses a Leitweg-ID whose check digits do not match beside its field, before asking the server', async () => {
    const update = jest.fn();
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      noInvitationsToMe,
      invitations([]),
      {
        request: {
          query: UpdateMyCompanyMutation,
          variables: {
            input: {
              name: 'Acme Crafts Ltd',
              taxId: 'GB123456789',
              billingLine1: '1 Mill Lane',
              billingLine2: null,
              billingCity: 'Leeds',
              billingRegion: null,
              billingPostalCode: 'LS1 4AB',
              billingCountry: 'GB',
              eInvoiceFormat: null,
              eInvoiceEmail: null,
              buyerReference: '04011000-1234512345-60',
            },
          },
        },
        result: update,
      },
    ]);
    await userEvent.type(
      await screen.findByLabelText(/^Buyer reference \(Leitweg-ID\)/),
      '04011000-1234512345-60',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText(LEITWEG_ID_CHECK_MESSAGE)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
