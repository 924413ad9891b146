import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { migrate } from '../../src/db/migrate';
import { signSession } from '../../src/auth/session';

/**
 * Two instances of the built server (`node server/dist/index.js`) on one PostgreSQL database and
 * one Redis, as behind a load balancer. Runs when TEST_REDIS_URL is set (`npm test` sets it when Redis answers on
 * 127.0.0.1:6379; CI always, with REQUIRE_REDIS=1 so that a missing Redis fails instead of skipping).
 */
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const ENTRY = path.join(ROOT, 'server', 'dist', 'index.js');
const SECRET = 'scale-test-secret-scale-test-secret-0123456789';
const DB_NAME = `gluegun_scale_${process.pid}`;
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const WANTED = Boolean(process.env.TEST_REDIS_URL) || process.env.REQUIRE_REDIS === '1';
const PREFIX = `gluegun-test-${process.pid}:`;
const WRITE_LIMIT = 60;

let redisUp = false;
let dbUrl = '';
let sql: Client;
let a: Instance;
let b: Instance;

interface Instance { child: ChildProcess; url: string; exited: Promise<number | null> }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl,
      SESSION_SECRET: SECRET, FIREBASE_PROJECT_ID: 'gluegun-scale-test', SEED: 'false', LOG_LEVEL: 'warn',
      REDIS_URL, REDIS_KEY_PREFIX: PREFIX, PUBLIC_CACHE_MS: '60000', TRUST_PROXY: 'loopback',
      WRITE_RATE_LIMIT: String(WRITE_LIMIT), AUTH_RATE_LIMIT: '1000', QUERY_BUDGET: '1000000000', QUERY_RESTORE_RATE: '100000000', DB_POOL_SIZE: '20', CLIENT_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server was not ready within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let ipCounter = 0;
/** Every caller gets its own client address (the instances trust the loopback proxy), so only the rate-limit phase shares one. */
const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function call(url: string, pathName: string, init: { method?: string; token?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? nextIp() };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${url}${pathName}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const gql = (url: string, query: string, variables: Record<string, unknown> = {}, token?: string, ip?: string) =>
  call(url, '/graphql', { method: 'POST', token, body: { query, variables }, ip });

async function createUser(email: string, role: 'ADMIN' | 'CUSTOMER' = 'CUSTOMER') {
  const { rows } = await sql.query<{ id: string }>(
    'INSERT INTO "User" (id, email, role, "emailVerified", "updatedAt") VALUES (gen_random_uuid(), $1, $2, true, now()) RETURNING id',
    [email, role],
  );
  return { id: rows[0].id, email, token: signSession(SECRET, 3600, { sub: rows[0].id, v: 0 }) };
}

async function createProduct(name: string, quantity: number) {
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, "updatedAt")
     VALUES (gen_random_uuid(), $1, 'scale test', '/images/glue-gun-01.svg', 100, $2, now()) RETURNING id`,
    [name, quantity],
  );
  return rows[0].id;
}

beforeAll(async () => {
  if (!WANTED) return;
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  redisUp = await probe.connect().then(() => true, () => false);
  probe.disconnect();
  if (!redisUp) {
    throw new Error(`TEST_REDIS_URL is set but ${REDIS_URL} cannot be reached`);
  }
  if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build first (npm run build)`);
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DB_NAME}"`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${DB_NAME}`;
  dbUrl = u.toString();
  await migrate(dbUrl);
  sql = new Client({ connectionString: dbUrl });
  await sql.connect();
  [a, b] = await Promise.all([startInstance(), startInstance()]);
});

afterAll(async () => {
  for (const i of [a, b]) if (i && i.child.exitCode === null) i.child.kill('SIGKILL');
  if (sql) await sql.end();
  if (redisUp) {
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${PREFIX}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  }
});

/** Skipped (and reported as skipped) without Redis; when wanted, a missing Redis already failed beforeAll. */
const itRedis = (name: string, fn: () => Promise<void>) => (WANTED ? it : it.skip)(name, fn);

describe('two instances on one PostgreSQL and one Redis', () => {
  itRedis('a product edit through A is seen by the next anonymous read on B (REST and GraphQL, 60 s cache)', async () => {
    const id = await createProduct('Scale Gun', 1000);
    const admin = await createUser(`admin-${Date.now()}@scale.test`, 'ADMIN');
    const PRODUCT = 'query($id: ID!) { product(id: $id) { name version } }';
    // Warm B's cache (two reads each, so the second is a cache hit).
    for (let i = 0; i < 2; i += 1) {
      expect((await call(b.url, `/products/${id}`)).body.name).toBe('Scale Gun');
      expect((await gql(b.url, PRODUCT, { id })).body.data.product.name).toBe('Scale Gun');
    }
    const put = await call(a.url, `/products/${id}`, {
      method: 'PUT', token: admin.token,
      body: { name: 'Renamed On A', price: 1, quantity: 900, img: '/images/glue-gun-01.svg', des: 'scale test', version: 0 },
    });
    expect(put.status).toBe(200);
    expect((await call(b.url, `/products/${id}`)).body.name).toBe('Renamed On A');
    expect((await gql(b.url, PRODUCT, { id })).body.data.product).toEqual({ name: 'Renamed On A', version: 1 });
  });

  itRedis('a customer signed out or deleted through A is refused on B at once', async () => {
    const c = await createUser(`c-${Date.now()}@scale.test`);
    expect((await gql(b.url, '{ me { id } }', {}, c.token)).body.data.me.id).toBe(c.id);
    expect((await gql(a.url, 'mutation { signOut }', {}, c.token)).body.data.signOut).toBe(true);
    expect((await gql(b.url, '{ me { id } }', {}, c.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const d = await createUser(`d-${Date.now()}@scale.test`);
    const admin = await createUser(`admin2-${Date.now()}@scale.test`, 'ADMIN');
    expect((await gql(b.url, '{ me { id } }', {}, d.token)).body.data.me.id).toBe(d.id);
    expect((await call(a.url, `/user/${d.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await gql(b.url, '{ me { id } }', {}, d.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  itRedis('a role given through A applies on B at once (B\'s session-user cache held the old row)', async () => {
    const e = await createUser(`e-${Date.now()}@scale.test`);
    const admin = await createUser(`admin3-${Date.now()}@scale.test`, 'ADMIN');
    expect((await gql(b.url, '{ orders(take: 1) { id } }', {}, e.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const made = await gql(a.url, 'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }', { e: e.email }, admin.token);
    expect(made.body.data.makeAdmin.modifiedCount).toBe(1);
    expect((await gql(b.url, '{ orders(take: 1) { id } }', {}, e.token)).body.errors).toBeUndefined();
  });

  itRedis(`the write limit (${WRITE_LIMIT} a minute per client) counts across both instances`, async () => {
    const c = await createUser(`rl-${Date.now()}@scale.test`);
    const ip = '10.250.250.250';
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT + 20; i += 1) {
      statuses.push((await gql(i % 2 ? b.url : a.url, 'mutation { signOut }', {}, c.token, ip)).status);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(WRITE_LIMIT);
    expect(statuses.slice(WRITE_LIMIT).every((s) => s === 429)).toBe(true);
  });

  // The same limit under parallel requests spread over both instances (the shared Redis counter
  // is incremented atomically): exactly the limit gets through and lands, the rest are clean 429s, none is a 5xx.
  itRedis(`the write limit holds under ${WRITE_LIMIT + 40} parallel writes over both instances from one client`, async () => {
    const c = await createUser(`rlp-${Date.now()}@scale.test`);
    const ip = '10.250.250.251';
    const answers = await Promise.all(Array.from({ length: WRITE_LIMIT + 40 }, (_, i) => gql(
      i % 2 ? b.url : a.url, 'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
      { i: { photoUrl: 'https://example.com/p.png', description: `Parallel ${i}` } }, c.token, ip,
    )));
    expect(answers.every((r) => r.status < 500)).toBe(true);
    const through = answers.filter((r) => r.status !== 429);
    expect(through).toHaveLength(WRITE_LIMIT);
    for (const r of through) expect({ status: r.status, errors: r.body.errors, id: typeof r.body.data?.addReview?.id }).toEqual({ status: 200, errors: undefined, id: 'string' });
    for (const r of answers.filter((x) => x.status === 429)) expect(r.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM "Review" WHERE description LIKE \'Parallel %\'');
    expect(Number(rows[0].n)).toBe(WRITE_LIMIT);
  });

  itRedis('200 concurrent payments spread over both instances for stock that covers 50: exactly 50 succeed', async () => {
    const productId = await createProduct('Scarce Gun', 5_000);
    const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
    const customers = await Promise.all(Array.from({ length: 200 }, (_, i) => createUser(`payer${i}-${Date.now()}@scale.test`)));
    const items: Array<{ token: string; id: string }> = [];
    for (const [i, c] of customers.entries()) {
      const placed = await gql(i % 2 ? a.url : b.url, PLACE, { i: { productId, quantity: 100, phone: '5550100' } }, c.token);
      items.push({ token: c.token, id: placed.body.data.placeOrder.id });
    }
    const PAY = 'mutation($id: ID!) { payOrderItem(id: $id) { status } }';
    const results = await Promise.all(items.map((it, i) => gql(i % 2 ? b.url : a.url, PAY, { id: it.id }, it.token)));
    const ok = results.filter((r) => r.body.data?.payOrderItem?.status === 'INVOICED').length;
    const conflicts = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT').length;
    expect({ ok, conflicts }).toEqual({ ok: 50, conflicts: 150 });
    // Every answer checked: no 5xx, and every loser told plainly that the stock ran out.
    expect(results.every((r) => r.status === 200)).toBe(true);
    for (const r of results.filter((x) => x.body.errors)) expect(r.body.errors[0].message).not.toMatch(/internal|prisma|postgres|transaction/i);
    const { rows } = await sql.query('SELECT quantity FROM "Product" WHERE id = $1', [productId]);
    expect(rows[0].quantity).toBe(0);
    const paid = await sql.query<{ n: string }>('SELECT count(*) AS n FROM "OrderItem" WHERE "productId" = $1 AND status = \'INVOICED\' AND "stockReserved"', [productId]);
    expect(Number(paid.rows[0].n)).toBe(50);
  });

  itRedis('SIGKILL of one instance mid-load loses no acknowledged write, and the other keeps serving', async () => {
    const admin = await createUser(`admin3-${Date.now()}@scale.test`, 'ADMIN');
    const CREATE = 'mutation($i: ProductInput!) { createProduct(input: $i) { id name } }';
    const acknowledged: string[] = [];
    let n = 0;
    const writer = async (url: string) => {
      for (let i = 0; i < 60; i += 1) {
        const name = `Kill ${++n}`;
        try {
          const res = await gql(url, CREATE, { i: { name, description: 'k', imageUrl: '/images/glue-gun-01.svg', priceCents: 100, quantity: 1 } }, admin.token);
          if (res.status === 200 && res.body.data?.createProduct?.name === name) acknowledged.push(res.body.data.createProduct.id);
        } catch {
          // connection reset by the kill: not acknowledged
        }
      }
    };
    const load = Promise.all([writer(a.url), writer(a.url), writer(b.url), writer(b.url)]);
    await new Promise((r) => setTimeout(r, 300));
    a.child.kill('SIGKILL');
    await load;
    expect(await a.exited).toBeNull(); // killed by the signal
    const { rows } = await sql.query<{ id: string }>('SELECT id FROM "Product" WHERE id = ANY($1::uuid[])', [acknowledged]);
    expect(rows).toHaveLength(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(60); // B went on serving after the kill
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
  });
});
