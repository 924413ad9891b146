// The bench's other figures: the client's initial JS, Lighthouse, and two instances on Redis (bench/run.mjs).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFile, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, SECRET, entry, freePort, stop, waitHttp } from './setup.mjs';
import { MY_ORDERS as MY_ORDERS_DOC } from './paths.mjs';

// 3. Client: initial JS (entry script + modulepreloads) gzip size, and a Lighthouse performance score.
export function initialJs() {
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
export function lighthouse(url) {
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
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const redisAnswers = () => new Promise((resolve) => {
  const u = new URL(REDIS_URL);
  const socket = net.connect(Number(u.port || 6379), u.hostname, () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});
export async function pairRun({ dbUrl, token, connections, seconds }) {
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
    const requests = [{ path: '/graphql', ...{ method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: MY_ORDERS_DOC }) } }];
    const half = Math.max(1, Math.floor(connections / 2));
    process.stdout.write(`measuring signed-in myOrders on one instance, then two (Redis) for ${seconds} s each... `);
    const one = await autocannon({ url: a.url, connections: connections, duration: seconds, requests });
    const both = await Promise.all([a, b].map((i) => autocannon({ url: i.url, connections: half, duration: seconds, requests })));
    const pair = both.reduce((n, r) => n + r.requests.average, 0);
    const result = { path: 'signed-in myOrders', oneInstanceRps: one.requests.average, twoInstancesRps: pair, ratio: pair / one.requests.average,
      oneP99: one.latency.p99, twoP99: Math.max(...both.map((r) => r.latency.p99)), errors: [one, ...both].reduce((n, r) => n + r.non2xx + r.errors, 0) };
    console.log(`${Math.round(result.oneInstanceRps)} -> ${Math.round(pair)} req/s (${result.ratio.toFixed(2)}x)`);
    return result;
  } finally {
    await Promise.all([stop(a.child), stop(b.child)]);
  }
}

