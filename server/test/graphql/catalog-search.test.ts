/**
 * The catalog search (docs/decisions/052) as buyers use it: a part number typed their own way, a part of a name, words
 * of the description; the exact part number first; the offset list, the cursor list and the REST-free GraphQL
 * answers agree; hostile text is a clear refusal or a plain miss, never a 500, and a search changes nothing.
 */
import fc from 'fast-check';
import { Client } from 'pg';
import { productSearchSql } from '../../src/modules/products/product.service';
import { createHarness, type Harness } from '../support/harness';
import { codeOf } from '../support/db-snapshot';

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

const LIST = `query($search: String) { products(search: $search, page: 1, pageSize: 100) { total items { sku name } } }`;
const PAGES = `query($search: String, $first: Int, $after: String) {
  productConnection(search: $search, first: $first, after: $after) { totalCount nodes { sku } pageInfo { hasNextPage endCursor } }
}`;

async function skus(search: string): Promise<string[]> {
  const res = await h.gql(LIST, { search });
  expect(res.errors).toBeUndefined();
  expect(res.data.products.total).toBe(res.data.products.items.length);
  return res.data.products.items.map((p: { sku: string }) => p.sku);
}

/** Every page of the cursor list for a search, two at a time. */
async function allPages(search: string): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (;;) {
    const res: any = await h.gql(PAGES, { search, first: 2, after });
    expect(res.errors).toBeUndefined();
    seen.push(...res.data.productConnection.nodes.map((n: { sku: string }) => n.sku));
    if (!res.data.productConnection.pageInfo.hasNextPage) {
      expect(res.data.productConnection.totalCount).toBe(seen.length);
      return seen;
    }
    after = res.data.productConnection.pageInfo.endCursor;
  }
}

async function catalog() {
  const make = (sku: string, name: string, description: string) =>
    h.factories.createProduct(h.db, { sku, name, description });
  await make(
    'GG-100W',
    'ProBond 100W Industrial Glue Gun',
    'Full-size gun with adjustable temperature for packaging lines.',
  );
  await make('GG-100W-KIT', 'ProBond 100W Kit', 'The 100 W gun with a stand and two nozzles.');
  await make(
    'ST-11-300-CLR',
    'Clear Glue Sticks 11 mm',
    'Sticks of 300 mm for full-size guns, clear, low odour.',
  );
  await make('ST-7-100-WHT', 'White Mini Sticks', 'Sticks for mini guns, 100 mm long.');
  await make('NZ-A100', 'Nozzle A', 'A spare nozzle. Fits the ProBond 100W.');
}

describe('the catalog search', () => {
  it('finds a part number however the buyer writes it, whole or its start: case, spaces, hyphens, dots and slashes do not count', async () => {
    await catalog();
    for (const typed of ['GG-100W', 'gg 100w', 'GG100W', 'gg.100.w', ' Gg-100-W ']) {
      const found = await skus(typed);
      // The exact part number comes first, then the ones that start with it, then the rest.
      expect(found[0]).toBe('GG-100W');
      expect(found[1]).toBe('GG-100W-KIT');
    }
    expect(await skus('st 11 300 clr')).toEqual(['ST-11-300-CLR']);
    expect(await skus('ST11300CLR')).toEqual(['ST-11-300-CLR']);
    expect(await skus('st-11.300/clr')).toEqual(['ST-11-300-CLR']);
    // The start of a part number finds every part number starting with it; its middle is not a part number.
    expect((await skus('nz-a1')).sort()).toEqual(['NZ-A100']);
    expect(await skus('a100')).toEqual([]);
    // "100W" as a word: the guns' names and the nozzle's description say it.
    expect((await skus('100w')).sort()).toEqual(['GG-100W', 'GG-100W-KIT', 'NZ-A100']);
  });

  it('finds parts of names as before, and words of the name and description, stemmed and as they are typed', async () => {
    await catalog();
    // The spare nozzle's description names the gun it fits: words of descriptions count.
    expect((await skus('probond')).sort()).toEqual(['GG-100W', 'GG-100W-KIT', 'NZ-A100']);
    expect((await skus('Bond')).sort()).toEqual(['GG-100W', 'GG-100W-KIT']);
    // "stick" finds "Sticks" (stemmed); "odo" is the start of "odour" (as you type); every word must match.
    expect((await skus('stick')).sort()).toEqual(['ST-11-300-CLR', 'ST-7-100-WHT']);
    expect(await skus('clear odo')).toEqual(['ST-11-300-CLR']);
    // Only the last word may be unfinished: "odo clear" asks for a word "odo".
    expect(await skus('odo clear')).toEqual([]);
    expect(await skus('packaging')).toEqual(['GG-100W']);
    expect(await skus('nozzles')).toEqual(expect.arrayContaining(['GG-100W-KIT', 'NZ-A100']));
    expect(await skus('no such thing')).toEqual([]);
  });

  it('finds specification values with the words of the name, and follows a value or a specification changed', async () => {
    await catalog();
    const id = async (sku: string) => (await h.db.product.findUniqueOrThrow({ where: { sku } })).id;
    const [clear, white] = [await id('ST-11-300-CLR'), await id('ST-7-100-WHT')];
    const diameter = await h.db.specification.create({
      data: { key: 'test-diameter', name: 'Diameter', kind: 'NUMBER', unit: 'mm' },
    });
    const melt = await h.db.specification.create({
      data: { key: 'test-melt', name: 'Melt temperature', kind: 'CHOICE', choices: ['Low', 'High'] },
    });
    await h.db.productSpec.createMany({
      data: [
        { productId: clear, specificationId: diameter.id, value: '11', numberValue: 11 },
        { productId: white, specificationId: diameter.id, value: '7', numberValue: 7 },
        { productId: clear, specificationId: melt.id, value: 'Low' },
        { productId: white, specificationId: melt.id, value: 'High' },
      ],
    });
    // A value's words join the name's: "high" is only a value, "mini" only in the name; a number with its unit is
    // found written apart or together.
    expect(await skus('high melt')).toEqual(['ST-7-100-WHT']);
    expect(await skus('mini sticks 7 mm')).toEqual(['ST-7-100-WHT']);
    expect(await skus('sticks 11mm')).toEqual(['ST-11-300-CLR']);
    expect((await skus('diameter')).sort()).toEqual(['ST-11-300-CLR', 'ST-7-100-WHT']);
    expect(await allPages('high melt')).toEqual(['ST-7-100-WHT']);
    // The specification renamed: its new name is found, the old one no longer.
    await h.db.specification.update({ where: { id: melt.id }, data: { name: 'Working temperature' } });
    expect(await skus('working high')).toEqual(['ST-7-100-WHT']);
    expect(await skus('melt high')).toEqual([]);
    // A value changed or taken away.
    await h.db.productSpec.update({
      where: { productId_specificationId: { productId: white, specificationId: melt.id } },
      data: { value: 'Low' },
    });
    expect((await skus('low working')).sort()).toEqual(['ST-11-300-CLR', 'ST-7-100-WHT']);
    await h.db.productSpec.deleteMany({ where: { productId: white } });
    expect(await skus('mini 7mm')).toEqual([]);
    expect(await skus('mini sticks')).toEqual(['ST-7-100-WHT']);
  });

  it('gives the cursor list the same products as the page list, every page once', async () => {
    await catalog();
    for (const search of ['100w', 'sticks', 'probond', 'gg 100w']) {
      expect((await allPages(search)).sort()).toEqual((await skus(search)).sort());
    }
  });

  it('reads wildcards, quotes and query syntax as text: never a pattern, never an error', async () => {
    await catalog();
    await h.factories.createProduct(h.db, { sku: 'PCT-100', name: '100% Silicone Sticks' });
    // "%" and "_" are LIKE's wildcards: read as text, they find only what holds them ("100%" also finds the word 100).
    expect(await skus('100%')).toEqual(expect.arrayContaining(['PCT-100']));
    expect(await skus('%')).toEqual(['PCT-100']);
    expect(await skus('0%s')).toEqual([]);
    expect(await skus('_')).toEqual([]);
    for (const text of [
      '\\',
      "'",
      '"',
      'a & b',
      'a | !b',
      'gun:*',
      '(',
      '<->',
      'stick:* & !glue',
      '.*',
      '[a-z]+',
    ]) {
      const res = await h.gql(LIST, { search: text });
      expect(res.errors).toBeUndefined();
    }
  });

  it('answers any text up to 200 characters without a server error, and refuses longer or unstorable text in words', async () => {
    await catalog();
    // Held because every text was refused, the property would prove nothing: most texts must be answered.
    const answers = { answered: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom(
            'مسدس الغراء',
            'e\u0301\u0301\u0301',
            '\u202Egnp',
            '𝕲𝖑𝖚𝖊',
            'ß',
            'İ',
            '\u00A0GG\u2011100W',
          ),
        ),
        async (text) => {
          const res = await h.gql(LIST, { search: text });
          const code = codeOf(res);
          if (code) {
            expect(code).toBe('BAD_USER_INPUT');
            expect(res.errors?.[0].message).toMatch(/^search|^Text must/);
          }
          answers[code ? 'refused' : 'answered'] += 1;
        },
      ),
      { numRuns: 60 },
    );
    expect(answers.answered).toBeGreaterThanOrEqual(30);
    const long = await h.gql(LIST, { search: 'x'.repeat(10_000) });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toBe('search must be at most 200 characters');
    const nul = await h.gql(LIST, { search: 'a\u0000b' });
    expect(codeOf(nul)).toBe('BAD_USER_INPUT');
  });

  it('uses the indexes it was given (part-number key, trigrams, full-text) rather than reading every product', async () => {
    await catalog();
    // With few rows PostgreSQL would rightly scan; with sequential scans off it shows whether an index can serve.
    const plan = async (sql: string, params: unknown[]) => {
      const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      try {
        await c.query('SET enable_seqscan = off');
        const rows = await c.query(`EXPLAIN ${sql}`, params);
        return rows.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      } finally {
        await c.end();
      }
    };
    const search = productSearchSql('gg 100w glue', 1)!;
    const text = await plan(`SELECT id FROM "Product" WHERE ${search.where}`, search.params);
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/Product_partKey/);
    const probe = await plan(search.anyPartNumber, [search.params[0]]);
    expect(probe).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/Product_name_trgm/);
    expect(text).toMatch(/Product_searchDoc/);
  });
});
