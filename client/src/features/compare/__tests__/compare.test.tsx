import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { CompareToggle } from '../../../components/CompareToggle';
import { setCompare, toggleCompare } from '../../../lib/compareStore';
import { idsFromSearch, specRows } from '../compareRows';
import ComparePage from '../ComparePage';
import { CompareProductsQuery } from '../api';
import { renderWithApp } from '../../../../test/render';

// jsdom has no PointerEvent; the checkbox's press handling builds one on blur.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
beforeEach(() => {
  act(() => setCompare([]));
});

describe('compare rows', () => {
  it('reads ids from the address without repeats and says when more than four were given', () => {
    expect(idsFromSearch(' a,b,,a,c ')).toEqual({ ids: ['a', 'b', 'c'], cut: false });
    expect(idsFromSearch('a,b,c,d,e')).toEqual({ ids: ['a', 'b', 'c', 'd'], cut: true });
    expect(idsFromSearch(null)).toEqual({ ids: [], cut: false });
  });

  it('makes one row per specification, blank where an item lacks it, marked when every item differs', () => {
    const rows = specRows([
      {
        specifications: [
          { key: 'w', name: 'Wattage', label: '100 W' },
          { key: 'd', name: 'Stick diameter', label: '11 mm' },
        ],
      },
      {
        specifications: [
          { key: 'w', name: 'Wattage', label: '60 W' },
          { key: 'd', name: 'Stick diameter', label: '11 mm' },
        ],
      },
      {
        specifications: [
          { key: 'w', name: 'Wattage', label: '20 W' },
          { key: 'p', name: 'Power source', label: 'Mains' },
        ],
      },
    ]);
    expect(rows).toEqual([
      { key: 'w', name: 'Wattage', cells: ['100 W', '60 W', '20 W'], allDiffer: true },
      { key: 'd', name: 'Stick diameter', cells: ['11 mm', '11 mm', null], allDiffer: false },
      { key: 'p', name: 'Power source', cells: [null, null, 'Mains'], allDiffer: false },
    ]);
    expect(specRows([{ specifications: [{ key: 'w', name: 'Wattage', label: '1 W' }] }])[0].allDiffer).toBe(
      false,
    );
  });
});

describe('the compare tick', () => {
  it('adds up to four items, refuses a fifth in words, and offers the compare page', async () => {
    ['a', 'b', 'c', 'd'].forEach((id) => toggleCompare(id));
    renderWithApp(
      <>
        <CompareToggle id="d" name="Gun D" />
        <CompareToggle id="e" name="Gun E" />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Compare Gun D' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Compare 4 items' })).toHaveAttribute(
      'href',
      '/compare?ids=a,b,c,d',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Gun E' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can compare up to four items. Remove one to add another.',
    );
    expect(screen.getByRole('checkbox', { name: 'Compare Gun E' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Gun D' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Gun E' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Gun E' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the compare page', () => {
  const item = (
    id: string,
    name: string,
    wattage: string,
    extra: Array<{ key: string; name: string; label: string }> = [],
  ) => ({
    __typename: 'Product' as const,
    id,
    sku: `SKU-${id}`,
    name,
    imageUrl: '/g.svg',
    priceCents: 1999,
    myPrice: id === 'a' ? { __typename: 'ContractPrice' as const, unitPriceCents: 1500 } : null,
    packSizes: [
      { __typename: 'PackSize' as const, name: 'Each', baseUnits: 1 },
      { __typename: 'PackSize' as const, name: 'Box of 10', baseUnits: 10 },
    ],
    weightGrams: id === 'a' ? 450 : null,
    specifications: [
      { __typename: 'ProductSpecification' as const, key: 'wattage', name: 'Wattage', label: wattage },
      ...extra.map((s) => ({ __typename: 'ProductSpecification' as const, ...s })),
    ],
  });

  it("shows the items side by side with the viewer's price, packs, weight and a row per specification", async () => {
    renderWithApp(
      <MockedProvider
        mocks={[
          {
            request: { query: CompareProductsQuery, variables: { ids: ['a', 'b'] } },
            result: {
              data: {
                compareProducts: [
                  item('a', 'Gun A', '100 W', [{ key: 'colour', name: 'Colour', label: 'Black' }]),
                  item('b', 'Gun B', '60 W'),
                ],
              },
            },
          },
        ]}
      >
        <ComparePage />
      </MockedProvider>,
      { path: '/compare?ids=a,b' },
    );
    const table = await screen.findByRole('table', { name: 'Items side by side' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(
      within(row('SKU'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SKU-a', 'SKU-b']);
    expect(
      within(row('Price per piece'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$15.00', '$19.99']);
    expect(within(row('Pack sizes')).getAllByRole('cell')[0]).toHaveTextContent('Each, Box of 10 (10)');
    expect(
      within(row('Weight of one unit'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['450 g', '—']);
    expect(row('Wattage')).toHaveAttribute('data-differs', 'true');
    expect(within(row('Wattage')).getByText('Differs')).toBeInTheDocument();
    expect(
      within(row('Colour'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Black', '']);
    expect(
      screen.getByText('Rows marked Differs have a different value for every item.'),
    ).toBeInTheDocument();
  });

  it('with no ids says how to add items', () => {
    renderWithApp(
      <MockedProvider mocks={[]}>
        <ComparePage />
      </MockedProvider>,
      { path: '/compare' },
    );
    expect(screen.getByText('Nothing to compare yet. Tick Compare on up to four items.')).toBeInTheDocument();
  });
});
