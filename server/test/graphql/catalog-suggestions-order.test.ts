/**
 * Suggestions are the first rows of the searched product list, whatever is typed, on a catalog large enough for every
 * way the suggestions' statement reads (decision 136): more items than its newest-first window, a part number that
 * other items name more often than it counts as few, the company's own numbers, a discontinued item's replacement.
 */
import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const SUGGEST = `query($s: String!) { catalogSuggestions(search: $s, first: 8) { sku } }`;
const LIST = `query($search: String) { products(search: $search, page: 1, pageSize: 8) { items { sku } } }`;

const ITEMS = 2300;

it('are the first rows of the searched product list for part numbers, their starts, own numbers, names and words', async () => {
  await h.reset();
  const { user, token } = await h.signedIn();
  // Families of part numbers, names and words; every 15th item is an adapter named after GG-100W (150 of them, more
  // than count as few, most among the newest), the 200 oldest are brackets named after GG-200 (more than count as
  // few, none among the newest 2,000), every 97th names FX-9 in its description, as FX9 (23: few).
  await h.db
    .$executeRawUnsafe(`INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, sku, "createdAt", "updatedAt")
    SELECT gen_random_uuid(),
      CASE WHEN g > ${ITEMS - 200} THEN 'Bracket for GG-200 ' || g WHEN g % 15 = 0 THEN 'Adapter for GG-100W ' || g
        ELSE (ARRAY['ProBond','MiniCraft','CordFree','HotMelt'])[1 + g % 4] || ' ' ||
          (ARRAY['Glue Gun','Glue Sticks','Nozzle','Stand'])[1 + (g / 4) % 4] || ' ' || (ARRAY['7 mm','11 mm'])[1 + (g / 16) % 2] END,
      'Batch ' || g || ': ' || (ARRAY['clear','white','brown'])[1 + g % 3] || ' formula'
        || CASE WHEN g % 97 = 0 THEN ', fits the FX9' ELSE '' END || '.',
      '/images/glue-gun-01.svg', 500 + g, 100, (ARRAY['GS','GG','NZ','ST'])[1 + g % 4] || '-' || (g % 50) || '-' || upper(to_hex(g)),
      now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, ${ITEMS}) g`);
  await h.db
    .$executeRawUnsafe(`INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, sku, "createdAt", "updatedAt")
    VALUES (gen_random_uuid(), 'ProBond 100W Industrial Glue Gun', 'Full-size gun.', '/images/glue-gun-01.svg', 9900, 5, 'GG-100W', now() - interval '1 day', now()),
      (gen_random_uuid(), 'ProBond 200W Industrial Glue Gun', 'Full-size gun.', '/images/glue-gun-01.svg', 9900, 5, 'GG-200', now(), now()),
      (gen_random_uuid(), 'Fixing kit', 'Screws and plugs.', '/images/glue-gun-01.svg', 900, 5, 'FX-9', now() - interval '1 hour', now())`);
  // The company's own numbers for 300 items, and three discontinued items replaced by others.
  await h.db.$executeRawUnsafe(
    `INSERT INTO "CustomerPartNumber" (id, "companyId", "productId", "partNumber", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, p.id, 'AC/' || replace(p.sku, '-', '.'), now()
     FROM (SELECT id, sku FROM "Product" ORDER BY sku LIMIT 300) p`,
    user.companyId,
  );
  await h.db.$executeRawUnsafe(`INSERT INTO "ProductRelation" ("productId", "relatedId", kind)
    SELECT o.id, r.id, 'REPLACED_BY'
    FROM (SELECT id, row_number() OVER (ORDER BY sku) n FROM "Product" WHERE sku LIKE 'NZ-2-%') o
    JOIN (SELECT id, row_number() OVER (ORDER BY sku) n FROM "Product" WHERE sku LIKE 'ST-3-%') r ON r.n = o.n AND o.n <= 3`);
  await h.db.$executeRawUnsafe('ANALYZE "Product"');
  const skus = (
    await h.db.$queryRawUnsafe<{ sku: string }[]>(`SELECT sku FROM "Product" ORDER BY md5(sku) LIMIT 200`)
  ).map((r) => r.sku);
  const own = (
    await h.db.$queryRawUnsafe<{ partNumber: string }[]>(
      `SELECT "partNumber" FROM "CustomerPartNumber" ORDER BY md5("partNumber") LIMIT 50`,
    )
  ).map((r) => r.partNumber);

  const spelt = fc.constantFrom<(s: string) => string>(
    (s) => s,
    (s) => s.toLowerCase().replace(/-/g, ' '),
    (s) => s.replace(/-/g, ''),
    (s) => s.replace(/-/g, '.'),
  );
  // The part numbers other items name, as often as any other.
  const partNumber = fc.oneof(
    fc.constantFrom(...skus),
    fc.constantFrom('GG-100W', 'GG-200', 'FX9', 'NZ-2-2', 'NZ-2-66', 'NZ-2-CA'),
  );
  const typed = fc.oneof(
    fc.tuple(partNumber, spelt, fc.integer({ min: 2, max: 14 })).map(([s, f, n]) => f(s).slice(0, n)),
    fc.tuple(partNumber, spelt).map(([s, f]) => f(s)),
    fc
      .tuple(fc.constantFrom(...own), fc.integer({ min: 3, max: 14 }))
      .map(([s, n]) => s.slice(0, n).replace('/', ' ')),
    fc.constantFrom(
      'bond',
      'gg-100w adapter',
      'clear sticks 11',
      'nozzle br',
      'white formula',
      'batch 12',
      'adapt',
      'bracket',
      'fits fx',
      'zzz',
    ),
  );
  await fc.assert(
    fc.asyncProperty(typed, fc.boolean(), async (text, signedIn) => {
      const who = signedIn ? token : undefined;
      const [suggested, listed] = await Promise.all([
        h.gql(SUGGEST, { s: text }, who),
        h.gql(LIST, { search: text }, who),
      ]);
      expect(suggested.errors).toBeUndefined();
      expect([text, suggested.data.catalogSuggestions.map((r: { sku: string }) => r.sku)]).toEqual([
        text,
        listed.data.products.items.map((r: { sku: string }) => r.sku),
      ]);
    }),
    { numRuns: Number(process.env.FC_RUNS) || 60 },
  );
  // Each way of reading answered: after the part number, few other matches; many among the newest; many, older.
  for (const [text, sku] of [
    ['fx9', 'FX-9'],
    ['gg 100w', 'GG-100W'],
    ['GG-200', 'GG-200'],
  ]) {
    const found = (await h.gql(SUGGEST, { s: text })).data.catalogSuggestions;
    expect([text, found.length, found[0].sku]).toEqual([text, 8, sku]);
  }
});
