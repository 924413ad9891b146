// Baselines for the bench: for each measured path, the shop's own statements (imported from its build, decision 112;
// `node bench/capture-sql.mjs` shows what PostgreSQL receives from each side), sent through `pg` on bare node:http. Each route receives the very request the
// shop receives (the same GraphQL POST body and headers), checks the session as the shop does on a session-cache
// miss (HS256 verify with a KeyObject, then the user row and its token version), runs the statements of a
// shop cache miss every time, and answers the same JSON body (with the same `extensions.cost`) and the shop's own
// response headers (BASELINE_HEADERS, read from the shop at start). What remains is what the shop adds: Express,
// Apollo, TypeGraphQL, Prisma, validation, logging, and what its caches save.
import http from 'node:http';
import { createHash, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BASELINE_POOL || 10) });
const key = createSecretKey(Buffer.from(process.env.SESSION_SECRET || '', 'utf8'));
const { read: HEADERS = {}, write: WRITE_HEADERS = {} } = JSON.parse(process.env.BASELINE_HEADERS || '{}');
const WRITES = new Set(['place-order', 'place-order-no-outbox', 'checkout', 'checkout-no-outbox', 'quote-checkout']);
// `timestamp` columns hold UTC (as Prisma reads them).
const TIMESTAMP = 1114;
const types = { getTypeParser: (oid, format) => (oid === TIMESTAMP ? (v) => new Date(`${v.replace(' ', 'T')}Z`) : pg.types.getTypeParser(oid, format)) };
const q = (text, values, c = pool) => c.query({ text, values, types });

// Every statement below is the shop's own text, imported from its build (server/dist), never retyped. Placing an
// order and checkout run the shop's own functions for their statements (order.service.ts placeValidOrder,
// checkout.ts placeInTransaction) on this baseline's pool: whatever they come to read or write, both sides send the
// same statements, and what is left out is what comes before them (Express, Apollo, validation, the session cache).
const dist = (file) => import(new URL(`../server/dist/${file}`, import.meta.url)).then((m) => m.default ?? m);
const { productListSource } = await dist('modules/products/product-columns.js');
const { CONTRACT_ENTRIES_SQL, contractEntriesOf, contractPriced } = await dist('modules/prices/contract-entries.js');
const { itemListSource, statusListSource } = await dist('modules/orders/order-statements.js');
const { listStatements } = await dist('db/sql-list.js');
const { registerPool } = await dist('db/fast-sql.js');
const { inPgTransaction } = await dist('db/sql.js');
const { withAuditScope } = await dist('db/audit-context.js');
const { SESSION_SQL } = await dist('auth/resolve-user.js');
const { KEY_SQL, USED_SQL } = await dist('auth/api-key.js');
const { PRODUCT_CARD_SQL, VISIBLE_PRODUCT_CARD_SQL, suggestionsSql, suggestionLabel } = await dist('modules/products/product.service.js');
const { CATALOG_LIMITED_SQL } = await dist('db/catalog-visibility.js');
const { productSearchSql, productListSql, resolveFilter } = await dist('modules/products/catalog-filter.js');
const { catalogLoaders } = await dist('modules/catalog/catalog-tree.js');
const { createPrisma } = await dist('db/prisma.js');
const { facetStatements, facetsOf } = await dist('modules/catalog/catalog.service.js');
const { priceBreaksOf } = await dist('modules/products/product.wholesale.js');
const { PRODUCTS_BY_ID_SQL, USERS_BY_ID_SQL } = await dist('loaders.js');
const { placeValidOrder } = await dist('modules/orders/order.service.js');
const { placeInTransaction } = await dist('modules/purchase-orders/checkout.js');
const { lineDatesOf } = await dist('modules/purchase-orders/delivery-dates.js');
const { EMIT_SQL, firstEventSql } = await dist('modules/events/outbox.js');
const { loadConfig } = await dist('config.js');
const { checkoutDetailsSchema, explainContractTier, DEFAULT_SUGGESTIONS, lowestUnitPrice } = (await import(new URL('../common/dist/index.js', import.meta.url))).default ?? {};
const ALL_ITEMS = listStatements(statusListSource(null));
const CATALOG = listStatements(productListSource(null));
const SQL = {
  session: SESSION_SQL,
  product: PRODUCT_CARD_SQL,
  // A signed-in buyer's reads of products carry the rule of what its price lists let it see (docs/decisions/129):
  // a product read carries it as a condition, a list first asks whether the lists limit anything (none does here).
  visibleProduct: VISIBLE_PRODUCT_CARD_SQL,
  limited: CATALOG_LIMITED_SQL,
  page: CATALOG.offset,
  count: CATALOG.count,
  orders: ALL_ITEMS.offset,
  usersIn: USERS_BY_ID_SQL,
  productsIn: PRODUCTS_BY_ID_SQL,
  // An API key's request (server/src/auth/api-key.ts), then a cursor page of 100 + 1 and whether a row lies behind it.
  key: KEY_SQL,
  keyUsed: USED_SQL,
  pageAfter: ALL_ITEMS.past('<', 'DESC'),
  behind: ALL_ITEMS.past('>', 'DESC'),
  // The contract entries of a page of products (contract-entries.ts contractEntriesFor): company, day and buyer.
  contractEntries: CONTRACT_ENTRIES_SQL,
};
// What the outbox-share routes leave out of the same statements (server/src/modules/events/outbox.ts).
const PLACED_OUTBOX = firstEventSql('order_item.placed', 'order_item', 'item', '$14', '$15');
// The same parameters, typed, and no write: placing an order's statement without its outbox part.
const NO_PLACED_OUTBOX = ', outbox AS (SELECT $14::uuid, $15::jsonb WHERE false)';
const withoutOutbox = (text) => text.replace(PLACED_OUTBOX, NO_PLACED_OUTBOX);
/** The pool with placing an order's statement sent without its outbox part (its CTE stands in, writing nothing). */
const bareOutbox = new Proxy(pool, {
  get(target, key) {
    if (key === 'query') return (config, ...rest) => target.query(typeof config === 'object' ? { ...config, text: withoutOutbox(config.text) } : config, ...rest);
    const value = Reflect.get(target, key);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});
// Two handles the shop's functions take as their database: statements on this pool as the shop's fast path sends them.
const DB = {};
const DB_NO_OUTBOX = {};
// For the reads the shop sends through Prisma (a category page's filter): the shop's own client on its own pool.
const PRISMA = createPrisma(process.env.DATABASE_URL, 4);
registerPool(DB, pool);
registerPool(DB_NO_OUTBOX, bareOutbox);
const CONFIG = loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: process.env.SESSION_SECRET });
const DETAIL_NAMES = Object.keys(checkoutDetailsSchema.fields);

/** The cost extension the shop adds to every answer (same shape and size). */
const COST = { cost: { requestedQueryCost: 1, actualQueryCost: 1, throttleStatus: { maximumAvailable: 1000000000, currentlyAvailable: 999999999, restoreRate: 100000000 } } };

/** The session check of a shop request on a session-cache miss: signature, then the user row and its token version. */
async function sessionUser(req) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const claims = jwt.verify(token, key, { algorithms: ['HS256'], issuer: 'gluegun-shop' });
  const { rows: [user] } = await q(SQL.session, [claims.sub]);
  return user && user.tokenVersion === claims.v ? user : null;
}
/** An API key -> its creator, as the shop checks one: shape, prefix lookup, constant-time hash compare, use recorded. */
async function keyUser(req) {
  const presented = String(req.headers['x-api-key'] ?? '');
  const m = /^gg_live_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/.exec(presented);
  if (!m) return null;
  const hash = createHash('sha256').update(presented, 'utf8').digest();
  const { rows } = await q(SQL.key, [`gg_live_${m[1]}`]);
  const found = rows.find((r) => { const stored = Buffer.from(r.hash, 'hex'); return stored.length === hash.length && timingSafeEqual(stored, hash); });
  if (!found || found.revokedAt || (found.expiresAt && found.expiresAt <= new Date())) return null;
  await q(SQL.keyUsed, [found.keyId, '127.0.0.1']);
  return found;
}

const iso = (d) => (d instanceof Date ? d.toISOString() : d);
const productOut = (p) => p && ({ id: p.id, name: p.name, description: p.description, imageUrl: p.imageUrl, priceCents: p.priceCents, quantity: p.quantity,
  createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt) });
const cursorOf = (row) => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

/** A buyer's items as myOrders reads them: the statement for their company (or none), then LIMIT and OFFSET. */
function myOrders(user) {
  const source = itemListSource({ id: user.id, companyId: user.companyId ?? null });
  return q(listStatements(source).offset, [...source.params, 500, 0]);
}

const ROUTES = {
  product: async ({ variables }, user) => user && { product: productOut((await productRead(user, variables.id))[0]) },
  products: async ({ variables }, user) => {
    if (!user) return null;
    await limitedCheck(user);
    const [page, count] = await Promise.all([q(SQL.page, [24, (variables.page - 1) * 24]), q(SQL.count, [])]);
    return { products: { total: count.rows[0].n, items: page.rows.map(productOut) } };
  },
  'my-orders': async (_b, user) => user && { myOrders: (await myOrders(user)).rows.map((r) => ({ id: r.id, productName: r.productName,
    imageUrl: r.imageUrl, quantity: r.quantity, unitPriceCents: r.unitPriceCents, totalCents: r.quantity * r.unitPriceCents, status: r.status, createdAt: iso(r.createdAt) })) },
  orders: async (_b, user) => {
    if (user?.role !== 'ADMIN') return null;
    const items = (await q(SQL.orders, [500, 0])).rows;
    // With product and user: two batched reads, as the shop's DataLoaders send them.
    const userIds = [...new Set(items.map((i) => i.userId).filter(Boolean))];
    const productIds = [...new Set(items.map((i) => i.productId).filter(Boolean))];
    const [users, products] = await Promise.all([q(SQL.usersIn, [userIds]), q(SQL.productsIn, [productIds])]);
    const p = new Map(products.rows.map((r) => [r.id, r]));
    const u = new Map(users.rows.map((r) => [r.id, r]));
    return { orders: items.map((i) => {
      const pr = p.get(i.productId); const us = u.get(i.userId);
      return { id: i.id, productName: i.productName, imageUrl: i.imageUrl, unitPriceCents: i.unitPriceCents, quantity: i.quantity, totalCents: i.quantity * i.unitPriceCents,
        userEmail: i.userEmail, status: i.status, product: pr ? { id: pr.id, name: pr.name, quantity: pr.quantity } : null, user: us ? { id: us.id, email: us.email } : null };
    }) };
  },
  'key-page': async ({ variables }, _user, req) => {
    const user = await keyUser(req);
    if (user?.role !== 'ADMIN') return null;
    const [at, id] = JSON.parse(Buffer.from(variables.after, 'base64url').toString('utf8'));
    const from = new Date(at);
    const [page, behind] = await Promise.all([q(SQL.pageAfter, [from, id, 101]), q(SQL.behind, [from, id, 1])]);
    void behind;
    const edges = page.rows.slice(0, 100).map((r) => ({ cursor: cursorOf(r), node: { id: r.id, productName: r.productName, quantity: r.quantity,
      unitPriceCents: r.unitPriceCents, totalCents: r.quantity * r.unitPriceCents, status: r.status, createdAt: iso(r.createdAt) } }));
    return { orderConnection: { edges, pageInfo: { hasNextPage: page.rows.length > 100, endCursor: edges.at(-1)?.cursor ?? null } } };
  },
  // Contract-priced reads (bench/prices.mjs): the product reads, then the caller's entries in one statement, priced
  // and explained by the shop's own functions.
  'contract-product': async ({ variables }, user) => user && { product: (await contractPriced_(user, await productRead(user, variables.id)))[0] },
  'contract-products': async ({ variables }, user) => {
    if (!user) return null;
    await limitedCheck(user);
    const [page, count] = await Promise.all([q(SQL.page, [24, (variables.page - 1) * 24]), q(SQL.count, [])]);
    return { products: { total: count.rows[0].n, items: await contractPriced_(user, page.rows) } };
  },
  // The search box's suggestions (bench/search.mjs): the catalog search's part-number probe, then its ranked rows,
  // both statements built by the shop's own functions for the caller's company.
  suggestions: async ({ variables }, user) => {
    if (!user) return null;
    const search = productSearchSql(variables.s, 1, user.companyId);
    if (!search) return { catalogSuggestions: [] };
    const ranked = (await q(search.anyPartNumber, search.probeParams)).rows[0].any;
    const sql = suggestionsSql(search, ranked === true);
    const rows = (await q(sql.text, sql.params(variables.first ?? DEFAULT_SUGGESTIONS))).rows;
    return { catalogSuggestions: rows.map((r) => ({ productId: r.id, label: suggestionLabel(r), sku: r.sku, partNumber: r.partNumber, imageUrl: r.imageUrl })) };
  },
  // A category page filtered (bench/catalog.mjs): the filter resolved, its facets' statements and the page and count of
  // its list, all built by the shop's own functions, answered as CategoryListing asks.
  'category-listing': async ({ variables: { filter: f, page, pageSize } }, user) => {
    // The filter and the category's filters read as the shop reads them (through Prisma: the same statements).
    // With the caller, as the shop does: a buyer's filter first asks whether its price lists limit what it sees.
    const filter = await resolveFilter({ db: PRISMA, user }, f);
    const defs = await catalogLoaders(PRISMA).categoryFilters.load(filter.category.id);
    const companyId = user?.companyId ?? null;
    const fq = facetStatements(null, filter, defs, companyId);
    const source = productListSource(productListSql(null, filter, null, companyId));
    const list = listStatements(source);
    const [totals, counted, items, count] = await Promise.all([
      q(fq.aggregate.sql, fq.aggregate.params).then((r) => r.rows[0]),
      Promise.all(fq.values.map((st) => q(st.sql, st.params).then((r) => r.rows))),
      q(list.offset, [...source.params, pageSize, (page - 1) * pageSize]).then((r) => r.rows),
      q(list.count, source.params).then((r) => r.rows[0].n),
    ]);
    return { catalogFacets: facetsOf(filter, defs, totals, counted), products: { items: items.map((p) => ({ id: p.id, name: p.name,
      description: p.description, imageUrl: p.imageUrl, priceCents: p.priceCents, fromPriceCents: lowestUnitPrice(p.priceCents, priceBreaksOf(p)),
      quantity: p.quantity })), total: count, page, pageSize } };
  },
  // Checkout of items accepted from a quote: the same function reads the quotes' validity under a share lock.
  'quote-checkout': async (b, user) => checkout(b, user, true),
  'place-order': (b, user) => placeOrder(b, user, true),
  // The same without the outbox part of its statement: what the outbox adds to a bare write.
  'place-order-no-outbox': (b, user) => placeOrder(b, user, false),
  checkout: async (b, user) => checkout(b, user, true),
  // Checkout of 5 lines with every statement but the outbox write: the outbox's share of checkout.
  'checkout-no-outbox': async (b, user) => checkout(b, user, false),
};

/** Product rows as the contract-priced reads answer them: id, name, list price and the caller's price with its explanation. */
const today = () => new Date().toISOString().slice(0, 10);
/** A product read as the shop sends it: a shop admin's plain, a buyer's with what its price lists let it see. */
const productRead = async (user, id) =>
  (user.role === 'ADMIN' ? await q(SQL.product, [id]) : await q(SQL.visibleProduct, [id, user.companyId, today(), user.id])).rows;
/** A buyer's list first asks whether its lists limit what it sees; the bench's never do, so its lists read everything. */
async function limitedCheck(user) {
  if (user.role === 'ADMIN') return;
  if ((await q(SQL.limited, [user.companyId, today(), user.id])).rows[0].limited) throw new Error('a bench company has a limiting price list');
}

async function contractPriced_(user, rows) {
  if (rows.length === 0) return [];
  const found = await q(SQL.contractEntries, [rows.map((r) => r.id), user.companyId, today(), user.id]);
  const entries = new Map(found.rows.map((r) => [r.id, contractEntriesOf(r.contractEntries)]));
  return rows.map((r) => {
    const tiers = contractPriced(r, entries.get(r.id) ?? []).contract;
    return { id: r.id, name: r.name, priceCents: r.priceCents, myPrice: tiers ? { unitPriceCents: tiers[0].unitPriceCents, explanation: explainContractTier(tiers[0]) } : null };
  });
}

/** What the shop's audit trail records for a request: the caller and the operation (db/audit-context.ts). */
const scopeOf = (user, operation) => ({ ip: '127.0.0.1', requestId: randomUUID(), user: { id: user.id, role: user.role, companyId: user.companyId,
  companyRole: user.companyRole }, operation });

async function placeOrder({ variables: { i } }, user, outbox) {
  if (!user) return null;
  const item = await withAuditScope(scopeOf(user, 'placeOrder'), () =>
    placeValidOrder({ db: outbox ? DB : DB_NO_OUTBOX }, user, { productId: i.productId, quantity: i.quantity, phone: i.phone, packUnit: i.packUnit ?? null }));
  return { placeOrder: { id: item.id, status: item.status, totalCents: item.totalCents } };
}

const pad6 = (n) => String(n).padStart(6, '0');
/** Checkout's statements without the outbox write: EMIT_SQL is not sent. */
const skipEmit = (sql) => ({
  rows: (text, values) => (text === EMIT_SQL ? Promise.resolve([]) : sql.rows(text, values)),
  run: (text, values) => (text === EMIT_SQL ? Promise.resolve(0) : sql.run(text, values)),
});

/** Checkout as the shop runs it once the session and input are checked: the same transaction and statements. */
async function checkout({ variables: { ids, d, shippingMethodId, lineDeliveryDates } }, user, outbox) {
  if (!user) return null;
  const details = Object.fromEntries(DETAIL_NAMES.map((k) => [k, d[k] ?? null]));
  const args = { actor: user, ownerId: user.id, itemIds: ids, details, enforceCredit: true, approval: 'enforce', shippingMethodId,
    lineDates: lineDatesOf(lineDeliveryDates, ids) };
  const po = await withAuditScope(scopeOf(user, 'checkout'), () =>
    inPgTransaction(DB, (sql) => placeInTransaction({ db: DB, config: CONFIG }, outbox ? sql : skipEmit(sql), args)));
  return { checkout: { id: po.id, orderNumber: `SO-${pad6(po.number)}`, invoiceNumber: po.invoiceNumber, totalCents: po.totalCents, dueAt: iso(po.dueAt) } };
}

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => { raw += c; });
  req.on('end', async () => {
    try {
      if (req.url === '/healthz') { res.writeHead(200).end('ok'); return; }
      const name = req.url.split('?')[0].replace(/^\/b\//, '');
      const route = ROUTES[name];
      if (!route) { res.writeHead(404).end(); return; }
      const body = JSON.parse(raw || '{}');
      const user = req.headers.authorization ? await sessionUser(req) : null;
      const data = await route(body, user, req);
      if (!data) { res.writeHead(401).end(); return; }
      const out = JSON.stringify({ data, extensions: COST });
      res.writeHead(200, { ...(WRITES.has(name) ? WRITE_HEADERS : HEADERS), 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(out) });
      res.end(out);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
