/**
 * A company's own part numbers in every searched list (docs/decisions/118): the shop's page list, the cursor list,
 * the facets and the REST catalog find an item by the number its company gave it, for the company's members and its
 * keys that read the company's numbers; a visitor, another company and other keys do not. The read cache is on, so
 * no answer that found an own number is ever served to anyone else, and none served to others hides it.
 */
import type { User } from '../../src/generated/prisma/client';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const LIST = `query($search: String) { products(search: $search, page: 1, pageSize: 50) { total items { sku } } }`;
const PAGES = `query($search: String) { productConnection(search: $search, first: 50) { totalCount nodes { sku } } }`;
const FACETS = `query($search: String) { catalogFacets(search: $search) { totalCount } }`;
/** The same search written into the document instead of a variable. */
const LITERAL = (text: string) =>
  `{ products(search: ${JSON.stringify(text)}, page: 1, pageSize: 50) { items { sku } } }`;

async function setUp() {
  const make = (sku: string, name: string) =>
    h.factories.createProduct(h.db, { sku, name, description: 'Sticks for full-size guns.' });
  await make('GS-11-CLR', 'Clear Glue Sticks 11 mm');
  const white = await make('GS-11-WHT', 'White Glue Sticks 11 mm');
  const member = await h.factories.createUser(h.db);
  const stranger = await h.factories.createUser(h.db);
  await h.db.customerPartNumber.create({
    data: { companyId: member.companyId, productId: white.id, partNumber: 'AC 11-WHITE' },
  });
  return { member, stranger };
}

async function keyOf(user: User, scopes: string[]) {
  const res = await h.gql(
    'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }',
    { i: { name: 'ERP', scopes } },
    h.tokenFor(user),
  );
  expect(res.errors).toBeUndefined();
  return res.data.createApiKey.key as string;
}

/** What each way of searching finds for one caller: SKUs of the page list, the cursor list, the facets' count. */
async function found(search: string, auth: { token?: string; key?: string }) {
  const ask = async (query: string, variables: Record<string, unknown> = { search }) => {
    const req = h.http().post('/graphql').set('content-type', 'application/json');
    if (auth.token) req.set('authorization', `Bearer ${auth.token}`);
    if (auth.key) req.set('x-api-key', auth.key);
    const res = await req.send({ query, variables });
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const rest = h.http().get(`/catalog/products?search=${encodeURIComponent(search)}`);
  if (auth.token) rest.set('authorization', `Bearer ${auth.token}`);
  if (auth.key) rest.set('x-api-key', auth.key);
  const restRes = await rest;
  expect(restRes.status).toBe(200);
  return {
    list: (await ask(LIST)).products.items.map((p: { sku: string }) => p.sku),
    pages: (await ask(PAGES)).productConnection.nodes.map((p: { sku: string }) => p.sku),
    facets: (await ask(FACETS)).catalogFacets.totalCount,
    literal: (await ask(LITERAL(search), {})).products.items.map((p: { sku: string }) => p.sku),
    rest: restRes.body.map((p: { sku: string }) => p.sku),
  };
}

const FOUND = {
  list: ['GS-11-WHT'],
  pages: ['GS-11-WHT'],
  facets: 1,
  literal: ['GS-11-WHT'],
  rest: ['GS-11-WHT'],
};
const NONE = { list: [], pages: [], facets: 0, literal: [], rest: [] };

describe("a company's own part numbers in the searched lists", () => {
  it('find the item for its members, typed their own way, and never through a shared cache entry', async () => {
    const { member, stranger } = await setUp();
    // A visitor first: their empty answer is cached for visitors and must not hide the item from the member.
    expect(await found('ac-11 white', {})).toEqual(NONE);
    expect(await found('ac-11 white', { token: h.tokenFor(member) })).toEqual(FOUND);
    expect(await found('AC11WHITE', { token: h.tokenFor(member) })).toEqual(FOUND);
    // After the member's answers, neither another company nor a visitor is served them.
    expect(await found('ac-11 white', { token: h.tokenFor(stranger) })).toEqual(NONE);
    expect(await found('ac-11 white', {})).toEqual(NONE);
    expect(await found('AC11WHITE', {})).toEqual(NONE);
  });

  it("find it for the company's keys that read its numbers, and not for other keys", async () => {
    const { member } = await setUp();
    const reading = await keyOf(member, ['read:company']);
    const ordersOnly = await keyOf(member, ['read:orders']);
    expect(await found('ac 11 white', { key: reading })).toEqual(FOUND);
    expect(await found('ac 11 white', { key: ordersOnly })).toEqual(NONE);
    expect(await found('ac 11 white', {})).toEqual(NONE);
  });

  it('rank the exact own number first, among items matched by their words', async () => {
    const { member } = await setUp();
    // "sticks" matches both items by their words, newest first; the member's own number for the older puts it first.
    await h.db.customerPartNumber.create({
      data: {
        companyId: member.companyId,
        productId: (await h.db.product.findUniqueOrThrow({ where: { sku: 'GS-11-CLR' } })).id,
        partNumber: 'STICKS',
      },
    });
    const skus = async (token?: string) =>
      (await h.gql(LIST, { search: 'sticks' }, token)).data.products.items.map((p: { sku: string }) => p.sku);
    expect(await skus(h.tokenFor(member))).toEqual(['GS-11-CLR', 'GS-11-WHT']);
    expect(await skus()).toEqual(['GS-11-WHT', 'GS-11-CLR']);
  });
});
