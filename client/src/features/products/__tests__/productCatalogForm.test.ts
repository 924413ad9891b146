import { productCatalogValues, toProductCatalogVariables } from '../components/productCatalogForm';

const specifications = [{ key: 'stick-diameter' }, { key: 'power-source' }, { key: 'colour' }];

describe('product categories and specifications form -> setProductCatalog variables', () => {
  it('fills every specification, empty where the product has no value', () => {
    const product = {
      categories: [{ slug: 'glue-guns' }],
      specifications: [{ key: 'power-source', value: 'Battery' }],
    };
    expect(productCatalogValues(product, specifications)).toEqual({
      categories: ['glue-guns'],
      specs: { 'stick-diameter': '', 'power-source': 'Battery', colour: '' },
    });
  });

  it("sends the categories in the tree's order and only the values given, trimmed, in the specifications' order", () => {
    const values = {
      categories: ['safety-gear', 'glue-guns', 'safety-gear'],
      specs: { colour: ' Red ', 'stick-diameter': '11 ', 'power-source': '' },
    };
    expect(
      toProductCatalogVariables('p1', values, specifications, ['glue-guns', 'pro-guns', 'safety-gear']),
    ).toEqual({
      productId: 'p1',
      categories: ['glue-guns', 'safety-gear'],
      specs: [
        { key: 'stick-diameter', value: '11' },
        { key: 'colour', value: 'Red' },
      ],
    });
  });

  it('no categories and no values: the product leaves every category and has no values', () => {
    expect(
      toProductCatalogVariables('p1', { categories: [], specs: { colour: '  ' } }, specifications),
    ).toEqual({ productId: 'p1', categories: [], specs: [] });
  });
});
