import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import type { Server } from 'node:http';
import request from 'supertest';
import type { Express } from 'express';
import { loadConfig } from '../../src/config';
import { createApp } from '../../src/app';
import { createHttpServer } from '../../src/http-server';
import type { PublicCache } from '../../src/lib/public-cache';
import type { AppDeps } from '../../src/context';
import { createPrisma, type Db } from '../../src/db/prisma';
import { createFirebaseVerifier } from '../../src/auth/firebase';
import { createLogger } from '../../src/logger';
import { signSession } from '../../src/auth/session';
import * as factories from '../../src/db/factories';
import type { Role, User } from '../../src/generated/prisma/client';

export interface Harness {
  app: Express;
  db: Db;
  deps: AppDeps;
  /** The app's public read cache (off unless the harness is given PUBLIC_CACHE_MS). */
  cache: PublicCache;
  /** GraphQL POST; returns the parsed body ({ data, errors }). */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ data?: T; errors?: any[]; status: number }>;
  http(): ReturnType<typeof request>;
  /** Where the app listens (http://127.0.0.1:port), for clients that are not supertest (scripts, fetch). */
  url: string;
  tokenFor(user: Pick<User, 'id' | 'tokenVersion'>): string;
  /** A user row plus a valid session token (no Firebase round trip; sign-in itself is tested against the emulator). */
  signedIn(
    role?: Role,
    overrides?: Partial<{ email: string; displayName: string }>,
  ): Promise<{ user: User; token: string }>;
  reset(): Promise<void>;
  /**
   * The world `build` makes (it starts with reset()), built on the first call for `key` and on every later call put
   * back exactly, row for row with the same ids, by one statement: reset() and the first build's rows inserted again.
   * For matrices that run each cell against a fresh world: building one takes tens of round trips and service calls.
   * The returned objects are the first build's (the rows they describe are the restored ones); a test must not
   * change them. Only the database is put back: in-process state (caches, rate limits) is the harness's, as it is
   * across any two tests of a file.
   */
  world<W>(key: string, build: () => Promise<W>): Promise<W>;
  close(): Promise<void>;
  factories: typeof factories;
}

/** The Auth emulator `npm test` started for this run (never the development one on 9099; see global-setup). */
export const EMULATOR_HOST = testEmulatorHost();

export function testEmulatorHost(): string {
  const host = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'TEST_AUTH_EMULATOR_HOST is not set: run the tests with `npm test` (it starts their own Auth emulator)',
    );
  return host;
}

/** `overrides`: deps a test brings itself (a logger it reads, a clock). */
export async function createHarness(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
): Promise<Harness> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL missing (global setup did not run)');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: 'demo-gluegun',
    ADMIN_EMAILS: 'owner@gluegun.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
    FAST_SQL: process.env.FAST_SQL,
    ...env,
  });
  const db = createPrisma(url, 20, { fastSql: config.fastSql });
  const deps: AppDeps = {
    config,
    db,
    log: createLogger(config.logLevel),
    verifier: createFirebaseVerifier(config),
    ...overrides,
  };
  const { app, apollo, cache } = await createApp(deps);
  // Requests go through the server the app runs on in production (its clientError handling included),
  // listening once on a free port for the whole file.
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const worlds = new Map<string, { world: unknown; restore: string | null }>();
  const tokenFor = (user: Pick<User, 'id' | 'tokenVersion'>) =>
    signSession(config.sessionSecret, config.sessionTtlSeconds, { sub: user.id, v: user.tokenVersion });
  return {
    app,
    db,
    deps,
    cache,
    factories,
    http: () => request(server),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async gql(query, variables, token) {
      const req = request(server).post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { ...res.body, status: res.status };
    },
    tokenFor,
    async signedIn(role = 'CUSTOMER', overrides = {}) {
      const user = await factories.createUser(db, { role, ...overrides });
      return { user, token: tokenFor(user) };
    },
    async reset() {
      await db.$executeRawUnsafe((await resetPlan(db, url)).statement);
    },
    async world(key, build) {
      const saved = worlds.get(key);
      if (saved?.restore) {
        await db.$executeRawUnsafe(saved.restore);
        return saved.world as Awaited<ReturnType<typeof build>>;
      }
      const world = await build();
      worlds.set(key, { world, restore: await restoreStatement(db, await resetPlan(db, url)) });
      return world;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await db.$disconnect();
    },
  };
}

/** The tables reset() empties, with every table that references one of them (found in the catalog, as TRUNCATE ... CASCADE would). */
const RESET_TABLES = [
  'BankStatementLine',
  'BankStatement',
  'ApiKey',
  'IdempotencyKey',
  'WebhookDelivery',
  'WebhookEndpoint',
  'OutboxEvent',
  'OutboxSequence',
  'PurchaseOrderEvent',
  'Payment',
  'InvoiceLine',
  'PurchaseOrder',
  'OrderEvent',
  'OrderItem',
  'Review',
  'Product',
  'User',
  'Company',
  'TaxRate',
  'Category',
  'Specification',
  'PriceList',
  'ProductFamily',
  'ShippingMethod',
  'CustomerGroup',
  'CatalogImportJob',
  'ShopHoliday',
];
/** The job runner's jobs, when a test started one. */
const JOBS = `IF to_regclass('pgboss.job') IS NOT NULL THEN DELETE FROM pgboss.job; END IF;`;

interface ResetPlan {
  /** The tables to empty, each before the tables it references; null when their foreign keys form a cycle. */
  order: string[] | null;
  /** reset()'s one statement. */
  statement: string;
}
const resetPlans = new Map<string, Promise<ResetPlan>>();

/**
 * reset()'s plan, worked out once per database from the catalog: RESET_TABLES and every table referencing them,
 * emptied children first by DELETE in one statement, plus the job runner's jobs. DELETE, not TRUNCATE: a test's
 * few rows go in milliseconds, where TRUNCATE makes new files for some 30 tables and their indexes and syncs them at
 * commit (0.1-0.8 s a reset, and the matrices reset for every cell). A cycle of foreign keys falls back to TRUNCATE.
 */
function resetPlan(db: Db, url: string): Promise<ResetPlan> {
  let plan = resetPlans.get(url);
  if (!plan) {
    plan = planReset(db);
    resetPlans.set(url, plan);
  }
  return plan;
}

async function planReset(db: Db): Promise<ResetPlan> {
  const fks = await db.$queryRawUnsafe<Array<{ child: string; parent: string }>>(
    `SELECT c.relname::text AS child, p.relname::text AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relnamespace = p.relnamespace`,
  );
  const tables = new Set(RESET_TABLES);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of fks)
      if (tables.has(parent) && !tables.has(child)) {
        tables.add(child);
        grew = true;
      }
  }
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    // A table goes once no table still to empty references it (self-references aside).
    const free = [...left].filter(
      (t) => !fks.some(({ child, parent }) => parent === t && child !== t && left.has(child)),
    );
    if (free.length === 0)
      return {
        order: null,
        statement: `DO $$ BEGIN TRUNCATE ${[...tables].map((t) => `"${t}"`).join(', ')} CASCADE; ${JOBS} ${CLEAR_TRAIL} END $$`,
      };
    for (const t of free.sort()) {
      order.push(t);
      left.delete(t);
    }
  }
  return { order, statement: `DO $$ BEGIN ${deletes(order)} ${JOBS} ${CLEAR_TRAIL} END $$` };
}
const deletes = (order: string[]) => order.map((t) => `DELETE FROM "${t}";`).join(' ');
/**
 * The audit trail emptied after a reset: its rows are never deleted by the shop (a trigger refuses it, set aside here
 * for this one statement), and the resets' own deletes and inserts record every row; kept, they grew with every cell
 * of a matrix, and so did the "no row changed" fingerprint of every table.
 */
const CLEAR_TRAIL = `IF to_regclass('"AuditRecord"') IS NOT NULL THEN SET LOCAL session_replication_role = replica; DELETE FROM "AuditRecord"; SET LOCAL session_replication_role = origin; END IF;`;

/**
 * The statement that puts the database back as it is now: reset()'s deletes, then every row of those tables inserted
 * again (parents first) from their JSON, read here in one statement and never parsed in JavaScript (no number or date
 * goes through a JS value). Null when the foreign keys form a cycle (no insert order exists).
 */
async function restoreStatement(db: Db, plan: ResetPlan): Promise<string | null> {
  if (!plan.order) return null;
  const rows = await db.$queryRawUnsafe<Array<{ t: string; rows: string | null }>>(
    plan.order.map((t) => `SELECT '${t}' AS t, json_agg(x)::text AS rows FROM "${t}" x`).join(' UNION ALL '),
  );
  // Generated columns (a product's search key and words) are computed by PostgreSQL and refuse a value: left out.
  const written = await db.$queryRawUnsafe<Array<{ t: string; cols: string }>>(
    `SELECT c.relname::text AS t, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS cols
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      GROUP BY c.relname`,
  );
  const tag = `$rows_${crypto.randomUUID().replace(/-/g, '')}$`;
  const outer = `$restore_${crypto.randomUUID().replace(/-/g, '')}$`;
  const inserts = [...plan.order].reverse().flatMap((t) => {
    const json = rows.find((r) => r.t === t)?.rows;
    if (!json) return [];
    if (json.includes(tag) || json.includes(outer))
      throw new Error('restoreStatement: the rows contain a quoting tag');
    const cols = written.find((w) => w.t === t)?.cols;
    if (!cols) throw new Error(`restoreStatement: no columns found for "${t}"`);
    return [
      `INSERT INTO "${t}" (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::"${t}", ${tag}${json}${tag});`,
    ];
  });
  // Rows go back as they were, without the database's triggers: those ran when the rows were first written (the
  // stock triggers would otherwise count a product's warehouse rows twice, docs/decisions/082).
  const asWere = `SET LOCAL session_replication_role = replica; ${inserts.join(' ')} SET LOCAL session_replication_role = origin;`;
  return `DO ${outer} BEGIN ${deletes(plan.order)} ${JOBS} ${asWere} ${CLEAR_TRAIL} END ${outer}`;
}
