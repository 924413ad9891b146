// Baselines for bench/run.mjs: for each measured path, the shop's own statements (as PostgreSQL logs them for the
// shop: `node bench/capture-sql.mjs`), sent through `pg` on bare node:http. Each route receives the very request the
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

// The product card's columns, read from the shop's build (server/src/modules/products/product-columns.ts).
const { CARD_COLUMNS: PRODUCT_PLAIN, productListSource } = (await import(new URL('../server/dist/modules/products/product-columns.js', import.meta.url))).default ?? {};
// The company's contract entries that placeOrder reads with the product (server/src/modules/prices/contract-entries.ts).
const { CONTRACT_ENTRIES, contractEntriesOf, contractPriced } = (await import(new URL('../server/dist/modules/prices/contract-entries.js', import.meta.url))).default ?? {};
const { explainContractTier } = (await import(new URL('../common/dist/index.js', import.meta.url))).default ?? {};
// The shop's column lists (server/src/db/columns.ts), for the statements written since: the checkout from a quote.
const COLUMNS = (await import(new URL('../server/dist/db/columns.js', import.meta.url))).default ?? {};
// The order items' lists and placing an order's product read, as the shop builds their texts.
const { itemListSource, statusListSource, PRODUCT_FOR_ORDER_SQL } = (await import(new URL('../server/dist/modules/orders/order-statements.js', import.meta.url))).default ?? {};
const { listStatements } = (await import(new URL('../server/dist/db/sql-list.js', import.meta.url))).default ?? {};
const ALL_ITEMS = listStatements(statusListSource(null));
const CATALOG = listStatements(productListSource(null));
const quoted = (names) => names.map((n) => `"${n}"`).join(', ');
const list = (from, n) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(',');
const SQL = {
  session: 'SELECT "id", "email", "displayName", "role", "tokenVersion", "emailVerified", "companyId", "companyRole" FROM "User" WHERE "id" = $1::uuid',
  // The product reads as the shop runs them on pg (product.service.ts, with product-columns.ts' CARD_COLUMNS).
  product: `SELECT ${PRODUCT_PLAIN} FROM "Product" WHERE id = $1::uuid`,
  page: CATALOG.offset,
  count: CATALOG.count,
  orders: ALL_ITEMS.offset,
  usersIn: `SELECT ${COLUMNS.USER_COLUMNS} FROM "User" WHERE "id" = ANY($1::uuid[])`,
  productsIn: `SELECT ${COLUMNS.PRODUCT_ROW_COLUMNS} FROM "Product" WHERE "id" = ANY($1::uuid[])`,
  // An API key's request (server/src/auth/api-key.ts), then a cursor page of 100 + 1 and whether a row lies behind it.
  key: `SELECT k."id" AS "keyId", k."hash", k."scopes", k."expiresAt", k."revokedAt",
  u."id", u."email", u."displayName", u."role", u."emailVerified", u."companyId", u."companyRole"
  FROM "ApiKey" k JOIN "User" u ON u."id" = k."userId" WHERE k."prefix" = $1`,
  keyUsed: `UPDATE "ApiKey" SET "lastUsedAt" = (now() AT TIME ZONE 'UTC'), "lastUsedIp" = $2, "requestCount" = "requestCount" + 1 WHERE "id" = $1::uuid`,
  pageAfter: ALL_ITEMS.past('<', 'DESC'),
  behind: ALL_ITEMS.past('>', 'DESC'),
  productRow: PRODUCT_FOR_ORDER_SQL,
  // The contract entries of a page of products (contract-entries.ts contractEntriesFor): company, day and buyer.
  contractEntries: `SELECT p."id"::text AS "id", ${CONTRACT_ENTRIES} FROM "Product" p WHERE p."id" = ANY($1::uuid[])`,
};
// placeOrder's one statement (server/src/modules/orders/open-items.ts PLACE_ONE_SQL), with and without its outbox part.
// The shop's outbox writes (server/src/modules/events/outbox.ts: EMIT_SQL, and a new item's first event inside
// placeOrder's statement), read from its build.
const { EMIT_SQL, firstEventSql } = (await import(new URL('../server/dist/modules/events/outbox.js', import.meta.url))).default ?? {};
const PLACE_HEAD = `
  WITH item AS (
    INSERT INTO "OrderItem" ("id", "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail", "userPhone", "quantity",
                             "createdAt", "updatedAt")
    SELECT $1::uuid, p."id", $3::uuid, $4, $5, $6, $7, $8, $9, $10, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM "Product" p WHERE p."id" = $2::uuid
    RETURNING *
  ), event AS (
    INSERT INTO "OrderEvent" ("id", "orderItemId", "toStatus", "actorId", "actorEmail", "actorRole", "createdAt")
    SELECT $11::uuid, item."id", 'PENDING', $3::uuid, $12, $13::"Role", item."createdAt" FROM item
  )`;
const PLACE_OUTBOX = firstEventSql('order_item.placed', 'order_item', 'item', '$14', '$15');
const PLACE_SQL = `${PLACE_HEAD}${PLACE_OUTBOX}\n  SELECT * FROM item`;
const PLACE_NO_OUTBOX_SQL = `${PLACE_HEAD}\n  SELECT * FROM item`;

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
const placedEvent = (item) => JSON.stringify({ orderItemId: item.id, customerId: item.userId, productId: item.productId, productName: item.productName,
  quantity: item.quantity, unitPriceCents: item.unitPriceCents, totalCents: item.quantity * item.unitPriceCents });

/** A buyer's items as myOrders reads them: the statement for their company (or none), then LIMIT and OFFSET. */
function myOrders(user) {
  const source = itemListSource({ id: user.id, companyId: user.companyId ?? null });
  return q(listStatements(source).offset, [...source.params, 500, 0]);
}

const ROUTES = {
  product: async ({ variables }, user) => user && { product: productOut((await q(SQL.product, [variables.id])).rows[0]) },
  products: async ({ variables }, user) => {
    if (!user) return null;
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
  'contract-product': async ({ variables }, user) => user && { product: (await contractPriced_(user, (await q(SQL.product, [variables.id])).rows))[0] },
  'contract-products': async ({ variables }, user) => {
    if (!user) return null;
    const [page, count] = await Promise.all([q(SQL.page, [24, (variables.page - 1) * 24]), q(SQL.count, [])]);
    return { products: { total: count.rows[0].n, items: await contractPriced_(user, page.rows) } };
  },
  // Checkout of items accepted from a quote: checkout's statements with the quote's validity read under its share lock.
  'quote-checkout': async (b, user) => checkout(b, user, true, true),
  'place-order': (b, user) => placeOrder(b, user, true),
  // The same without the outbox part of its statement: what the outbox adds to a bare write.
  'place-order-no-outbox': (b, user) => placeOrder(b, user, false),
  checkout: async (b, user) => checkout(b, user, true),
  // Checkout of 5 lines with every statement but the outbox write: the outbox's share of checkout.
  'checkout-no-outbox': async (b, user) => checkout(b, user, false),
};

/** Product rows as the contract-priced reads answer them: id, name, list price and the caller's price with its explanation. */
async function contractPriced_(user, rows) {
  if (rows.length === 0) return [];
  const found = await q(SQL.contractEntries, [rows.map((r) => r.id), user.companyId, new Date().toISOString().slice(0, 10), user.id]);
  const entries = new Map(found.rows.map((r) => [r.id, contractEntriesOf(r.contractEntries)]));
  return rows.map((r) => {
    const tiers = contractPriced(r, entries.get(r.id) ?? []).contract;
    return { id: r.id, name: r.name, priceCents: r.priceCents, myPrice: tiers ? { unitPriceCents: tiers[0].unitPriceCents, explanation: explainContractTier(tiers[0]) } : null };
  });
}

async function placeOrder({ variables: { i } }, user, outbox) {
  if (!user) return null;
  const { rows: [product] } = await q(SQL.productRow, [i.productId, user.companyId, new Date().toISOString().slice(0, 10), user.id]);
  if (!product) return { error: 'not found' };
  const id = randomUUID();
  const params = [id, product.id, user.id, product.name, product.imageUrl, product.priceCents, user.displayName || user.email, user.email, i.phone,
    i.quantity, randomUUID(), user.email, user.role];
  const item = { id, userId: user.id, productId: product.id, productName: product.name, quantity: i.quantity, unitPriceCents: product.priceCents };
  const { rows: [row] } = await q(outbox ? PLACE_SQL : PLACE_NO_OUTBOX_SQL, outbox ? [...params, randomUUID(), placedEvent(item)] : params);
  return { placeOrder: { id: row.id, status: row.status, totalCents: row.quantity * row.unitPriceCents } };
}

// Checkout's statements since they moved to pg (server/src/modules/purchase-orders/checkout.ts, captured 2026-11-25).
const PO_INSERT = ['id', 'number', 'userId', 'companyId', 'buyerName', 'buyerEmail', 'poNumber', 'companyName', 'addressLine1', 'addressLine2', 'city', 'region',
  'postalCode', 'country', 'contactPhone', 'notes', 'invoiceNumber', 'issuedAt', 'termsDays', 'dueAt', 'subtotalCents', 'totalCents', 'taxCents', 'taxName',
  'taxRateMillionths', 'taxRounding', 'taxExemptCertificate', 'createdAt', 'updatedAt'];
const LINE = ['id', 'purchaseOrderId', 'position', 'orderItemId', 'productId', 'sku', 'customerPartNumber', 'productName', 'imageUrl', 'quantity', 'unitPriceCents', 'lineTotalCents', 'taxCents'];
const CHECKOUT = {
  begin: 'BEGIN; SET LOCAL statement_timeout = 30000',
  lockUser: `SELECT ${COLUMNS.USER_COLUMNS} FROM "User" WHERE "id" = $1::uuid FOR NO KEY UPDATE`,
  lockCompany: `SELECT ${COLUMNS.COMPANY_COLUMNS} FROM "Company" WHERE "id" = $1::uuid FOR NO KEY UPDATE`,
  items: `SELECT ${COLUMNS.ORDER_ITEM_COLUMNS} FROM "OrderItem" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
  lockStock: `SELECT p."id", p."quantity", p."sku", c."partNumber" FROM "Product" p
  LEFT JOIN "CustomerPartNumber" c ON c."productId" = p."id" AND c."companyId" = $2::uuid
  WHERE p."id" = ANY($1::uuid[]) ORDER BY p."id" FOR NO KEY UPDATE OF p`,
  taxRates: 'SELECT * FROM "TaxRate" WHERE "country" = $1 AND "active"',
  credit: `
    SELECT c."id" AS "companyId",
      sum(po."totalCents" - po."creditedCents" - po."paidCents")::float8 AS open,
      (count(*) FILTER (WHERE po."dueAt" < $1::timestamp))::int AS "overdueCount",
      (sum(po."totalCents" - po."creditedCents" - po."paidCents") FILTER (WHERE po."dueAt" < $1::timestamp))::float8 AS overdue,
      (count(*) FILTER (WHERE po."dueAt" < $1::timestamp AND (c."holdLiftedAt" IS NULL OR po."dueAt" > c."holdLiftedAt")))::int AS holding
    FROM "Company" c JOIN "PurchaseOrder" po ON po."companyId" = c."id" AND po."paymentStatus" = 'AWAITING_PAYMENT'
    WHERE c."id" = ANY($2::uuid[])
    GROUP BY c."id"`,
  number: `SELECT nextval(pg_get_serial_sequence('"PurchaseOrder"', 'number'))::int AS n`,
  insertPo: `INSERT INTO "PurchaseOrder" (${quoted(PO_INSERT)})
  VALUES (${PO_INSERT.map((c, i) => `$${i + 1}${c === 'id' || c === 'userId' || c === 'companyId' ? '::uuid' : ''}`).join(', ')})
  RETURNING ${COLUMNS.PURCHASE_ORDER_COLUMNS}`,
  lines: (n) => `INSERT INTO "InvoiceLine" (${quoted(LINE)}) VALUES ${Array.from({ length: n }, (_, r) => `(${list(1 + r * LINE.length, LINE.length).split(',').join(', ')})`).join(', ')}`,
  poEvent: `INSERT INTO "PurchaseOrderEvent" ("id", "purchaseOrderId", "kind", "detail", "amountCents", "actorId", "actorEmail", "actorRole", "createdAt")
  VALUES ($1::uuid, $2::uuid, $3, $4, $5::int, $6::uuid, $7, $8::"Role", $9)`,
  takeStock: `UPDATE "Product" p SET "quantity" = p."quantity" - x.q, "version" = p."version" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
  FROM unnest($1::uuid[], $2::int[]) AS x(id, q) WHERE p."id" = x.id`,
  move: `UPDATE "OrderItem" SET "status" = 'INVOICED', "stockReserved" = true, "invoiceReference" = $2, "invoicedAt" = $3,
  "purchaseOrderId" = $4::uuid, "updatedAt" = $5 WHERE "id" = ANY($1::uuid[]) AND "status" = 'PENDING' AND "purchaseOrderId" IS NULL`,
  itemEvents: `INSERT INTO "OrderEvent" ("id", "orderItemId", "fromStatus", "toStatus", "actorId", "actorEmail", "actorRole", "createdAt")
  SELECT gen_random_uuid(), x.id, 'PENDING', 'INVOICED', $2::uuid, $3, $4::"Role", $5 FROM unnest($1::uuid[]) AS x(id)`,
};
// A checkout from a quote reads the rows with the shop's current column lists, and the quotes its items came from.
const QUOTED = {
  lockUser: `SELECT ${COLUMNS.USER_COLUMNS} FROM "User" WHERE "id" = $1::uuid FOR NO KEY UPDATE`,
  lockCompany: `SELECT ${COLUMNS.COMPANY_COLUMNS} FROM "Company" WHERE "id" = $1::uuid FOR NO KEY UPDATE`,
  items: `SELECT ${COLUMNS.ORDER_ITEM_COLUMNS} FROM "OrderItem" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
  quotes: 'SELECT "number", "expiresAt" FROM "Quote" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR SHARE',
};
const pad6 = (n) => String(n).padStart(6, '0');

/** Checkout as the shop runs it (server/src/modules/purchase-orders/checkout.ts): the session read, then the same 14 statements between BEGIN (with its statement timeout) and COMMIT. */
async function checkout({ variables: { ids, d } }, user, outbox, quoted = false) {
  if (!user) return null;
  const c = await pool.connect();
  try {
    await c.query(CHECKOUT.begin);
    const { rows: [owner] } = await q(quoted ? QUOTED.lockUser : CHECKOUT.lockUser, [user.id], c);
    const { rows: [company] } = await q(quoted ? QUOTED.lockCompany : CHECKOUT.lockCompany, [owner.companyId], c);
    const items = (await q(quoted ? QUOTED.items : CHECKOUT.items, [ids], c)).rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (items.length !== ids.length || items.some((i) => i.status !== 'PENDING' || i.purchaseOrderId || i.userId !== owner.id)) throw new Error('items taken');
    if (quoted) {
      const quotes = (await q(QUOTED.quotes, [[...new Set(items.map((i) => i.quoteId).filter(Boolean))]], c)).rows;
      if (quotes.some((x) => x.expiresAt && x.expiresAt <= new Date())) throw new Error('quote expired');
    }
    const productIds = items.map((i) => i.productId);
    const stock = new Map((await q(CHECKOUT.lockStock, [productIds, company.id], c)).rows.map((p) => [p.id, p]));
    const total = items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0);
    await q(CHECKOUT.taxRates, [d.country.trim().toUpperCase()], c); // none for the bench's country: no tax
    const now = new Date();
    await q(CHECKOUT.credit, [`${now.toISOString().slice(0, 10)} 00:00:00`, [company.id]], c);
    const { rows: [{ n }] } = await c.query(CHECKOUT.number);
    const termsDays = company.paymentTermsDays ?? 30;
    const due = new Date(now.getTime() + termsDays * 86_400_000);
    const invoiceNumber = `INV-${pad6(n)}`;
    const written = new Date().toISOString();
    const { rows: [po] } = await q(CHECKOUT.insertPo, [randomUUID(), n, owner.id, company.id, owner.displayName || owner.email, owner.email, d.poNumber ?? null,
      d.companyName, d.addressLine1, d.addressLine2 ?? null, d.city, d.region ?? null, d.postalCode, d.country, d.contactPhone, d.notes ?? null, invoiceNumber,
      now.toISOString(), termsDays, due.toISOString(), total, total, 0, null, 0, null, null, written, written], c);
    await q(CHECKOUT.lines(items.length), items.flatMap((i, k) => [randomUUID(), po.id, k + 1, i.id, i.productId, stock.get(i.productId).sku, stock.get(i.productId).partNumber, i.productName,
      i.imageUrl, i.quantity, i.unitPriceCents, i.quantity * i.unitPriceCents, 0]), c);
    await q(CHECKOUT.poEvent, [randomUUID(), po.id, 'CHECKED_OUT', `${items.length} lines, Net ${termsDays}${d.poNumber ? `, PO ${d.poNumber}` : ''}`, total,
      owner.id, owner.email, owner.role, written], c);
    await q(CHECKOUT.takeStock, [productIds, items.map((i) => i.quantity)], c);
    const moved = await q(CHECKOUT.move, [ids, invoiceNumber, po.issuedAt.toISOString(), po.id, new Date().toISOString()], c);
    if (moved.rowCount !== items.length) throw new Error('items changed');
    if (outbox) {
      const data = { purchaseOrderId: po.id, orderNumber: `SO-${pad6(n)}`, invoiceNumber, customerId: owner.id, totalCents: total };
      await q(EMIT_SQL, [JSON.stringify([
        { ord: 0, eventId: randomUUID(), type: 'purchase_order.checked_out', resourceType: 'purchase_order', resourceId: po.id, version: 1,
          payload: { ...data, lineCount: items.length, buyerEmail: owner.email } },
        { ord: 1, eventId: randomUUID(), type: 'invoice.issued', resourceType: 'purchase_order', resourceId: po.id, version: 1,
          payload: { ...data, issuedAt: now.toISOString(), dueAt: due.toISOString() } }])], c);
    }
    await q(CHECKOUT.itemEvents, [items.map((i) => i.id), owner.id, owner.email, owner.role, new Date().toISOString()], c);
    await c.query('COMMIT');
    return { checkout: { id: po.id, orderNumber: `SO-${pad6(po.number)}`, invoiceNumber: po.invoiceNumber, totalCents: po.totalCents, dueAt: iso(po.dueAt) } };
  } catch (e) {
    await c.query('ROLLBACK');
    throw e;
  } finally {
    c.release();
  }
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
