import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { OrderForm } from '../src/features/products/components/OrderForm';
import { VariantPicker } from '../src/features/products/components/VariantPicker';
import { FamilyVariantsQuery } from '../src/features/products/api/product';
import { LocationProbe, customer, renderWithApp } from './render';

/** Glue sticks sold by the bag, in boxes of 25 and cases of 250; cheaper from 1,000 bags. */
const sticks = {
  id: 'p1',
  name: 'Clear Sticks',
  imageUrl: 'https://img.test/s.png',
  priceCents: 20,
  quantity: 50_000,
  quantityRule: { minimum: 100, increment: 100, maximum: null },
  priceBreaks: [{ minQuantity: 1000, unitPriceCents: 15 }],
  packSizes: [
    { name: 'Each', baseUnits: 1 },
    { name: 'Box of 25', baseUnits: 25 },
    { name: 'Case of 250', baseUnits: 250 },
  ],
};

describe('ordering in packs', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it('counts 4 cases of 250 as 1,000 units and sends the count with the pack', async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={sticks} user={customer} onPlace={onPlace} />);
    await userEvent.selectOptions(screen.getByLabelText('Order in'), 'Case of 250');
    await userEvent.type(screen.getByLabelText(/Quantity/), '4');
    expect(screen.getByText('4 × Case of 250 = 1,000 units')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlace).toHaveBeenCalledWith({ quantity: 4, phone: '+1 555 0100', packUnit: 'Case of 250' });
  });

  it("says in words why a pack breaks the quantity rule, and keeps the spec's alert below 100 units", async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={sticks} user={customer} onPlace={onPlace} />);
    await userEvent.selectOptions(screen.getByLabelText('Order in'), 'Box of 25');
    await userEvent.type(screen.getByLabelText(/Quantity/), '5');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('5 × Box of 25 = 125 units: Sold in cases of 100: 100 or 200'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Quantity/));
    await userEvent.type(screen.getByLabelText(/Quantity/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(alert).toHaveBeenCalledWith('please add 100+ itms becouse its wholesale market');
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('shows no pack choice for a product sold by the unit only', () => {
    renderWithApp(
      <OrderForm
        product={{ ...sticks, packSizes: [{ name: 'Each', baseUnits: 1 }] }}
        user={customer}
        onPlace={jest.fn()}
      />,
    );
    expect(screen.queryByLabelText('Order in')).not.toBeInTheDocument();
  });
});

describe('the variant picker', () => {
  const family = { id: 'f1', name: 'Glue sticks', optionNames: ['Diameter', 'Colour'] };
  const variant = (id: string, d: string, c: string, quantity: number) => ({
    __typename: 'Product' as const,
    id,
    quantity,
    quantityRule: { __typename: 'QuantityRule' as const, minimum: 100 },
    options: [
      { __typename: 'ProductOption' as const, value: d },
      { __typename: 'ProductOption' as const, value: c },
    ],
  });
  const mocks = [
    {
      request: { query: FamilyVariantsQuery, variables: { id: 'f1' } },
      result: {
        data: {
          productFamily: {
            __typename: 'ProductFamily' as const,
            id: 'f1',
            variants: [
              variant('v11c', '11 mm', 'Clear', 5000),
              variant('v11w', '11 mm', 'White', 5000),
              variant('v12c', '12 mm', 'Clear', 0),
            ],
          },
        },
      },
    },
  ];

  it("marks combinations that are not made or out of stock, and a pick opens that variant's page", async () => {
    renderWithApp(
      <MockedProvider mocks={mocks}>
        <>
          <VariantPicker
            productId="v11w"
            family={family}
            options={[
              { name: 'Diameter', value: '11 mm' },
              { name: 'Colour', value: 'White' },
            ]}
          />
          <LocationProbe />
        </>
      </MockedProvider>,
    );
    expect(await screen.findByRole('button', { name: '12 mm (not made)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/v11c');
  });
});
