import { screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import ShopPage from '../components/ShopPage';
import { ShopProductsQuery, shopVariables } from '../api/products';
import { MyCardPricesQuery } from '../../../lib/cardPrices';
import { customer, fakeAuth, renderWithApp } from '../../../../test/render';

const product = (id: string, name: string, priceCents: number) => ({
  __typename: 'Product' as const,
  id,
  name,
  description: `${name} for the line`,
  imageUrl: '/images/glue-gun-01.svg',
  priceCents,
  fromPriceCents: priceCents - 100,
  quantity: 500,
});

/** The grid's public page, and the buyer's own prices for it asked apart (only Gun A is on Acme's list). */
const mocks = [
  {
    request: { query: ShopProductsQuery, variables: shopVariables('', 1) },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          items: [product('a', 'Gun A', 1_000), product('b', 'Gun B', 2_000)],
          total: 2,
          page: 1,
          pageSize: 9,
        },
      },
    },
  },
  {
    request: { query: MyCardPricesQuery, variables: shopVariables('', 1) },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          items: [
            {
              __typename: 'Product' as const,
              id: 'a',
              myPrice: {
                __typename: 'ContractPrice' as const,
                unitPriceCents: 900,
                explanation: 'Your contract price: Acme 2027, 10 % off',
              },
            },
            { __typename: 'Product' as const, id: 'b', myPrice: null },
          ],
        },
      },
    },
  },
];

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('.chakra-card__root') as HTMLElement;

describe('product cards with contract prices', () => {
  it("show a signed-in buyer's contract price with its explanation and the list price beside it; the others stay at list price", async () => {
    renderWithApp(
      <MockedProvider mocks={mocks}>
        <ShopPage />
      </MockedProvider>,
      { path: '/shop', auth: fakeAuth({ user: customer }) },
    );
    const a = await card('Gun A');
    expect(await within(a).findByText('Price: $9.00')).toBeInTheDocument();
    expect(within(a).getByText('Your contract price: Acme 2027, 10 % off')).toBeInTheDocument();
    expect(within(a).getByText('List price $10.00')).toBeInTheDocument();
    const b = await card('Gun B');
    expect(within(b).getByText(/^Price: \$20\.00/)).toHaveTextContent('Price: $20.00 · from $19.00');
    expect(within(b).queryByText(/contract price/)).toBeNull();

    // The same lines under the price on both cards: the contract price arriving after the first paint moves nothing.
    const lines = (c: HTMLElement) =>
      [...c.querySelector('.chakra-card__body')!.children].map((e) => [
        e.tagName,
        e.getAttribute('aria-hidden'),
      ]);
    expect(lines(b).length).toBe(lines(a).length);
    expect(lines(b).slice(-2)).toEqual([
      ['P', 'true'],
      ['P', 'true'],
    ]);
    expect(lines(a).slice(-2)).toEqual([
      ['P', null],
      ['P', null],
    ]);
  });

  it('show a visitor list prices only, without asking for contract prices', async () => {
    renderWithApp(
      <MockedProvider mocks={mocks}>
        <ShopPage />
      </MockedProvider>,
      { path: '/shop' },
    );
    const a = await card('Gun A');
    expect(within(a).getByText(/^Price: \$10\.00/)).toHaveTextContent('Price: $10.00 · from $9.00');
    // Time enough for an answer that was asked for to arrive: none was.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Your contract price/)).toBeNull();
    expect(screen.queryByText(/List price/)).toBeNull();
  });
});
