// Bank statement import at scale: a 10,000-line CSV statement matched against 50,000 open
// invoices, through the shop's own route (POST /admin/bank-statements, as the Receivables page sends a file), on the
// production build. Reports the import's wall time, the server's peak RSS while it ran (sampled from /proc every
// 20 ms) and what the matcher proposed; then the same file again (nothing stored twice). Target: under 10 s and
// 300 MB. Not a timed test: `node bench/import.mjs` (or as part of `npm run bench`; BENCH_IMPORT=0 leaves it out).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { ROOT, SECRET, ensureBuild, startApp, stop } from './setup.mjs';

const require = createRequire(import.meta.url);
const INVOICES = Number(process.env.BENCH_IMPORT_INVOICES || 50_000);
const LINES = Number(process.env.BENCH_IMPORT_LINES || 10_000);
const BUYERS = Math.max(1, Math.round(INVOICES / 10));
const BASE = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';

/** Peak of VmRSS samples of `pid` while `work` runs, in MB, with the RSS before it. */
async function withPeakRss(pid, work) {
  const rss = () => {
    try { return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024; } catch { return 0; }
  };
  const before = rss();
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, rss()); }, 20);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { result, ms, beforeMb: before, peakMb: Math.max(peak, rss()) };
  } finally {
    clearInterval(timer);
  }
}

/** A fresh database with `BUYERS` one-person companies and `INVOICES` open invoices (10 a buyer, due at spread days). */
async function prepareImportDb() {
  const db = 'gluegun_bench_import';
  const dbUrl = (() => { const u = new URL(BASE); u.pathname = `/${db}`; return u.toString(); })();
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${db}"`);
  await admin.end();
  await require(path.join(ROOT, 'server/dist/db/migrate.js')).migrate(dbUrl);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const shopAdmin = (await client.query(`INSERT INTO "User" (id, email, role, "updatedAt") VALUES (gen_random_uuid(), 'admin@bench.test', 'ADMIN', now()) RETURNING id, "tokenVersion"`)).rows[0];
  await client.query(`INSERT INTO "User" (id, email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'payer' || lpad(g::text, 6, '0') || '@bench.test', 'Payer ' || g || ' Trading', 'CUSTOMER', now() FROM generate_series(1, $1::int) g`, [BUYERS]);
  await client.query(`INSERT INTO "PurchaseOrder" (id, "userId", "companyId", "buyerName", "buyerEmail", "companyName", "contactPhone", "invoiceNumber",
      "issuedAt", "termsDays", "dueAt", "subtotalCents", "totalCents", "paymentStatus", "updatedAt")
    SELECT gen_random_uuid(), u.id, u."companyId", u."displayName", u.email, u."displayName", '5550100', 'INV-' || lpad(g::text, 6, '0'),
      now() - ((g % 90) || ' days')::interval, 30, now() - ((g % 90) || ' days')::interval + interval '30 days',
      10000 + (g * 7919) % 900000, 10000 + (g * 7919) % 900000, 'AWAITING_PAYMENT', now()
    FROM generate_series(1, $1::int) g JOIN (SELECT id, "companyId", "displayName", email, row_number() OVER (ORDER BY email) AS rn FROM "User" WHERE role = 'CUSTOMER') u
      ON u.rn = (g - 1) % $2::int + 1`, [INVOICES, BUYERS]);
  await client.query('ANALYZE');
  const invoices = (await client.query(`SELECT "invoiceNumber", "buyerName", "totalCents" FROM "PurchaseOrder" ORDER BY number`)).rows;
  const token = jwt.sign({ v: shopAdmin.tokenVersion }, SECRET, { algorithm: 'HS256', subject: shopAdmin.id, issuer: 'gluegun-shop', expiresIn: 3600 });
  return { dbUrl, client, invoices, token };
}

/**
 * A bank's CSV export of LINES credits shaped like real traffic: half pay one invoice by its RF reference, a tenth
 * pay part of one, a tenth pay two invoices in one transfer (both references), a tenth pay the exact amount with no
 * reference (amount and name), a fifth come from payers the shop does not know; plus a debit every 50 lines (skipped).
 */
function statementCsv(invoices) {
  const { paymentReferenceFor } = require(path.join(ROOT, 'common/dist/index.js'));
  const rows = ['Date;Amount;Currency;Reference;Counterparty'];
  const money = (cents) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100).toLocaleString('de-DE')},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  const day = new Date().toISOString().slice(0, 10);
  let next = 0;
  const take = () => invoices[(next++ * 4999) % invoices.length];
  const kinds = { reference: 0, partial: 0, twoInvoices: 0, amountAndName: 0, unknown: 0, debit: 0 };
  for (let i = 0; i < LINES; i++) {
    const r = i % 20;
    if (i % 50 === 49) { rows.push(`${day};${money(-12345)};USD;Supplier payment ${i};Glue Supplies GmbH`); kinds.debit++; continue; }
    if (r < 10) { const a = take(); rows.push(`${day};${money(a.totalCents)};USD;${paymentReferenceFor(a.invoiceNumber)};${a.buyerName}`); kinds.reference++; }
    else if (r < 12) { const a = take(); rows.push(`${day};${money(Math.floor(a.totalCents / 2))};USD;Part payment ${paymentReferenceFor(a.invoiceNumber)};${a.buyerName}`); kinds.partial++; }
    else if (r < 14) { const a = take(); const b = take(); rows.push(`${day};${money(a.totalCents + b.totalCents)};USD;${paymentReferenceFor(a.invoiceNumber)} ${paymentReferenceFor(b.invoiceNumber)};${a.buyerName}`); kinds.twoInvoices++; }
    else if (r < 16) { const a = take(); rows.push(`${day};${money(a.totalCents)};USD;Invoice payment;${a.buyerName}`); kinds.amountAndName++; }
    else { rows.push(`${day};${money(5000 + i)};USD;Thanks ${crypto.randomBytes(4).toString('hex')};Stranger ${i} Ltd`); kinds.unknown++; }
  }
  return { content: `\uFEFF${rows.join('\r\n')}\r\n`, kinds };
}

export async function importBench() {
  await ensureBuild();
  const prepStart = Date.now();
  const f = await prepareImportDb();
  const { content, kinds } = statementCsv(f.invoices);
  console.log(`import bench: ${f.invoices.length} open invoices for ${BUYERS} buyers seeded in ${Date.now() - prepStart} ms; statement of ${LINES} lines, ${(Buffer.byteLength(content) / 1024 / 1024).toFixed(2)} MB: ${JSON.stringify(kinds)}`);
  const app = await startApp(f.dbUrl, {}, process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench/results/profiles')}`] : []);
  try {
    const post = async () => {
      const res = await fetch(`${app.url}/admin/bank-statements`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
        body: JSON.stringify({ fileName: 'statement-10000.csv', content }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    };
    const first = await withPeakRss(app.child.pid, post);
    const again = await withPeakRss(app.child.pid, post);
    const stored = (await f.client.query(`SELECT status, "matchRule", count(*)::int AS n FROM "BankStatementLine" GROUP BY 1, 2 ORDER BY 1, 2`)).rows;
    const result = {
      date: new Date().toISOString(), invoices: f.invoices.length, lines: LINES, fileMb: Number((Buffer.byteLength(content) / 1024 / 1024).toFixed(2)), kinds,
      importMs: Math.round(first.ms), rssBeforeMb: Math.round(first.beforeMb), rssPeakMb: Math.round(first.peakMb),
      againMs: Math.round(again.ms), againAlreadyImported: again.result?.alreadyImported ?? again.result?.import?.alreadyImported ?? null,
      stored, cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg(),
      target: { ms: 10_000, mb: 300 },
    };
    result.met = result.importMs < 10_000 && result.rssPeakMb < 300;
    console.log(`import of ${LINES} lines against ${f.invoices.length} open invoices: ${result.importMs} ms, server RSS ${result.rssBeforeMb} -> peak ${result.rssPeakMb} MB`
      + ` (target < 10 s and < 300 MB: ${result.met ? 'met' : 'NOT met'}); the same file again: ${result.againMs} ms`);
    console.table(stored);
    return result;
  } finally {
    await stop(app.child);
    await f.client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await importBench();
  const outDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `import-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`results: ${path.relative(ROOT, file)}`);
}
