/** My company's spending limits and approval rules: what is sent, and the server's refusals next to the field. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import MyCompanyPage from '../components/MyCompanyPage';
import { MyCompanyQuery } from '../api/myCompany';
import { CompanyInvitationsQuery, INVITATIONS_PAGE, MyInvitationsQuery } from '../api/invitations';
import { connectionPage } from '../../../../test/connectionPage';
import {
  ApprovalSettingsQuery,
  SetApprovalRulesMutation,
  SetSpendingLimitsMutation,
} from '../api/approvalSettings';
import { myCompany } from './fixtures';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const limits = (orderLimitCents: number | null) => ({
  __typename: 'SpendingLimits' as const,
  orderLimitCents,
  periodLimitCents: null,
  limitPeriod: null,
});
const settings = (rules: unknown[]) => ({
  request: { query: ApprovalSettingsQuery },
  maxUsageCount: 10,
  result: {
    data: {
      myCompany: {
        __typename: 'Company' as const,
        id: 'c1',
        approvalRules: rules,
        members: [
          {
            __typename: 'User' as const,
            id: 'u1',
            email: 'ada@acme.test',
            companyRole: 'COMPANY_ADMIN' as const,
            spendingLimits: limits(null),
          },
          {
            __typename: 'User' as const,
            id: 'u2',
            email: 'bob@acme.test',
            companyRole: 'BUYER' as const,
            spendingLimits: limits(null),
          },
        ],
      },
    },
  },
});
const base = [
  {
    request: { query: MyCompanyQuery },
    result: { data: myCompany('u1', 'COMPANY_ADMIN') },
    maxUsageCount: 10,
  },
  connectionPage(
    MyInvitationsQuery,
    { first: INVITATIONS_PAGE, after: null },
    'myInvitationConnection',
    'MyInvitationConnection',
    [],
    { maxUsageCount: 10 },
  ),
  connectionPage(
    CompanyInvitationsQuery,
    { first: INVITATIONS_PAGE, after: null },
    'companyInvitationConnection',
    'CompanyInvitationConnection',
    [],
    { maxUsageCount: 10 },
  ),
];
const refuse = (path: string, message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { path: [path], extensions })],
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[...base, ...mocks]}>
        <MyCompanyPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('Spending limits and approval rules', () => {
  it("says where rules and limits are set that a company admin's own orders skip them", async () => {
    renderPage([settings([])]);
    expect(
      await screen.findByText(/A company admin's own orders skip these rules and are placed at once\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Company admins are not held to limits/)).toBeInTheDocument();
  });

  it("sets a buyer's $2,000 per-order limit (company admins are not listed: limits do not hold them)", async () => {
    const save = jest.fn(() => ({
      data: { setSpendingLimits: { __typename: 'User' as const, id: 'u2', spendingLimits: limits(200_000) } },
    }));
    renderPage([
      settings([]),
      {
        request: {
          query: SetSpendingLimitsMutation,
          variables: {
            userId: 'u2',
            limits: { orderLimitCents: 200_000, periodLimitCents: null, limitPeriod: null },
          },
        },
        result: save,
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Spending limits of bob@acme.test' });
    expect(screen.queryByRole('form', { name: 'Spending limits of ada@acme.test' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Per-order limit/), '2,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal next to the field it names, and a typing slip before asking", async () => {
    renderPage([
      settings([]),
      {
        request: {
          query: SetSpendingLimitsMutation,
          variables: {
            userId: 'u2',
            limits: { orderLimitCents: null, periodLimitCents: 500_000, limitPeriod: null },
          },
        },
        result: refuse('setSpendingLimits', 'Choose whether the period limit is per week or per month', {
          code: 'BAD_USER_INPUT',
          field: 'limitPeriod',
        }),
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Spending limits of bob@acme.test' });
    await userEvent.type(within(form).getByLabelText(/^Per-order limit/), 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(
      await within(form).findByText('Enter an amount in dollars, like 2000 or 2000.50'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Per-order limit/));
    await userEvent.type(within(form).getByLabelText(/^Limit per period/), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    const message = await within(form).findByText('Choose whether the period limit is per week or per month');
    expect(
      within(form)
        .getByLabelText(/^Period/, { selector: 'select' })
        .closest('.chakra-field__root'),
    ).toContainElement(message);
  });

  it('adds tiers of approval rules and saves them together; a refused amount shows under that rule', async () => {
    const save = jest.fn(() => ({ data: { setApprovalRules: [] } }));
    const rule = {
      __typename: 'ApprovalRule' as const,
      id: 'ar1',
      thresholdCents: 100_000,
      approverRole: 'BUYER' as const,
    };
    renderPage([
      settings([rule]),
      {
        request: {
          query: SetApprovalRulesMutation,
          variables: {
            rules: [
              { thresholdCents: 100_000, approverRole: 'BUYER' },
              { thresholdCents: 1_000_000, approverRole: 'COMPANY_ADMIN' },
            ],
          },
        },
        result: save,
      },
      {
        request: {
          query: SetApprovalRulesMutation,
          variables: {
            rules: [
              { thresholdCents: 100_000, approverRole: 'BUYER' },
              { thresholdCents: 2_000_000_000, approverRole: 'COMPANY_ADMIN' },
            ],
          },
        },
        result: refuse('setApprovalRules', 'Threshold must be whole cents from 0 to 1000000000', {
          code: 'BAD_USER_INPUT',
          field: 'thresholdCents',
        }),
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Approval rules' });
    expect(within(form).getByLabelText(/^Rule 1: orders over/)).toHaveValue('1000.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a rule' }));
    await userEvent.type(within(form).getByLabelText(/^Rule 2: orders over/), '20000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    const message = await within(form).findByText('Threshold must be whole cents from 0 to 1000000000');
    expect(
      within(form)
        .getByLabelText(/^Rule 2: orders over/)
        .closest('.chakra-field__root'),
    ).toContainElement(message);
    await userEvent.clear(within(form).getByLabelText(/^Rule 2: orders over/));
    await userEvent.type(within(form).getByLabelText(/^Rule 2: orders over/), '10000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });
});
