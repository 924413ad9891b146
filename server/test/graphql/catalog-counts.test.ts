/**
 * A category page's counts kept per catalog version (docs/decisions/121), on the seeded demo catalog with the counts
 * cache on (the default): every change to what a page holds, by an admin's mutation or by a statement from outside
 * this process, shows on the next page; a price change, or a stock change that leaves every product on the same side
 * of its minimum order, does not move the version, and the page stays right.
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

const PAGE = `query($f: CatalogFilter!) {
  catalogFacets(filter: $f) { totalCount specs { key values { value count } } }
  products(filter: $f, pageSize: 50) { total items { sku } }
}`;

/** The page as a buyer's browser asks it: its total, its list's count and each facet's value counts. */
async function page(filter: Record<string, unknown>) {
  const res = await h.gql(PAGE, { f: filter });
  expect(res.errors).toBeUndefined();
  const { catalogFacets: facets, products } = res.data;
  expect(products.total).toBe(facets.totalCount);
  expect(products.items).toHaveLength(products.total);
  const counts: Record<string, Record<string, number>> = {};
  for (const s of facets.specs as Array<{ key: string; values: Array<{ value: string; count: number }> }>)
    counts[s.key] = Object.fromEntries(s.values.map((v) => [v.value, v.count]));
  return { total: products.total as number, counts };
}

const version = async () =>
  (await h.db.$queryRaw<Array<{ n: bigint }>>`SELECT "n" FROM "CatalogVersion" WHERE "id" = 1`)[0].n;

const SET_CATALOG =
  'mutation($id: ID!, $c: [String!]!, $s: [SpecValueInput!]!) { setProductCatalog(productId: $id, categories: $c, specs: $s) { sku } }';

it('a price change or a stock change on the same side keeps the version; selling out counts it up; the page stays right', async () => {
  const sticks = { category: 'glue-sticks' };
  const before = await page(sticks);
  const v = await version();
  await h.db.$executeRaw`UPDATE "Product" SET "priceCents" = "priceCents" + 1, "quantity" = "quantity" + 5`;
  expect(await version()).toBe(v);
  expect(await page(sticks)).toEqual(before);
  // Stock that leaves products on the same side keeps the version; selling them out counts it up.
  const inStock = await page({ ...sticks, inStock: true });
  expect(inStock.total).toBeGreaterThan(0);
  await h.db
    .$executeRaw`UPDATE "Product" SET "quantity" = "quantity" - 1 WHERE "quantity" > "minOrderQuantity"`;
  expect(await version()).toBe(v);
  expect(await page({ ...sticks, inStock: true })).toEqual(inStock);
  await h.db
    .$executeRaw`UPDATE "Product" SET "quantity" = 0 WHERE "catalogKeys" @> ARRAY[(SELECT 'c:' || id FROM "Category" WHERE slug = 'glue-sticks')]`;
  expect(await version()).toBeGreaterThan(v);
  // With nothing in stock, no value is counted (values with no product are not listed).
  expect(await page({ ...sticks, inStock: true })).toEqual({
    total: 0,
    counts: Object.fromEntries(Object.keys(inStock.counts).map((key) => [key, {}])),
  });
});

it("an admin's placing, a statement from outside this process, a deletion and a moved category each show on the next page", async () => {
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const token = h.tokenFor(admin);
  const sticks = { category: 'glue-sticks' };
  const before = await page(sticks);
  const stand = await h.db.product.findUniqueOrThrow({ where: { sku: 'GS-STAND' } });

  // Placed by an admin, with a diameter: one more on the page and under 11 mm.
  const v0 = await version();
  const placed = await h.gql(
    SET_CATALOG,
    { id: stand.id, c: ['glue-sticks'], s: [{ key: 'stick-diameter', value: '11' }] },
    token,
  );
  expect(placed.errors).toBeUndefined();
  expect(await version()).toBeGreaterThan(v0);
  const after = await page(sticks);
  expect(after.total).toBe(before.total + 1);
  expect(after.counts['stick-diameter']['11']).toBe((before.counts['stick-diameter']['11'] ?? 0) + 1);
  expect(await page({ ...sticks, specs: [{ key: 'stick-diameter', values: ['11'] }] })).toMatchObject({
    total: after.counts['stick-diameter']['11'],
  });

  // Its value removed by a statement this process did not send (another instance, an operator's SQL).
  await h.db.$executeRaw`DELETE FROM "ProductSpec" WHERE "productId" = ${stand.id}::uuid`;
  const unvalued = await page(sticks);
  expect(unvalued.total).toBe(before.total + 1);
  expect(unvalued.counts['stick-diameter']).toEqual(before.counts['stick-diameter']);

  // Deleted: the page is as it was.
  const deleted = await h.gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: stand.id }, token);
  expect(deleted.errors).toBeUndefined();
  expect(await page(sticks)).toEqual(before);

  // A subcategory moved to the top: its products leave its old parent's page.
  const guns = await page({ category: 'glue-guns' });
  const industrial = await page({ category: 'industrial-glue-guns' });
  const moved = await h.gql(
    'mutation($i: CategoryInput!) { saveCategory(input: $i) { slug } }',
    {
      i: {
        id: (await h.db.category.findUniqueOrThrow({ where: { slug: 'industrial-glue-guns' } })).id,
        slug: 'industrial-glue-guns',
        name: 'Industrial guns',
        parentSlug: null,
      },
    },
    token,
  );
  expect(moved.errors).toBeUndefined();
  expect((await page({ category: 'glue-guns' })).total).toBe(guns.total - industrial.total);
});
