// `npm run bench:flood`: what one hostile caller can make an instance hold. One production-mode instance
// on a 1,000-product catalog gets floods of distinct cache keys for its biggest answers, anonymous and signed in,
// REST and GraphQL; its resident memory (RSS, /proc) is sampled throughout and after. Needs a build (npm run build).
// Not a timed test: the figures go to docs/performance.md by hand, with the cache budget they were measured under.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { seedBench } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const BASE = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const DB = process.env.BENCH_DB || 'gluegun_flood';
const REQUESTS = Number(process.env.FLOOD_REQUESTS || 3000);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY || 8);
const BUDGET = process.env.CACHE_MAX_BYTES || String(64 * 1024 * 1024);
const entry = path.join(ROOT, 'server/dist/index.js');
if (!fs.existsSync(entry)) throw new Error('no server build: run `npm run build -w common && npm run build -w server` first');

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
const rssMb = (pid) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 102.4) / 10;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Fresh database with the bench catalog (1,000 products, 200 customers with 50 items each).
const dbUrl = (() => { const u = new URL(BASE); u.pathname = `/${DB}`; return u.toString(); })();
const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${DB}"`);
await admin.end();
await require(path.join(ROOT, 'server/dist/db/migrate.js')).migrate(dbUrl);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const seed = await seedBench(db);
await db.end();
const customer = seed.customers[0];
const token = jwt.sign({ v: customer.tokenVersion }, SECRET, { algorithm: 'HS256', subject: customer.id, issuer: 'gluegun-shop', expiresIn: 3600 });

// One fresh instance per flood, with the longest cache time there is (60 s, so nothing leaves the cache by expiry
// during a flood: the worst case) and the Dockerfile's heap ceiling (FLOOD_NODE_OPTIONS to try others).
const NODE_OPTIONS = process.env.FLOOD_NODE_OPTIONS ?? '--max-old-space-size=256';
async function startApp() {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: SECRET,
      LOG_LEVEL: 'silent', SEED: 'false', WRITE_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', QUERY_BUDGET: '1000000000', QUERY_RESTORE_RATE: '100000000', FIREBASE_PROJECT_ID: 'gluegun-bench',
      PUBLIC_CACHE_MS: '60000', CACHE_MAX_BYTES: BUDGET, CLIENT_DIST: '/nonexistent', NODE_OPTIONS },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* not yet */ }
    if (i > 300) throw new Error('the server did not start');
    await sleep(100);
  }
  return { child, url };
}

const FIELDS = ['id', 'name', 'description', 'imageUrl', 'priceCents', 'quantity', 'sku', 'createdAt'];
/** The n-th ordering of FIELDS (another order is another answer, so another cache entry). */
function ordering(n) {
  const rest = [...FIELDS];
  const out = [];
  for (let k = rest.length; k > 0; k--) { out.push(rest.splice(n % k, 1)[0]); n = Math.floor(n / k); }
  return out.join(' ');
}
const gql = (query, variables, bearer) => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables }),
  headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
const floods = [
  { name: 'REST GET /products?v=N (meaningless parameter, whole catalog)', request: (n) => ({ path: `/products?v=${n}` }) },
  { name: 'REST GET /products?limit=N (distinct pages of up to 1,000)', request: (n) => ({ path: `/products?limit=${1000 - (n % 500)}` }) },
  { name: 'GraphQL products page of 100, fields in N orders', request: (n) => gql(`{ products(page: 1, pageSize: 100) { total items { ${ordering(n)} } } }`) },
  { name: 'GraphQL products page of 100, alias N (never cached)', request: (n) => gql(`{ products(page: 1, pageSize: 100) { a${n}: items { ${FIELDS.join(' ')} } } }`) },
  { name: 'signed-in GraphQL myOrders, take N (per-caller entries)', request: (n) => gql(`query($t: Int) { myOrders(take: $t) { id productName quantity totalCents status createdAt } }`, { t: 1 + (n % 1000) }, token) },
];

async function flood(f) {
  const { child: app, url } = await startApp();
  await fetch(`${url}/products`); // warm: the first answer allocates the serializers and pools every later one reuses
  await sleep(1000);
  const restMb = rssMb(app.pid);
  let next = 0;
  let failures = 0;
  let peak = restMb;
  const timer = setInterval(() => { peak = Math.max(peak, rssMb(app.pid)); }, 200);
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const { path: p, ...init } = f.request(next++);
      const res = await fetch(`${url}${p}`, init);
      await res.arrayBuffer();
      if (!res.ok) failures++;
    }
  }));
  clearInterval(timer);
  const result = { name: f.name, requests: REQUESTS, failures, seconds: (Date.now() - started) / 1000, restMb, peakMb: Math.max(peak, rssMb(app.pid)), endMb: rssMb(app.pid) };
  await sleep(10_000);
  result.after10sMb = rssMb(app.pid);
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  return result;
}

const results = [];
for (const f of floods) {
  process.stdout.write(`${f.name}: ${REQUESTS} requests on a fresh instance... `);
  const r = await flood(f);
  results.push(r);
  console.log(`${r.restMb} -> peak ${r.peakMb} MB, ${r.failures} failures, ${r.seconds.toFixed(1)} s`);
}
console.log(`\nCACHE_MAX_BYTES ${BUDGET} (${(Number(BUDGET) / 1048576).toFixed(0)} MiB), NODE_OPTIONS ${NODE_OPTIONS || '(none)'}, ${os.cpus().length} cores, node ${process.version}, ${REQUESTS} requests x ${CONCURRENCY} at a time`);
console.table(results.map((r) => ({ flood: r.name, 'rest MB': r.restMb, 'peak MB': r.peakMb, 'end MB': r.endMb, '10 s after MB': r.after10sMb, failures: r.failures, seconds: r.seconds })));
const outDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `flood-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), budgetBytes: Number(BUDGET), nodeOptions: NODE_OPTIONS, requests: REQUESTS, concurrency: CONCURRENCY, results }, null, 2));
console.log(`results: ${path.relative(ROOT, file)}`);
