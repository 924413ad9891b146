// `node bench/capture-sql.mjs`: the statements the shop sends PostgreSQL for one request of each bench path, read
// from PostgreSQL's own log (log_statement=all on the shop's connections only, through the connection's options),
// with caches on (a first request: a miss) and off. What bench/baseline-server.mjs runs is written from this.
// Needs the server log at BENCH_PG_LOG (default /var/log/postgresql/postgresql-15-main.log) to be readable.
import fs from 'node:fs';
import { ensureBuild, prepare, startApp, stop } from './setup.mjs';
import { makePaths } from './paths.mjs';

const LOG = process.env.BENCH_PG_LOG || '/var/log/postgresql/postgresql-15-main.log';
const DB = 'gluegun_capture';
await ensureBuild();
const f = await prepare(DB);
const u = new URL(f.dbUrl);
u.searchParams.set('options', '-c log_statement=all -c application_name=bench_capture');
const P = makePaths(f);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
for (const [mode, env] of [['caches on', {}], ['caches off', { PUBLIC_CACHE_MS: '0', SESSION_CACHE_MS: '0' }]]) {
  const app = await startApp(u.toString(), env);
  try {
    for (const name of ['detailHot', 'listHot', 'myOrdersHot', 'admin500', 'place', 'checkout', 'keyPage']) {
      if (only && !only.test(name)) continue;
      await new Promise((r) => setTimeout(r, 300));
      const from = fs.statSync(LOG).size;
      const req = P[name]('app')({});
      const res = await fetch(`${app.url}${req.path}`, { method: req.method, headers: req.headers, body: req.body });
      const text = await res.text();
      await new Promise((r) => setTimeout(r, 300));
      const fd = fs.openSync(LOG, 'r');
      const buf = Buffer.alloc(fs.statSync(LOG).size - from);
      fs.readSync(fd, buf, 0, buf.length, from);
      fs.closeSync(fd);
      // Log entries of the shop's connections, without the background workers' polling (pg-boss, the outbox relay).
      const entries = buf.toString('utf8').split(/\n(?=\d{4}-\d\d-\d\d )/).filter((e) => e.includes(`@${DB}`));
      const workers = new Set(entries.filter((e) => /pgboss\.|"OutboxEvent" WHERE "dispatchedAt" IS NULL/.test(e)).map((e) => /\[(\d+)\]/.exec(e)?.[1]));
      const lines = entries.filter((e) => !workers.has(/\[(\d+)\]/.exec(e)?.[1]));
      console.log(`\n===== ${mode}: ${name} -> ${res.status}, ${text.length} B body, headers ${JSON.stringify([...res.headers])}`);
      console.log(text.slice(0, 300));
      console.log(lines.join('\n'));
    }
  } finally {
    await stop(app.child);
  }
}
await f.client.end();
