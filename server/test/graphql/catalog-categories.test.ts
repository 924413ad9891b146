/**
 * Categories, specifications and facets on the seeded demo catalog: the tree and its counts, a category's products
 * with everything below it, filters by specification values (any value of one, all of several), in stock and price,
 * facet counts that leave out their own facet, the same list on both list shapes, and the admins' writes.
 */
import { createHarness, type Harness } from '../support/harness';
import { seedIfEmpty } from '../../src/db/seed';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  await seedIfEmpty(h.db);
});

const skus = (rows: Array<{ sku: string }>) => rows.map((r) => r.sku).sort();
const LIST = `query($f: CatalogFilter, $s: String) {
  products(filter: $f, search: $s, pageSize: 50) { total items { sku } }
  productConnection(filter: $f, search: $s, first: 50) { totalCount nodes { sku } }
}`;
const FACETS = `query($f: CatalogFilter, $s: String) { catalogFacets(filter: $f, search: $s) {
  totalCount inStockCount priceRange { minCents maxCents } specs { key name unit values { value label count selected } } } }`;

async function list(filter: unknown, search?: string) {
  const res = await h.gql(LIST, { f: filter, s: search });
  expect(res.errors).toBeUndefined();
  // Both list shapes answer the same products for the same filter.
  expect(skus(res.data.productConnection.nodes)).toEqual(skus(res.data.products.items));
  expect(res.data.productConnection.totalCount).toBe(res.data.products.total);
  return skus(res.data.products.items);
}

describe('the category tree', () => {
  it('lists parents before children in order, with breadcrumbs, children and product counts that include the subtree', async () => {
    const res = await h.gql(
      '{ categories { slug parentId productCount } category(slug: "craft-glue-guns") { name breadcrumbs { slug } children { slug } filters { key } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(
      res.data.categories.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]),
    ).toEqual([
      ['glue-guns', 10],
      ['craft-glue-guns', 3],
      ['professional-glue-guns', 5],
      ['industrial-glue-guns', 2],
      ['glue-sticks', 7],
      ['accessories', 2],
    ]);
    expect(res.data.category).toEqual({
      name: 'Craft and school guns',
      breadcrumbs: [{ slug: 'glue-guns' }, { slug: 'craft-glue-guns' }],
      children: [],
      filters: [{ key: 'wattage' }, { key: 'stick-diameter' }],
    });
    const missing = await h.gql('{ category(slug: "no-such") { id } }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('a product shows its categories and its specifications with their units', async () => {
    const res = await h.gql(
      '{ products(search: "PB-100W", pageSize: 1) { items { sku categories { slug } specifications { key value label } } } }',
    );
    expect(res.data.products.items[0]).toEqual({
      sku: 'PB-100W',
      categories: [{ slug: 'professional-glue-guns' }],
      specifications: [
        { key: 'wattage', value: '100', label: '100 W' },
        { key: 'power-source', value: 'Mains', label: 'Mains' },
        { key: 'stick-diameter', value: '11', label: '11 mm' },
        { key: 'max-temperature', value: '220', label: '220 °C' },
      ],
    });
  });
});

describe('filtering a category', () => {
  it('a category holds everything below it; values of one specification add up, two specifications narrow', async () => {
    expect(await list({ category: 'glue-guns' })).toHaveLength(10);
    expect(await list({ category: 'glue-guns', specs: [{ key: 'stick-diameter', values: ['11'] }] })).toEqual(
      ['CF-18V', 'DT-60W', 'PB-100W', 'PB-150W', 'PB-60W'],
    );
    expect(
      await list({ category: 'glue-guns', specs: [{ key: 'stick-diameter', values: ['11', '15 mm'] }] }),
    ).toEqual(['AB-500', 'CF-18V', 'DT-60W', 'PB-100W', 'PB-150W', 'PB-60W', 'WP-250W']);
    expect(
      await list({
        category: 'glue-guns',
        specs: [
          { key: 'stick-diameter', values: ['11', '15'] },
          { key: 'power-source', values: ['mains'] },
        ],
      }),
    ).toEqual(['DT-60W', 'PB-100W', 'PB-150W', 'PB-60W', 'WP-250W']);
    // With the search: words and part numbers inside the category only.
    expect(await list({ category: 'glue-sticks' }, 'clear')).toEqual(['GS-11-CLR', 'GS-12-CLR', 'GS-7-MINI']);
    expect(await list({ specs: [{ key: 'stick-diameter', values: ['7'] }] })).toEqual([
      'GS-7-MINI',
      'GS-7-WHT',
      'MC-20W',
      'PT-40W',
      'ST-10W',
    ]);
  });

  it('in stock means stock for the minimum order; price limits the list price', async () => {
    await h.db.product.update({ where: { sku: 'DT-60W' }, data: { quantity: 99 } });
    expect(await list({ category: 'professional-glue-guns', inStock: true })).toEqual([
      'CF-18V',
      'PB-100W',
      'PB-150W',
      'PB-60W',
    ]);
    expect(await list({ category: 'glue-guns', minPriceCents: 1_500, maxPriceCents: 4_000 })).toEqual([
      'CF-18V',
      'DT-60W',
      'PB-100W',
      'PB-150W',
      'PB-60W',
    ]);
  });

  it('facets count each value among what the rest of the filter selects, and keep a chosen value listed', async () => {
    await h.db.product.update({ where: { sku: 'DT-60W' }, data: { quantity: 0 } });
    const res = await h.gql(FACETS, {
      f: { category: 'glue-guns', specs: [{ key: 'stick-diameter', values: ['11'] }] },
    });
    expect(res.errors).toBeUndefined();
    const f = res.data.catalogFacets;
    expect([f.totalCount, f.inStockCount, f.priceRange]).toEqual([
      5,
      4,
      { minCents: 1_575, maxCents: 3_990 },
    ]);
    const facet = (key: string) =>
      f.specs
        .find((s: { key: string }) => s.key === key)
        .values.map((v: { value: string; count: number; selected: boolean }) => [
          v.value,
          v.count,
          v.selected,
        ]);
    // Its own facet leaves its own condition out: every diameter of the category, 11 chosen.
    expect(facet('stick-diameter')).toEqual([
      ['7', 3, false],
      ['11', 5, true],
      ['15', 2, false],
    ]);
    expect(facet('wattage')).toEqual([
      ['60', 2, false],
      ['100', 1, false],
      ['150', 1, false],
    ]);
    expect(facet('power-source')).toEqual([
      ['Mains', 4, false],
      ['Battery', 1, false],
    ]);
    expect(f.specs.map((s: { key: string }) => s.key)).toEqual(['wattage', 'power-source', 'stick-diameter']);
    // A chosen value no product has is still listed, with 0, so it can be taken off.
    const none = await h.gql(FACETS, {
      f: {
        category: 'glue-sticks',
        specs: [
          { key: 'colour', values: ['Brown'] },
          { key: 'stick-diameter', values: ['15'] },
        ],
      },
    });
    expect(none.data.catalogFacets.totalCount).toBe(0);
    expect(none.data.catalogFacets.priceRange).toBeNull();
    expect(none.data.catalogFacets.specs[0].values).toContainEqual({
      value: '15',
      label: '15 mm',
      count: 0,
      selected: true,
    });
  });

  it("a family's seeded variants sit in its categories with its values, and each facet count is what its list holds", async () => {
    const white = await h.gql(
      '{ products(search: "GS-11-WHT", pageSize: 1) { items { sku categories { slug breadcrumbs { slug } } specifications { key value } } } }',
    );
    expect(white.data.products.items[0]).toEqual({
      sku: 'GS-11-WHT',
      categories: [{ slug: 'glue-sticks', breadcrumbs: [{ slug: 'glue-sticks' }] }],
      specifications: [
        { key: 'stick-diameter', value: '11' },
        { key: 'colour', value: 'White' },
        { key: 'pack', value: '1 kg' },
      ],
    });
    expect(await list({ category: 'glue-sticks', specs: [{ key: 'colour', values: ['White'] }] })).toEqual([
      'GS-11-WHT',
      'GS-7-WHT',
    ]);
    const res = await h.gql(FACETS, { f: { category: 'glue-sticks' } });
    expect(res.errors).toBeUndefined();
    const f = res.data.catalogFacets;
    expect([f.totalCount, f.inStockCount]).toEqual([7, 6]);
    const counted = f.specs.map((s: { key: string; values: Array<{ value: string; count: number }> }) => [
      s.key,
      s.values.map((v) => [v.value, v.count]),
    ]);
    expect(counted).toEqual([
      [
        'stick-diameter',
        [
          ['7', 2],
          ['11', 4],
          ['12', 1],
        ],
      ],
      [
        'colour',
        [
          ['Clear', 3],
          ['Brown', 1],
          ['Glitter mix', 1],
          ['White', 2],
        ],
      ],
    ]);
    // Each count is the length of the list that choosing its value gives.
    for (const [key, values] of counted as Array<[string, Array<[string, number]>]>)
      for (const [value, count] of values)
        expect([
          key,
          value,
          (await list({ category: 'glue-sticks', specs: [{ key, values: [value] }] })).length,
        ]).toEqual([key, value, count]);
    expect((await list({ category: 'glue-sticks', inStock: true })).length).toBe(f.inStockCount);
  });

  it("each category's count is what its list holds, the variants too, an item placed twice in one tree once", async () => {
    const counts = async () =>
      (await h.gql('{ categories { slug productCount } }')).data.categories as Array<{
        slug: string;
        productCount: number;
      }>;
    for (const { slug, productCount } of await counts())
      expect([slug, productCount]).toEqual([slug, (await list({ category: slug })).length]);
    const pb60 = await h.db.product.findUniqueOrThrow({ where: { sku: 'PB-60W' } });
    // Already under Glue guns through Professional guns: placed in Glue guns itself too, and in Glue sticks.
    for (const slug of ['glue-guns', 'glue-sticks']) {
      const c = await h.db.category.findUniqueOrThrow({ where: { slug } });
      await h.db.productCategory.create({ data: { productId: pb60.id, categoryId: c.id } });
    }
    expect((await counts()).map((c) => [c.slug, c.productCount])).toEqual([
      ['glue-guns', 10],
      ['craft-glue-guns', 3],
      ['professional-glue-guns', 5],
      ['industrial-glue-guns', 2],
      ['glue-sticks', 8],
      ['accessories', 2],
    ]);
  });

  it('a chosen value outside the 100 most common keeps its own count', async () => {
    // 101 values of wattage in the craft guns, each on one product except 400 W on none: the chosen rare value (1 W,
    // on one product, the 101st by count) must show 1, not 0.
    const [{ id: cat }] = await h.db.$queryRaw<
      Array<{ id: string }>
    >`SELECT "id" FROM "Category" WHERE "slug" = 'craft-glue-guns'`;
    const [{ id: spec }] = await h.db.$queryRaw<
      Array<{ id: string }>
    >`SELECT "id" FROM "Specification" WHERE "key" = 'wattage'`;
    for (let w = 1; w <= 101; w++) {
      const p = await h.factories.createProduct(h.db, { name: `Gun ${w} W` });
      await h.db
        .$executeRaw`INSERT INTO "ProductCategory" ("productId", "categoryId") VALUES (${p.id}::uuid, ${cat}::uuid)`;
      // The common values (2 W and up) on two products each, so 1 W is last by count.
      await h.db
        .$executeRaw`INSERT INTO "ProductSpec" ("productId", "specificationId", "value", "numberValue") VALUES (${p.id}::uuid, ${spec}::uuid, ${String(w)}, ${w})`;
      if (w > 1) {
        const twin = await h.factories.createProduct(h.db, { name: `Gun ${w} W twin` });
        await h.db
          .$executeRaw`INSERT INTO "ProductCategory" ("productId", "categoryId") VALUES (${twin.id}::uuid, ${cat}::uuid)`;
        await h.db
          .$executeRaw`INSERT INTO "ProductSpec" ("productId", "specificationId", "value", "numberValue") VALUES (${twin.id}::uuid, ${spec}::uuid, ${String(w)}, ${w})`;
      }
    }
    const res = await h.gql(FACETS, {
      f: { category: 'craft-glue-guns', specs: [{ key: 'wattage', values: ['1'] }] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.catalogFacets.totalCount).toBe(1);
    const wattage = res.data.catalogFacets.specs.find((f: { key: string }) => f.key === 'wattage');
    expect(wattage.values).toContainEqual({ value: '1', label: '1 W', count: 1, selected: true });
    expect(wattage.values.length).toBeLessThanOrEqual(101);
  });

  it('refuses a filter it cannot read in words, naming the field, and answers nothing else', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ category: 'no-such' }, 'NOT_FOUND', 'No category is called "no-such"'],
      [{ specs: [{ key: 'voltage', values: ['12'] }] }, 'NOT_FOUND', 'No specification is called "voltage"'],
      [
        { specs: [{ key: 'stick-diameter', values: ['eleven'] }] },
        'BAD_USER_INPUT',
        'Stick diameter must be a number of mm, not "eleven"',
      ],
      [
        { specs: [{ key: 'colour', values: ['Red'] }] },
        'BAD_USER_INPUT',
        'Colour is one of Clear, Brown, Glitter mix, White; "Red" is not',
      ],
      [{ specs: [{ key: 'colour', values: [] }] }, 'BAD_USER_INPUT', 'Colour needs at least one value'],
      [
        { specs: [{ key: 'wattage', values: Array.from({ length: 21 }, (_, i) => String(i)) }] },
        'BAD_USER_INPUT',
        'At most 20 values of Wattage at once',
      ],
      [{ minPriceCents: 500, maxPriceCents: 100 }, 'BAD_USER_INPUT', 'The lowest price is above the highest'],
      [{ minPriceCents: -1 }, 'BAD_USER_INPUT', 'minPriceCents must be a whole number of cents from 0'],
    ];
    for (const [filter, code, message] of cases) {
      for (const query of [LIST, FACETS]) {
        const res = await h.gql(query, { f: filter });
        expect([message, res.errors?.[0].extensions?.code, res.errors?.[0].message]).toEqual([
          message,
          code,
          message,
        ]);
      }
    }
  });
});

describe('REST', () => {
  it('the same filter as a query string: categories, one category, facets and the filtered list', async () => {
    const list = await h
      .http()
      .get(
        '/catalog/products?category=glue-guns&spec.stick-diameter=11,15&spec.power-source=Mains&pageSize=50',
      );
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('5');
    expect(skus(list.body)).toEqual(['DT-60W', 'PB-100W', 'PB-150W', 'PB-60W', 'WP-250W']);
    const facets = await h.http().get('/catalog/facets?category=glue-guns&spec.stick-diameter=11');
    expect(facets.body).toMatchObject({
      totalCount: 5,
      specs: expect.arrayContaining([expect.objectContaining({ key: 'stick-diameter' })]),
    });
    const one = await h.http().get('/categories/craft-glue-guns');
    expect(one.body).toMatchObject({
      name: 'Craft and school guns',
      productCount: 3,
      breadcrumbs: [
        { slug: 'glue-guns', name: 'Glue guns' },
        { slug: 'craft-glue-guns', name: 'Craft and school guns' },
      ],
    });
    expect((await h.http().get('/categories')).body).toHaveLength(6);
    const bad = await h.http().get('/catalog/products?spec.stick-diameter=eleven');
    expect([bad.status, bad.body.error.message]).toEqual([
      400,
      'Stick diameter must be a number of mm, not "eleven"',
    ]);
    expect((await h.http().get('/catalog/products?spec.Bad Key=1')).status).toBe(400);
    expect((await h.http().get('/catalog/products?inStock=yes')).body.error.message).toBe(
      'inStock must be true or false',
    );
    expect((await h.http().get('/categories/nope')).status).toBe(404);
  });
});

describe("the admins' writes", () => {
  const SAVE = 'mutation($i: CategoryInput!) { saveCategory(input: $i) { id slug parentId } }';

  it('an admin creates a category under another with filters, moves it, never under itself, and deletes it when empty of subcategories', async () => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const token = h.tokenFor(admin);
    const made = await h.gql(
      SAVE,
      {
        i: {
          slug: 'cordless-guns',
          name: 'Cordless guns',
          parentSlug: 'glue-guns',
          filterKeys: ['power-source', 'wattage'],
        },
      },
      token,
    );
    expect(made.errors).toBeUndefined();
    const id = made.data.saveCategory.id;
    const filters = await h.gql(
      '{ category(slug: "cordless-guns") { filters { key } breadcrumbs { slug } } }',
    );
    expect(filters.data.category).toEqual({
      filters: [{ key: 'power-source' }, { key: 'wattage' }],
      breadcrumbs: [{ slug: 'glue-guns' }, { slug: 'cordless-guns' }],
    });
    const glueGuns = await h.db.category.findUniqueOrThrow({ where: { slug: 'glue-guns' } });
    const loop = await h.gql(
      SAVE,
      { i: { id: glueGuns.id, slug: 'glue-guns', name: 'Glue guns', parentSlug: 'cordless-guns' } },
      token,
    );
    expect(loop.errors?.[0]).toMatchObject({
      message: 'A category cannot go under itself or one of its own subcategories',
      extensions: { field: 'parentSlug' },
    });
    const taken = await h.gql(SAVE, { i: { id, slug: 'glue-sticks', name: 'x' } }, token);
    expect(taken.errors?.[0]).toMatchObject({
      message: 'The address glue-sticks is already used by Glue sticks',
      extensions: { code: 'CONFLICT', field: 'slug' },
    });
    const bad = await h.gql(SAVE, { i: { slug: 'Glue Guns!', name: 'x' } }, token);
    expect(bad.errors?.[0].extensions?.field).toBe('slug');
    const parentDelete = await h.gql(
      'mutation($id: ID!) { deleteCategory(id: $id) }',
      { id: glueGuns.id },
      token,
    );
    expect(parentDelete.errors?.[0].message).toBe('Move or delete its subcategories first');
    expect(
      (await h.gql('mutation($id: ID!) { deleteCategory(id: $id) }', { id }, token)).data.deleteCategory,
    ).toBe(true);
    const customer = await h.factories.createUser(h.db);
    expect(
      (await h.gql(SAVE, { i: { slug: 'mine', name: 'Mine' } }, h.tokenFor(customer))).errors?.[0].extensions
        ?.code,
    ).toBe('FORBIDDEN');
  });

  it('an edit that leaves a field out keeps it; null clears it', async () => {
    const token = h.tokenFor(await h.factories.createUser(h.db, { role: 'ADMIN' }));
    const made = await h.gql(
      SAVE,
      {
        i: {
          slug: 'cordless',
          name: 'Cordless',
          description: 'Battery guns',
          parentSlug: 'glue-guns',
          position: 7,
          filterKeys: ['wattage'],
        },
      },
      token,
    );
    const id = made.data.saveCategory.id;
    const READ =
      '{ category(slug: "cordless") { name description position breadcrumbs { slug } filters { key } } }';
    const renamed = await h.gql(SAVE, { i: { id, slug: 'cordless', name: 'Cordless guns' } }, token);
    expect(renamed.errors).toBeUndefined();
    expect((await h.gql(READ)).data.category).toEqual({
      name: 'Cordless guns',
      description: 'Battery guns',
      position: 7,
      breadcrumbs: [{ slug: 'glue-guns' }, { slug: 'cordless' }],
      filters: [{ key: 'wattage' }],
    });
    const cleared = await h.gql(
      SAVE,
      {
        i: {
          id,
          slug: 'cordless',
          name: 'Cordless guns',
          description: null,
          parentSlug: null,
          position: null,
          filterKeys: null,
        },
      },
      token,
    );
    expect(cleared.errors).toBeUndefined();
    expect((await h.gql(READ)).data.category).toEqual({
      name: 'Cordless guns',
      description: '',
      position: 0,
      breadcrumbs: [{ slug: 'cordless' }],
      filters: [],
    });
  });

  it('a category moved takes its products along: they list under the new parent and no longer under the old', async () => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const craft = await h.db.category.findUniqueOrThrow({ where: { slug: 'craft-glue-guns' } });
    const moved = await h.gql(
      SAVE,
      {
        i: {
          id: craft.id,
          slug: 'craft-glue-guns',
          name: 'Craft and school guns',
          parentSlug: 'accessories',
        },
      },
      h.tokenFor(admin),
    );
    expect(moved.errors).toBeUndefined();
    expect(await list({ category: 'accessories' })).toEqual([
      'GS-STAND',
      'MC-20W',
      'NK-5',
      'PT-40W',
      'ST-10W',
    ]);
    expect(await list({ category: 'glue-guns' })).toHaveLength(7);
    // A value changed by an admin is what the filter reads next.
    const pt = await h.db.product.findUniqueOrThrow({ where: { sku: 'PT-40W' } });
    await h.gql(
      'mutation($id: ID!) { setProductCatalog(productId: $id, categories: ["accessories"], specs: [{ key: "stick-diameter", value: "12" }]) { id } }',
      { id: pt.id },
      h.tokenFor(admin),
    );
    expect(await list({ specs: [{ key: 'stick-diameter', values: ['12'] }] })).toEqual([
      'GS-12-CLR',
      'PT-40W',
    ]);
  });

  it('placing a product while it or its category is deleted answers in words, never a server error, and leaves no row pointing at nothing', async () => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const token = h.tokenFor(admin);
    const SET =
      'mutation($id: ID!, $c: [String!]!) { setProductCatalog(productId: $id, categories: $c, specs: []) { id } }';
    for (let round = 0; round < 5; round++) {
      const p = await h.factories.createProduct(h.db);
      const c = await h.db.category.create({ data: { slug: `race-${round}`, name: 'Race' } });
      const answers = await Promise.all([
        h.gql(SET, { id: p.id, c: [c.slug] }, token),
        h.gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: p.id }, token),
        h.gql('mutation($id: ID!) { deleteCategory(id: $id) }', { id: c.id }, token),
      ]);
      for (const a of answers) expect([undefined, 'NOT_FOUND']).toContain(a.errors?.[0].extensions?.code);
      expect(
        await h.db.productCategory.count({ where: { OR: [{ productId: p.id }, { categoryId: c.id }] } }),
      ).toBe(0);
    }
  });

  it('an admin places a product and gives its values, checked by kind; a used specification keeps its kind and values', async () => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const token = h.tokenFor(admin);
    const stand = await h.db.product.findUniqueOrThrow({ where: { sku: 'GS-STAND' } });
    const SET =
      'mutation($id: ID!, $c: [String!]!, $s: [SpecValueInput!]!) { setProductCatalog(productId: $id, categories: $c, specs: $s) { sku version categories { slug } specifications { label } } }';
    const res = await h.gql(
      SET,
      {
        id: stand.id,
        c: ['accessories', 'craft-glue-guns'],
        s: [
          { key: 'pack', value: 'Stand and mat' },
          { key: 'max-temperature', value: '250 °C' },
        ],
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.setProductCatalog).toEqual({
      sku: 'GS-STAND',
      version: stand.version + 1,
      categories: [{ slug: 'craft-glue-guns' }, { slug: 'accessories' }],
      specifications: [{ label: '250 °C' }, { label: 'Stand and mat' }],
    });
    const wrong = await h.gql(
      SET,
      { id: stand.id, c: ['accessories'], s: [{ key: 'colour', value: 'Green' }] },
      token,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Colour is one of Clear, Brown, Glitter mix, White; "Green" is not',
      extensions: { field: 'specs' },
    });
    expect(await h.db.productSpec.count({ where: { productId: stand.id } })).toBe(2);
    const SPEC = 'mutation($i: SpecificationInput!) { saveSpecification(input: $i) { key kind choices } }';
    const kind = await h.gql(SPEC, { i: { key: 'colour', name: 'Colour', kind: 'TEXT' } }, token);
    expect(kind.errors?.[0].message).toBe('Colour has values on products: its kind stays CHOICE');
    const dropped = await h.gql(
      SPEC,
      { i: { key: 'colour', name: 'Colour', kind: 'CHOICE', choices: ['Clear', 'Brown', 'White'] } },
      token,
    );
    expect(dropped.errors?.[0].message).toBe('Products still have Glitter mix: keep it among the choices');
    const added = await h.gql(
      SPEC,
      {
        i: {
          key: 'colour',
          name: 'Colour',
          kind: 'CHOICE',
          choices: ['Clear', 'Brown', 'Glitter mix', 'White', 'Black'],
        },
      },
      token,
    );
    expect(added.data.saveSpecification.choices).toEqual(['Clear', 'Brown', 'Glitter mix', 'White', 'Black']);
  });
});
