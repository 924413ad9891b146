/**
 * Totals set many at once (docs/decisions/099): the warehouse rows in one statement and the products' totals in one
 * more, the stock triggers standing aside only for those statements. Each total stays its warehouses' sum, a total
 * taken from two warehouses is one audit record, and a warehouse row written afterwards in the same transaction
 * moves its product's total through the trigger again.
 */
import { createHarness, type Harness } from '../support/harness';
import { setTotals, setWarehouseQuantity } from '../../src/modules/stock/stock';

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

async function warehouses() {
  const rows = await h.db.warehouse.findMany();
  return { main: rows.find((w) => w.code === 'MAIN')!.id, north: rows.find((w) => w.code === 'NORTH')!.id };
}

const drifted = () =>
  h.db.$queryRawUnsafe<unknown[]>(`SELECT p."id" FROM "Product" p
  LEFT JOIN (SELECT "productId", sum("quantity")::int AS n FROM "WarehouseStock" GROUP BY "productId") s ON s."productId" = p."id"
  WHERE p."quantity" <> coalesce(s.n, 0)`);

it('sets many totals by the stock rule, one record a product, and leaves the triggers on for what follows', async () => {
  const { main, north } = await warehouses();
  const a = await h.factories.createProduct(h.db, { sku: 'BATCH-A', quantity: 10 });
  const b = await h.factories.createProduct(h.db, { sku: 'BATCH-B', quantity: 0 });
  await setWarehouseQuantity(h.db, a.id, north, 30);
  const before = (await h.db.product.findUniqueOrThrow({ where: { id: a.id } })).version;
  const seen = new Set((await h.db.auditRecord.findMany({ select: { id: true } })).map((r) => String(r.id)));
  await h.db.$transaction(async (tx) => {
    await setTotals(tx, [
      { productId: a.id, total: 5 },
      { productId: b.id, total: 25 },
    ]);
    // After the batch, a warehouse row written directly still moves its product's total (the setting is off again).
    await tx.$executeRawUnsafe(
      'UPDATE "WarehouseStock" SET "quantity" = "quantity" + 1 WHERE "productId" = $1::uuid AND "warehouseId" = $2::uuid',
      b.id,
      main,
    );
  });
  const stock = await h.db.warehouseStock.findMany({
    where: { productId: { in: [a.id, b.id] } },
    orderBy: [{ productId: 'asc' }],
  });
  const of = (p: string, w: string) =>
    stock.find((s) => s.productId === p && s.warehouseId === w)?.quantity ?? 0;
  expect([of(a.id, main), of(a.id, north), of(b.id, main), of(b.id, north)]).toEqual([0, 5, 26, 0]);
  const after = await h.db.product.findUniqueOrThrow({ where: { id: a.id } });
  // Two warehouse rows moved: two versions, as the row trigger counts them; one audit record of the whole move.
  expect({ quantity: after.quantity, version: after.version }).toEqual({ quantity: 5, version: before + 2 });
  expect((await h.db.product.findUniqueOrThrow({ where: { id: b.id } })).quantity).toBe(26);
  const records = (await h.db.auditRecord.findMany({ where: { entityId: a.id, action: 'UPDATE' } })).filter(
    (r) => !seen.has(String(r.id)),
  );
  expect(
    records.map((r) => [
      (r.before as { quantity: number }).quantity,
      (r.after as { quantity: number }).quantity,
    ]),
  ).toEqual([[40, 5]]);
  expect(await drifted()).toEqual([]);
});
