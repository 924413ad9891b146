// `npm run bench`: throughput and latency of the shop's main paths against a bare node:http + pg baseline
// measured in the same run, on a fresh database `gluegun_bench`. Needs a build (npm run build).
// Results: a table on stdout and bench/results/<timestamp>.json. Not a timed test: numbers vary by machine.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { spawn, execFile } from 'node:child_process';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { seedBench } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const BASE = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const DB = process.env.BENCH_DB || 'gluegun_bench';

const entry = path.join(ROOT, 'server/dist/index.js');
if (!fs.existsSync(entry) || !fs.existsSync(path.join(ROOT, 'client/dist/index.html')) || process.env.BENCH_BUILD === '1') {
  console.log('building server and client (npm run build)...');
  await new Promise((resolve, reject) => {
    spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code})`))));
  });
}

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
async function waitHttp(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}
const stop = (child) => new Promise((resolve) => { if (child.exitCode !== null) return resolve(); child.once('exit', resolve); child.kill('SIGTERM'); });

// 1. Fresh database, migrations, seed.
const dbUrl = (() => { const u = new URL(BASE); u.pathname = `/${DB}`; return u.toString(); })();
const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${DB}"`);
await admin.end();
await require(path.join(ROOT, 'server/dist/db/migrate.js')).migrate(dbUrl);
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const seedStart = Date.now();
const seed = await seedBench(client);
await client.query('ANALYZE');
console.log(`seeded ${JSON.stringify(seed.counts)} in ${Date.now() - seedStart} ms`);
// An admin's API key (read:orders), made as createApiKey makes one, and cursors spread over the whole order list:
// each request of the key-page path starts at a random one of them (integrators page through, not one page again).
const benchKeyId = crypto.randomUUID();
const benchKeyPrefix = `gg_live_${benchKeyId.replace(/-/g, '').slice(0, 12)}`;
const benchKey = `${benchKeyPrefix}_${crypto.randomBytes(32).toString('base64url')}`;
await client.query(`INSERT INTO "ApiKey" (id, name, prefix, hash, scopes, "userId") VALUES ($1, 'bench', $2, $3, $4, $5)`,
  [benchKeyId, benchKeyPrefix, crypto.createHash('sha256').update(benchKey).digest('hex'), ['read:orders'], seed.admin.id]);
const cursors = (await client.query(`SELECT "createdAt", id FROM "OrderItem" ORDER BY "createdAt" DESC, id DESC`)).rows
  .filter((_, i) => i % 37 === 0).map((r) => Buffer.from(JSON.stringify([r.createdAt.toISOString(), r.id])).toString('base64url'));
const sign = (u) => jwt.sign({ v: u.tokenVersion }, SECRET, { algorithm: 'HS256', subject: u.id, issuer: 'gluegun-shop', expiresIn: 3600 });
const adminToken = sign(seed.admin);
const buyerTokens = seed.buyers.map(sign);

// 2. Servers: the baseline and the real one, with production settings (NODE_ENV=production). No Firebase
// call happens here (the bench signs session tokens itself), so a placeholder project id is enough.
const basePort = await freePort();
const baseline = spawn(process.execPath, [path.join(ROOT, 'bench/baseline-server.mjs')], { env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(basePort), SESSION_SECRET: SECRET }, stdio: 'inherit' });
const appPort = await freePort();
const appArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(ROOT, 'bench/results')] : [];
const app = spawn(process.execPath, [...appArgs, entry], {
  cwd: ROOT,
  env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: dbUrl, PORT: String(appPort), HOST: '127.0.0.1', SESSION_SECRET: SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent', SEED: 'false', WRITE_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', QUERY_BUDGET: '1000000000', QUERY_RESTORE_RATE: '100000000',
    FIREBASE_PROJECT_ID: 'gluegun-bench', ...(process.env.PUBLIC_CACHE_MS ? { PUBLIC_CACHE_MS: process.env.PUBLIC_CACHE_MS } : {}),
    ...(process.env.SESSION_CACHE_MS ? { SESSION_CACHE_MS: process.env.SESSION_CACHE_MS } : {}) },
  stdio: 'inherit',
});
const baseUrl = `http://127.0.0.1:${basePort}`;
const appUrl = `http://127.0.0.1:${appPort}`;
await Promise.all([waitHttp(baseUrl, baseline), waitHttp(`${appUrl}/healthz`, app)]);

const gql = (query, variables, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query, variables }),
});
const PRODUCTS = `query { products(page: 1, pageSize: 24) { total items { id name description imageUrl priceCents quantity createdAt updatedAt } } }`;
const ORDERS = `query { orders(take: 500) { id productName imageUrl unitPriceCents quantity totalCents userEmail status product { id name quantity } user { id email } } }`;
// What the dashboard's Manage Orders asks for: a page of 50 (+1 to know whether a next page exists).
const ORDERS_PAGE = `query { orders(skip: 0, take: 51) { id productName imageUrl userEmail quantity unitPriceCents totalCents status nextStatuses } }`;
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id status totalCents } }`;

// Each path runs against its own bare baseline (bench/baseline-server.mjs: same SQL, and the session lookup for
// signed-in paths), measured right before it, so a noisy machine moves both sides of a ratio alike.
const PRODUCT = `query($id: ID!) { product(id: $id) { id name description imageUrl priceCents quantity createdAt updatedAt } }`;
const MY_ORDERS_FULL = `query { myOrders { id productName imageUrl quantity unitPriceCents totalCents status createdAt } }`;
const customerToken = sign(seed.customers[0]);
const detailId = seed.productIds[7];
const bearer = (token) => ({ authorization: `Bearer ${token}` });
// placeOrder: every request a new (buyer, product) pair, so no duplicate-order conflicts; the app takes products from
// the first half of the catalog, the baseline from the second.
const placeRequest = (offset, viaGraphql) => {
  let n = 0;
  return (req) => {
    const i = n++;
    const productId = seed.productIds[offset + (Math.floor(i / seed.buyers.length) % 500)];
    const input = { productId, quantity: 100, phone: '+1 555 0100' };
    const token = buyerTokens[i % seed.buyers.length];
    return viaGraphql ? { ...req, ...gql(PLACE, { i: input }, token) }
      : { ...req, method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(input) };
  };
};
const KEY_PAGE = `query($after: String) { orderConnection(first: 100, after: $after) {
  edges { cursor node { id productName quantity unitPriceCents totalCents status createdAt } } pageInfo { hasNextPage endCursor } } }`;
const randomCursor = () => cursors[Math.floor(Math.random() * cursors.length)];
const keyPage = (viaGraphql) => (req) => {
  const after = randomCursor();
  return viaGraphql
    ? { ...req, method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': benchKey }, body: JSON.stringify({ query: KEY_PAGE, variables: { after } }) }
    : { ...req, method: 'GET', path: `/key/orders-page?after=${after}`, headers: { 'x-api-key': benchKey } };
};
const scenarios = [
  { name: 'anonymous GraphQL products, page of 24', base: [{ method: 'GET', path: '/products' }], app: [{ path: '/graphql', ...gql(PRODUCTS) }] },
  { name: 'anonymous REST GET /products (all 1,000)', base: [{ method: 'GET', path: '/products-all' }], app: [{ method: 'GET', path: '/products' }], rest: true },
  { name: 'signed-in GraphQL products, page of 24', base: [{ method: 'GET', path: '/signed-in/products', headers: bearer(customerToken) }],
    app: [{ path: '/graphql', ...gql(PRODUCTS, undefined, customerToken) }] },
  { name: 'signed-in GraphQL product detail', base: [{ method: 'GET', path: `/signed-in/product?id=${detailId}`, headers: bearer(customerToken) }],
    app: [{ path: '/graphql', ...gql(PRODUCT, { id: detailId }, customerToken) }] },
  { name: 'signed-in GraphQL myOrders (50 items)', base: [{ method: 'GET', path: '/signed-in/my-orders', headers: bearer(customerToken) }],
    app: [{ path: '/graphql', ...gql(MY_ORDERS_FULL, undefined, customerToken) }] },
  { name: 'signed-in GraphQL placeOrder (write)', base: [{ path: '/signed-in/place-order', setupRequest: placeRequest(500, false) }],
    app: [{ path: '/graphql', method: 'POST', setupRequest: placeRequest(0, true) }] },
  { name: 'admin GraphQL orders, dashboard page (51)', base: [{ method: 'GET', path: '/admin/orders?take=51', headers: bearer(adminToken) }],
    app: [{ path: '/graphql', ...gql(ORDERS_PAGE, undefined, adminToken) }] },
  // What the outbox adds to a write, on bare node:http + pg: placeOrder's SQL without and with its outbox statement.
  { name: 'outbox share of a write: bare placeOrder with the outbox vs without', base: [{ path: '/signed-in/place-order-no-outbox', setupRequest: placeRequest(200, false) }],
    app: [{ path: '/signed-in/place-order', setupRequest: placeRequest(700, false) }], appOnBaseline: true },
  { name: 'API key: page of 100 orders by cursor (random pages)', base: [{ path: '/key/orders-page', setupRequest: keyPage(false) }],
    app: [{ path: '/graphql', setupRequest: keyPage(true) }] },
  { name: 'admin GraphQL orders (500, +product +user)', base: [{ method: 'GET', path: '/admin/orders?take=500', headers: bearer(adminToken) }],
    app: [{ path: '/graphql', ...gql(ORDERS, undefined, adminToken) }] },
];
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

/** Resident memory of a process (kB -> MB), from /proc (Linux). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : null;
  } catch { return null; }
}
/** Samples the app's RSS every `everyMs` while `work` runs; returns work's result and the peak. */
async function sampled(work, everyMs = 500) {
  const samples = [];
  const timer = setInterval(() => { const v = rssMb(app.pid); if (v !== null) samples.push(v); }, everyMs);
  try {
    const result = await work();
    return { result, peak: samples.length ? Math.max(...samples) : null, samples };
  } finally {
    clearInterval(timer);
  }
}

const run = (url, requests) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
const summary = (r) => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });

async function measure(s) {
  if (s.rest) {
    const probe = await fetch(`${appUrl}/products`);
    if (probe.status === 404) return { name: s.name, missing: true };
  }
  const base = summary(await run(baseUrl, s.base));
  const { result, peak } = await sampled(() => run(s.appOnBaseline ? baseUrl : appUrl, s.app));
  const r = summary(result);
  return { name: s.name, ...r, baseline: base, ratio: r.rps / Math.max(base.rps, 1e-9), p99Ratio: r.p99 / Math.max(base.p99, 1), rssPeakMb: peak };
}

const memory = { atRestMb: rssMb(app.pid) };
const results = [];
try {
  for (const s of scenarios) {
    if (ONLY && !ONLY.test(s.name)) continue;
    process.stdout.write(`measuring ${s.name} for ${DURATION} s (baseline, then the shop)... `);
    const r = await measure(s);
    results.push(r);
    console.log(r.missing ? 'route missing' : `${Math.round(r.rps)} req/s vs ${Math.round(r.baseline.rps)} (${r.ratio.toFixed(2)}x, p99 ${r.p99Ratio.toFixed(2)}x)`);
  }
  const placedRows = (await client.query(`SELECT count(*)::int AS n FROM "OrderItem" WHERE "userEmail" LIKE 'buyer%'`)).rows[0].n;
  const place = results.find((r) => r.name.includes('placeOrder'));
  if (place) place.rowsWritten = placedRows;
  memory.underLoadPeakMb = Math.max(...results.map((r) => r.rssPeakMb ?? 0));
  await new Promise((r) => setTimeout(r, 2000));
  memory.afterLoadMb = rssMb(app.pid);
  memory.soak = await soak();
} finally {
  await stop(baseline);
}

/**
 * BENCH_SOAK_SECONDS=300: a mixed signed-in load (products page, detail, myOrders) for that long, the app's RSS
 * sampled every 5 s. Flat = the last minute's mean within 10 % of the first minute's (after warm-up).
 */
async function soak() {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS || 0);
  if (!seconds) return null;
  process.stdout.write(`soak: mixed signed-in load for ${seconds} s, RSS every 5 s... `);
  const requests = [scenarios[2], scenarios[3], scenarios[4]].flatMap((s) => s.app);
  const { result, samples } = await sampled(() => autocannon({ url: appUrl, connections: CONNECTIONS, duration: seconds, requests }), 5000);
  const window = Math.max(1, Math.min(12, Math.floor(samples.length / 3)));
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const first = mean(samples.slice(0, window));
  const last = mean(samples.slice(-window));
  const out = { seconds, rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors, samplesMb: samples,
    firstWindowMb: Math.round(first * 10) / 10, lastWindowMb: Math.round(last * 10) / 10, flat: last <= first * 1.1 };
  console.log(`RSS ${out.firstWindowMb} -> ${out.lastWindowMb} MB (${out.flat ? 'flat' : 'GROWING'})`);
  return out;
}

// 3. Client: initial JS (entry script + modulepreloads) gzip size, and a Lighthouse performance score.
function initialJs() {
  const dist = path.join(ROOT, 'client/dist');
  const htmlFile = path.join(dist, 'index.html');
  if (!fs.existsSync(htmlFile)) return null;
  const html = fs.readFileSync(htmlFile, 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1] || m[2]);
  let raw = 0, gzip = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf).length; // zlib's default level, as the server's compression sends it (and the build reports)
  }
  const entryFile = files[0] ? fs.readFileSync(path.join(dist, files[0])) : Buffer.alloc(0);
  return { files: files.length, rawBytes: raw, gzipBytes: gzip, entryGzipBytes: zlib.gzipSync(entryFile).length };
}
function lighthouse(url) {
  const bin = path.join(ROOT, 'node_modules/.bin/lighthouse');
  if (process.env.BENCH_LIGHTHOUSE === '0' || !fs.existsSync(bin) || !fs.existsSync('/usr/bin/chromium')) return Promise.resolve(null);
  return new Promise((resolve) => {
    execFile(bin, [url, '--only-categories=performance', '--output=json', '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 }, (err, stdout) => {
        if (err) return resolve({ error: err.message.split('\n')[0] });
        try {
          const lhr = JSON.parse(stdout);
          const a = lhr.audits;
          resolve({ score: Math.round(lhr.categories.performance.score * 100), fcpMs: a['first-contentful-paint']?.numericValue,
            lcpMs: a['largest-contentful-paint']?.numericValue, tbtMs: a['total-blocking-time']?.numericValue, cls: a['cumulative-layout-shift']?.numericValue });
        } catch (e) { resolve({ error: String(e) }); }
      });
  });
}
// 3b. Two instances on one database and one Redis (when Redis answers), as behind a load balancer: the same
// signed-in read (myOrders: no cache, database-bound) on one instance, then on both at once with the same total
// number of connections. The pair's req/s over one instance's is how far a second instance takes the shop here.
const MY_ORDERS = `query { myOrders { id productName quantity totalCents status } }`;
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const redisAnswers = () => new Promise((resolve) => {
  const u = new URL(REDIS_URL);
  const socket = net.connect(Number(u.port || 6379), u.hostname, () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});
async function pairRun() {
  if (process.env.BENCH_PAIR === '0' || !(await redisAnswers())) return null;
  const start = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: SECRET,
        LOG_LEVEL: 'silent', SEED: 'false', WRITE_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', QUERY_BUDGET: '1000000000', QUERY_RESTORE_RATE: '100000000', FIREBASE_PROJECT_ID: 'gluegun-bench',
        REDIS_URL, REDIS_KEY_PREFIX: `gluegun-bench-${process.pid}:`, CLIENT_DIST: '/nonexistent' },
      stdio: 'inherit',
    });
    await waitHttp(`http://127.0.0.1:${port}/readyz`, child);
    return { child, url: `http://127.0.0.1:${port}` };
  };
  const [a, b] = [await start(), await start()];
  try {
    const requests = [{ path: '/graphql', ...gql(MY_ORDERS, undefined, buyerTokens[0]) }];
    const half = Math.max(1, Math.floor(CONNECTIONS / 2));
    process.stdout.write(`measuring signed-in myOrders on one instance, then two (Redis) for ${DURATION} s each... `);
    const one = await autocannon({ url: a.url, connections: CONNECTIONS, duration: DURATION, requests });
    const both = await Promise.all([a, b].map((i) => autocannon({ url: i.url, connections: half, duration: DURATION, requests })));
    const pair = both.reduce((n, r) => n + r.requests.average, 0);
    const result = { path: 'signed-in myOrders', oneInstanceRps: one.requests.average, twoInstancesRps: pair, ratio: pair / one.requests.average,
      oneP99: one.latency.p99, twoP99: Math.max(...both.map((r) => r.latency.p99)), errors: [one, ...both].reduce((n, r) => n + r.non2xx + r.errors, 0) };
    console.log(`${Math.round(result.oneInstanceRps)} -> ${Math.round(pair)} req/s (${result.ratio.toFixed(2)}x)`);
    return result;
  } finally {
    await Promise.all([stop(a.child), stop(b.child)]);
  }
}

const js = initialJs();
// Lighthouse is noisy on a shared machine: BENCH_LIGHTHOUSE_RUNS runs a page (default 3), the median score is
// reported with its own FCP/LCP/TBT/CLS.
const LH_PAGES = ['/', '/shop'];
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const lighthousePages = {};
for (const page of LH_PAGES) {
  process.stdout.write(`lighthouse ${page} x${LH_RUNS} ... `);
  const runs = [];
  for (let i = 0; i < LH_RUNS; i++) runs.push(await lighthouse(`${appUrl}${page}`));
  const ok = runs.filter((r) => r && !r.error).sort((a, b) => a.score - b.score);
  lighthousePages[page] = ok.length ? { ...ok[Math.floor((ok.length - 1) / 2)], scores: ok.map((r) => r.score) } : runs[0];
  console.log(ok.length ? `scores ${ok.map((r) => r.score).join(', ')}` : (runs[0]?.error ?? 'not installed'));
}
await stop(app);
const pair = await pairRun();
await client.end();

// 4. Report.
const rows = results.map((r) => r.missing
  ? { path: r.name, 'req/s': 'missing' }
  : { path: r.name, 'req/s': Math.round(r.rps), 'bare req/s': Math.round(r.baseline.rps), ratio: `${r.ratio.toFixed(2)}x`,
      'p99 ms': r.p99, 'bare p99': r.baseline.p99, p99Ratio: `${r.p99Ratio.toFixed(2)}x`, errors: r.non2xx + r.errors + r.timeouts });
console.log(`\n${DURATION} s each, ${CONNECTIONS} connections, ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.table(rows);
console.log(`memory (one instance, RSS): at rest ${memory.atRestMb} MB, peak under load ${memory.underLoadPeakMb} MB, 2 s after ${memory.afterLoadMb} MB`
  + (memory.soak ? `; soak ${memory.soak.seconds} s: ${memory.soak.firstWindowMb} -> ${memory.soak.lastWindowMb} MB (${memory.soak.flat ? 'flat' : 'growing'})` : ' (BENCH_SOAK_SECONDS=300 for the flatness run)'));
if (js) console.log(`client initial JS: ${js.files} files, ${(js.rawBytes / 1024).toFixed(1)} kB raw, ${(js.gzipBytes / 1024).toFixed(1)} kB gzip (entry alone ${(js.entryGzipBytes / 1024).toFixed(1)} kB gzip)`);
if (pair) console.log(`two instances (Redis): ${pair.path} ${Math.round(pair.oneInstanceRps)} req/s on one, ${Math.round(pair.twoInstancesRps)} on two (${pair.ratio.toFixed(2)}x; p99 ${pair.oneP99} -> ${pair.twoP99} ms)`);
else console.log('two instances: skipped (no Redis at BENCH_REDIS_URL, or BENCH_PAIR=0)');
for (const [page, r] of Object.entries(lighthousePages)) {
  if (!r || r.error) console.log(`lighthouse ${page}: ${r ? r.error : 'skipped (lighthouse or /usr/bin/chromium missing, or BENCH_LIGHTHOUSE=0)'}`);
  if (r && !r.error) console.log(`lighthouse ${page} (mobile, median of ${r.scores.length}): ${r.score} (FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls?.toFixed(3)}; scores ${r.scores.join(', ')})`);
}
console.log(`load average (1, 5, 15 min): ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);
const outDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS,
  cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg(), seed: seed.counts, results, memory, pair, clientJs: js, lighthouse: lighthousePages }, null, 2));
console.log(`results: ${path.relative(ROOT, file)}`);
