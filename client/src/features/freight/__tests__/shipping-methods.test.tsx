/**
 * Dashboard → Shipping methods (docs/decisions/076): the list reads each method's rates as a person would, and the
 * form sends a weight table typed as "kg = price" lines in grams and cents; a line that does not read so is refused.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import ShippingMethodsPage from '../components/ShippingMethodsPage';
import {
  AdminShippingMethodsQuery,
  SaveShippingMethodMutation,
  ShippingMethodCompanyChoicesQuery,
} from '../api/shippingMethods';
import { ShopHolidaysQuery } from '../api/shopHolidays';
import { parseBands } from '../components/bands';

jest.setTimeout(60_000);

const road = {
  __typename: 'ShippingMethod' as const,
  id: 'm1',
  name: 'Road by weight',
  kind: 'WEIGHT',
  active: true,
  isDefault: true,
  version: 0,
  bands: [
    { __typename: 'WeightBand' as const, upToGrams: 10_000, priceCents: 900 },
    { __typename: 'WeightBand' as const, upToGrams: 100_000, priceCents: 2_500 },
  ],
  flatCents: null,
  parcelLimitGrams: null,
  palletCapacityGrams: null,
  palletPriceCents: null,
  companies: [],
  offered: true,
};
const acme = { __typename: 'ShippingMethodCompany' as const, id: 'c1', name: 'Acme Crafts' };
const saved = {
  ...road,
  id: 'm2',
  name: 'Courier',
  isDefault: false,
  bands: [{ __typename: 'WeightBand' as const, upToGrams: 2_500, priceCents: 650 }],
  companies: [acme],
  offered: false,
};

describe('shipping methods on the dashboard', () => {
  it('lists the methods with their rates and saves a new weight table in grams and cents, limited to a company found by name', async () => {
    const mocks = [
      {
        request: { query: AdminShippingMethodsQuery },
        maxUsageCount: 5,
        result: { data: { shippingMethods: [road] } },
      },
      { request: { query: ShopHolidaysQuery }, maxUsageCount: 5, result: { data: { shopHolidays: [] } } },
      {
        request: { query: ShippingMethodCompanyChoicesQuery, variables: { search: 'Acme', first: 20 } },
        maxUsageCount: 5,
        result: {
          data: {
            companyConnection: {
              __typename: 'CompanyConnection',
              nodes: [{ __typename: 'Company', id: 'c1', name: 'Acme Crafts' }],
            },
          },
        },
      },
      {
        request: {
          query: SaveShippingMethodMutation,
          variables: {
            id: null,
            input: {
              name: 'Courier',
              kind: 'WEIGHT',
              active: true,
              isDefault: false,
              bands: [{ upToGrams: 2_500, priceCents: 650 }],
              flatCents: null,
              parcelLimitGrams: null,
              palletCapacityGrams: null,
              palletPriceCents: null,
              companyIds: ['c1'],
            },
          },
        },
        result: { data: { saveShippingMethod: saved } },
      },
    ];
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={mocks}>
          <ShippingMethodsPage />
        </MockedProvider>
      </ChakraProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Shipping methods' });
    expect(within(list).getByText('Road by weight')).toBeInTheDocument();
    expect(within(list).getByText('Default')).toBeInTheDocument();
    expect(within(list).getByText('up to 10 kg: $9.00; up to 100 kg: $25.00')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a shipping method' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Courier');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Weight bands' }), 'ten = 6.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add method' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Write each band as "up to kg = price": "ten = 6.50" is not.',
    );
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Weight bands' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Weight bands' }), '2.5 = 6.50');
    const only = within(form).getByRole('group', { name: 'Only for these companies' });
    await userEvent.type(within(only).getByRole('searchbox', { name: 'Find a company' }), 'Acme');
    await userEvent.click(within(only).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(only).findByRole('checkbox', { name: 'Acme Crafts' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add method' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue(''), {
      timeout: 10_000,
    });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('reads bands in kilograms and dollars, with or without units', () => {
    expect(parseBands('10 = 9.00\n 100kg = $25\n')).toEqual({
      bands: [
        { upToGrams: 10_000, priceCents: 900 },
        { upToGrams: 100_000, priceCents: 2_500 },
      ],
    });
    expect(parseBands('0,5 = 1.20')).toEqual({ bands: [{ upToGrams: 500, priceCents: 120 }] });
  });
});
