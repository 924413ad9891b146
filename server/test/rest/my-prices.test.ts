/**
 * GET /my-prices (docs/decisions/134): a buyer's own price for products at a quantity with where it comes from, the
 * same as GraphQL's Product.myPrice explains it, for a session and for an API key holding read:products; never another
 * company's, whatever is asked.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

/** Acme with a 12 % off list and a fixed 7.50 a unit from 1,000 on; Bolt with none. */
async function world() {
  const acme = await h.signedIn();
  const bolt = await h.signedIn();
  const gun = await h.factories.createProduct(h.db, {
    priceCents: 1_000,
    quantity: 100_000,
    sku: 'PG-1',
    name: 'Pallet Gun',
    priceBreaks: [{ minQuantity: 500, unitPriceCents: 950 }],
  });
  const sticks = await h.factories.createProduct(h.db, { priceCents: 200, quantity: 100_000, sku: 'GS-1' });
  await h.db.priceList.create({
    data: {
      name: 'Acme 2027',
      companies: { create: { companyId: acme.user.companyId } },
      entries: {
        create: {
          productId: gun.id,
          unitPriceCents: 880,
          priceBreaks: [{ minQuantity: 1_000, unitPriceCents: 750 }],
        },
      },
    },
  });
  return { acme, bolt, gun, sticks };
}

const read = (path: string, auth: [string, string]) => h.http().get(path).set(auth[0], auth[1]);
const bearer = (token: string): [string, string] => ['authorization', `Bearer ${token}`];

it("answers the buyer's contract step with its explanation, and the list price with its break where no list names the product", async () => {
  const w = await world();
  const res = await read(
    `/my-prices?productIds=${w.gun.id},${w.sticks.id}&quantity=1200`,
    bearer(w.acme.token),
  );
  expect(res.status).toBe(200);
  expect(res.body.prices).toEqual([
    {
      productId: w.gun.id,
      sku: 'PG-1',
      name: 'Pallet Gun',
      quantity: 1200,
      unitPriceCents: 750,
      lineTotalCents: 900_000,
      listUnitPriceCents: 950,
      source: 'CONTRACT',
      fromQuantity: 1_000,
      priceListName: 'Acme 2027',
      percentOffBp: null,
      explanation: 'Your contract price: Acme 2027, $7.50 a unit',
    },
    expect.objectContaining({
      productId: w.sticks.id,
      unitPriceCents: 200,
      source: 'LIST',
      priceListName: null,
      explanation: null,
    }),
  ]);
  // Without a quantity: each product's minimum, the first step, as GraphQL's myPrice explains it.
  const first = await read(`/my-prices?productIds=${w.gun.id}`, bearer(w.acme.token));
  const gql = await h.gql(
    'query($id: ID!) { product(id: $id) { myPrice { unitPriceCents explanation } } }',
    { id: w.gun.id },
    w.acme.token,
  );
  expect(first.body.prices[0]).toMatchObject({
    unitPriceCents: gql.data.product.myPrice.unitPriceCents,
    explanation: gql.data.product.myPrice.explanation,
    source: 'CONTRACT',
  });
  // Another company reads its own price: the list's break, never Acme's contract.
  const bolt = await read(`/my-prices?productIds=${w.gun.id}&quantity=1200`, bearer(w.bolt.token));
  expect(bolt.body.prices[0]).toMatchObject({
    unitPriceCents: 950,
    source: 'LIST',
    fromQuantity: 500,
    explanation: null,
  });
  // A company named in the query changes nothing: no argument names one.
  const named = await read(
    `/my-prices?productIds=${w.gun.id}&quantity=1200&companyId=${w.acme.user.companyId}`,
    bearer(w.bolt.token),
  );
  expect(named.body.prices[0].source).toBe('LIST');
});

it('an API key with read:products reads its creator’s prices; another scope and no credentials are refused', async () => {
  const w = await world();
  const { key } = await apiKeys.createApiKey(ctxFor(h, w.acme.user), {
    name: 'ERP',
    scopes: ['read:products'],
  });
  const ok = await read(`/my-prices?productIds=${w.gun.id}&quantity=1000`, ['x-api-key', key]);
  expect([ok.status, ok.body.prices[0].unitPriceCents]).toEqual([200, 750]);
  const { key: narrow } = await apiKeys.createApiKey(ctxFor(h, w.acme.user), {
    name: 'Orders',
    scopes: ['read:orders'],
  });
  expect((await read(`/my-prices?productIds=${w.gun.id}`, ['x-api-key', narrow])).status).toBe(403);
  expect((await h.http().get(`/my-prices?productIds=${w.gun.id}`)).status).toBe(401);
});

it('refuses a missing, malformed or unknown id, too many ids and a quantity that is not a whole number, naming the field', async () => {
  const w = await world();
  const ids = Array.from({ length: 51 }, () => w.gun.id).join(',');
  const cases: Array<[string, number, string]> = [
    ['/my-prices', 400, 'productIds'],
    ['/my-prices?productIds=nope', 400, 'productIds'],
    [`/my-prices?productIds=${ids}`, 400, 'productIds'],
    [`/my-prices?productIds=00000000-0000-4000-8000-000000000000`, 404, 'productIds'],
    [`/my-prices?productIds=${w.gun.id}&quantity=0`, 400, 'quantity'],
    [`/my-prices?productIds=${w.gun.id}&quantity=2.5`, 400, 'quantity'],
    [`/my-prices?productIds=${w.gun.id}&quantity=99999999999`, 400, 'quantity'],
  ];
  for (const [path, status, field] of cases) {
    const res = await read(path, bearer(w.acme.token));
    expect([path, res.status, res.body.error?.field]).toEqual([path, status, field]);
  }
});
