/**
 * The distributor's range `npm start` seeds: about 400 items in the demo's categories, each one a buyer can find by
 * a category filter and order by its case, the same every time, and the demo's first page left as it was.
 */
import { MIN_ORDER_QUANTITY } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { seedIfEmpty } from '../../src/db/seed';
import { demoRange } from '../../src/db/demo-range';
import { CATALOG } from '../../src/db/factories';
import { SEED_CATEGORIES, SEED_SPECIFICATIONS } from '../../src/db/catalog-seed';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const FIRST_PAGE = `{ products(page: 1, pageSize: 12) { total items { sku } } }`;

it('the range is about 400 distinct items, generated the same every time, none reusing a demo SKU', () => {
  const items = demoRange();
  expect(items.length).toBeGreaterThanOrEqual(380);
  expect(new Set(items.map((i) => i.sku)).size).toBe(items.length);
  expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
  expect(items.filter((i) => CATALOG.some((c) => c.sku === i.sku))).toEqual([]);
  expect(demoRange()).toEqual(items);
});

it('every item sits in a demo category, with values of its specifications, a weight, a size and a case', () => {
  const slugs = new Set<string>();
  const walk = (nodes: typeof SEED_CATEGORIES) =>
    nodes.forEach((n) => {
      slugs.add(n.slug);
      walk(n.children ?? []);
    });
  walk(SEED_CATEGORIES);
  const specs = new Map(SEED_SPECIFICATIONS.map((s) => [s.key, s]));
  for (const item of demoRange()) {
    expect([item.sku, slugs.has(item.category)]).toEqual([item.sku, true]);
    for (const [key, value] of Object.entries(item.values)) {
      const spec = specs.get(key)!;
      const fits =
        spec.kind === 'NUMBER'
          ? Number.isFinite(Number(value))
          : spec.kind === 'CHOICE'
            ? spec.choices!.includes(value)
            : value !== '';
      expect([item.sku, key, value, fits]).toEqual([item.sku, key, value, true]);
    }
    expect(item.weightGrams).toBeGreaterThan(0);
    expect(item.size.every((mm) => mm > 0)).toBe(true);
    expect(item.packSizes.length).toBeGreaterThan(0);
    // A case of each item is at least the shop's minimum, and the cases step by the item's increment.
    expect(item.packSizes.every((p) => p.baseUnits % item.orderIncrement === 0)).toBe(true);
    expect(item.quantity).toBeGreaterThanOrEqual(MIN_ORDER_QUANTITY);
  }
});

it('seeded with the demo, the first page stays the demo and a category filter finds the range', async () => {
  await h.reset();
  await seedIfEmpty(h.db);
  const plain = await h.gql(FIRST_PAGE);
  await h.reset();
  const seeded = await seedIfEmpty(h.db, { range: true });
  expect(seeded).toMatchObject({ products: CATALOG.length, range: demoRange().length });
  const ranged = await h.gql(FIRST_PAGE);
  expect(ranged.data.products.items).toEqual(plain.data.products.items);
  expect(ranged.data.products.total).toBe(plain.data.products.total + demoRange().length);

  // 11 mm sticks: the demo's and the range's, by the category's diameter filter.
  const sticks = await h.db.product.count({
    where: {
      categories: { some: { category: { slug: 'glue-sticks' } } },
      specs: { some: { specification: { key: 'stick-diameter' }, numberValue: 11 } },
    },
  });
  const expected = demoRange().filter(
    (i) => i.category === 'glue-sticks' && i.values['stick-diameter'] === '11',
  ).length;
  expect(sticks).toBeGreaterThanOrEqual(expected);
  expect(expected).toBeGreaterThanOrEqual(40);
});
