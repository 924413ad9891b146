// `node bench/metrics-ab.mjs`: what the metrics cost on the 90/10 mix (90 % reads, 10 % placeOrder from 2,000
// buyers; bench/paths.mjs), the same shop started with METRICS_ENABLED=true and =false, in rounds interleaved
// on, off, on, off... on one database. Prints the median req/s of each and the ratio on/off. BENCH_ENTRY runs
// another build of the server (a dist folder of its own); BENCH_DB names the database (default gluegun_bench_metrics).
import path from 'node:path';
import { ROOT, ensureBuild, entry, prepare, startApp, stop } from './setup.mjs';
import { makePaths } from './paths.mjs';
import { runMixed } from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const entryFile = process.env.BENCH_ENTRY ? path.resolve(ROOT, process.env.BENCH_ENTRY) : entry;
if (!process.env.BENCH_ENTRY) await ensureBuild();
const f = await prepare(process.env.BENCH_DB || 'gluegun_bench_metrics');
const P = makePaths(f);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = { on: [], off: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const side of ['on', 'off']) {
    const app = await startApp(f.dbUrl, { METRICS_ENABLED: side === 'on' ? 'true' : 'false', METRICS_TOKEN: 'bench-metrics-token-0123456789' }, [], entryFile);
    try {
      await runMixed(app.url, P.mix('app'), { connections: CONNECTIONS, seconds: 1 }); // warm-up
      const r = await runMixed(app.url, P.mix('app'), { connections: CONNECTIONS, seconds: SECONDS });
      runs[side].push({ rps: (r.read.count + r.write.count) / SECONDS, readP99: r.read.p99, writeP99: r.write.p99, errors: r.read.errors });
      console.log(`round ${round + 1} metrics ${side}: ${Math.round((r.read.count + r.write.count) / SECONDS)} req/s, p99 read ${r.read.p99} ms, write ${r.write.p99} ms, errors ${r.read.errors}`);
    } finally {
      await stop(app.child);
    }
  }
}
const on = median(runs.on.map((r) => r.rps));
const off = median(runs.off.map((r) => r.rps));
console.log(`mixed 90/10: metrics on ${Math.round(on)} req/s, off ${Math.round(off)} req/s, on/off ${(on / off).toFixed(3)} (median of ${ROUNDS} rounds of ${SECONDS} s)`);
process.exit(0);
