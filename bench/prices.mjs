// `node bench/prices.mjs`: contract-priced reads and a checkout from a quote, each against the bare baseline doing the
// same statements (bench/baseline-server.mjs: contract-products, contract-product, quote-checkout) in the same run,
// rounds interleaved baseline, shop, baseline, shop... as bench/run.mjs does. Every bench customer's company has three
// lists: its own (10 % off every product), its customer group's (a fixed price on half of them) and its ship-to
// location's (a fixed price on a quarter, a higher priority), and the customer ships to that location, so each price
// is resolved among all three kinds of assignment. The same callers' list-price reads and a checkout without a quote
// run beside them for reference. Results: a table and bench/results/prices-<time>.json.
import { ensureBuild, prepare, stop } from './setup.mjs';
import { comparePaths, on, post, report, startPair } from './compare.mjs';
import { PRODUCT as LIST_PRICE_PRODUCT, PRODUCTS as LIST_PRICE_PRODUCTS } from './paths.mjs';

const TARGET = 0.6;

const PRODUCTS = 'query($page: Int!) { products(page: $page, pageSize: 24) { total items { id name priceCents myPrice { unitPriceCents explanation } } } }';
const PRODUCT = 'query($id: ID!) { product(id: $id) { id name priceCents myPrice { unitPriceCents explanation } } }';
const CHECKOUT = 'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id orderNumber invoiceNumber totalCents dueAt } }';
const DETAILS = { poNumber: 'PO-BENCH', companyName: 'Bench Crafts Ltd', addressLine1: '1 Bench Street', city: 'Springfield', postalCode: '12345',
  country: 'US', contactPhone: '+1 555 0100' };

await ensureBuild();
const f = await prepare(process.env.BENCH_DB || 'gluegun_bench_prices');

/** The three lists of every customer's company, and each customer's ship-to location. */
async function seedContracts(client, customerIds) {
  const started = Date.now();
  const list = async (name, priority) => (await client.query('INSERT INTO "PriceList" (id, name, priority, "updatedAt") VALUES (gen_random_uuid(), $1, $2, now()) RETURNING id', [name, priority])).rows[0].id;
  const own = await list('Bench contract 2027', 0);
  const tier = await list('Bench distributors, tier 2', 0);
  const site = await list('Bench site prices', 1);
  await client.query(`INSERT INTO "PriceListCompany" ("priceListId", "companyId") SELECT $1::uuid, "companyId" FROM "User" WHERE id = ANY($2::uuid[])`, [own, customerIds]);
  const group = (await client.query(`INSERT INTO "CustomerGroup" (id, name, "updatedAt") VALUES (gen_random_uuid(), 'Bench tier 2', now()) RETURNING id`)).rows[0].id;
  await client.query(`INSERT INTO "CustomerGroupCompany" ("groupId", "companyId") SELECT $1::uuid, "companyId" FROM "User" WHERE id = ANY($2::uuid[])`, [group, customerIds]);
  await client.query('INSERT INTO "PriceListGroup" ("priceListId", "groupId") VALUES ($1, $2)', [tier, group]);
  await client.query(`INSERT INTO "CompanyLocation" (id, "companyId", label, "addressLine1", city, "postalCode", country)
    SELECT gen_random_uuid(), "companyId", 'Bench site', '1 Bench Street', 'Springfield', '12345', 'US' FROM "User" WHERE id = ANY($1::uuid[])`, [customerIds]);
  await client.query(`UPDATE "User" u SET "shipToLocationId" = l.id FROM "CompanyLocation" l WHERE l."companyId" = u."companyId" AND u.id = ANY($1::uuid[])`, [customerIds]);
  await client.query(`INSERT INTO "PriceListLocation" ("priceListId", "locationId") SELECT $1::uuid, l.id FROM "CompanyLocation" l JOIN "User" u ON u."companyId" = l."companyId" WHERE u.id = ANY($2::uuid[])`, [site, customerIds]);
  const products = (await client.query('SELECT id, "priceCents" FROM "Product" ORDER BY sku')).rows;
  await client.query(`INSERT INTO "PriceListEntry" ("priceListId", "productId", "percentOffBp", "updatedAt") SELECT $1::uuid, id, 1000, now() FROM unnest($2::uuid[]) id`, [own, products.map((p) => p.id)]);
  const fixed = (listId, every) => client.query(`INSERT INTO "PriceListEntry" ("priceListId", "productId", "unitPriceCents", "updatedAt")
    SELECT $1::uuid, x.id, x.p, now() FROM unnest($2::uuid[], $3::int[]) x(id, p)`, [listId, products.filter((_, i) => i % every === 0).map((p) => p.id), products.filter((_, i) => i % every === 0).map((p) => p.priceCents - 25)]);
  await fixed(tier, 2);
  await fixed(site, 4);
  await client.query('ANALYZE');
  console.log(`contracts seeded for ${customerIds.length} companies in ${Date.now() - started} ms`);
}

/** Half the checkout buyers' open items come from an accepted quote valid for 30 days. */
async function seedQuotes(client, buyers) {
  const ids = buyers.flatMap((b) => b.items);
  await client.query(`INSERT INTO "Quote" (id, "companyId", "buyerId", status, "expiresAt", "acceptedAt", "updatedAt")
    SELECT gen_random_uuid(), u."companyId", u.id, 'ACCEPTED', now() + interval '30 days', now(), now()
    FROM "User" u WHERE u.id IN (SELECT DISTINCT "userId" FROM "OrderItem" WHERE id = ANY($1::uuid[]))`, [ids]);
  await client.query(`UPDATE "OrderItem" i SET "quoteId" = q.id FROM "Quote" q WHERE q."buyerId" = i."userId" AND i.id = ANY($1::uuid[])`, [ids]);
  await client.query('ANALYZE');
}

await seedContracts(f.client, f.seed.customers.map((c) => c.id));
const half = Math.floor(f.checkoutBuyers.length / 2);
const quoteBuyers = f.checkoutBuyers.slice(0, half);
const plainBuyers = f.checkoutBuyers.slice(half);
await seedQuotes(f.client, quoteBuyers);

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const pages = Math.ceil(f.seed.productIds.length / 24);
// Each checkout buyer once: the shop takes them from the start of its list, the baseline from the end.
const counters = { app: 0, base: 0 };
const checkoutOf = (list, route) => (side) => (req) => {
  const b = side === 'app' ? list[counters.app++ % list.length] : list[list.length - 1 - (counters.base++ % list.length)];
  return post(req, on(side, route), b.token, CHECKOUT, { ids: b.items, d: DETAILS });
};
const paths = [
  { path: 'contract products list (24)', build: (side) => (req) => post(req, on(side, 'contract-products'), pick(f.customerTokens), PRODUCTS, { page: 1 + Math.floor(Math.random() * pages) }) },
  { path: 'contract product page', build: (side) => (req) => post(req, on(side, 'contract-product'), pick(f.customerTokens), PRODUCT, { id: pick(f.seed.productIds) }) },
  // The same callers' reads without their prices (bench/run.mjs' queries): what the contract adds, in this run's conditions.
  { path: 'products list (24), list prices', build: (side) => (req) => post(req, on(side, 'products'), pick(f.customerTokens), LIST_PRICE_PRODUCTS, { page: 1 + Math.floor(Math.random() * pages) }) },
  { path: 'product page, list prices', build: (side) => (req) => post(req, on(side, 'product'), pick(f.customerTokens), LIST_PRICE_PRODUCT, { id: pick(f.seed.productIds) }) },
  { path: 'checkout from a quote (5 lines)', build: checkoutOf(quoteBuyers, 'quote-checkout') },
  { path: 'checkout (5 lines, no quote)', build: checkoutOf(plainBuyers, 'checkout') },
];

async function bodyOf(url, build) {
  const r = build({});
  const res = await fetch(`${url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
  return { status: res.status, text: await res.text() };
}

const { app, base } = await startPair(f.dbUrl, post({}, '/graphql', f.customerTokens[0], PRODUCT, { id: f.seed.productIds[0] }));
const results = [];
try {
  // The same answer both sides, for one caller and one product (the list's first page too).
  const token = f.customerTokens[0];
  for (const [query, variables, route] of [[PRODUCT, { id: f.seed.productIds[0] }, 'contract-product'], [PRODUCTS, { page: 1 }, 'contract-products']]) {
    const a = await bodyOf(app.url, (req) => post(req, '/graphql', token, query, variables));
    const b = await bodyOf(base.url, (req) => post(req, `/b/${route}`, token, query, variables));
    const strip = (t) => JSON.stringify(JSON.parse(t).data);
    console.log(`${route}: shop ${a.status} ${a.text.length} B, baseline ${b.status} ${b.text.length} B, same data: ${strip(a.text) === strip(b.text)}`);
    if (strip(a.text) !== strip(b.text)) console.log(`  shop: ${a.text.slice(0, 300)}\n  base: ${b.text.slice(0, 300)}`);
  }
  results.push(...(await comparePaths(app, base, paths, TARGET)));
} finally {
  await stop(app.child);
  await stop(base.child);
  await f.client.end();
}
report('prices', results, TARGET);
