/**
 * A price list's company locations in the dashboard: those given now are ticked, a company found by name offers its
 * locations, the whole set is saved in one call and said beside the button; a refusal shows under the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderAt } from '../../../../test/renderDashboard';
import { PriceListLocations } from '../components/PriceListLocations';
import {
  LocationChoicesQuery,
  PriceListLocationsQuery,
  SetPriceListLocationsMutation,
} from '../api/priceListLocations';
import { PriceListsQuery } from '../api/priceLists';

jest.setTimeout(60_000);

const leeds = {
  __typename: 'PriceListLocation' as const,
  id: 'loc1',
  label: 'Leeds',
  companyId: 'c1',
  companyName: 'Acme Crafts',
};
const york = {
  __typename: 'PriceListLocation' as const,
  id: 'loc2',
  label: 'York',
  companyId: 'c2',
  companyName: 'Bolt Ltd',
};
const current = (locations: unknown[]) => ({
  request: { query: PriceListLocationsQuery, variables: { id: 'l1' } },
  result: { data: { priceList: { __typename: 'PriceList', id: 'l1', locations } } },
});
const bolt = {
  request: { query: LocationChoicesQuery, variables: { search: 'bolt', first: 20 } },
  result: {
    data: {
      companyConnection: {
        __typename: 'CompanyConnection',
        nodes: [
          {
            __typename: 'Company',
            id: 'c2',
            name: 'Bolt Ltd',
            locations: [{ __typename: 'CompanyLocation', id: 'loc2', label: 'York', city: 'York' }],
          },
        ],
      },
    },
  },
};

it('gives the list to a location found by its company, and shows a refusal under the locations', async () => {
  const set = jest.fn(() => ({
    data: { setPriceListLocations: { __typename: 'PriceList', id: 'l1', locations: [leeds, york] } },
  }));
  renderAt(<PriceListLocations id="l1" name="Acme 2027" />, {
    mocks: [
      current([leeds]),
      bolt,
      {
        request: {
          query: SetPriceListLocationsMutation,
          variables: { id: 'l1', locationIds: ['loc1', 'loc2'] },
        },
        result: set,
      },
      { request: { query: PriceListsQuery }, result: { data: { priceLists: [] } } },
      current([leeds, york]),
      {
        request: { query: SetPriceListLocationsMutation, variables: { id: 'l1', locationIds: ['loc2'] } },
        result: {
          errors: [
            new GraphQLError(
              "A location can have at most 25 price lists, its company's and its own together: Bolt Ltd, York would have 26",
              {
                path: ['setPriceListLocations'],
                extensions: { code: 'BAD_USER_INPUT', field: 'locationIds' },
              },
            ),
          ],
        },
      },
    ],
  });
  const form = await screen.findByRole('form', { name: 'Locations of Acme 2027' });
  expect(await within(form).findByRole('checkbox', { name: 'Acme Crafts, Leeds' })).toBeChecked();
  await userEvent.type(within(form).getByLabelText('Find companies'), 'bolt');
  await userEvent.click(within(form).getByRole('button', { name: 'Find' }));
  await userEvent.click(await within(form).findByRole('checkbox', { name: 'Bolt Ltd, York (York)' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save locations' }));
  await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
  expect(
    (await screen.findByText('Acme 2027 is given to 2 locations')).closest('[role="status"]'),
  ).not.toBeNull();

  await userEvent.click(await within(form).findByRole('checkbox', { name: 'Acme Crafts, Leeds' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save locations' }));
  expect(await within(form).findByText(/^A location can have at most 25 price lists/)).toBeInTheDocument();
});
