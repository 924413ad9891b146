// Baselines for bench/run.mjs: for each measured path, the same SQL as the shop through `pg` on bare node:http.
// Signed-in paths verify the same HS256 session token (jsonwebtoken with a KeyObject, as the server does) and run
// the session-user lookup first, as the real server must. Everything the real server adds (Express, Apollo,
// TypeGraphQL, Prisma, validation, logging) is the difference.
import http from 'node:http';
import { createHash, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BASELINE_POOL || 10) });
const key = createSecretKey(Buffer.from(process.env.SESSION_SECRET || '', 'utf8'));

const CARD = `id, name, description, "imageUrl", "priceCents", quantity, version, "createdAt", "updatedAt", sku,
  "minOrderQuantity", "orderIncrement", "maxOrderQuantity", "priceBreaks"`;
const SQL = {
  page: `SELECT ${CARD} FROM "Product" ORDER BY "createdAt" DESC, id DESC LIMIT 24 OFFSET 0`,
  count: 'SELECT count(*)::int AS n FROM "Product"',
  all: `SELECT ${CARD} FROM "Product" ORDER BY "createdAt" DESC, id DESC`,
  product: `SELECT ${CARD} FROM "Product" WHERE id = $1`,
  session: 'SELECT id, email, "displayName", role, "tokenVersion", "emailVerified" FROM "User" WHERE id = $1',
  myOrders: 'SELECT * FROM "OrderItem" WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC',
  orders: 'SELECT * FROM "OrderItem" ORDER BY "createdAt" DESC, id DESC LIMIT $1 OFFSET 0',
  productsIn: 'SELECT * FROM "Product" WHERE id = ANY($1::uuid[])',
  usersIn: 'SELECT * FROM "User" WHERE id = ANY($1::uuid[])',
  insertItem: `INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail",
    "userPhone", quantity, "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING *`,
  insertEvent: `INSERT INTO "OrderEvent" (id, "orderItemId", "toStatus", "actorId", "actorEmail", "actorRole")
    VALUES ($1, $2, 'PENDING', $3, $4, $5)`,
  // An API key's request (server/src/auth/api-key.ts): the key and its creator by prefix, then its use recorded.
  key: `SELECT k."id" AS "keyId", k."hash", k."scopes", k."expiresAt", k."revokedAt",
  u."id", u."email", u."displayName", u."role", u."emailVerified"
  FROM "ApiKey" k JOIN "User" u ON u."id" = k."userId" WHERE k."prefix" = $1`,
  keyUsed: `UPDATE "ApiKey" SET "lastUsedAt" = (now() AT TIME ZONE 'UTC'), "lastUsedIp" = $2, "requestCount" = "requestCount" + 1 WHERE "id" = $1::uuid`,
  // A cursor page (server/src/lib/connection.ts): 100 + 1 rows past the cursor, and whether any row lies behind it.
  pageAfter: `SELECT * FROM "OrderItem" WHERE ("createdAt" < $1 OR ("createdAt" = $1 AND id < $2)) ORDER BY "createdAt" DESC, id DESC LIMIT 101`,
  behind: `SELECT id FROM "OrderItem" WHERE ("createdAt" > $1 OR ("createdAt" = $1 AND id > $2)) LIMIT 1`,
};

/** An API key -> its creator, as the shop checks one: shape, prefix lookup, constant-time hash compare, use recorded. */
async function keyUser(req) {
  const presented = String(req.headers['x-api-key'] ?? '');
  const m = /^gg_live_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/.exec(presented);
  if (!m) return null;
  const hash = createHash('sha256').update(presented, 'utf8').digest();
  const { rows } = await pool.query(SQL.key, [`gg_live_${m[1]}`]);
  const found = rows.find((r) => { const stored = Buffer.from(r.hash, 'hex'); return stored.length === hash.length && timingSafeEqual(stored, hash); });
  if (!found || found.revokedAt || (found.expiresAt && found.expiresAt <= new Date())) return null;
  await pool.query(SQL.keyUsed, [found.keyId, '127.0.0.1']);
  return found;
}
// The shop's outbox write (server/src/modules/events/outbox.ts EMIT_SQL), read from its build so both run one statement.
const { EMIT_SQL } = (await import(new URL('../server/dist/modules/events/outbox.js', import.meta.url))).default ?? {};
const placedEvent = (item) => JSON.stringify([{ ord: 0, eventId: randomUUID(), type: 'order_item.placed', resourceType: 'order_item', resourceId: item.id, version: 1,
  payload: { orderItemId: item.id, customerId: item.userId, productId: item.productId, productName: item.productName, quantity: item.quantity,
    unitPriceCents: item.unitPriceCents, totalCents: item.quantity * item.unitPriceCents } }]);
const cursorOf = (row) => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

/** The session lookup every signed-in request pays: signature, then the user row and its token version. */
async function sessionUser(req) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const claims = jwt.verify(token, key, { algorithms: ['HS256'], issuer: 'gluegun-shop' });
  const { rows: [user] } = await pool.query(SQL.session, [claims.sub]);
  return user && user.tokenVersion === claims.v ? user : null;
}

const body = (req) => new Promise((resolve) => {
  let data = '';
  req.on('data', (c) => { data += c; });
  req.on('end', () => resolve(data ? JSON.parse(data) : {}));
});

const ROUTES = {
  '/products': async () => {
    const [page, count] = await Promise.all([pool.query(SQL.page), pool.query(SQL.count)]);
    return { total: count.rows[0].n, items: page.rows };
  },
  '/products-all': async () => (await pool.query(SQL.all)).rows,
  '/signed-in/products': async (req, user) => user && ROUTES['/products'](req),
  '/signed-in/product': async (req, user) => user && (await pool.query(SQL.product, [new URL(req.url, 'http://x').searchParams.get('id')])).rows[0],
  '/signed-in/my-orders': async (_req, user) => user && (await pool.query(SQL.myOrders, [user.id])).rows,
  '/admin/orders': async (req, user) => {
    if (user?.role !== 'ADMIN') return null;
    const take = Number(new URL(req.url, 'http://x').searchParams.get('take'));
    const items = (await pool.query(SQL.orders, [take])).rows;
    if (take <= 100) return items;
    // With product and user: two batched reads, as the server's DataLoaders do.
    const [products, users] = await Promise.all([
      pool.query(SQL.productsIn, [[...new Set(items.map((i) => i.productId).filter(Boolean))]]),
      pool.query(SQL.usersIn, [[...new Set(items.map((i) => i.userId).filter(Boolean))]]),
    ]);
    const p = new Map(products.rows.map((r) => [r.id, r]));
    const u = new Map(users.rows.map((r) => [r.id, r]));
    return items.map((i) => ({ ...i, product: p.get(i.productId) ?? null, user: u.get(i.userId) ?? null }));
  },
  // A page of 100 order items through an API key and a cursor (orderConnection(first: 100, after)).
  '/key/orders-page': async (req) => {
    const user = await keyUser(req);
    if (user?.role !== 'ADMIN') return null;
    const [at, id] = JSON.parse(Buffer.from(new URL(req.url, 'http://x').searchParams.get('after'), 'base64url').toString('utf8'));
    const from = new Date(at);
    const [page, behind] = await Promise.all([pool.query(SQL.pageAfter, [from, id]), pool.query(SQL.behind, [from, id])]);
    const rows = page.rows.slice(0, 100);
    const edges = rows.map((r) => ({ cursor: cursorOf(r), node: { id: r.id, productName: r.productName, quantity: r.quantity,
      unitPriceCents: r.unitPriceCents, totalCents: r.quantity * r.unitPriceCents, status: r.status, createdAt: r.createdAt } }));
    void behind;
    return { orderConnection: { edges, pageInfo: { hasNextPage: page.rows.length > 100, endCursor: edges.at(-1)?.cursor ?? null } } };
  },
  // placeOrder: session, product read, then both inserts and the outbox event in one transaction (as the shop).
  '/signed-in/place-order': async (req, user) => placeOrder(req, user, true),
  // The same without the outbox event: the pair says what the outbox adds to a write (issue #30).
  '/signed-in/place-order-no-outbox': async (req, user) => placeOrder(req, user, false),
};

async function placeOrder(req, user, outbox) {
  if (!user) return null;
  const { productId, quantity, phone } = await body(req);
  const { rows: [product] } = await pool.query(SQL.product, [productId]);
  if (!product) return { error: 'not found' };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [item] } = await client.query(SQL.insertItem, [randomUUID(), product.id, user.id, product.name, product.imageUrl,
      product.priceCents, user.displayName || user.email, user.email, phone, quantity]);
    await client.query(SQL.insertEvent, [randomUUID(), item.id, user.id, user.email, user.role]);
    if (outbox) await client.query(EMIT_SQL, [placedEvent(item)]);
    await client.query('COMMIT');
    return item;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
}

const server = http.createServer(async (req, res) => {
  try {
    const route = ROUTES[req.url === '/' ? '/products' : req.url.split('?')[0]];
    if (!route) { res.writeHead(404).end(); return; }
    const signedIn = req.url.startsWith('/signed-in/') || req.url.startsWith('/admin/');
    const keyed = req.url.startsWith('/key/');
    const user = signedIn ? await sessionUser(req) : null;
    const data = await route(req, user);
    if ((signedIn || keyed) && !data) { res.writeHead(401).end(); return; }
    const out = JSON.stringify({ data });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
    res.end(out);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
