import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { RelatedItems, ReplacedNotice } from '../components/RelatedItems';
import { RelatedItemsForm, skusOf } from '../components/RelatedItemsForm';
import { AdminProductRelatedQuery, SetRelatedProductsMutation } from '../api/related';
import { renderWithApp } from '../../../../test/render';

const card = (id: string, sku: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  sku,
  name,
  imageUrl: '/g.svg',
  priceCents: 690,
  quantity: 500,
});
const rel = (kind: string, p: ReturnType<typeof card>) => ({
  __typename: 'RelatedProduct' as const,
  kind,
  product: p,
});

describe("a product's related items", () => {
  it("lists accessories and spare parts in their own sections, and a replaced item's notice links to its replacement", () => {
    const data = {
      product: {
        __typename: 'Product' as const,
        id: 'old',
        replacedBy: { __typename: 'Product' as const, id: 'new', sku: 'PB-100W', name: 'ProBond 100W' },
        related: [
          rel('ACCESSORY', card('s', 'GS-STAND', 'Stand')),
          rel('ACCESSORY', card('g', 'GS-11-CLR', 'Sticks')),
          rel('SPARE_PART', card('n', 'NK-5', 'Nozzle kit')),
        ],
      },
    };
    renderWithApp(
      <>
        <ReplacedNotice by={data.product.replacedBy} />
        <RelatedItems related={data.product.related as never} />
      </>,
    );
    const accessories = screen.getByRole('region', { name: 'Accessories' });
    expect(
      within(accessories)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Stand', 'Sticks']);
    expect(
      within(screen.getByRole('region', { name: 'Spare parts' })).getByRole('link', { name: 'Nozzle kit' }),
    ).toHaveAttribute('href', '/product/n');
    expect(screen.getByText('This item is discontinued')).toBeInTheDocument();
    expect(screen.getByText('It is replaced by ProBond 100W (PB-100W).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the replacement' })).toHaveAttribute('href', '/product/new');
  });
});

describe("the admin's related items form", () => {
  it('reads SKUs one a line or comma-separated', () => {
    expect(skusOf(' GS-STAND, NK-5\n\nGS-11-CLR ')).toEqual(['GS-STAND', 'NK-5', 'GS-11-CLR']);
  });

  it("saves accessories and shows the server's refusal under the replacement field", async () => {
    const product = {
      __typename: 'Product' as const,
      id: 'p1',
      related: [rel('SPARE_PART', card('n', 'NK-5', 'Nozzle kit'))],
    };
    const saved = jest.fn(() => ({
      data: {
        setRelatedProducts: {
          ...product,
          related: [rel('ACCESSORY', card('s', 'GS-STAND', 'Stand')), ...product.related],
        },
      },
    }));
    renderWithApp(
      <MockedProvider
        mocks={[
          {
            request: { query: AdminProductRelatedQuery, variables: { id: 'p1' } },
            result: { data: { product } },
          },
          {
            request: {
              query: SetRelatedProductsMutation,
              variables: { productId: 'p1', kind: 'ACCESSORY', related: ['GS-STAND'] },
            },
            result: saved,
          },
          {
            request: {
              query: SetRelatedProductsMutation,
              variables: { productId: 'p1', kind: 'REPLACED_BY', related: ['PB-60W'] },
            },
            result: {
              errors: [
                new GraphQLError(
                  'PB-60W is itself replaced, through its replacements, by PB-100W: that would be a loop',
                  { path: ['setRelatedProducts'], extensions: { code: 'BAD_USER_INPUT', field: 'related' } },
                ),
              ],
            },
          },
        ]}
      >
        <RelatedItemsForm productId="p1" />
      </MockedProvider>,
    );
    expect(await screen.findByLabelText(/Spare parts/)).toHaveValue('NK-5');
    await userEvent.type(screen.getByLabelText(/Accessories/), 'GS-STAND');
    await userEvent.click(screen.getByRole('button', { name: 'Save accessories' }));
    expect(await screen.findByText('accessories saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Replaced by/), 'PB-60W, PB-150W');
    await userEvent.click(screen.getByRole('button', { name: 'Save replacement' }));
    expect(await screen.findByText('Give one SKU only: an item has one replacement')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Replaced by/));
    await userEvent.type(screen.getByLabelText(/Replaced by/), 'PB-60W');
    await userEvent.click(screen.getByRole('button', { name: 'Save replacement' }));
    expect(
      await screen.findByText(
        'PB-60W is itself replaced, through its replacements, by PB-100W: that would be a loop',
      ),
    ).toBeInTheDocument();
  });
});
