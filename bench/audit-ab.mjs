// `node bench/audit-ab.mjs`: what the audit trail's triggers cost on the 90/10 mix (90 % reads, 10 % placeOrder from
// 2,000 buyers; bench/paths.mjs): the same build on one database, its audit triggers enabled and disabled
// (ALTER TABLE ... ENABLE/DISABLE TRIGGER "audit"), in rounds interleaved on, off, on, off... Prints the median req/s
// of each and the ratio on/off. The server still sends who is writing with each BEGIN either way (no round trip of
// its own). BENCH_DB names the database (default gluegun_bench_audit).
import pg from 'pg';
import { ensureBuild, prepare, startApp, stop } from './setup.mjs';
import { makePaths } from './paths.mjs';
import { runMixed } from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
await ensureBuild();
const f = await prepare(process.env.BENCH_DB || 'gluegun_bench_audit');
const P = makePaths(f);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function triggers(enabled) {
  const client = new pg.Client({ connectionString: f.dbUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT c.relname AS t FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = 'audit'`);
  for (const { t } of rows) await client.query(`ALTER TABLE "${t}" ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER "audit"`);
  await client.end();
  return rows.length;
}

const runs = { on: [], off: [] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of ['on', 'off']) {
      const tables = await triggers(side === 'on');
      const app = await startApp(f.dbUrl, {});
      try {
        await runMixed(app.url, P.mix('app'), { connections: CONNECTIONS, seconds: 1 }); // warm-up
        const r = await runMixed(app.url, P.mix('app'), { connections: CONNECTIONS, seconds: SECONDS });
        runs[side].push((r.read.count + r.write.count) / SECONDS);
        console.log(`round ${round + 1} audit ${side} (${tables} tables): ${Math.round((r.read.count + r.write.count) / SECONDS)} req/s, p99 read ${r.read.p99} ms, write ${r.write.p99} ms, errors ${r.read.errors + r.write.errors}`);
      } finally {
        await stop(app.child);
      }
    }
  }
} finally {
  await triggers(true);
}
const on = median(runs.on);
const off = median(runs.off);
console.log(`mixed 90/10: audit on ${Math.round(on)} req/s, off ${Math.round(off)} req/s, on/off ${(on / off).toFixed(3)} (median of ${ROUNDS} rounds of ${SECONDS} s)`);
process.exit(0);
