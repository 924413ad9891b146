import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import CompaniesPage from '../components/CompaniesPage';
import {
  AdminInviteToCompanyMutation,
  AdminRevokeCompanyInvitationMutation,
  COMPANIES_PAGE,
  CompaniesQuery,
  CompanyInvitationsOfQuery,
  CreateCompanyMutation,
  MoveUserToCompanyMutation,
  SetCompanyCreditTermsMutation,
  SetCompanyTaxExemptionMutation,
  UserEmailsQuery,
} from '../api/companies';
import { credit, members, profile } from './fixtures';
import { connectionPage } from '../../../../test/connectionPage';
import { MemoryRouter } from 'react-router-dom';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const noExemption = {
  __typename: 'TaxExemption' as const,
  certificate: null as string | null,
  expiresOn: null as string | null,
  activeToday: false,
};
const acme = {
  ...profile,
  members: members.map(({ displayName: _d, ...m }) => m),
  credit: { ...credit, onHold: true, overdueCount: 1, overdueCents: 12_000 },
  taxExemption: noExemption,
};
const list = (
  search: string | null,
  rows: unknown[],
  extra: Partial<MockLink.MockedResponse> = {},
  after: string | null = null,
  next: string | null = null,
  total = rows.length,
) => ({
  ...connectionPage(
    CompaniesQuery,
    { search, first: COMPANIES_PAGE, after },
    'companyConnection',
    'CompanyConnection',
    rows,
    { next, extra: { totalCount: total } },
  ),
  ...extra,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <CompaniesPage />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('Dashboard: Companies', () => {
  it('lists companies with members, terms, limit and hold, and searches by name or e-mail', async () => {
    renderPage([list(null, [acme]), list('bob@acme.test', [])]);
    expect(await screen.findByText('1 company')).toBeInTheDocument();
    // The phone cards and the wide table are both in the DOM; jsdom matches no media query, so the cards show.
    const table = screen.getByRole('list', { name: 'Companies' });
    expect(within(table).getByText('Acme Crafts Ltd')).toBeInTheDocument();
    expect(within(table).getByText('bob@acme.test · Buyer')).toBeInTheDocument();
    expect(within(table).getByText('ada@acme.test · Company admin')).toBeInTheDocument();
    expect(within(table).getByText('$46,325.00 of $50,000.00 available')).toBeInTheDocument();
    expect(within(table).getByText('Net 30')).toBeInTheDocument();
    expect(within(table).getByText('On hold')).toBeInTheDocument();
    // From a company to the shop as it sees it (its prices, read-only).
    expect(within(table).getByRole('link', { name: 'See the shop as Acme Crafts Ltd' })).toHaveAttribute(
      'href',
      `/dashboard/company-prices?company=${acme.id}`,
    );
    expect(screen.getByRole('table', { name: 'Companies', hidden: true })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'bob@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No companies found.')).toBeInTheDocument();
  });

  it("creates a company, refusing a missing name with the shared schema's words first", async () => {
    const created = {
      ...profile,
      id: 'c2',
      name: 'New Co',
      taxId: null,
      billingLine1: null,
      billingCity: null,
      billingPostalCode: null,
      billingCountry: null,
    };
    const create = jest.fn(() => ({ data: { createCompany: created } }));
    renderPage([
      list(null, [acme]),
      {
        request: {
          query: CreateCompanyMutation,
          variables: {
            input: {
              name: 'New Co',
              taxId: null,
              billingLine1: null,
              billingLine2: null,
              billingCity: null,
              billingRegion: null,
              billingPostalCode: null,
              billingCountry: null,
              eInvoiceFormat: null,
              eInvoiceEmail: null,
              buyerReference: null,
            },
          },
        },
        result: create,
      },
      list(null, [{ ...created, members: [], credit, taxExemption: noExemption }, acme]),
    ]);
    await screen.findByText('1 company');
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Company name/), 'New Co');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('2 companies')).toBeInTheDocument();
  });

  it("sets credit terms, showing the server's refusal under the limit and changing nothing", async () => {
    renderPage([
      list(null, [acme]),
      {
        request: {
          query: SetCompanyCreditTermsMutation,
          variables: { id: 'c1', terms: { creditLimitCents: 6_000_000, paymentTermsDays: 30 } },
        },
        result: {
          errors: [
            new GraphQLError('Credit limit is above what the shop allows', {
              path: ['setCompanyCreditTerms'],
              extensions: { code: 'BAD_USER_INPUT', field: 'creditLimitCents' },
            }),
          ],
        },
      },
    ]);
    await screen.findByText('1 company');
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Companies' })).getByRole('button', {
        name: 'Edit credit of Acme Crafts Ltd',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Lift the hold' })).toBeInTheDocument();
    const limit = within(dialog).getByLabelText(/^Credit limit/);
    expect(limit).toHaveValue('50000.00');
    await userEvent.clear(limit);
    await userEvent.type(limit, '60000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save credit terms' }));
    const message = await within(dialog).findByText('Credit limit is above what the shop allows');
    expect(limit.closest('.chakra-field__root')).toContainElement(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves a user into a company by e-mail with a role', async () => {
    const move = jest.fn(() => ({
      data: { moveUserToCompany: { __typename: 'User', id: 'u9', companyRole: 'ACCOUNTS_PAYABLE' } },
    }));
    renderPage([
      list(null, [acme]),
      {
        request: { query: UserEmailsQuery },
        result: { data: { users: [{ __typename: 'User', id: 'u9', email: 'cy@acme.test' }] } },
      },
      {
        request: {
          query: MoveUserToCompanyMutation,
          variables: { userId: 'u9', companyId: 'c1', role: 'ACCOUNTS_PAYABLE' },
        },
        result: move,
      },
      list(null, [acme]),
    ]);
    await screen.findByText('1 company');
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Companies' })).getByRole('button', {
        name: 'Move a user into Acme Crafts Ltd',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^User e-mail/), 'nobody@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move a user here' }));
    expect(await within(dialog).findByText('No user has this e-mail')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^User e-mail/));
    await userEvent.type(within(dialog).getByLabelText(/^User e-mail/), 'cy@acme.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role in the company/), 'ACCOUNTS_PAYABLE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move a user here' }));
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
  });
});

describe('Dashboard: Companies paging', () => {
  it('shows the total, and reads the next page with the end cursor into the list below the first', async () => {
    const borough = {
      ...acme,
      id: 'c2',
      name: 'Borough Glue Co',
      members: [],
      credit: { ...credit, onHold: false },
    };
    renderPage([list(null, [acme], {}, null, 'c-co', 2), list(null, [borough], {}, 'c-co', null, 2)]);
    expect(await screen.findByText('2 companies')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Companies' });
    expect(within(cards).queryByText('Borough Glue Co')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more companies' }));
    expect(await within(cards).findByText('Borough Glue Co')).toBeInTheDocument();
    expect(within(cards).getByText('Acme Crafts Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more companies' })).not.toBeInTheDocument();
  });
});

describe('Dashboard: Companies, tax exemption', () => {
  it("sets a company's tax exemption: both fields or neither, then the card says until when", async () => {
    const set = jest.fn(() => ({
      data: {
        setCompanyTaxExemption: {
          __typename: 'TaxExemption',
          certificate: 'EX-77',
          expiresOn: '2099-12-31',
          activeToday: true,
        },
      },
    }));
    const exempt = {
      ...acme,
      taxExemption: { ...noExemption, certificate: 'EX-77', expiresOn: '2099-12-31', activeToday: true },
    };
    renderPage([
      list(null, [acme]),
      {
        request: {
          query: SetCompanyTaxExemptionMutation,
          variables: { companyId: acme.id, input: { certificate: 'EX-77', expiresOn: '2099-12-31' } },
        },
        result: set,
      },
      list(null, [exempt]),
    ]);
    await screen.findByText('1 company');
    await userEvent.click(screen.getAllByRole('button', { name: `Edit tax exemption of ${acme.name}` })[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Exemption certificate number/), 'EX-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Expiry date is required with a certificate number'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Expiry date/), '2099-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText('Tax exempt until 2099-12-31')).length).toBeGreaterThan(0);
  });

  describe('Invite (a shop admin, to a company the shop created)', () => {
    const pending = {
      __typename: 'CompanyInvitation' as const,
      id: 'i7',
      email: 'first@fresh.test',
      role: 'BUYER' as const,
      expiresAt: '2026-12-05T10:00:00.000Z',
      acceptedAt: null,
      revokedAt: null,
      spendingLimits: {
        __typename: 'SpendingLimits' as const,
        orderLimitCents: 250_000,
        periodLimitCents: null,
        limitPeriod: null,
      },
    };

    const invitationsOf = (rows: unknown[]) => ({
      request: { query: CompanyInvitationsOfQuery, variables: { id: acme.id } },
      result: { data: { company: { __typename: 'Company' as const, id: acme.id, invitations: rows } } },
    });

    it("sends an invitation with the role and a buyer's limits on the first click, then lists it with Revoke", async () => {
      const invite = jest.fn(() => ({
        data: {
          adminInviteToCompany: {
            __typename: 'CompanyInvitation' as const,
            id: 'i7',
            email: 'first@fresh.test',
            role: 'BUYER' as const,
          },
        },
      }));
      const revoke = jest.fn(() => ({
        data: {
          adminRevokeCompanyInvitation: {
            __typename: 'CompanyInvitation' as const,
            id: 'i7',
            revokedAt: '2026-11-28T12:00:00.000Z',
          },
        },
      }));
      renderPage([
        list(null, [acme]),
        invitationsOf([]),
        {
          request: {
            query: AdminInviteToCompanyMutation,
            variables: {
              companyId: acme.id,
              email: 'first@fresh.test',
              role: 'BUYER',
              limits: { orderLimitCents: 250_000, periodLimitCents: null, limitPeriod: null },
            },
          },
          result: invite,
        },
        invitationsOf([pending]),
        invitationsOf([pending]),
        { request: { query: AdminRevokeCompanyInvitationMutation, variables: { id: 'i7' } }, result: revoke },
        invitationsOf([{ ...pending, revokedAt: '2026-11-28T12:00:00.000Z' }]),
      ]);
      await screen.findByText('1 company');
      await userEvent.click(screen.getAllByRole('button', { name: 'Invite someone to Acme Crafts Ltd' })[0]);
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('No open invitations.')).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'First@Fresh.test');
      await userEvent.type(within(dialog).getByLabelText(/^Per-order limit/), '2,500');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.click(screen.getAllByRole('button', { name: 'Invite someone to Acme Crafts Ltd' })[0]);
      const again = await screen.findByRole('dialog');
      const open = await within(again).findByRole('list', { name: 'Open invitations' });
      expect(within(open).getByText(/first@fresh\.test · Buyer · Expires/)).toBeInTheDocument();
      expect(within(open).getByText('limits: $2,500.00 per order')).toBeInTheDocument();
      await userEvent.click(
        within(open).getByRole('button', { name: 'Revoke the invitation to first@fresh.test' }),
      );
      await waitFor(() => expect(revoke).toHaveBeenCalledTimes(1));
      expect(await within(again).findByText('No open invitations.')).toBeInTheDocument();
    });

    it("shows the server's refusal under the field it names and keeps the dialog open", async () => {
      renderPage([
        list(null, [acme]),
        invitationsOf([]),
        {
          request: {
            query: AdminInviteToCompanyMutation,
            variables: {
              companyId: acme.id,
              email: 'first@fresh.test',
              role: 'BUYER',
              limits: { orderLimitCents: null, periodLimitCents: 100_00, limitPeriod: null },
            },
          },
          result: {
            errors: [
              new GraphQLError('Choose whether the period limit is per week or per month', {
                path: ['adminInviteToCompany'],
                extensions: { code: 'BAD_USER_INPUT', field: 'limitPeriod' },
              }),
            ],
          },
        },
      ]);
      await screen.findByText('1 company');
      await userEvent.click(screen.getAllByRole('button', { name: 'Invite someone to Acme Crafts Ltd' })[0]);
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'first@fresh.test');
      await userEvent.type(within(dialog).getByLabelText(/^Limit per period/), '100');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      const message = await within(dialog).findByText(
        'Choose whether the period limit is per week or per month',
      );
      expect(
        within(dialog)
          .getByLabelText(/^Period/, { selector: 'select' })
          .closest('.chakra-field__root'),
      ).toContainElement(message);
    });
  });
});
