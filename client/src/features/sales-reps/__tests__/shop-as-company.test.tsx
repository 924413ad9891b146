/** "See the shop as company X" on the dashboard (docs/decisions/084): a company's price at a chosen quantity, read-only. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { customer, fakeAuth, renderWithApp } from '../../../../test/render';
import ShopAsCompanyPage from '../components/ShopAsCompanyPage';
import { ShopAsCompanyCompaniesQuery, ShopAsCompanyQuery } from '../api/repCompanies';

const companies = {
  request: { query: ShopAsCompanyCompaniesQuery, variables: { search: null } },
  result: {
    data: {
      companies: {
        __typename: 'CompanyPage',
        rows: [
          { __typename: 'Company', id: 'c1', name: 'Acme Crafts' },
          { __typename: 'Company', id: 'c2', name: 'Bolt Supplies' },
        ],
      },
    },
  },
};
const tier = (minQuantity: number, unitPriceCents: number, explanation: string) => ({
  __typename: 'ContractPriceTier',
  minQuantity,
  unitPriceCents,
  explanation,
});
const product = (id: string, name: string, companyPrice: unknown, offeredToCompany = true) => ({
  __typename: 'Product',
  id,
  name,
  sku: `${id.toUpperCase()}-1`,
  priceCents: 1_000,
  priceBreaks: [{ __typename: 'PriceBreak', minQuantity: 500, unitPriceCents: 950 }],
  quantityRule: { __typename: 'QuantityRule', minimum: 100 },
  companyPrice,
  offeredToCompany,
});
const prices = {
  request: { query: ShopAsCompanyQuery, variables: { companyId: 'c1', search: null } },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        items: [
          product('gun', 'Pallet Gun', {
            __typename: 'ContractPrice',
            unitPriceCents: 880,
            explanation: 'Your contract price: Acme 2027, $8.80 a unit',
            tiers: [
              tier(100, 880, 'Your contract price: Acme 2027, $8.80 a unit'),
              tier(1_000, 750, 'Your contract price: Acme 2027, $7.50 a unit'),
            ],
          }),
          product('stick', 'Glue Stick', null),
          product('nozzle', 'Spare Nozzle', null, false),
        ],
      },
    },
  },
};

it("shows the chosen company's price and why at the quantity typed, labelled read-only", async () => {
  renderWithApp(
    <MockedProvider mocks={[companies, prices]}>
      <ShopAsCompanyPage />
    </MockedProvider>,
    {
      path: '/dashboard/company-prices?company=c1',
      auth: fakeAuth({ user: { ...customer, role: 'ADMIN' }, isAdmin: true }),
    },
  );
  expect(await screen.findByText(/^Prices as Acme Crafts sees them: read-only/)).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'See the shop as a company' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
  // At each product's minimum first: the first step, and the list price for a product no list names.
  expect(
    within(row('Pallet Gun'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Pallet Gun (GUN-1)', '100', '$10.00', '$8.80', 'Your contract price: Acme 2027, $8.80 a unit']);
  expect(
    within(row('Glue Stick'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Glue Stick (STICK-1)', '100', '$10.00', '$10.00', 'List price']);
  // A product the company's price lists do not let it see says so, rather than showing a price it cannot pay.
  expect(within(row('Spare Nozzle')).getAllByRole('cell')[4]).toHaveTextContent(
    'Not offered to this company: its price lists do not name this product',
  );
  await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '1200');
  expect(
    within(row('Pallet Gun'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Pallet Gun (GUN-1)',
    '1,200',
    '$9.50',
    '$7.50',
    'Your contract price: Acme 2027, $7.50 a unit',
  ]);
  expect(within(row('Glue Stick')).getAllByRole('cell')[3]).toHaveTextContent('$9.50');
});
