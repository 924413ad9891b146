/**
 * A price list's entries as a CSV file over REST against real PostgreSQL: a file of 10,000 entries becomes the
 * list's entries (checked row by row in the database), its export imported again changes nothing; a file with wrong
 * rows changes nothing and answers an error file naming each row, its cells and the reason in words.
 */
import { parse } from 'csv-parse/sync';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';

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

jest.setTimeout(240_000);

const SAVE = 'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }';
const HEADER = 'sku,name,unit_price_cents,percent_off_bp,price_breaks';
const sku = (i: number) => `PL-${String(i).padStart(5, '0')}`;

async function world(products: number) {
  const admin = await h.signedIn('ADMIN');
  const customer = await h.signedIn('CUSTOMER');
  await h.db.product.createMany({
    data: Array.from({ length: products }, (_, i) => ({
      sku: sku(i),
      name: `Stick ${i}`,
      description: 'd',
      imageUrl: 'https://img.example/x.png',
      priceCents: 2_000 + i,
      quantity: 100,
    })),
  });
  const saved = await h.gql(SAVE, { i: { name: 'Acme 2027', priority: 1, companyIds: [] } }, admin.token);
  expect(saved.errors).toBeUndefined();
  return { admin, customer, listId: saved.data.savePriceList.id as string };
}

const upload = (listId: string, token: string, content: string) =>
  h
    .http()
    .post(`/admin/price-lists/${listId}/entries-import`)
    .set('authorization', `Bearer ${token}`)
    .send({ content });
const download = async (listId: string, token: string) => {
  const res = await h
    .http()
    .get(`/admin/price-lists/${listId}/entries.csv`)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((r, done) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => {
        body += c;
      });
      r.on('end', () => done(null, body));
    });
  return res;
};
const entriesOf = (listId: string) =>
  h.db.priceListEntry.findMany({
    where: { priceListId: listId },
    select: {
      unitPriceCents: true,
      percentOffBp: true,
      priceBreaks: true,
      updatedAt: true,
      product: { select: { sku: true } },
    },
    orderBy: { product: { sku: 'asc' } },
  });

/** Every third entry a percentage off, the others a fixed price, every fifth of those with two breaks. */
function row(i: number): string {
  if (i % 3 === 0) return `${sku(i)},,,${100 + (i % 900)},`;
  const price = 1_500 + (i % 400);
  return i % 5 === 0
    ? `${sku(i)},,${price},,"500=${price - 100}; 2000=${price - 200}"`
    : `${sku(i)},,${price},,`;
}

it('imports 10,000 entries whole, and its export imported again changes nothing', async () => {
  const { admin, customer, listId } = await world(10_000);
  const file = [HEADER, ...Array.from({ length: 10_000 }, (_, i) => row(i))].join('\n');
  const started = Date.now();
  const res = await upload(listId, admin.token, file);
  if (process.env.PRICE_LIST_CSV_TIMING)
    process.stdout.write(`10,000-entry import: ${Date.now() - started} ms\n`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    applied: true,
    rows: 10_000,
    added: 10_000,
    changed: 0,
    removed: 0,
    unchanged: 0,
    refused: 0,
    problems: [],
    errorFile: null,
  });

  const stored = await entriesOf(listId);
  expect(stored).toHaveLength(10_000);
  for (const i of [0, 1, 5, 9_999, 4_321, 2_000]) {
    const e = stored[i];
    expect(e.product.sku).toBe(sku(i));
    const price = 1_500 + (i % 400);
    if (i % 3 === 0)
      expect([e.unitPriceCents, e.percentOffBp, e.priceBreaks]).toEqual([null, 100 + (i % 900), []]);
    else
      expect([e.unitPriceCents, e.percentOffBp, e.priceBreaks]).toEqual([
        price,
        null,
        i % 5 === 0
          ? [
              { minQuantity: 500, unitPriceCents: price - 100 },
              { minQuantity: 2_000, unitPriceCents: price - 200 },
            ]
          : [],
      ]);
  }

  // A customer may neither read nor write the file.
  expect((await download(listId, customer.token)).status).toBe(403);
  expect((await upload(listId, customer.token, `${HEADER}\n${sku(1)},,1,,`)).status).toBe(403);

  const exported = await download(listId, admin.token);
  expect(exported.status).toBe(200);
  expect(exported.headers['content-type']).toMatch(/^text\/csv/);
  expect(exported.headers['content-disposition']).toBe('attachment; filename="Acme 2027.csv"');
  const records = parse(exported.body as string, { bom: true }) as string[][];
  expect(records[0]).toEqual([...HEADER.split(','), 'percent_breaks']);
  expect(records).toHaveLength(10_001);
  expect(records[6]).toEqual([sku(5), 'Stick 5', '1505', '', '500=1405; 2000=1305', '']);
  expect(records[1]).toEqual([sku(0), 'Stick 0', '', '100', '', '']);

  const before = await dbSnapshot(h.db);
  const again = await upload(listId, admin.token, exported.body as string);
  expect(again.body).toMatchObject({
    applied: true,
    rows: 10_000,
    added: 0,
    changed: 0,
    removed: 0,
    unchanged: 10_000,
    refused: 0,
  });
  expect(await dbSnapshot(h.db)).toEqual(before);

  // A smaller file is the list's whole contents: entries it leaves out leave the list, a changed one is written.
  const smaller = await upload(
    listId,
    admin.token,
    `${HEADER}\n${sku(1)},,999,,\n${sku(3)},Stick 3,,${100 + 3},\n`,
  );
  expect(smaller.body).toMatchObject({
    applied: true,
    rows: 2,
    added: 0,
    changed: 1,
    removed: 9_998,
    unchanged: 1,
  });
  expect((await entriesOf(listId)).map((e) => [e.product.sku, e.unitPriceCents, e.percentOffBp])).toEqual([
    [sku(1), 999, null],
    [sku(3), null, 103],
  ]);
});

it('a file with wrong rows changes nothing and answers an error file with each row, its cells and the reason', async () => {
  const { admin, listId } = await world(5);
  expect(
    (await upload(listId, admin.token, `${HEADER}\n${sku(0)},,1200,,\n${sku(1)},,,1000,\n`)).body.applied,
  ).toBe(true);
  const before = await dbSnapshot(h.db);
  const file = [
    HEADER,
    `${sku(2)},Good,900,,`,
    `${sku(3)},,900,1000,`,
    'NOPE-1,,900,,',
    `${sku(4)},,12.50,,`,
    `${sku(0)},,,1000,500=800`,
    `${sku(1)},,1000,,"500=1100"`,
    `${sku(2)},,800,,`,
    `${sku(1)},,1000,,500 for 900`,
    ',,100,,',
    `${sku(4)},,,,`,
  ].join('\n');
  const res = await upload(listId, admin.token, file);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ applied: false, rows: 10, added: 0, changed: 0, removed: 0, refused: 9 });
  expect(await dbSnapshot(h.db)).toEqual(before);
  const errors = parse(res.body.errorFile as string, { bom: true }) as string[][];
  expect(errors).toEqual([
    [...HEADER.split(','), 'problem'],
    [sku(3), '', '900', '1000', '', 'Row 3: Give a fixed price or a percentage off, not both'],
    ['NOPE-1', '', '900', '', '', 'Row 4, column sku: No product has the SKU "NOPE-1"'],
    [
      sku(4),
      '',
      '12.50',
      '',
      '',
      'Row 5, column unit_price_cents: The fixed price (in cents) must be a whole number, like 880',
    ],
    [
      sku(0),
      '',
      '',
      '1000',
      '500=800',
      'Row 6, column price_breaks: A percentage off takes its own breaks as percentages (percentage breaks), not prices',
    ],
    [
      sku(1),
      '',
      '1000',
      '',
      '500=1100',
      'Row 7, column price_breaks: Each price break must cost less a unit than the price before it',
    ],
    [sku(2), '', '800', '', '', `Row 8, column sku: SKU ${sku(2)} is also on row 2: a product appears once`],
    [
      sku(1),
      '',
      '1000',
      '',
      '500 for 900',
      'Row 9, column price_breaks: Price breaks are written as quantity=price in cents, separated by semicolons: 500=1150; 1000=1050',
    ],
    ['', '', '100', '', '', 'Row 10, column sku: The SKU is empty: each row names the product it prices'],
    [
      sku(4),
      '',
      '',
      '',
      '',
      'Row 11: Give a fixed price (unit_price_cents) or a percentage off (percent_off_bp)',
    ],
  ]);
  expect(res.body.problems[0]).toEqual({
    row: 3,
    sku: sku(3),
    column: null,
    reason: 'Give a fixed price or a percentage off, not both',
  });

  // The error file, its rows fixed, goes back in as it is: its problem column is left aside.
  const fixed = [errors[0], [sku(3), '', '900', '', '', 'Row 3: fixed']].map((r) => r.join(',')).join('\n');
  expect((await upload(listId, admin.token, fixed)).body).toMatchObject({
    applied: true,
    added: 1,
    removed: 2,
  });
  // A file refused whole (a column the list does not have) is said in words, and an unknown list is not found.
  const odd = await upload(listId, admin.token, 'sku,price\nX,1');
  expect([odd.status, odd.body.error.message]).toEqual([
    400,
    'The header names a column "price" a price list does not have. The columns are: sku, name, unit_price_cents, percent_off_bp, price_breaks, percent_breaks',
  ]);
  expect((await upload('00000000-0000-4000-8000-000000000000', admin.token, file)).status).toBe(404);
});

it('a percentage with breaks of its own goes out and back in the percent_breaks column; a bad break is named in the error file', async () => {
  const { admin, listId } = await world(6);
  const WITH = `${HEADER},percent_breaks`;
  const good = [
    WITH,
    `${sku(0)},,,1000,,"5000=2000; 1000=1500"`,
    `${sku(1)},,,1250,,`,
    `${sku(2)},,900,,500=800,`,
  ].join('\n');
  expect((await upload(listId, admin.token, good)).body).toMatchObject({ applied: true, added: 3 });
  expect((await entriesOf(listId)).map((e) => [e.product.sku, e.percentOffBp, e.priceBreaks])).toEqual([
    [
      sku(0),
      1_000,
      [
        { minQuantity: 1_000, percentOffBp: 1_500 },
        { minQuantity: 5_000, percentOffBp: 2_000 },
      ],
    ],
    [sku(1), 1_250, []],
    [sku(2), null, [{ minQuantity: 500, unitPriceCents: 800 }]],
  ]);
  const exported = await download(listId, admin.token);
  const records = parse(exported.body as string, { bom: true }) as string[][];
  expect(records.slice(1, 4).map((r) => [r[0], ...r.slice(2)])).toEqual([
    [sku(0), '', '1000', '', '1000=1500; 5000=2000'],
    [sku(1), '', '1250', '', ''],
    [sku(2), '900', '', '500=800', ''],
  ]);
  // Its own export imported again changes nothing.
  expect((await upload(listId, admin.token, exported.body as string)).body).toMatchObject({
    applied: true,
    added: 0,
    changed: 0,
    removed: 0,
    unchanged: 3,
  });

  const before = await dbSnapshot(h.db);
  const bad = [
    WITH,
    `${sku(0)},,,1000,,1000=900`,
    `${sku(1)},,,1000,,1000 at 15%`,
    `${sku(2)},,900,,,1000=1500`,
    `${sku(3)},,,1000,,"1000=1500; 1000=1600"`,
    // Beyond what a GraphQL Int (and an order line) holds: stored, it would break every reader of the list's prices.
    `${sku(4)},,,1000,,3000000000=1500`,
    `${sku(5)},,900,,3000000000=800,`,
  ].join('\n');
  const res = await upload(listId, admin.token, bad);
  expect(res.body).toMatchObject({ applied: false, refused: 6 });
  expect(await dbSnapshot(h.db)).toEqual(before);
  expect((parse(res.body.errorFile as string, { bom: true }) as string[][]).map((r) => r.at(-1))).toEqual([
    'problem',
    'Row 2, column percent_breaks: The percentage break at 1,000 (9 %) must take more off than the 10 % before it',
    'Row 3, column percent_breaks: Percentage breaks are written as quantity=basis points off, separated by semicolons: 1000=1500; 5000=2000',
    'Row 4, column percent_breaks: A fixed price takes its own breaks as prices (price breaks), not percentages',
    'Row 5, column percent_breaks: Two percentage breaks are at 1,000: each needs its own quantity',
    "Row 6, column percent_breaks: A percentage break's quantity must be at most 1,000,000 units, the most one order line may hold",
    "Row 7, column price_breaks: A price break's quantity must be at most 1,000,000 units, the most one order line may hold",
  ]);
});
