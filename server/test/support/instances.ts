import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { migrate } from '../../src/db/migrate';
import { signSession } from '../../src/auth/session';

/**
 * Instances of the built server (`node server/dist/index.js`) as separate processes on one PostgreSQL database and
 * one Redis, as behind a load balancer: for the suites that need several instances (scale, faults). They run when
 * TEST_REDIS_URL is set (`npm test` sets it when Redis answers on 127.0.0.1:6379; CI always, with REQUIRE_REDIS=1
 * so that a missing Redis fails instead of skipping).
 */
export const ROOT = path.resolve(__dirname, '..', '..', '..');
const ENTRY = path.join(ROOT, 'server', 'dist', 'index.js');
export const SECRET = 'scale-test-secret-scale-test-secret-0123456789';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const REDIS_WANTED = Boolean(process.env.TEST_REDIS_URL) || process.env.REQUIRE_REDIS === '1';

export interface Instance {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  kill(): void;
}

/** `it`, or `it.skip` without Redis (reported as skipped); when wanted, a missing Redis fails in requireRedis(). */
export const itRedis = (name: string, fn: () => Promise<void>, timeout?: number) =>
  (REDIS_WANTED ? it : it.skip)(name, fn, timeout);

/** Throws unless Redis answers at REDIS_URL and the server is built. */
export async function requireRedis(): Promise<void> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!up) throw new Error(`TEST_REDIS_URL is set but ${REDIS_URL} cannot be reached`);
  if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build first (npm run build)`);
}

/** A fresh, migrated database of its own on DATABASE_URL's server, with a client on it; `drop()` removes it. */
export async function createDatabase(
  name: string,
): Promise<{ url: string; sql: Client; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const admin = async (statement: string) => {
    const c = new Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  await migrate(url);
  const sql = new Client({ connectionString: url });
  await sql.connect();
  return {
    url,
    sql,
    async drop() {
      await sql.end().catch(() => undefined);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Removes the keys an instance wrote under `prefix`. */
export async function clearRedis(prefix: string): Promise<void> {
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts one instance on `databaseUrl` and (REDIS_URL in `env`) Redis, and waits until /readyz answers 200. */
export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: SECRET,
      FIREBASE_PROJECT_ID: 'gluegun-scale-test',
      SEED: 'false',
      LOG_LEVEL: process.env.TEST_INSTANCE_LOG_LEVEL || 'warn',
      REDIS_URL,
      PUBLIC_CACHE_MS: '60000',
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT: '1000',
      QUERY_BUDGET: '1000000000',
      QUERY_RESTORE_RATE: '100000000',
      DB_POOL_SIZE: '20',
      CLIENT_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, exited, kill };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error('server was not ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

let ipCounter = 0;
/** Every caller gets its own client address (the instances trust the loopback proxy), unless a test shares one. */
export const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

export async function call(
  url: string,
  pathName: string,
  init: { method?: string; token?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': init.ip ?? nextIp(),
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${url}${pathName}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: kept as text for the failure message */
  }
  return { status: res.status, headers: res.headers, body };
}

export const gql = (
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  ip?: string,
) => call(url, '/graphql', { method: 'POST', token, body: { query, variables }, ip });

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A user row with a verified e-mail (a one-person company of its own, by the database's trigger) and a session token. */
export async function createUser(
  sql: Client,
  email: string,
  role: 'ADMIN' | 'CUSTOMER' = 'CUSTOMER',
): Promise<TestUser> {
  const { rows } = await sql.query<{ id: string }>(
    'INSERT INTO "User" (id, email, role, "emailVerified", "updatedAt") VALUES (gen_random_uuid(), $1, $2, true, now()) RETURNING id',
    [email, role],
  );
  return { id: rows[0].id, email, token: signSession(SECRET, 3600, { sub: rows[0].id, v: 0 }) };
}

export async function createProduct(
  sql: Client,
  name: string,
  quantity: number,
  priceCents = 100,
): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, "updatedAt")
     VALUES (gen_random_uuid(), $1, 'instance test', '/images/glue-gun-01.svg', $2, $3, now()) RETURNING id`,
    [name, priceCents, quantity],
  );
  return rows[0].id;
}

/** Polls `ask` every `everyMs` until `done` holds or `ms` pass; returns the last answer and when `done` first held. */
export async function until<T>(
  ask: () => Promise<T>,
  done: (t: T) => boolean,
  ms = 10_000,
  everyMs = 20,
): Promise<{ last: T; atMs: number | null }> {
  const start = Date.now();
  for (;;) {
    const last = await ask().catch((e: unknown) => e as T);
    if (done(last)) return { last, atMs: Date.now() - start };
    if (Date.now() - start > ms) return { last, atMs: null };
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
