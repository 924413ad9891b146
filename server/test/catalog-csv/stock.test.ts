/**
 * The catalog file's stock column goes through the stock module (docs/decisions/090): a figure is the product's
 * total, set as the product form's setTotal sets it (units added land in the first warehouse, units removed come off
 * in priority order), so an import never moves units between warehouses, the total stays the warehouses' sum, and the
 * audit trail records the same stock change a setTotal does.
 */
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { setTotal, setWarehouseQuantity } from '../../src/modules/stock/stock';

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

const row = (sku: string, stock: number) => ({
  sku,
  name: `Glue gun ${sku}`,
  description: 'Hot melt',
  image_url: 'https://img.example/g.png',
  price_cents: '4500',
  stock: String(stock),
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
});
const importRows = (rows: Array<Record<string, string>>) =>
  h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content: stringify(rows, { header: true, columns: [...CATALOG_COLUMNS] }), apply: true });

async function warehouses() {
  const rows = await h.db.warehouse.findMany();
  return { main: rows.find((w) => w.code === 'MAIN')!.id, north: rows.find((w) => w.code === 'NORTH')!.id };
}

/** A product as the file's row writes it, holding 50 units in the main warehouse and 30 in the north one. */
async function stocked(sku: string) {
  const { north } = await warehouses();
  const p = await h.factories.createProduct(h.db, {
    sku,
    name: `Glue gun ${sku}`,
    description: 'Hot melt',
    imageUrl: 'https://img.example/g.png',
    priceCents: 4500,
    quantity: 50,
    minOrderQuantity: 100,
    orderIncrement: 1,
  });
  await setWarehouseQuantity(h.db, p.id, north, 30);
  return p.id;
}

async function shelf(productId: string) {
  const { main, north } = await warehouses();
  const rows = await h.db.warehouseStock.findMany({ where: { productId } });
  const of = (id: string) => rows.find((r) => r.warehouseId === id)?.quantity ?? 0;
  const { quantity, version } = await h.db.product.findUniqueOrThrow({ where: { id: productId } });
  return { main: of(main), north: of(north), total: quantity, version };
}

/**
 * The audit trail's stock records of a product written after `before` (the ids the trail held then: a record's time
 * is kept to the millisecond, so a time taken just after the set-up could still match the set-up's own record).
 */
async function stockRecords(entityId: string, before: ReadonlySet<string>) {
  const records = (
    await h.db.auditRecord.findMany({
      where: { entityId, action: 'UPDATE' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
  ).filter((r) => !before.has(String(r.id)));
  return records
    .filter((r) => r.changed.includes('quantity'))
    .map((r) => ({
      changed: r.changed,
      before: (r.before as { quantity: number }).quantity,
      after: (r.after as { quantity: number }).quantity,
    }));
}

it('a stock figure changes the warehouses exactly as setTotal does, up and down, and is audited the same', async () => {
  const [up, upTwin, down, downTwin] = [
    await stocked('UP-1'),
    await stocked('UP-2'),
    await stocked('DOWN-1'),
    await stocked('DOWN-2'),
  ];
  const seen = new Set((await h.db.auditRecord.findMany({ select: { id: true } })).map((r) => String(r.id)));
  const res = await importRows([row('UP-1', 120), row('DOWN-1', 40)]);
  expect(res.body).toMatchObject({ applied: true, updated: 2 });
  await h.db.$transaction(async (tx) => {
    await setTotal(tx, upTwin, 120);
    await setTotal(tx, downTwin, 40);
  });
  // One past the version read (the north warehouse's count made it 1), however many warehouse rows moved.
  expect(await shelf(up)).toEqual({ main: 90, north: 30, total: 120, version: 2 });
  expect(await shelf(down)).toEqual({ main: 10, north: 30, total: 40, version: 2 });
  expect((({ version: _v, ...s }) => s)(await shelf(up))).toEqual(
    (({ version: _v, ...s }) => s)(await shelf(upTwin)),
  );
  expect((({ version: _v, ...s }) => s)(await shelf(down))).toEqual(
    (({ version: _v, ...s }) => s)(await shelf(downTwin)),
  );
  expect(await stockRecords(up, seen)).toEqual(await stockRecords(upTwin, seen));
  expect(await stockRecords(down, seen)).toEqual(await stockRecords(downTwin, seen));
  expect(await stockRecords(up, seen)).toEqual([
    { changed: ['quantity', 'updatedAt', 'version'], before: 80, after: 120 },
  ]);
  const imported = await h.db.auditRecord.findMany({
    where: { operation: 'importCatalogCsv', entityId: { in: [up, down] } },
  });
  // Only the stock moves: the rows' other columns were already so, and a version alone is not recorded.
  expect(imported.map((r) => r.changed)).toEqual([
    ['quantity', 'updatedAt', 'version'],
    ['quantity', 'updatedAt', 'version'],
  ]);
});

it("a new product's opening stock lands in the first warehouse through the stock module, recorded as its own change", async () => {
  const res = await importRows([row('NEW-1', 70), row('NEW-0', 0)]);
  expect(res.body).toMatchObject({ applied: true, created: 2 });
  const made = await h.db.product.findUniqueOrThrow({ where: { sku: 'NEW-1' } });
  expect(await shelf(made.id)).toEqual({ main: 70, north: 0, total: 70, version: 1 });
  const empty = await h.db.product.findUniqueOrThrow({ where: { sku: 'NEW-0' } });
  expect(await shelf(empty.id)).toEqual({ main: 0, north: 0, total: 0, version: 0 });
  const records = await h.db.auditRecord.findMany({
    where: { entityId: made.id, operation: 'importCatalogCsv' },
    orderBy: { createdAt: 'asc' },
  });
  expect(records.map((r) => [r.action, (r.after as { quantity: number }).quantity])).toEqual([
    ['INSERT', 0],
    ['UPDATE', 70],
  ]);
});

it("an unchanged stock figure moves nothing, and every total stays its warehouses' sum", async () => {
  const id = await stocked('SAME-1');
  const res = await importRows([row('SAME-1', 80), row('NEW-2', 15)]);
  expect(res.body).toMatchObject({ applied: true, unchanged: 1, created: 1 });
  expect(await shelf(id)).toEqual({ main: 50, north: 30, total: 80, version: 1 });
  const drifted = await h.db.$queryRawUnsafe<unknown[]>(`SELECT p."id" FROM "Product" p
    LEFT JOIN (SELECT "productId", sum("quantity")::int AS n FROM "WarehouseStock" GROUP BY "productId") s ON s."productId" = p."id"
    WHERE p."quantity" <> coalesce(s.n, 0)`);
  expect(drifted).toEqual([]);
});
