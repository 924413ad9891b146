/**
 * Suggestions as a buyer types (docs/decisions/116): the catalog search itself, so they are the first rows of the
 * searched product list; a part number typed any way comes first; a variant is labelled by its family and options;
 * the caller's company's own numbers are found and shown to its members only (and to its keys that may read them);
 * at most 8; hostile text is a clear refusal or a plain answer, never a 500.
 */
import fc from 'fast-check';
import type { User } from '../../src/generated/prisma/client';
import { createHarness, type Harness } from '../support/harness';

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

const SUGGEST = `query($s: String!, $first: Int) {
  catalogSuggestions(search: $s, first: $first) { productId label sku partNumber imageUrl }
}`;
const LIST = `query($search: String) { products(search: $search, page: 1, pageSize: 100) { items { sku } } }`;

interface Suggestion {
  productId: string;
  label: string;
  sku: string;
  partNumber: string | null;
  imageUrl: string;
}

async function suggest(s: string, token?: string, first?: number): Promise<Suggestion[]> {
  const res = await h.gql(SUGGEST, { s, first }, token);
  expect(res.errors).toBeUndefined();
  return res.data.catalogSuggestions;
}

async function catalog() {
  const make = (sku: string, name: string, description: string) =>
    h.factories.createProduct(h.db, { sku, name, description });
  await make('GG-100W-KIT', 'ProBond 100W Kit', 'The 100 W gun with a stand and two nozzles.');
  const gun = await make('GG-100W', 'ProBond 100W Industrial Glue Gun', 'Full-size gun for packaging lines.');
  await make(
    'ST-11-300-CLR',
    'Clear Glue Sticks 11 mm',
    'Sticks of 300 mm for full-size guns, clear, low odour.',
  );
  const white = await make(
    'GS-11-WHT',
    'White Glue Sticks 11 mm (1 kg)',
    'Opaque white sticks for standard guns.',
  );
  await make('NZ-A100', 'Nozzle A', 'A spare nozzle. Fits the ProBond 100W.');
  const family = await h.db.productFamily.create({
    data: { name: 'Hot melt glue sticks', optionNames: ['Diameter', 'Colour'] },
  });
  await h.db.product.update({
    where: { id: white.id },
    data: { familyId: family.id, optionValues: ['11 mm', 'White'] },
  });
  return { gun, white };
}

/** A company admin (who may make keys) and a buyer of another company. */
async function people() {
  const member = await h.factories.createUser(h.db);
  const stranger = await h.factories.createUser(h.db);
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

async function suggestWithKey(key: string, s: string): Promise<Suggestion[]> {
  const res = await h
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-api-key', key)
    .send({ query: SUGGEST, variables: { s } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.catalogSuggestions;
}

describe('catalog suggestions', () => {
  it('puts the part number typed any way first, then the numbers that start with it, and labels a variant by its family and options', async () => {
    const { gun, white } = await catalog();
    for (const typed of ['GG-100W', 'gg 100w', 'GG100W', 'g.g-100 W']) {
      const found = await suggest(typed);
      expect(found.map((s) => s.sku).slice(0, 2)).toEqual(['GG-100W', 'GG-100W-KIT']);
      expect(found[0]).toEqual({
        productId: gun.id,
        label: 'ProBond 100W Industrial Glue Gun',
        sku: 'GG-100W',
        partNumber: null,
        imageUrl: gun.imageUrl,
      });
    }
    const [variant] = await suggest('gs 11');
    expect(variant).toMatchObject({ productId: white.id, label: 'Hot melt glue sticks 11 mm, White' });
    // Words, stemmed, the last one a prefix; a part of a name.
    expect((await suggest('opaque stick')).map((s) => s.sku)).toEqual(['GS-11-WHT']);
    expect((await suggest('bond')).map((s) => s.sku).sort()).toEqual(['GG-100W', 'GG-100W-KIT']);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('nothing like it')).toEqual([]);
  });

  it('are the first rows of the searched product list, in its order', async () => {
    await catalog();
    // Named after a part number: found by its name, after the exact number and the numbers that start with it.
    await h.factories.createProduct(h.db, {
      sku: 'SD-1',
      name: 'Stand for the GG-100W',
      description: 'A stand.',
    });
    for (const typed of ['100w', 'gg', 'GG-100W', 'gg100', 'sticks', 'st 11', 'clear odo', 'nozzle']) {
      const list = (await h.gql(LIST, { search: typed })).data.products.items.map(
        (p: { sku: string }) => p.sku,
      );
      expect([typed, (await suggest(typed, undefined, 8)).map((s) => s.sku)]).toEqual([
        typed,
        list.slice(0, 8),
      ]);
    }
  });

  it("find the company's own part number for its members only, exact first, and show it to them", async () => {
    const { white } = await catalog();
    const { member, stranger } = await people();
    await h.db.customerPartNumber.create({
      data: { companyId: member.companyId, productId: white.id, partNumber: 'AC 11-WHITE' },
    });
    const own = await suggest('ac-11 white', h.tokenFor(member));
    expect(own[0]).toMatchObject({ sku: 'GS-11-WHT', partNumber: 'AC 11-WHITE' });
    expect((await suggest('AC11', h.tokenFor(member)))[0]?.partNumber).toBe('AC 11-WHITE');
    // The shop's own number finds it too, with the company's number beside it.
    expect((await suggest('GS-11-WHT', h.tokenFor(member)))[0]).toMatchObject({ partNumber: 'AC 11-WHITE' });
    // Another company and a visitor neither find it by that number nor read it.
    expect(await suggest('ac11white', h.tokenFor(stranger))).toEqual([]);
    expect(await suggest('ac11white')).toEqual([]);
    expect((await suggest('GS-11-WHT', h.tokenFor(stranger)))[0]).toMatchObject({ partNumber: null });
    // A key reads the company's numbers only with a scope that reads them (as CustomerPartNumber is guarded).
    const reading = await keyOf(member, ['read:company']);
    const ordersOnly = await keyOf(member, ['read:orders']);
    expect((await suggestWithKey(reading, 'ac11white'))[0]).toMatchObject({ partNumber: 'AC 11-WHITE' });
    expect(await suggestWithKey(ordersOnly, 'ac11white')).toEqual([]);
    expect((await suggestWithKey(ordersOnly, 'GS-11-WHT'))[0]).toMatchObject({ partNumber: null });
  });

  it('hold 6 unless asked, at most 8, and refuse other counts in words', async () => {
    for (let i = 0; i < 10; i++)
      await h.factories.createProduct(h.db, { sku: `AB-${i}`, name: `Abacus ${i}`, description: 'x' });
    expect(await suggest('ab')).toHaveLength(6);
    expect(await suggest('ab', undefined, 8)).toHaveLength(8);
    expect(await suggest('ab', undefined, 1)).toHaveLength(1);
    for (const first of [0, 9, -1, 1000]) {
      const res = await h.gql(SUGGEST, { s: 'ab', first });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('first must be from 1 to 8');
    }
  });

  it('answer hostile text with a clear refusal or a plain list, never a 500', async () => {
    await catalog();
    for (const typed of [
      '%',
      '_',
      '\\',
      '\\%',
      '100%',
      'a_b',
      '.*',
      '(',
      'שלום גלו',
      'e\u0301\u0301\u0301',
      '\u202eGG-100W',
      "'; DROP TABLE x; --",
    ]) {
      const res = await h.gql(SUGGEST, { s: typed });
      expect([typed, res.status, res.errors]).toEqual([typed, 200, undefined]);
    }
    expect((await suggest('%')).length).toBe(0);
    const long = await h.gql(SUGGEST, { s: 'x'.repeat(10_000) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('search must be at most 200 characters');
    const nul = await h.gql(SUGGEST, { s: 'a\u0000b' });
    expect(nul.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 240, unit: 'binary' }), async (typed) => {
        const res = await h.gql(SUGGEST, { s: typed });
        // A NUL anywhere in a request's text is refused before GraphQL runs (400, in words); the rest is answered.
        expect(res.status).toBe(typed.includes('\u0000') ? 400 : 200);
        if (res.errors) {
          expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
          expect(res.errors[0].message).toMatch(/^search|^Text must/);
        }
      }),
      { numRuns: Number(process.env.FC_RUNS) || 40 },
    );
  });
});
