// What the slow requests of paced rounds were: `node bench/paced-trace.mjs <file>` reads what BENCH_PACED_TRACE=<file>
// recorded (bench/load.mjs runPaced, a round a line; bench/catalog.mjs adds <file>.pg, the database's active statements
// every 100 ms) and prints per round the p50 / p99, the generator's own event-loop delay and the load average, p50 / p99
// per kind of request, and the slowest 1% with their kind, socket and what the database was running at the time.
import fs from 'node:fs';

const file = process.argv[2];
const rounds = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const samples = fs.existsSync(`${file}.pg`) ? fs.readFileSync(`${file}.pg`, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const time = (ms) => new Date(ms).toISOString().slice(11, 23);

for (const r of rounds) {
  if (r.seconds < 5) continue;
  const t0 = Math.min(...r.requests.map((x) => x.at));
  const ms = r.requests.map((x) => x.ms).sort((a, b) => a - b);
  console.log(`${time(t0)} ${r.url} ${r.requests.length} requests: p50 ${pct(ms, 0.5)} p99 ${pct(ms, 0.99)} max ${ms.at(-1)} ms; ` +
    `generator delay p99 ${r.generatorLag?.p99} max ${r.generatorLag?.max} ms; load ${r.load?.map((n) => n.toFixed(1)).join(' -> ')}`);
  const kinds = {};
  for (const x of r.requests) (kinds[x.kind?.replace(/ p\d+$/, '') ?? '?'] ??= []).push(x.ms);
  console.log(`  by kind (p50 / p99): ${Object.entries(kinds).map(([k, a]) => { a.sort((x, y) => x - y); return `${k} ${pct(a, 0.5)} / ${pct(a, 0.99)}`; }).join('; ')}`);
  for (const x of r.requests.filter((q) => q.ms >= pct(ms, 0.99)).sort((a, b) => a.at - b.at)) {
    const during = samples.filter((s) => s.at >= x.at && s.at <= x.at + x.ms);
    const active = during.length ? Math.max(...during.map((s) => (s.a ?? []).length)) : '?';
    const versions = [...new Set(during.map((s) => s.v))].join(',');
    console.log(`  +${((x.at - t0) / 1000).toFixed(2)} s ${x.ms} ms ${x.kind} person ${x.who}${x.reused ? '' : ' (new socket)'}; ` +
      `database: up to ${active} active statements, catalog version ${versions || '?'}${during.some((s) => s.vac) ? ', vacuum running' : ''}`);
  }
}
