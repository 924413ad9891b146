/**
 * A sales rep's quotes of a company they serve: the list opens a quote; a requested quote shows the shop's pricing
 * form, which sends with repSendQuote; the server's refusal of a line shows under that line's price and changes
 * nothing on the page; the answer moves the quote to Sent; a closed quote offers no form.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import RepQuotesPage from '../components/RepQuotesPage';
import { RepCompanyQuotesQuery, RepSendQuoteMutation } from '../api/repQuotes';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(30_000);

const line = {
  __typename: 'SalesQuoteLine',
  position: 1,
  productId: 'p1',
  productName: 'Contract Sticks',
  sku: 'GG-STICK',
  quantity: 5000,
  note: '',
  targetPriceCents: 800,
  unitPriceCents: null,
  referencePriceCents: 900,
  lineTotalCents: null,
  discountBp: null,
};
const requested = {
  __typename: 'SalesQuoteVersion',
  number: 1,
  side: 'BUYER',
  authorName: 'Bea Buyer',
  note: 'For the spring fair',
  freightNote: '',
  expiresAt: null,
  approvalNeeded: false,
  approvedByName: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  totalCents: 0,
  lines: [line],
};
const quote = {
  __typename: 'SalesQuote',
  id: 'q1',
  number: 7,
  quoteNumber: 'Q-000007',
  status: 'REQUESTED',
  statusLabel: 'Requested',
  companyId: 'c1',
  buyerId: 'u1',
  currentVersion: 1,
  expiresAt: null,
  acceptedAt: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  versions: [requested],
};
const companies = [{ __typename: 'RepCompany', id: 'c1', name: 'Acme' }];
const listed = (q: object) => ({
  request: { query: RepCompanyQuotesQuery, variables: { companyId: 'c1' } },
  result: { data: { myRepCompanies: companies, repQuotes: [q] } },
});

const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const sendVariables = (unitPriceCents: number) => ({
  id: 'q1',
  version: 1,
  validUntil: day,
  freightNote: 'Free on one pallet',
  note: '',
  lines: [{ productId: 'p1', quantity: 5000, note: '', unitPriceCents }],
});
const sent = {
  ...quote,
  status: 'SENT',
  statusLabel: 'Sent to the buyer',
  currentVersion: 2,
  expiresAt: `${day}T00:00:00.000Z`,
  versions: [
    requested,
    {
      ...requested,
      number: 2,
      side: 'STAFF',
      authorName: 'Rex Rep',
      note: '',
      freightNote: 'Free on one pallet',
      totalCents: 4_250_000,
      lines: [{ ...line, unitPriceCents: 850, lineTotalCents: 4_250_000, discountBp: 556 }],
    },
  ],
};

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/my-companies/:companyId/quotes" element={<RepQuotesPage />} />
            <Route path="/my-companies/:companyId/quotes/:quoteId" element={<RepQuotesPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

it("lists a served company's quotes, each opening the rep's own page of it", async () => {
  renderAt('/my-companies/c1/quotes', [listed(quote)]);
  expect(await screen.findByRole('heading', { name: 'Quotes of Acme', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Q-000007' })).toHaveAttribute(
    'href',
    '/my-companies/c1/quotes/q1',
  );
  expect(screen.getByRole('link', { name: 'Back to My companies' })).toHaveAttribute('href', '/my-companies');
});

it('prices a requested quote with repSendQuote: a refused line is said under its price, then it is sent', async () => {
  const refused = {
    request: { query: RepSendQuoteMutation, variables: sendVariables(100) },
    result: {
      errors: [
        new GraphQLError('Line 1: the unit price must be at least $1.01', {
          path: ['repSendQuote'],
          extensions: { code: 'BAD_USER_INPUT', field: 'lines' },
        }),
      ],
    },
  };
  const accepted = {
    request: { query: RepSendQuoteMutation, variables: sendVariables(850) },
    result: { data: { repSendQuote: sent } },
  };
  renderAt('/my-companies/c1/quotes/q1', [listed(quote), refused, accepted]);
  expect(await screen.findByRole('heading', { name: 'Quote Q-000007', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('For Acme')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Price and send' });
  const price = screen.getByLabelText(/^Unit price \(USD\), line 1/);
  // The buyer's target price is where the rep starts; their own contract price is said beside it.
  expect(price).toHaveValue('8.00');
  expect(screen.getByText("Buyer's own price: $9.00")).toBeInTheDocument();
  const validUntil = screen.getByLabelText(/^Valid until/);
  await userEvent.clear(validUntil);
  await userEvent.type(validUntil, day);
  await userEvent.type(screen.getByLabelText(/^Freight note/), 'Free on one pallet');
  await userEvent.clear(price);
  await userEvent.type(price, '1.00');
  await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
  expect(await screen.findByText('Line 1: the unit price must be at least $1.01')).toBeInTheDocument();
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(notifySuccess).not.toHaveBeenCalled();
  expect(form).toBeInTheDocument();

  await userEvent.clear(price);
  await userEvent.type(price, '8.50');
  await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Q-000007 sent to the buyer.'));
  // The answer is the quote as sent: its version 2 is read with the rep's price, and a fresh form may revise it.
  expect(await screen.findByText('Sent to the buyer')).toBeInTheDocument();
  expect(form).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Version 2 by Rex Rep' })).toHaveTextContent('$8.50');
  expect(screen.getByLabelText(/^Unit price \(USD\), line 1/)).toHaveValue('8.50');
});

it('offers no pricing form once the quote is closed', async () => {
  renderAt('/my-companies/c1/quotes/q1', [listed({ ...sent, status: 'ACCEPTED', statusLabel: 'Accepted' })]);
  expect(await screen.findByText(/^Nothing to price now/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Price and send' })).toBeNull();
});
