/**
 * A sales rep's My companies (docs/decisions/084): their companies with the members they may act as; Act as swaps
 * the session for the act-as token; the banner says whom they act as, and Stop ends it on the server and goes back.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, session, customer } from '../../../../test/renderDashboard';
import MyCompaniesPage from '../components/MyCompaniesPage';
import { ActingBanner } from '../../../components/ActingBanner';
import { ActingBannerQuery, StopActingFromBannerMutation } from '../../../components/ActingBannerPanel';
import { CompanyPricesQuery, MyRepCompaniesQuery, RepCompanyActivityQuery } from '../api/repCompanies';
import { StartActingAsMutation } from '../api/actAs';
import { beginActing, endActing } from '../../../lib/actAs';

jest.mock('../../../lib/actAs', () => ({
  beginActing: jest.fn(),
  endActing: jest.fn(),
  actingReturnToken: jest.fn(() => 'own-token'),
}));
jest.setTimeout(30_000);

const companies = {
  request: { query: MyRepCompaniesQuery },
  result: {
    data: {
      myRepCompanies: [
        {
          __typename: 'RepCompany',
          id: 'c1',
          name: 'Acme',
          members: [
            {
              __typename: 'RepCompanyMember',
              id: 'b1',
              email: 'bea@acme.test',
              displayName: 'Bea',
              companyRole: 'BUYER',
            },
          ],
        },
      ],
    },
  },
};
const prices = {
  request: { query: CompanyPricesQuery, variables: { companyId: 'c1', search: null } },
  result: { data: { products: { __typename: 'ProductPage', items: [] } } },
};

it("lists the rep's companies and acts as a member with the act-as token", async () => {
  const started = {
    request: { query: StartActingAsMutation, variables: { buyerId: 'b1' } },
    result: {
      data: {
        startActingAs: {
          __typename: 'ActAsStart',
          token: 'act-token',
          banner: 'You are acting as Bea of Acme',
          expiresAt: '2027-01-01T00:00:00.000Z',
        },
      },
    },
  };
  renderAt(<MyCompaniesPage />, { auth: session(customer), mocks: [companies, started, prices] });
  expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Act as Bea of Acme' }));
  await waitFor(() => expect(beginActing).toHaveBeenCalledWith('act-token'));
});

it("links the company's quotes and each of its latest quotes to the rep's page of it", async () => {
  const activity = {
    request: { query: RepCompanyActivityQuery, variables: { companyId: 'c1' } },
    result: {
      data: {
        repCompanyOrders: [],
        repQuotes: [
          {
            __typename: 'SalesQuote',
            id: 'q1',
            quoteNumber: 'Q-000007',
            statusLabel: 'Requested',
            createdAt: '2026-11-29T08:00:00.000Z',
          },
        ],
      },
    },
  };
  renderAt(<MyCompaniesPage />, { auth: session(customer), mocks: [companies, prices, activity] });
  expect(await screen.findByRole('link', { name: 'Quotes of Acme' })).toHaveAttribute(
    'href',
    '/my-companies/c1/quotes',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Orders and quotes' }));
  expect(await screen.findByRole('link', { name: 'Q-000007' })).toHaveAttribute(
    'href',
    '/my-companies/c1/quotes/q1',
  );
});

it('the banner names the buyer and company; Stop ends the session and goes back', async () => {
  const mocks = [
    {
      request: { query: ActingBannerQuery },
      result: {
        data: { myActAsSession: { __typename: 'ActAsSessionInfo', banner: 'You are acting as Bea of Acme' } },
      },
    },
    { request: { query: StopActingFromBannerMutation }, result: { data: { stopActingAs: true } } },
  ];
  renderAt(<ActingBanner />, { auth: session(customer), mocks });
  expect(await screen.findByText('You are acting as Bea of Acme')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(endActing).toHaveBeenCalled());
});
