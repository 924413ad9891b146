// `npm run bench`: throughput and latency of the shop's main paths against a bare node:http + pg baseline
// measured in the same run, on a fresh database `gluegun_bench`. Needs a build (npm run build).
// Results: a table on stdout and bench/results/<timestamp>.json. Not a timed test: numbers vary by machine.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
const DB = 'gluegun_bench';

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
const sign = (u) => jwt.sign({ v: u.tokenVersion }, SECRET, { algorithm: 'HS256', subject: u.id, issuer: 'gluegun-shop', expiresIn: 3600 });
const adminToken = sign(seed.admin);
const buyerTokens = seed.buyers.map(sign);

// 2. Servers: the baseline and the real one, with production settings (NODE_ENV=production). No Firebase
// call happens here (the bench signs session tokens itself), so a placeholder project id is enough.
const basePort = await freePort();
const baseline = spawn(process.execPath, [path.join(ROOT, 'bench/baseline-server.mjs')], { env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(basePort) }, stdio: 'inherit' });
const appPort = await freePort();
const appArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(ROOT, 'bench/results')] : [];
const app = spawn(process.execPath, [...appArgs, entry], {
  cwd: ROOT,
  env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: dbUrl, PORT: String(appPort), HOST: '127.0.0.1', SESSION_SECRET: SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent', SEED: 'false', WRITE_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000',
    FIREBASE_PROJECT_ID: 'gluegun-bench', ...(process.env.PUBLIC_CACHE_MS ? { PUBLIC_CACHE_MS: process.env.PUBLIC_CACHE_MS } : {}) },
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

let placed = 0;
const scenarios = [
  { name: 'baseline: node:http + pg, 24 products', url: baseUrl, requests: [{ method: 'GET', path: '/' }] },
  { name: 'GraphQL products, page of 24', url: appUrl, requests: [{ path: '/graphql', ...gql(PRODUCTS) }] },
  { name: 'REST GET /products (all 1,000)', url: appUrl, requests: [{ method: 'GET', path: '/products' }], rest: true },
  { name: 'GraphQL admin orders (500, +product +user)', url: appUrl, requests: [{ path: '/graphql', ...gql(ORDERS, undefined, adminToken) }] },
  { name: 'GraphQL admin orders, dashboard page (51)', url: appUrl, requests: [{ path: '/graphql', ...gql(ORDERS_PAGE, undefined, adminToken) }] },
  {
    name: 'GraphQL placeOrder (write)', url: appUrl, requests: [{
      path: '/graphql', method: 'POST',
      setupRequest: (req) => {
        // Every request a new (buyer, product) pair: no duplicate-order conflicts.
        const i = placed++;
        const buyer = i % buyerTokens.length;
        const product = seed.productIds[Math.floor(i / buyerTokens.length) % seed.productIds.length];
        return { ...req, ...gql(PLACE, { i: { productId: product, quantity: 100, phone: '+1 555 0100' } }, buyerTokens[buyer]) };
      },
    }],
  },
];

async function measure(s) {
  if (s.rest) {
    const probe = await fetch(`${s.url}/products`);
    if (probe.status === 404) return { name: s.name, missing: true };
  }
  const r = await autocannon({ url: s.url, connections: CONNECTIONS, duration: DURATION, requests: s.requests });
  return { name: s.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
}

const results = [];
try {
  for (const s of scenarios) {
    process.stdout.write(`measuring ${s.name} for ${DURATION} s... `);
    const r = await measure(s);
    results.push(r);
    console.log(r.missing ? 'route missing' : `${Math.round(r.rps)} req/s`);
  }
  const placedRows = (await client.query(`SELECT count(*)::int AS n FROM "OrderItem" WHERE "userEmail" LIKE 'buyer%'`)).rows[0].n;
  results.find((r) => r.name.includes('placeOrder')).rowsWritten = placedRows;
} finally {
  await stop(baseline);
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
  if (!fs.existsSync(bin) || !fs.existsSync('/usr/bin/chromium')) return Promise.resolve(null);
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
        LOG_LEVEL: 'silent', SEED: 'false', WRITE_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '1000000', FIREBASE_PROJECT_ID: 'gluegun-bench',
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
const base = results[0].rps;
const basePercentile99 = Math.max(results[0].p99, 1);
const rows = results.map((r) => r.missing
  ? { path: r.name, 'req/s': 'missing', 'p50 ms': '', 'p99 ms': '', 'vs baseline': '' }
  : { path: r.name, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, 'vs baseline': `${(r.rps / base).toFixed(2)}x`,
      'p99 vs baseline': `${(r.p99 / basePercentile99).toFixed(2)}x`, errors: r.non2xx + r.errors + r.timeouts });
console.log(`\n${DURATION} s each, ${CONNECTIONS} connections, ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}`);
console.table(rows);
if (js) console.log(`client initial JS: ${js.files} files, ${(js.rawBytes / 1024).toFixed(1)} kB raw, ${(js.gzipBytes / 1024).toFixed(1)} kB gzip (entry alone ${(js.entryGzipBytes / 1024).toFixed(1)} kB gzip)`);
if (pair) console.log(`two instances (Redis): ${pair.path} ${Math.round(pair.oneInstanceRps)} req/s on one, ${Math.round(pair.twoInstancesRps)} on two (${pair.ratio.toFixed(2)}x; p99 ${pair.oneP99} -> ${pair.twoP99} ms)`);
else console.log('two instances: skipped (no Redis at BENCH_REDIS_URL, or BENCH_PAIR=0)');
for (const [page, r] of Object.entries(lighthousePages)) {
  if (r && !r.error) console.log(`lighthouse ${page} (mobile, median of ${r.scores.length}): ${r.score} (FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls?.toFixed(3)}; scores ${r.scores.join(', ')})`);
}
console.log(`load average (1, 5, 15 min): ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);
const outDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS,
  cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, seed: seed.counts, results, pair, clientJs: js, lighthouse: lighthousePages, loadavg: os.loadavg() }, null, 2));
console.log(`results: ${path.relative(ROOT, file)}`);
