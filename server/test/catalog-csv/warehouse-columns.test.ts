/**
 * The catalog file's stock per warehouse and backorder columns (docs/decisions/108): the export writes them after
 * every other column; the file read back changes nothing; a row's warehouse cells set each warehouse exactly; a
 * restock day in the past, an unknown warehouse or a stock that is not the warehouses' sum is refused in words, and
 * a refused file writes nothing.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { LINK_COLUMNS } from '../../src/modules/catalog-csv/links';
import { setWarehouseQuantity } from '../../src/modules/stock/stock';

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

const NEW_COLUMNS = ['backorders_allowed', 'restock_on', 'stock_MAIN', 'stock_NORTH'];
const COLUMNS = [...CATALOG_COLUMNS, ...NEW_COLUMNS];

const row = (sku: string, stock: Record<string, string> = {}) => ({
  sku,
  name: `Glue gun ${sku}`,
  description: 'Hot melt',
  image_url: 'https://img.example/g.png',
  price_cents: '4500',
  stock: '80',
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
  backorders_allowed: 'no',
  restock_on: '',
  stock_MAIN: '50',
  stock_NORTH: '30',
  ...stock,
});

const importFile = (content: string, apply = true) =>
  h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content, apply });
const csvOf = (rows: Array<Record<string, string>>, columns = COLUMNS) =>
  stringify(rows, { header: true, columns });

async function exported(): Promise<string> {
  const res = await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${admin.token}`);
  expect(res.status).toBe(200);
  return res.text;
}

async function ids() {
  const rows = await h.db.warehouse.findMany();
  return { main: rows.find((w) => w.code === 'MAIN')!.id, north: rows.find((w) => w.code === 'NORTH')!.id };
}

/** Every product's columns and warehouse rows, and the audit trail's length: what an import could change. */
async function snapshot() {
  const products = await h.db.product.findMany({ orderBy: { sku: 'asc' } });
  const stock = await h.db.warehouseStock.findMany({
    orderBy: [{ productId: 'asc' }, { warehouseId: 'asc' }],
    select: { productId: true, warehouseId: true, quantity: true },
  });
  return { products, stock, audit: await h.db.auditRecord.count() };
}

async function seed() {
  const { north } = await ids();
  const gun = await h.factories.createProduct(h.db, {
    sku: 'GG-100W',
    name: 'Glue gun 100 W',
    quantity: 50,
    backordersAllowed: true,
    restockOn: new Date('2099-03-01T00:00:00Z'),
  });
  await setWarehouseQuantity(h.db, gun.id, north, 30);
  // A restock day that has passed since it was set: the file carries it back unchanged.
  const stick = await h.factories.createProduct(h.db, {
    sku: 'GS-11',
    name: 'Glue stick 11 mm',
    quantity: 0,
    backordersAllowed: true,
    restockOn: new Date('2020-01-06T00:00:00Z'),
  });
  await setWarehouseQuantity(h.db, stick.id, north, 12);
  await h.factories.createProduct(h.db, { sku: 'NZ-1', name: 'Nozzle', quantity: 7 });
}

it("the export's header: the existing columns in their order, then the backorder terms and one column a warehouse", async () => {
  await seed();
  const [header] = parse(await exported(), { bom: true, to: 1 }) as string[][];
  expect(header).toEqual([...CATALOG_COLUMNS, ...LINK_COLUMNS, ...NEW_COLUMNS]);
  expect(header).toEqual([
    'sku',
    'name',
    'description',
    'image_url',
    'price_cents',
    'stock',
    'min_order',
    'order_increment',
    'max_order',
    'price_breaks',
    'family',
    'option_values',
    'pack_sizes',
    'weight_grams',
    'length_mm',
    'width_mm',
    'height_mm',
    'categories',
    'specifications',
    'related',
    'backorders_allowed',
    'restock_on',
    'stock_MAIN',
    'stock_NORTH',
  ]);
  const rows = parse(await exported(), { bom: true, columns: true }) as Array<Record<string, string>>;
  const pick = (r: Record<string, string>) => NEW_COLUMNS.map((c) => r[c]);
  expect(rows.map((r) => [r.sku, r.stock, ...pick(r)])).toEqual([
    ['GG-100W', '80', 'yes', '2099-03-01', '50', '30'],
    ['GS-11', '12', 'yes', '2020-01-06', '0', '12'],
    ['NZ-1', '7', 'no', '', '7', '0'],
  ]);
});

it('the export imported again changes nothing: no product, warehouse row or audit record', async () => {
  await seed();
  const before = await snapshot();
  const res = await importFile(await exported());
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 3, refused: 0 });
  expect(await snapshot()).toEqual(before);
});

it("a row's warehouse cells set each warehouse, its terms are written, and a new product is stocked where it says", async () => {
  await seed();
  const { main, north } = await ids();
  const res = await importFile(
    csvOf([
      row('GG-100W', { stock: '45', stock_MAIN: '5', stock_NORTH: '40', restock_on: '2099-03-01' }),
      row('NEW-1', { stock: '25', stock_MAIN: '0', stock_NORTH: '25', restock_on: '2099-05-04' }),
    ]),
  );
  expect(res.body).toMatchObject({ applied: true, updated: 1, created: 1, refused: 0 });
  for (const [sku, levels, terms] of [
    ['GG-100W', { [main]: 5, [north]: 40 }, { backordersAllowed: false, restockOn: '2099-03-01' }],
    ['NEW-1', { [north]: 25 }, { backordersAllowed: false, restockOn: '2099-05-04' }],
  ] as const) {
    const p = await h.db.product.findUniqueOrThrow({ where: { sku }, include: { warehouseStock: true } });
    const held = Object.fromEntries(
      p.warehouseStock.filter((s) => s.quantity > 0).map((s) => [s.warehouseId, s.quantity]),
    );
    expect({ held, total: p.quantity }).toEqual({
      held: levels,
      total: Object.values(levels).reduce((a: number, b: number) => a + b, 0),
    });
    expect({
      backordersAllowed: p.backordersAllowed,
      restockOn: p.restockOn?.toISOString().slice(0, 10),
    }).toEqual(terms);
  }
});

it('a file without the new columns leaves the warehouses and backorder terms as they are', async () => {
  await seed();
  const { main, north } = await ids();
  const old = Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, row('GG-100W', { stock: '100' })[c]]));
  const res = await importFile(csvOf([old], [...CATALOG_COLUMNS]));
  expect(res.body).toMatchObject({ applied: true, updated: 1 });
  const p = await h.db.product.findUniqueOrThrow({
    where: { sku: 'GG-100W' },
    include: { warehouseStock: true },
  });
  expect(p.backordersAllowed).toBe(true);
  expect(p.restockOn?.toISOString().slice(0, 10)).toBe('2099-03-01');
  const of = (id: string) => p.warehouseStock.find((s) => s.warehouseId === id)?.quantity;
  expect([of(main), of(north), p.quantity]).toEqual([70, 30, 100]);
});

describe('refused rows name their row and column in the error file, and the file writes nothing', () => {
  it.each([
    [
      { restock_on: '2020-02-03' },
      'restock_on',
      /^The expected restock date cannot be in the past: 2020-02-03 is before today/,
    ],
    [
      { restock_on: '3/12/2099' },
      'restock_on',
      /^Expected restock date must be a day written YYYY-MM-DD, not "3\/12\/2099"/,
    ],
    [{ backorders_allowed: 'maybe' }, 'backorders_allowed', /^Backorders allowed must be yes or no/],
    [{ stock_NORTH: '-3', stock: '47' }, 'stock_NORTH', /^Stock in NORTH must be a whole number from 0 to/],
    [{ stock_NORTH: '31' }, 'stock', /^Stock is 80 but the warehouse columns add up to 81: make them agree/],
  ])('%j', async (cells, column, reason) => {
    await seed();
    const before = await snapshot();
    const res = await importFile(
      csvOf([row('GG-100W', { stock: '90', stock_MAIN: '60' }), row('GS-11', cells)]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: false, refused: 1, updated: 1 });
    expect(res.body.results[1]).toMatchObject({
      row: 3,
      outcome: 'refused',
      column,
      reason: expect.stringMatching(reason),
    });
    const errors = parse(res.body.errorFile, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(errors.map((e) => [e.sku, e.problem.split(':')[0]])).toEqual([
      ['GS-11', `Row 3, column ${column}`],
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a header naming warehouses wrongly refuses the file in words, writing nothing', () => {
  const refused = async (content: string, message: RegExp) => {
    await seed();
    const before = await snapshot();
    const res = await importFile(content);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(message) });
    expect(await snapshot()).toEqual(before);
  };
  it('a warehouse the shop does not have', () =>
    refused(
      csvOf([{ ...row('NEW-1'), stock_WEST: '0' }], [...COLUMNS, 'stock_WEST']),
      /^The header names a column "stock_WEST" but no warehouse has the code WEST\. The warehouses are: MAIN, NORTH$/,
    ));
  it('some warehouses and not others', () =>
    refused(
      csvOf(
        [row('NEW-1')],
        COLUMNS.filter((c) => c !== 'stock_NORTH'),
      ),
      /^The header has no "stock_NORTH" column: a file with stock per warehouse names every warehouse \(MAIN, NORTH\)/,
    ));
  it('a warehouse twice', () =>
    refused(csvOf([row('NEW-1')], [...COLUMNS, 'stock_main']), /names the "stock_main" column twice/));
});
