// Paths measured against the bare baseline in one run, rounds interleaved baseline, shop, baseline, shop... as
// bench/run.mjs does; shared by the benches of one area (prices.mjs, delivery.mjs). A ratio is the median shop req/s
// over the median baseline req/s, with the spread of the per-round ratios.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startApp, startBaseline } from './setup.mjs';
import { runPath } from './load.mjs';

export const SECONDS = Number(process.env.BENCH_SECONDS || 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

/** One request to the shop's /graphql or the baseline's route for the same operation, with the same body. */
export const post = (req, p, token, query, variables) => ({ ...req, method: 'POST', path: p,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
export const on = (side, route) => (side === 'app' ? '/graphql' : `/b/${route}`);

// Headers that describe one response; the rest of the shop's are sent by the baseline alike (the same bytes both ways).
const PER_RESPONSE = new Set(['date', 'content-length', 'connection', 'keep-alive', 'content-encoding', 'transfer-encoding', 'etag', 'content-type']);

/**
 * The shop and the baseline on one database; `probe` is a read request whose answer's headers the baseline copies;
 * `env` is passed to the shop (PUBLIC_CACHE_MS: '0' runs every request's statements, as the baseline does).
 */
export async function startPair(dbUrl, probe, env = {}) {
  const app = await startApp(dbUrl, env);
  const res = await fetch(`${app.url}${probe.path}`, probe);
  await res.text();
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !PER_RESPONSE.has(k)));
  const base = await startBaseline(dbUrl, { read: headers, write: headers });
  return { app, base };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

/**
 * Each path `{ path, build(side) -> (req) -> request }` in rounds against both; returns one result per path. A path
 * with `rate` (requests a second, all connections together) is sent at that pace, as people ask, instead of as fast as
 * answered: its req/s is the pace on both sides, so what it measures is the latency at it, held to `p99Target` ms.
 * `seconds` overrides BENCH_SECONDS for one path (a paced path needs a few hundred requests a round for its p99).
 */
export async function comparePaths(app, base, paths, target) {
  const results = [];
  for (const p of paths) {
    process.stdout.write(`${p.path}: ${ROUNDS} rounds of ${p.seconds ?? SECONDS} s a side ... `);
    const builders = { app: p.build('app'), base: p.build('base') };
    const run = (side, seconds = p.seconds ?? SECONDS) => runPath(side === 'app' ? app.url : base.url, builders[side], { connections: CONNECTIONS, seconds, rate: p.rate });
    for (const side of ['base', 'app']) await run(side, 1);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push({ base: await run('base'), app: await run('app') });
    const ratios = rounds.map((r) => r.app.rps / Math.max(r.base.rps, 1e-9));
    const m = (side, k) => median(rounds.map((r) => r[side][k]));
    const r = { path: p.path, appRps: m('app', 'rps'), baseRps: m('base', 'rps'), appP99: m('app', 'p99'), baseP99: m('base', 'p99'),
      roundRatios: ratios, errors: rounds.reduce((n, x) => n + x.app.errors + x.base.errors, 0) };
    r.ratio = r.appRps / Math.max(r.baseRps, 1e-9);
    r.met = r.errors === 0 && (p.rate ? r.appP99 <= p.p99Target : r.ratio >= target);
    if (p.rate) Object.assign(r, { rate: p.rate, p99Target: p.p99Target, appP50: m('app', 'p50'), baseP50: m('base', 'p50') });
    results.push(r);
    console.log(`${r.ratio.toFixed(2)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}), errors ${r.errors}`);
  }
  return results;
}

/** The table on stdout and bench/results/<name>-<time>.json, with the machine's load while it ran. */
export function report(name, results, target) {
  console.log(`\n${ROUNDS} rounds x ${SECONDS} s a side, interleaved; ${CONNECTIONS} connections; ${os.cpus().length} cores; load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`);
  console.table(results.map((r) => ({ path: r.path, 'req/s': Math.round(r.appRps), 'base req/s': Math.round(r.baseRps), ratio: `${r.ratio.toFixed(2)}x`,
    rounds: `${Math.min(...r.roundRatios).toFixed(2)}-${Math.max(...r.roundRatios).toFixed(2)}`, 'p99 ms': r.appP99, 'base p99': r.baseP99,
    target: `${r.rate ? `p99 <= ${r.p99Target} ms at ${r.rate}/s` : `>= ${target}x`}: ${r.met ? 'met' : 'NOT met'}`, errors: r.errors })));
  const file = path.join(ROOT, 'bench/results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), secondsPerSide: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, cpus: os.cpus().length,
    loadAverage: os.loadavg(), results }, null, 2));
  console.log(`results: ${path.relative(ROOT, file)}`);
}
