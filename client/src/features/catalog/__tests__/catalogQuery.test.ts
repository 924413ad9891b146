import {
  activeFilterCount,
  buildCatalogQuery,
  catalogFilter,
  dollarsToCents,
  EMPTY_QUERY,
  parseCatalogQuery,
  toggleSpecValue,
  withInStock,
  withPage,
  withPrice,
} from '../catalogQuery';

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe('category filter <-> address', () => {
  it('reads specifications, in stock, price and page', () => {
    expect(
      parse('?stick-diameter=11,15&power-source=Mains&inStock=1&minPrice=10&maxPrice=40&page=2'),
    ).toEqual({
      specs: { 'stick-diameter': ['11', '15'], 'power-source': ['Mains'] },
      inStock: true,
      minPrice: '10',
      maxPrice: '40',
      page: 2,
    });
  });

  it('round-trips the address unchanged, commas and spaces included', () => {
    const search =
      'stick-diameter=11,15&power-source=Mains,Compressed%20air&inStock=1&minPrice=10&maxPrice=40&page=2';
    expect(buildCatalogQuery(parse(search))).toBe(search);
    expect(parse(buildCatalogQuery(parse(search)))).toEqual(parse(search));
  });

  it('reads commas encoded as %2C and repeated keys the same way, without duplicates', () => {
    expect(parse('stick-diameter=11%2C15&stick-diameter=15,7').specs).toEqual({
      'stick-diameter': ['11', '15', '7'],
    });
  });

  it('leaves out what is not a filter: other parameters, empty values, a bad page', () => {
    expect(parse('utm_source=mail&Stick=1&colour=,&page=-3&inStock=0')).toEqual(EMPTY_QUERY);
    expect(parse('page=abc').page).toBe(1);
    expect(buildCatalogQuery(EMPTY_QUERY)).toBe('');
  });

  it('ticks and unticks values, and any change goes back to page 1', () => {
    const page2 = withPage(parse('stick-diameter=11'), 2);
    const both = toggleSpecValue(page2, 'stick-diameter', '15');
    expect(buildCatalogQuery(both)).toBe('stick-diameter=11,15');
    expect(
      buildCatalogQuery(
        toggleSpecValue(toggleSpecValue(both, 'stick-diameter', '11'), 'stick-diameter', '15'),
      ),
    ).toBe('');
    expect(buildCatalogQuery(withInStock(page2, true))).toBe('stick-diameter=11&inStock=1');
    expect(buildCatalogQuery(withPrice(page2, ' 12.5 ', ''))).toBe('stick-diameter=11&minPrice=12.5');
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(parse('stick-diameter=11,15&inStock=1&maxPrice=40&page=3'))).toBe(4);
    expect(activeFilterCount(EMPTY_QUERY)).toBe(0);
  });

  it('turns dollars into cents and refuses what is not an amount', () => {
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(dollarsToCents('$10')).toBe(1000);
    expect(dollarsToCents('0.1')).toBe(10);
    for (const bad of ['', 'ten', '1.234', '-5', '1e3', null]) expect(dollarsToCents(bad)).toBeNull();
  });

  it('makes the server filter for the category', () => {
    expect(
      catalogFilter('glue-guns', parse('stick-diameter=11&inStock=1&minPrice=10&maxPrice=40.25')),
    ).toEqual({
      category: 'glue-guns',
      specs: [{ key: 'stick-diameter', values: ['11'] }],
      inStock: true,
      minPriceCents: 1000,
      maxPriceCents: 4025,
    });
    expect(catalogFilter('glue-sticks', parse('minPrice=cheap'))).toEqual({ category: 'glue-sticks' });
  });
});
