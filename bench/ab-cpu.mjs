// `node bench/ab-cpu.mjs <other server entry>`: two builds of the shop side by side on one database, CPU time per
// request of each (user + system from /proc, not wall time), rounds interleaved A, B, B, A... so that the load of a
// shared machine falls on both alike. A = the other build (e.g. the code before a change, built to server/dist-before),
// B = server/dist. Paths: product detail spread and the 90/10 mix (bench/paths.mjs). Not a timed test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, entry, prepare, startApp, stop } from './setup.mjs';
import { makePaths } from './paths.mjs';
import { runMixed, runPath } from './load.mjs';

const other = path.resolve(process.argv[2] ?? '');
if (!fs.existsSync(other)) throw new Error(`usage: node bench/ab-cpu.mjs <server entry of the other build> (${other} not found)`);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

const f = await prepare(process.env.BENCH_DB || 'gluegun_bench');
const P = makePaths(f);
const sides = { A: await startApp(f.dbUrl, {}, [], other), B: await startApp(f.dbUrl, {}, [], entry) };
const paths = [['product detail [spread]', P.detailSpread('app'), runPath], ['mixed 90/10', P.mix('app'), runMixed]];
const out = [];
try {
  for (const [name, build, run] of paths) {
    const once = async (side, seconds) => {
      const pid = sides[side].child.pid;
      const before = cpuMs(pid);
      const r = await run(sides[side].url, build, { connections: CONNECTIONS, seconds });
      const errors = r.errors ?? (r.read.errors + r.write.errors);
      return { cpuMsPerRequest: (cpuMs(pid) - before) / r.count, rps: r.count / seconds, errors };
    };
    for (const side of ['A', 'B']) await once(side, 2); // warm-up, not counted
    const rounds = { A: [], B: [] };
    for (let i = 0; i < ROUNDS; i++) for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) rounds[side].push(await once(side, SECONDS));
    const row = { path: name };
    for (const side of ['A', 'B']) {
      row[`${side} CPU ms/req`] = Number(median(rounds[side].map((x) => x.cpuMsPerRequest)).toFixed(3));
      row[`${side} rounds`] = rounds[side].map((x) => x.cpuMsPerRequest.toFixed(2)).join(' ');
      row[`${side} req/s`] = Math.round(median(rounds[side].map((x) => x.rps)));
      row[`${side} errors`] = rounds[side].reduce((n, x) => n + x.errors, 0);
    }
    row['B/A CPU'] = Number((row['B CPU ms/req'] / row['A CPU ms/req']).toFixed(3));
    out.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await stop(sides.A.child);
  await stop(sides.B.child);
  await f.client.end();
}
console.table(out);
console.log(`A = ${path.relative(ROOT, other)}, B = ${path.relative(ROOT, entry)}; ${ROUNDS} rounds x ${SECONDS} s, interleaved; load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);
