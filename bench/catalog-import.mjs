// `node bench/catalog-import.mjs`: the catalog file's import at a distributor's size (docs/decisions/090). For each
// size in BENCH_IMPORT_SIZES (default 10000,100000) on a fresh database: a file of that many new products is checked
// and written by the shop's own functions (plan, applyPlan from the server build, as the import job calls them),
// then a second file changing every product's price and stock is checked and written (the update path). The bare
// baseline writes the same new products with one multi-row INSERT per 1,000 rows and nothing else (no checks, no
// stock module, no events, the database's triggers on): each write is reported as a ratio of it. The statements of
// one 1,000-row batch are summed by kind (Prisma's query events) to show where a batch's time goes. Each file is
// written to a temporary file and read back as a stream (readCsvStream, as the text/csv upload is read), and the
// process's peak resident memory is reported after each file (docs/decisions/099); run it under the container's heap
// ceiling with NODE_OPTIONS=--max-old-space-size=N (docs/decisions/108).
// Not a timed test. BENCH_SERVER_DIST points at another build of the server (default server/dist).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.BENCH_SERVER_DIST || path.join(root, 'server/dist'));
const require = createRequire(path.join(root, 'server', 'package.json'));
const pg = require('pg');
const { stringify } = require('csv-stringify/sync');
const { migrate } = require(path.join(dist, 'db/migrate.js'));
const { createPrisma } = require(path.join(dist, 'db/prisma.js'));
const { plan, applyPlan } = require(path.join(dist, 'modules/catalog-csv/import.js'));
const { readCsvStream } = require(path.join(dist, 'modules/catalog-csv/read-stream.js'));
const { CATALOG_COLUMNS } = require(path.join(dist, 'modules/catalog-csv/columns.js'));

const SIZES = (process.env.BENCH_IMPORT_SIZES || '10000,100000').split(',').map(Number);
const base = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test');
const dbName = 'gluegun_bench_catalog_import';
const log = { error: (...a) => console.error(...a), warn() {}, info() {}, debug() {} };
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function freshDb() {
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const u = new URL(base.toString());
  u.pathname = `/${dbName}`;
  await migrate(u.toString());
  return u.toString();
}

const row = (i, price, stock) => ({
  sku: `BENCH-${String(i).padStart(6, '0')}`, name: `Glue stick ${i}`, description: 'Hot melt, 11 mm', image_url: 'https://img.example/stick.png',
  price_cents: String(price), stock: String(stock), min_order: '100', order_increment: '10', max_order: '', price_breaks: '500=100',
  family: '', option_values: '', pack_sizes: 'Box of 25=25', weight_grams: '20', length_mm: '', width_mm: '', height_mm: '',
});
/** The file on disk, written 1,000 rows at a time (never one string), answered as its path. */
function fileOf(n, price, stock) {
  const file = path.join(os.tmpdir(), `catalog-import-bench-${process.pid}.csv`);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, stringify([[...CATALOG_COLUMNS]]));
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => row(i + j, price, stock + ((i + j) % 7)));
    fs.writeSync(fd, stringify(rows, { columns: [...CATALOG_COLUMNS] }));
  }
  fs.closeSync(fd);
  return file;
}
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** Runs `work`, answering its wall time and the statements of its first batch (query events until `batchEnds`). */
async function timed(db, work, batchEnds) {
  const kinds = new Map();
  let counting = true;
  let statements = 0;
  let dbMs = 0;
  const all = new Map();
  const listener = (e) => {
    dbMs += Number(e.duration);
    const kind = e.query.replace(/\s+/g, ' ').trim().replace(/^(WITH \w+|SELECT|INSERT INTO|UPDATE|DELETE FROM) ("?\w+"?(\."?\w+"?)?).*$/s, '$1 $2').slice(0, 60);
    all.set(kind, (all.get(kind) ?? 0) + Number(e.duration));
    if (!counting) return;
    if (batchEnds(e.query)) counting = false;
    statements += 1;
    kinds.set(kind, (kinds.get(kind) ?? 0) + Number(e.duration));
  };
  db.current = listener;
  const started = Date.now();
  await work();
  db.current = null;
  const top = (m) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => [k, Math.round(v)]));
  return { ms: Date.now() - started, dbMs: Math.round(dbMs), batch: { statements, byKind: top(kinds) }, wholeByKind: top(all) };
}

async function bare(url, n) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('TRUNCATE "Product" CASCADE');
  const started = Date.now();
  await c.query('BEGIN');
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({ sku: `BARE-${i + j}`, name: `Glue stick ${i + j}`, price: 100, q: 50 }));
    await c.query(`INSERT INTO "Product" ("sku", "name", "description", "imageUrl", "priceCents", "quantity")
      SELECT x.sku, x.name, 'Hot melt, 11 mm', '', x.price, x.q FROM jsonb_to_recordset($1::jsonb) AS x(sku text, name text, price int, q int)`, [JSON.stringify(rows)]);
  }
  await c.query('COMMIT');
  const ms = Date.now() - started;
  await c.query('TRUNCATE "Product" CASCADE');
  await c.end();
  return ms;
}

const results = [];
for (const n of SIZES) {
  const url = await freshDb();
  const bareMs = await bare(url, n);
  const db = createPrisma(url, 4, { logQueries: true });
  db.$on('query', (e) => db.current?.(e));
  const ctx = { db, log };
  const isEmit = (q) => q.includes('"OutboxEvent"');
  const run = async (label, file) => {
    const check = Date.now();
    const records = await readCsvStream(fs.createReadStream(file), { bytes: 100 * 1024 * 1024, rows: 200_000 });
    const p = await plan(ctx, records);
    const checkMs = Date.now() - check;
    const refused = p.results.filter((x) => x.outcome === 'refused');
    if (refused.length > 0) throw new Error(`${refused.length} rows refused, e.g. ${JSON.stringify(refused[0])}`);
    // As the job does (import-job.ts): the cells and the rows' outcomes are dropped before the write.
    records.length = 0;
    p.results.length = 0;
    const write = await timed(db, () => applyPlan(ctx, p), isEmit);
    fs.rmSync(file);
    const r = { size: n, file: label, checkMs, writeMs: write.ms, statementsMs: write.dbMs, bareMs, ratio: +(write.ms / bareMs).toFixed(2), peakRssMb: peakMb(), firstBatch: write.batch, wholeByKind: write.wholeByKind };
    console.log(`${n} rows, ${label}: checked in ${secs(checkMs)}, written in ${secs(write.ms)}, total ${secs(checkMs + write.ms)} (its statements ${secs(write.dbMs)}; bare insert ${secs(bareMs)}, ${r.ratio}x); peak RSS so far ${r.peakRssMb} MB`);
    console.log('  first batch:', JSON.stringify(write.batch));
    console.log('  every batch, ms by kind:', JSON.stringify(write.wholeByKind));
    results.push(r);
  };
  await run('new products', fileOf(n, 120, 1000));
  await run('every price and stock changed', fileOf(n, 125, 900));
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows: [check] } = await c.query(`SELECT count(*)::int AS off FROM "Product" p
    WHERE p."quantity" <> (SELECT coalesce(sum(s."quantity"), 0) FROM "WarehouseStock" s WHERE s."productId" = p."id")`);
  console.log(`  products whose total is not their warehouses' sum: ${check.off}`);
  await c.end();
  await db.$disconnect();
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, `bench/results/catalog-import-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`wrote ${path.relative(root, out)}`);
