// `node bench/delivery.mjs`: checkout with warehouse allocation, freight and delivery days, against the bare baseline
// running the shop's own checkout statements (bench/baseline-server.mjs, route checkout) in the same run. Every product
// weighs 250-1,249 g; its stock is split between the two warehouses (the first holds it for every other product only,
// so a 5-line order is taken from both); two shop holidays fall in the next weeks. Paths: freight by weight bands, and
// by pallet with a requested day on every line (promised against lead times, holidays and working days). Results: a
// table and bench/results/delivery-<time>.json.
import { ensureBuild, prepare, stop } from './setup.mjs';
import { comparePaths, on, post, report, startPair } from './compare.mjs';
import { PRODUCT } from './paths.mjs';

const TARGET = 0.6;
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!, $shippingMethodId: ID, $lineDeliveryDates: [LineDeliveryDateInput!]) {
  checkout(itemIds: $ids, details: $d, shippingMethodId: $shippingMethodId, lineDeliveryDates: $lineDeliveryDates) { id orderNumber invoiceNumber totalCents dueAt } }`;
const DETAILS = { poNumber: 'PO-BENCH', companyName: 'Bench Crafts Ltd', addressLine1: '1 Bench Street', city: 'Springfield', postalCode: '12345',
  country: 'US', contactPhone: '+1 555 0100' };

await ensureBuild();
const f = await prepare(process.env.BENCH_DB || 'gluegun_bench_delivery');

/** Weights, stock in both warehouses, two holidays, a method by weight and one by pallet; returns the methods' ids. */
async function seedDelivery(client) {
  const started = Date.now();
  await client.query(`UPDATE "Product" SET "weightGrams" = 250 + (abs(hashtext(id::text)) % 1000), "leadTimeDays" = abs(hashtext(sku)) % 3`);
  // The products' totals stay as they are: the first warehouse gives its units to the second for every other product.
  await client.query(`WITH w AS (SELECT id, code FROM "Warehouse")
    INSERT INTO "WarehouseStock" ("productId", "warehouseId", quantity, "updatedAt")
    SELECT s."productId", (SELECT id FROM w WHERE code = 'NORTH'), s.quantity, now()
    FROM "WarehouseStock" s JOIN "Product" p ON p.id = s."productId"
    WHERE s."warehouseId" = (SELECT id FROM w WHERE code = 'MAIN') AND abs(hashtext(p.sku)) % 2 = 0
    ON CONFLICT ("productId", "warehouseId") DO UPDATE SET quantity = "WarehouseStock".quantity + EXCLUDED.quantity`);
  await client.query(`UPDATE "WarehouseStock" s SET quantity = 0 FROM "Product" p, "Warehouse" w
    WHERE p.id = s."productId" AND w.id = s."warehouseId" AND w.code = 'MAIN' AND abs(hashtext(p.sku)) % 2 = 0`);
  await client.query(`INSERT INTO "ShopHoliday" (day, name) VALUES (current_date + 9, 'Bench holiday'), (current_date + 16, 'Bench holiday 2')
    ON CONFLICT DO NOTHING`);
  const method = async (name, kind, extra) => (await client.query(`INSERT INTO "ShippingMethod" (id, name, kind, bands, "parcelLimitGrams",
      "palletCapacityGrams", "palletPriceCents", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3::jsonb, $4, $5, $6, now()) RETURNING id`,
    [name, kind, JSON.stringify(extra.bands), extra.parcelLimitGrams ?? null, extra.palletCapacityGrams ?? null, extra.palletPriceCents ?? null])).rows[0].id;
  const bands = [{ upToGrams: 100_000, priceCents: 2_500 }, { upToGrams: 500_000, priceCents: 9_000 }, { upToGrams: 2_000_000, priceCents: 24_000 }];
  const weight = await method('Bench road freight', 'WEIGHT', { bands });
  const pallet = await method('Bench pallets', 'PALLET', { bands: bands.slice(0, 1), parcelLimitGrams: 100_000, palletCapacityGrams: 400_000,
    palletPriceCents: 6_500 });
  await client.query('ANALYZE');
  console.log(`delivery seeded in ${Date.now() - started} ms`);
  return { weight, pallet };
}

const methods = await seedDelivery(f.client);
const half = Math.floor(f.checkoutBuyers.length / 2);
const lists = { weight: f.checkoutBuyers.slice(0, half), pallet: f.checkoutBuyers.slice(half) };
/** A working day a month out, asked of every line. */
const requested = (() => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  while ([0, 6].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

// Each checkout buyer once: the shop takes them from the start of its list, the baseline from the end.
const counters = { weight: { app: 0, base: 0 }, pallet: { app: 0, base: 0 } };
const checkoutOf = (kind, withDays) => (side) => (req) => {
  const list = lists[kind];
  const c = counters[kind];
  const b = side === 'app' ? list[c.app++ % list.length] : list[list.length - 1 - (c.base++ % list.length)];
  const lineDeliveryDates = withDays ? b.items.map((itemId) => ({ itemId, requestedDeliveryDate: requested })) : undefined;
  return post(req, on(side, 'checkout'), b.token, CHECKOUT, { ids: b.items, d: DETAILS, shippingMethodId: methods[kind], lineDeliveryDates });
};
const paths = [
  { path: 'checkout (5 lines, 2 warehouses, freight by weight)', build: checkoutOf('weight', false) },
  { path: 'checkout (5 lines, 2 warehouses, pallet freight, a day per line)', build: checkoutOf('pallet', true) },
];

const { app, base } = await startPair(f.dbUrl, post({}, '/graphql', f.customerTokens[0], PRODUCT, { id: f.seed.productIds[0] }));
const results = [];
try {
  results.push(...(await comparePaths(app, base, paths, TARGET)));
  // What the orders came to: freight charged and lines split between the warehouses, on both sides.
  const { rows } = await f.client.query(`SELECT count(*)::int AS orders, count(*) FILTER (WHERE "freightCents" > 0)::int AS "withFreight",
    (SELECT count(*)::int FROM "InvoiceLine" l WHERE (SELECT count(*) FROM "StockAllocation" a WHERE a."invoiceLineId" = l.id) > 1) AS "splitLines",
    (SELECT count(*)::int FROM "InvoiceLine" l WHERE l."promisedDeliveryDate" IS NOT NULL) AS "promisedLines"
    FROM "PurchaseOrder"`);
  console.log('orders placed:', rows[0]);
} finally {
  await stop(app.child);
  await stop(base.child);
  await f.client.end();
}
report('delivery', results, TARGET);
