/**
 * Every way the catalog import refuses (docs/decisions/073): a row names its number, column and reason in words; a
 * whole file is refused with one sentence (columns, size, rows, encoding); nothing is written either way. Hostile
 * cells (quotes, line breaks, a byte-order mark, formulas, other scripts) come back from the export exactly.
 */
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { MAX_IMPORT_ROWS } from '../../src/modules/catalog-csv/import';

let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  admin = await h.signedIn('ADMIN');
});

const GOOD: Record<string, string> = {
  sku: 'NEW-1',
  name: 'Glue stick',
  description: 'Hot melt',
  image_url: 'https://img.example/s.png',
  price_cents: '120',
  stock: '1000',
  min_order: '100',
  order_increment: '1',
  max_order: '',
  price_breaks: '',
  family: '',
  option_values: '',
  pack_sizes: '',
  weight_grams: '',
  length_mm: '',
  width_mm: '',
  height_mm: '',
};
const csvOf = (rows: Array<Record<string, string>>) =>
  stringify(rows, { header: true, columns: [...CATALOG_COLUMNS] });
const importFile = (content: string, apply = false) =>
  h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content, apply });

async function refusalOf(changes: Record<string, string>) {
  const stored = await h.db.product.count();
  const res = await importFile(csvOf([GOOD, { ...GOOD, sku: 'NEW-2', ...changes }]), true);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ applied: false, refused: 1, created: 1 });
  expect(await h.db.product.count()).toBe(stored);
  const { row, outcome, column, reason } = res.body.results[1];
  expect({ row, outcome }).toEqual({ row: 3, outcome: 'refused' });
  return { column, reason };
}

describe('a row is refused, naming its column and reason', () => {
  beforeEach(async () => {
    await h.db.productFamily.create({ data: { name: 'Glue sticks', optionNames: ['Diameter'] } });
    await h.factories.createProduct(h.db, {
      sku: 'GS-7',
      name: 'Stick 7 mm',
      family: { connect: { id: (await h.db.productFamily.findFirstOrThrow()).id } },
      optionValues: ['7 mm'],
    });
  });
  afterEach(async () => {
    /* the seeded variant is all that is stored */ expect(await h.db.product.count()).toBeLessThanOrEqual(1);
  });

  const cases: Array<[string, Record<string, string>, string, string | RegExp]> = [
    ['no SKU', { sku: '' }, 'sku', 'SKU is required: rows are matched to products by SKU'],
    ['a bad SKU', { sku: 'ä!' }, 'sku', 'SKU must be 2 to 32 letters, digits or hyphens, like GS-11-CLR'],
    ['no name', { name: '  ' }, 'name', 'Name is required'],
    ['no description', { description: '' }, 'description', 'Description is required'],
    [
      'an image that is not a link',
      { image_url: 'javascript:alert(1)' },
      'image_url',
      'Image URL must be an http(s) link',
    ],
    ['a price in words', { price_cents: 'twelve' }, 'price_cents', 'Price must be a number'],
    ['a price with decimals', { price_cents: '12.5' }, 'price_cents', 'Price must be a whole number'],
    ['a free product', { price_cents: '0' }, 'price_cents', 'Price must be positive'],
    ['negative stock', { stock: '-1' }, 'stock', 'Quantity cannot be negative'],
    ["a minimum under the shop's", { min_order: '50' }, 'min_order', /100/],
    ['a maximum under the minimum', { max_order: '10' }, 'max_order', /.+/],
    ['breaks in another form', { price_breaks: '500:100' }, 'price_breaks', /quantity=price in cents/],
    ['breaks that do not fall', { price_breaks: '500=130' }, 'price_breaks', /.+/],
    [
      'a family nobody made',
      { family: 'Nozzles', option_values: 'x' },
      'family',
      'No family is named "Nozzles": add it under Families first',
    ],
    [
      'values outside a family',
      { option_values: '7 mm' },
      'option_values',
      'A product outside a family has no option values',
    ],
    [
      'too few values',
      { family: 'glue sticks', option_values: '' },
      'option_values',
      'Give one value for each option: Diameter',
    ],
    [
      'a taken combination',
      { family: 'Glue sticks', option_values: '7 MM' },
      'option_values',
      'Stick 7 mm is already the Glue sticks variant with Diameter 7 MM',
    ],
    ['packs in another form', { pack_sizes: 'Box of 25' }, 'pack_sizes', /name=units/],
    ['a pack of one', { pack_sizes: 'Single=1' }, 'pack_sizes', /.+/],
    ['a weight in words', { weight_grams: '1 kg' }, 'weight_grams', /Weight in grams must be a whole number/],
    [
      'two sides of three',
      { length_mm: '10', width_mm: '10' },
      'height_mm',
      'Dimensions need a length, a width and a height in millimetres',
    ],
  ];
  it.each(cases)('%s', async (_name, changes, column, reason) => {
    const got = await refusalOf(changes);
    expect(got.column).toBe(column);
    expect(got.reason).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
  });

  it('a SKU twice in one file, and two rows with one combination', async () => {
    const rows = [
      GOOD,
      { ...GOOD, name: 'Again' },
      { ...GOOD, sku: 'GS-9', family: 'Glue sticks', option_values: '9 mm' },
      { ...GOOD, sku: 'GS-9B', family: 'Glue sticks', option_values: '9 mm' },
    ];
    const res = await importFile(csvOf(rows), true);
    expect(res.body.results.filter((r: { outcome: string }) => r.outcome === 'refused')).toEqual([
      {
        row: 3,
        sku: 'NEW-1',
        outcome: 'refused',
        column: 'sku',
        reason: 'SKU NEW-1 is also on row 2: a product appears once',
      },
      {
        row: 5,
        sku: 'GS-9B',
        outcome: 'refused',
        column: 'option_values',
        reason: 'row 4 is already the Glue sticks variant with Diameter 9 mm',
      },
    ]);
  });

  it('a row with a cell missing', async () => {
    const content = `${csvOf([GOOD])}NEW-3,Short row\r\n`;
    const res = await importFile(content);
    expect(res.body.results[1]).toEqual({
      row: 3,
      sku: '',
      outcome: 'refused',
      column: null,
      reason: `The row has 2 cells; the header has ${CATALOG_COLUMNS.length}`,
    });
  });
});

describe('a whole file is refused in one sentence, writing nothing', () => {
  const refused = async (content: unknown, message: RegExp) => {
    const res = await h
      .http()
      .post('/admin/catalog-import')
      .set('authorization', `Bearer ${admin.token}`)
      .send({ content, apply: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(message) });
    expect(await h.db.product.count()).toBe(0);
  };
  it('an unknown column', () =>
    refused(csvOf([GOOD]).replace('height_mm', 'colour'), /column "colour" the catalog does not have/));
  it('a missing column', () =>
    refused(
      csvOf([GOOD])
        .replace(',height_mm', '')
        .replace(/,\r?\n/, '\n'),
      /no "height_mm" column/,
    ));
  it('no rows', () => refused(`${CATALOG_COLUMNS.join(',')}\n`, /no products/));
  it('not UTF-8', () => refused(csvOf([{ ...GOOD, name: 'Caf\uFFFD' }]), /not UTF-8/));
  it('an unclosed quote', () => refused(`${csvOf([GOOD])}"open,1\n`, /could not be read/));
  it('no file', () => refused(undefined, /content is required/));
  it('a file that is not text', () => refused({ rows: [] }, /content must be/));
  it('too many rows', () =>
    refused(
      csvOf(Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ({ ...GOOD, sku: `R-${i}` }))),
      /more than 10,000 products/,
    ));
  it('too large', async () => {
    const big = `${csvOf([GOOD])}${'y'.repeat(5_300_000)}\n`;
    await refused(big, /larger than 5 MB/);
  });
  it('larger than the request limit: 413 with a clear code', async () => {
    const res = await h
      .http()
      .post('/admin/catalog-import')
      .set('authorization', `Bearer ${admin.token}`)
      .send({ content: 'x'.repeat(7_000_000) });
    expect(res.status).toBe(413);
    expect(await h.db.product.count()).toBe(0);
  });
});

describe('hostile cells come back exactly (property)', () => {
  const hostile = fc
    .oneof(
      fc.constantFrom(
        '=1+1',
        '+SUM(A1)',
        '-2',
        '@cmd',
        "'quoted",
        "''twice",
        '"',
        'a,b;c',
        'line\nbreak',
        'cr\r\nlf',
        'a\uFEFFb',
        '日本語の説明',
        'العربية',
        'e\u0301',
        'x\t=tab',
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    )
    .filter((s) => s.trim() !== '' && !s.includes('\u0000') && s === s.trim() && !/[\uD800-\uDFFF]/.test(s));

  it('a name and description survive the export and import unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (name, description) => {
        await h.db.product.deleteMany();
        await h.factories.createProduct(h.db, { sku: 'HOSTILE-1', name, description });
        const file = (await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${admin.token}`))
          .text;
        for (const cell of (parse(file, { bom: true }) as string[][]).flat())
          expect(cell).not.toMatch(/^\s*[=+\-@]/);
        const res = await importFile(file, true);
        expect(res.body).toMatchObject({ applied: true, unchanged: 1 });
        expect(await h.db.product.findUniqueOrThrow({ where: { sku: 'HOSTILE-1' } })).toMatchObject({
          name,
          description,
          version: 0,
        });
      }),
      { numRuns: 40 },
    );
  });
});
