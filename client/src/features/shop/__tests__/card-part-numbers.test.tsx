import { screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import ShopPage from '../components/ShopPage';
import { ShopProductsQuery, shopVariables } from '../api/products';
import { MyCardPricesQuery } from '../../../lib/cardPrices';
import { customer, fakeAuth, renderWithApp } from '../../../../test/render';

const product = (id: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  name,
  description: `${name} for the line`,
  imageUrl: '/images/glue-gun-01.svg',
  priceCents: 1_000,
  fromPriceCents: 900,
  quantity: 500,
});

/** The grid's public page, and the member's own read of it, which arrives later (Acme numbers Gun A only). */
const mocks = [
  {
    request: { query: ShopProductsQuery, variables: shopVariables('', 1) },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          items: [product('a', 'Gun A'), product('b', 'Gun B')],
          total: 2,
          page: 1,
          pageSize: 9,
        },
      },
    },
  },
  {
    request: { query: MyCardPricesQuery, variables: shopVariables('', 1) },
    delay: 200,
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          items: [
            {
              __typename: 'Product' as const,
              id: 'a',
              myPrice: null,
              myPartNumber: {
                __typename: 'CustomerPartNumber' as const,
                id: 'pn-a',
                partNumber: 'ACME 4711-A',
              },
            },
            { __typename: 'Product' as const, id: 'b', myPrice: null, myPartNumber: null },
          ],
        },
      },
    },
  },
];

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('.chakra-card__root') as HTMLElement;
/** The card's text lines, in order: the same count before and after the answer means nothing moved. */
const lines = (el: HTMLElement) => el.querySelector('.chakra-card__body')!.children.length;

describe("product cards with the company's own part numbers", () => {
  it("show a member their company's number on its item, in a line kept from the first paint", async () => {
    renderWithApp(
      <MockedProvider mocks={mocks}>
        <ShopPage />
      </MockedProvider>,
      { path: '/shop', auth: fakeAuth({ user: customer }) },
    );
    const a = await card('Gun A');
    const before = lines(a);
    expect(within(a).queryByText(/Your part no\./)).toBeNull();
    expect(await within(a).findByText('Your part no. ACME 4711-A')).toBeInTheDocument();
    expect(lines(a)).toBe(before);
    const b = await card('Gun B');
    expect(within(b).queryByText(/Your part no\./)).toBeNull();
    expect(lines(b)).toBe(before);
  });

  it('show a visitor no number and no line for one, without asking', async () => {
    renderWithApp(
      <MockedProvider mocks={mocks}>
        <ShopPage />
      </MockedProvider>,
      { path: '/shop' },
    );
    const a = await card('Gun A');
    // Time enough for an answer that was asked for to arrive: none was.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Your part no\./)).toBeNull();
    // The description follows the name at once: no line is kept for a number.
    expect(within(a).getByRole('heading', { name: 'Gun A' }).nextElementSibling).toHaveClass(
      'chakra-card__description',
    );
  });
});
