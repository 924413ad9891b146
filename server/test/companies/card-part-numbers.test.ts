/**
 * The company's own part number on the catalog's items (docs/decisions/131): `Product.myPartNumber` answers the
 * caller's company's number, in the grids (`products`, searched or not) and on one item, for every member and for the
 * company's keys that read its numbers; another company reads its own, a visitor none. The read cache is on, so no
 * answer that holds a number is ever served to anyone else.
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

const GRID = `query($search: String) { products(search: $search, page: 1, pageSize: 50) { items { sku myPartNumber { partNumber productId } } } }`;
const ONE = `query($id: ID!) { product(id: $id) { sku myPartNumber { partNumber } } }`;

/** Two items; Acme numbers the white sticks, Bravo numbers them too and the clear ones, each its own way. */
async function setUp() {
  const make = (sku: string, name: string) =>
    h.factories.createProduct(h.db, { sku, name, description: 'Sticks for full-size guns.' });
  const clear = await make('GS-11-CLR', 'Clear Glue Sticks 11 mm');
  const white = await make('GS-11-WHT', 'White Glue Sticks 11 mm');
  const acme = await h.factories.createUser(h.db);
  const requester = await h.factories.createUser(h.db, {
    company: { connect: { id: acme.companyId } },
    companyRole: 'REQUESTER',
  });
  const bravo = await h.factories.createUser(h.db);
  await h.db.customerPartNumber.createMany({
    data: [
      { companyId: acme.companyId, productId: white.id, partNumber: 'ACME 4711-A' },
      { companyId: bravo.companyId, productId: white.id, partNumber: 'BR-WHITE' },
      { companyId: bravo.companyId, productId: clear.id, partNumber: 'BR-CLEAR' },
    ],
  });
  return { clear, white, acme, requester, bravo };
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

/** The whole answer of a query asked as a person (token), a key, or a visitor, over HTTP through the read cache. */
async function ask(
  query: string,
  variables: Record<string, unknown>,
  auth: { token?: string; key?: string },
) {
  const req = h.http().post('/graphql').set('content-type', 'application/json');
  if (auth.token) req.set('authorization', `Bearer ${auth.token}`);
  if (auth.key) req.set('x-api-key', auth.key);
  return (await req.send({ query, variables })).body as {
    data?: { products?: { items: Array<{ sku: string; myPartNumber: unknown }> } } & Record<string, any>;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

/** sku -> the number the caller reads on it, from the grid. */
async function grid(auth: { token?: string; key?: string }, search: string | null = null) {
  const res = await ask(GRID, { search }, auth);
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(
    res.data!.products!.items.map((p) => [
      p.sku,
      (p.myPartNumber as { partNumber: string } | null)?.partNumber ?? null,
    ]),
  );
}

describe("the company's own part number on the catalog's items", () => {
  it('a member reads their company’s number on the grid and on the item; another company its own; a visitor none, whoever asked first', async () => {
    const { white, acme, requester, bravo } = await setUp();
    // A visitor first: their answer (no numbers) is cached for visitors and must not hide a member's.
    expect(await grid({})).toEqual({ 'GS-11-WHT': null, 'GS-11-CLR': null });
    expect(await grid({ token: h.tokenFor(acme) })).toEqual({
      'GS-11-WHT': 'ACME 4711-A',
      'GS-11-CLR': null,
    });
    // Every member reads them, whatever their role.
    expect(await grid({ token: h.tokenFor(requester) })).toEqual({
      'GS-11-WHT': 'ACME 4711-A',
      'GS-11-CLR': null,
    });
    // After the members' answers, another company and a visitor get theirs, never Acme's.
    expect(await grid({ token: h.tokenFor(bravo) })).toEqual({
      'GS-11-WHT': 'BR-WHITE',
      'GS-11-CLR': 'BR-CLEAR',
    });
    expect(await grid({})).toEqual({ 'GS-11-WHT': null, 'GS-11-CLR': null });

    const one = async (token?: string) => (await ask(ONE, { id: white.id }, { token })).data!.product;
    expect(await one(h.tokenFor(acme))).toEqual({
      sku: 'GS-11-WHT',
      myPartNumber: { partNumber: 'ACME 4711-A' },
    });
    expect(await one()).toEqual({ sku: 'GS-11-WHT', myPartNumber: null });
    const answer = await ask(GRID, { search: null }, { token: h.tokenFor(acme) });
    expect(answer.data!.products!.items.find((p) => p.sku === 'GS-11-WHT')!.myPartNumber).toEqual({
      partNumber: 'ACME 4711-A',
      productId: white.id,
    });
  });

  it("the grid's search finds the item by the member's own number, written their own way, and shows it there", async () => {
    const { acme, bravo } = await setUp();
    expect(await grid({ token: h.tokenFor(acme) }, 'acme4711a')).toEqual({ 'GS-11-WHT': 'ACME 4711-A' });
    expect(await grid({ token: h.tokenFor(bravo) }, 'acme4711a')).toEqual({});
    expect(await grid({}, 'acme4711a')).toEqual({});
  });

  it('a key of the company that reads its numbers reads them; a key without that scope is refused in words and reads none', async () => {
    const { acme } = await setUp();
    expect(await grid({ key: await keyOf(acme, ['read:company']) })).toEqual({
      'GS-11-WHT': 'ACME 4711-A',
      'GS-11-CLR': null,
    });
    const refused = await ask(GRID, { search: null }, { key: await keyOf(acme, ['read:products']) });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('read:company'),
      extensions: { code: 'FORBIDDEN' },
    });
    expect(JSON.stringify(refused.data ?? null)).not.toContain('ACME');
  });
});
