// The bench's fixtures: a fresh database with migrations and the seed, signed tokens, an API key, and the two kinds
// of server (the shop's build with production settings, the bare baseline). Shared by run.mjs and capture-sql.mjs.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { seedBench } from './seed.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** Checkout buyers kept for the approval-rules pair (half ruled, half plain); companies of 50 members each. */
const RESERVED_FOR_RULES = 12000;

export const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const BASE = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
export const entry = path.join(ROOT, 'server/dist/index.js');

/** The newest modification time under a folder: a build older than its sources is rebuilt (the baseline imports from it). */
const newest = (dir) => Math.max(0, ...fs.readdirSync(dir, { withFileTypes: true }).map((d) =>
  (d.isDirectory() ? (d.name === 'generated' ? 0 : newest(path.join(dir, d.name))) : fs.statSync(path.join(dir, d.name)).mtimeMs)));

export async function ensureBuild() {
  const stale = !fs.existsSync(entry) || fs.statSync(entry).mtimeMs < newest(path.join(ROOT, 'server/src'));
  if (stale || !fs.existsSync(path.join(ROOT, 'client/dist/index.html')) || process.env.BENCH_BUILD === '1') {
    console.log('building server and client (npm run build)...');
    await new Promise((resolve, reject) => {
      spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code})`))));
    });
  }
}

export const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
export async function waitHttp(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}
export const stop = (child) => new Promise((resolve) => { if (child.exitCode !== null) return resolve(); child.once('exit', resolve); child.kill('SIGTERM'); });

/** A fresh database `db` with migrations and the bench seed; returns its URL, a pg client on it and the fixtures. */
export async function prepare(db) {
  const dbUrl = (() => { const u = new URL(BASE); u.pathname = `/${db}`; return u.toString(); })();
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${db}"`);
  await admin.end();
  await require(path.join(ROOT, 'server/dist/db/migrate.js')).migrate(dbUrl);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const seedStart = Date.now();
  const seed = await seedBench(client);
  await client.query('ANALYZE');
  console.log(`seeded ${JSON.stringify(seed.counts)} in ${Date.now() - seedStart} ms`);
  // An admin's API key (read:orders), made as createApiKey makes one, and cursors spread over the whole order list.
  const keyId = crypto.randomUUID();
  const keyPrefix = `gg_live_${keyId.replace(/-/g, '').slice(0, 12)}`;
  const apiKey = `${keyPrefix}_${crypto.randomBytes(32).toString('base64url')}`;
  await client.query(`INSERT INTO "ApiKey" (id, name, prefix, hash, scopes, "userId") VALUES ($1, 'bench', $2, $3, $4, $5)`,
    [keyId, keyPrefix, crypto.createHash('sha256').update(apiKey).digest('hex'), ['read:orders'], seed.admin.id]);
  const cursors = (await client.query(`SELECT "createdAt", id FROM "OrderItem" ORDER BY "createdAt" DESC, id DESC`)).rows
    .filter((_, i) => i % 97 === 0).map((r) => Buffer.from(JSON.stringify([r.createdAt.toISOString(), r.id])).toString('base64url'));
  const sign = (u) => jwt.sign({ v: u.tokenVersion }, SECRET, { algorithm: 'HS256', subject: u.id, issuer: 'gluegun-shop', expiresIn: 3600 });
  // The last 12,000 checkout buyers are kept for the approval-rules pair (6,000 a side: each buyer checks
  // out once; with checkout on pg a side takes about 3,500 in its rounds, and 3,000 ran out on 2026-11-25). The first half become
  // buyers in companies of 50 members with 5 approval rules each and per-order and monthly limits, all above what a
  // checkout here costs (so each order is placed at once: the pair measures the rules' evaluation, not approvals);
  // the second half stay one-person companies checking out plainly.
  const reserved = seed.checkoutBuyers.slice(-RESERVED_FOR_RULES);
  const ruled = reserved.slice(0, RESERVED_FOR_RULES / 2);
  const plain = reserved.slice(RESERVED_FOR_RULES / 2);
  for (let c = 0; c < ruled.length / 50; c++) {
    // Members dealt round-robin (buyer i in company i % companies): the 10 requests in flight come from 10 companies, as
    // they do from the plain side, so the pair measures the rules, not 10 colleagues queueing on one company's lock.
    const members = ruled.filter((_, i) => i % (ruled.length / 50) === c).map((b) => b.id);
    // One credit limit for 50 members: the default ($50,000) runs out after about 14 orders of a company, and refused
    // checkouts are fast (the first run of this pair measured them: 1.53x); $1M covers every order of the run.
    const companyId = (await client.query(`INSERT INTO "Company" (id, name, "creditLimitCents", "updatedAt") VALUES (gen_random_uuid(), $1, 100000000, now()) RETURNING id`, [`Bench Ruled ${c}`])).rows[0].id;
    await client.query(`UPDATE "User" SET "companyId" = $1, "companyRole" = CASE WHEN id = $2 THEN 'COMPANY_ADMIN'::"CompanyRole" ELSE 'BUYER'::"CompanyRole" END,
      "orderLimitCents" = 100000000, "periodLimitCents" = 900000000, "limitPeriod" = 'MONTH' WHERE id = ANY($3::uuid[])`, [companyId, members[members.length - 1], members]);
    for (const [i, role] of ['BUYER', 'BUYER', 'COMPANY_ADMIN', 'COMPANY_ADMIN', 'COMPANY_ADMIN'].entries()) {
      await client.query(`INSERT INTO "ApprovalRule" (id, "companyId", "thresholdCents", "approverRole") VALUES (gen_random_uuid(), $1, $2, $3::"CompanyRole")`, [companyId, 100_000_000 + i * 10_000_000, role]);
    }
  }
  await client.query('ANALYZE');
  return {
    dbUrl, client, seed, apiKey, cursors,
    adminToken: sign(seed.admin),
    buyerTokens: seed.buyers.map(sign),
    customerTokens: seed.customers.map(sign),
    checkoutBuyers: seed.checkoutBuyers.slice(0, -RESERVED_FOR_RULES).map((b) => ({ token: sign(b), items: b.items })),
    ruledBuyers: ruled.slice(0, -1).map((b) => ({ token: sign(b), items: b.items })),
    plainBuyers: plain.map((b) => ({ token: sign(b), items: b.items })),
  };
}

/** The shop's build, production settings, rate limits lifted; `env` adds or overrides (PUBLIC_CACHE_MS=0 ...). */
export async function startApp(dbUrl, env = {}, nodeArgs = [], entryFile = entry) {
  const port = await freePort();
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, entryFile], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: SECRET,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent', SEED: 'false', WRITE_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000',
      QUERY_BUDGET: '1000000000', QUERY_RESTORE_RATE: '100000000', FIREBASE_PROJECT_ID: 'gluegun-bench',
      // FAST_SQL=off npm run bench: the shop's hand-written statements through Prisma, to see what `pg` buys.
      ...(process.env.FAST_SQL ? { FAST_SQL: process.env.FAST_SQL } : {}), ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHttp(`${url}/healthz`, child);
  // Seconds from spawn to the first answer: what to leave out of a CPU profile (bench/profile-summary.mjs) as start-up.
  return { child, url, readySeconds: (Date.now() - spawnedAt) / 1000 };
}

/** The bare baseline; `headers` are the shop's own response headers (sent alike, so both sides send the same bytes). */
export async function startBaseline(dbUrl, headers = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/baseline-server.mjs')], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), SESSION_SECRET: SECRET, BASELINE_HEADERS: JSON.stringify(headers) }, stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHttp(`${url}/healthz`, child);
  return { child, url };
}
