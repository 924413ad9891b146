/**
 * Dashboard → Price lists: the lists with priority, days, companies and entry count; a new list sent as typed on the
 * first click with a company found by search, its entries opened next and set from pasted lines (cents, basis
 * points); the server's refusals under the field and under the textarea, naming the line.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderAt } from '../../../../test/renderDashboard';
import PriceListsPage from '../components/PriceListsPage';
import {
  CustomerGroupsQuery,
  SaveCustomerGroupMutation,
  PriceListCompanyChoicesQuery,
  PriceListEntriesQuery,
  PriceListsQuery,
  SavePriceListMutation,
  SetPriceListEntriesMutation,
} from '../api/priceLists';

jest.setTimeout(60_000);

const company = (id: string, name: string) => ({ __typename: 'PriceListCompany' as const, id, name });
const list = (id: string, name: string, extra: object = {}) => ({
  __typename: 'PriceList' as const,
  id,
  name,
  priority: 0,
  validFrom: null,
  validTo: null,
  limitsProducts: false,
  entryCount: 0,
  companies: [],
  groups: [],
  locations: [],
  ...extra,
});
const group = (id: string, name: string, extra: object = {}) => ({
  __typename: 'CustomerGroup' as const,
  id,
  name,
  companies: [],
  priceLists: [],
  ...extra,
});
const groups = (rows: unknown[], maxUsageCount = 10) => ({
  request: { query: CustomerGroupsQuery },
  result: { data: { customerGroups: rows } },
  maxUsageCount,
});
const entry = (sku: string, extra: object) => ({
  __typename: 'PriceListEntry' as const,
  productId: `p-${sku}`,
  sku,
  productName: `Product ${sku}`,
  listPriceCents: 1000,
  unitPriceCents: null,
  percentOffBp: null,
  percentBreaks: [],
  ...extra,
});
const winter = list('l1', 'Winter deal', {
  priority: 5,
  validFrom: '2027-01-01',
  validTo: '2027-03-31',
  limitsProducts: true,
  entryCount: 12,
  companies: [company('c9', 'Bolt Ltd')],
});
const lists = (rows: unknown[]) => ({
  request: { query: PriceListsQuery },
  result: { data: { priceLists: rows } },
});
const choices = (search: string | null, rows: unknown[]) => ({
  maxUsageCount: 4,
  request: { query: PriceListCompanyChoicesQuery, variables: { search, first: 20 } },
  result: {
    data: {
      companyConnection: {
        __typename: 'CompanyConnection',
        nodes: rows.map((r) => ({ __typename: 'Company', ...(r as object) })),
      },
    },
  },
});
const input = {
  name: 'Acme 2027',
  priority: 1,
  validFrom: null,
  validTo: null,
  limitsProducts: true,
  companyIds: ['c1'],
  groupIds: [],
};

async function fillNewList() {
  const form = await screen.findByRole('form', { name: 'Add a price list' });
  await userEvent.type(within(form).getByLabelText(/^Name/), 'Acme 2027');
  await userEvent.clear(within(form).getByLabelText(/^Priority/));
  await userEvent.type(within(form).getByLabelText(/^Priority/), '1');
  await userEvent.type(within(form).getByLabelText('Find companies'), 'acme');
  await userEvent.click(within(form).getByRole('button', { name: 'Find' }));
  await userEvent.click(await within(form).findByRole('checkbox', { name: 'Acme Crafts' }));
  const limits = within(form).getByRole('checkbox', { name: 'Limit the products its companies see' });
  expect(limits).not.toBeChecked();
  expect(limits).toHaveAccessibleDescription(/companies see and order only the products it names/);
  await userEvent.click(limits);
  return form;
}

describe('Dashboard: Price lists', () => {
  it('lists each list, adds one on the first click and sets its entries from pasted lines', async () => {
    const acme = list('l2', 'Acme 2027', { priority: 1, companies: [company('c1', 'Acme Crafts')] });
    const save = jest.fn(() => ({ data: { savePriceList: acme } }));
    const set = jest.fn(() => ({
      data: {
        setPriceListEntries: {
          ...acme,
          entryCount: 2,
          entries: [
            entry('GG-A', {
              percentOffBp: 1000,
              percentBreaks: [{ __typename: 'PercentBreak', minQuantity: 1000, percentOffBp: 1500 }],
            }),
            entry('GG-B', { unitPriceCents: 880 }),
          ],
        },
      },
    }));
    renderAt(<PriceListsPage />, {
      mocks: [
        lists([winter]),
        choices(null, []),
        choices('acme', [{ id: 'c1', name: 'Acme Crafts' }]),
        groups([]),
        { request: { query: SavePriceListMutation, variables: { id: null, input } }, result: save },
        lists([winter, acme]),
        {
          request: { query: PriceListEntriesQuery, variables: { id: 'l2' } },
          result: { data: { priceList: { ...acme, entries: [] } } },
        },
        {
          request: {
            query: SetPriceListEntriesMutation,
            variables: {
              id: 'l2',
              entries: [
                {
                  sku: 'GG-A',
                  unitPriceCents: null,
                  percentOffBp: 1000,
                  percentBreaks: [{ minQuantity: 1000, percentOffBp: 1500 }],
                },
                { sku: 'GG-B', unitPriceCents: 880, percentOffBp: null },
              ],
            },
          },
          result: set,
        },
        lists([winter, { ...acme, entryCount: 2 }]),
      ],
    });
    const shown = await screen.findByRole('list', { name: 'Price lists' });
    expect(within(shown).getByText('Winter deal')).toBeInTheDocument();
    expect(
      within(shown).getByText('Priority 5 · 2027-01-01 to 2027-03-31 · Limits products'),
    ).toBeInTheDocument();
    expect(within(shown).getByText('Bolt Ltd')).toBeInTheDocument();
    expect(within(shown).getByText('12 entries')).toBeInTheDocument();
    const form = await fillNewList();
    await userEvent.click(within(form).getByRole('button', { name: 'Add price list' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect((await screen.findByText('Price list Acme 2027 added')).closest('[role="status"]')).not.toBeNull();
    const entries = await screen.findByRole('region', { name: 'Entries of Acme 2027' });
    expect(await within(entries).findByText('No entries yet: paste some below.')).toBeInTheDocument();
    await userEvent.type(within(entries).getByLabelText(/^Entries to set/), 'gg-a,10%,1000=15%\nGG-B,8.80');
    await userEvent.click(within(entries).getByRole('button', { name: 'Save entries' }));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    const table = await within(entries).findByRole('table', { name: 'Entries of Acme 2027' });
    expect(within(table).getByText('10 % off; 15 % off from 1,000')).toBeInTheDocument();
    expect(within(table).getByText('$8.80 a unit')).toBeInTheDocument();
    expect(
      within(entries).getByText('2 entries of Acme 2027 saved').closest('[role="status"]'),
    ).not.toBeNull();
  });

  it("shows the server's refusals under the field they name, and a refused line under the textarea", async () => {
    renderAt(<PriceListsPage />, {
      mocks: [
        lists([winter]),
        choices(null, []),
        choices('acme', [{ id: 'c1', name: 'Acme Crafts' }]),
        groups([]),
        {
          request: { query: SavePriceListMutation, variables: { id: null, input } },
          result: {
            errors: [
              new GraphQLError('A price list named "Acme 2027" already exists', {
                path: ['savePriceList'],
                extensions: { code: 'CONFLICT', field: 'name' },
              }),
            ],
          },
        },
        {
          request: { query: PriceListEntriesQuery, variables: { id: 'l1' } },
          result: { data: { priceList: { ...winter, entries: [] } } },
        },
        {
          request: {
            query: SetPriceListEntriesMutation,
            variables: { id: 'l1', entries: [{ sku: 'GG-NOPE', unitPriceCents: 100, percentOffBp: null }] },
          },
          result: {
            errors: [
              new GraphQLError('Line 1: no product has the SKU "GG-NOPE"', {
                path: ['setPriceListEntries'],
                extensions: { code: 'BAD_USER_INPUT', field: 'entries' },
              }),
            ],
          },
        },
      ],
    });
    const form = await fillNewList();
    await userEvent.click(within(form).getByRole('button', { name: 'Add price list' }));
    expect(
      await within(form).findByText('A price list named "Acme 2027" already exists'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Entries of Winter deal' }));
    const entries = await screen.findByRole('region', { name: 'Entries of Winter deal' });
    const lines = within(entries).getByLabelText(/^Entries to set/);
    await userEvent.type(lines, 'GG-NOPE 1');
    await userEvent.click(within(entries).getByRole('button', { name: 'Save entries' }));
    expect(await within(entries).findByText(/^Line 1: write the SKU, a comma/)).toBeInTheDocument();
    await userEvent.clear(lines);
    await userEvent.type(lines, 'GG-NOPE,1');
    await userEvent.click(within(entries).getByRole('button', { name: 'Save entries' }));
    expect(await within(entries).findByText('Line 1: no product has the SKU "GG-NOPE"')).toBeInTheDocument();
  });
});

describe('Dashboard: Price lists, customer groups', () => {
  it('adds a customer group with a company found by search, and gives a list to it', async () => {
    const tier2 = group('g1', 'Distributors, tier 2', { companies: [company('c1', 'Acme Crafts')] });
    const saveGroup = jest.fn(() => ({ data: { saveCustomerGroup: tier2 } }));
    const saveList = jest.fn(() => ({
      data: {
        savePriceList: list('l3', 'Tier 2 prices', {
          groups: [{ __typename: 'CustomerGroupName', id: 'g1', name: 'Distributors, tier 2' }],
        }),
      },
    }));
    renderAt(<PriceListsPage />, {
      mocks: [
        lists([]),
        choices(null, []),
        choices('acme', [{ id: 'c1', name: 'Acme Crafts' }]),
        groups([], 1),
        {
          request: {
            query: SaveCustomerGroupMutation,
            variables: { id: null, input: { name: 'Distributors, tier 2', companyIds: ['c1'] } },
          },
          result: saveGroup,
        },
        groups([tier2]),
        lists([]),
        {
          request: {
            query: SavePriceListMutation,
            variables: {
              id: null,
              input: {
                name: 'Tier 2 prices',
                priority: 0,
                validFrom: null,
                validTo: null,
                limitsProducts: false,
                companyIds: [],
                groupIds: ['g1'],
              },
            },
          },
          result: saveList,
        },
        {
          request: { query: PriceListEntriesQuery, variables: { id: 'l3' } },
          result: { data: { priceList: { ...list('l3', 'Tier 2 prices'), entries: [] } } },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Add a customer group' });
    await userEvent.type(within(form).getByLabelText(/^Group name/), 'Distributors, tier 2');
    await userEvent.type(within(form).getByLabelText('Find companies'), 'acme');
    await userEvent.click(within(form).getByRole('button', { name: 'Find' }));
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Acme Crafts' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer group' }));
    await waitFor(() => expect(saveGroup).toHaveBeenCalledTimes(1));
    expect(
      (await screen.findByText('Customer group Distributors, tier 2 added')).closest('[role="status"]'),
    ).not.toBeNull();
    const shown = await screen.findByRole('list', { name: 'Customer groups' });
    expect(within(shown).getByText('Acme Crafts')).toBeInTheDocument();

    const listForm = screen.getByRole('form', { name: 'Add a price list' });
    await userEvent.type(within(listForm).getByLabelText(/^Name/), 'Tier 2 prices');
    await userEvent.click(await within(listForm).findByRole('checkbox', { name: 'Distributors, tier 2' }));
    await userEvent.click(within(listForm).getByRole('button', { name: 'Add price list' }));
    await waitFor(() => expect(saveList).toHaveBeenCalledTimes(1));
  });
});
