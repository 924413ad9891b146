import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { PriceQuoteForm } from '../components/PriceQuoteForm';
import { BuyerActions } from '../components/BuyerActions';
import { QuoteView } from '../components/QuoteView';
import type { QuoteRow } from '../quoteFacts';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const line = {
  position: 1,
  productId: 'p1',
  productName: 'ProBond 100W',
  sku: 'GG-100W',
  quantity: 500,
  note: '',
  targetPriceCents: null,
  unitPriceCents: null,
  referencePriceCents: 1250,
  lineTotalCents: null,
  discountBp: null,
};
const version = {
  number: 1,
  side: 'BUYER' as const,
  authorName: 'Quinn',
  note: '',
  freightNote: '',
  expiresAt: null,
  approvalNeeded: false,
  approvedByName: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  totalCents: 0,
  lines: [line],
};
const quote = (status: QuoteRow['status']): QuoteRow => ({
  id: 'q1',
  number: 7,
  quoteNumber: 'Q-000007',
  status,
  statusLabel: status,
  companyId: 'c1',
  buyerId: 'u1',
  currentVersion: 1,
  expiresAt: null,
  acceptedAt: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  versions: [version],
});
const wrap = (ui: React.ReactNode) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[]}>
        <MemoryRouter>{ui}</MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );

describe("the shop's price form", () => {
  it("starts at the buyer's own price and refuses an empty price and a past day under their fields", async () => {
    wrap(<PriceQuoteForm quote={quote('REQUESTED')} />);
    const price = screen.getByLabelText(/^Unit price \(USD\), line 1/);
    expect(price).toHaveValue('12.50');
    expect(screen.getByText("Buyer's own price: $12.50")).toBeInTheDocument();
    await userEvent.clear(price);
    const day = screen.getByLabelText(/^Valid until/);
    await userEvent.clear(day);
    await userEvent.type(day, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(screen.getByText('Give every line a unit price')).toBeInTheDocument());
    expect(screen.getByText('Valid until cannot be in the past')).toBeInTheDocument();
  });
});

describe("the buyer's moves", () => {
  it('offers accept, counter and decline on a sent quote, only decline while the shop prices, and nothing once final', () => {
    const { unmount } = wrap(<BuyerActions quote={quote('SENT')} />);
    for (const name of ['Accept quote', 'Counter-offer', 'Decline quote'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    unmount();
    const second = wrap(<BuyerActions quote={quote('REQUESTED')} />);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline quote' })).toBeInTheDocument();
    second.unmount();
    wrap(<BuyerActions quote={quote('ACCEPTED')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Go to My Orders to check out the quoted items' }),
    ).toHaveAttribute('href', '/my-orders');
  });
});

describe("the offer's money rows", () => {
  const priced = {
    ...version,
    number: 2,
    side: 'STAFF' as const,
    authorName: 'The shop',
    freightNote: 'One pallet',
    totalCents: 450_000,
    lines: [{ ...line, unitPriceCents: 900, lineTotalCents: 450_000 }],
  };
  const sent = { ...quote('SENT'), currentVersion: 2, versions: [version, priced] };
  const freight = {
    __typename: 'SalesQuoteFreight' as const,
    shippingMethodName: 'Road freight',
    chosenAtCheckout: false,
    freightCents: 9_000,
    pending: false,
    note: 'Over 100 kg',
    netCents: 450_000,
  };
  const rows = () =>
    screen.getAllByRole('definition').map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);

  it('print the freight by the method and a total of net plus freight', () => {
    wrap(<QuoteView quote={sent} freight={freight} />);
    expect(rows()).toEqual([
      ['Net', '$4,500.00'],
      ['Freight', '$90.00 (Road freight)'],
      ['Freight terms', 'One pallet'],
      ['Tax', 'Not included: added at checkout'],
      ['Total (before tax)', '$4,590.00'],
    ]);
  });

  it('say when the buyer chooses the method at checkout, and when the shop quotes the freight', () => {
    const { unmount } = wrap(
      <QuoteView
        quote={sent}
        freight={{ ...freight, shippingMethodName: null, chosenAtCheckout: true, freightCents: 0 }}
      />,
    );
    expect(rows()).toContainEqual(['Freight', 'By the method chosen at checkout']);
    expect(rows()).toContainEqual(['Total (before tax)', '$4,500.00']);
    unmount();
    wrap(<QuoteView quote={sent} freight={{ ...freight, pending: true, freightCents: 0 }} />);
    expect(rows()).toContainEqual(['Freight', 'Quoted by us once ordered (Road freight)']);
  });
});
