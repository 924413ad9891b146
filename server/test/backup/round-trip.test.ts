/**
 * `npm run backup` and `npm run restore FILE` (scripts/backup.mjs, scripts/restore.mjs): a shop with orders,
 * invoices, payments and events is dumped with pg_dump, restored with pg_restore into a new database, every row of
 * every table (the job queue's too) and every sequence compared, and the server started on the copy.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createHarness, EMULATOR_HOST, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as payments from '../../src/modules/payments/payments.service';
import * as fulfilment from '../../src/modules/fulfilment/fulfilment.service';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE = process.env.TEST_DATABASE_URL!;
const COPY = SOURCE.replace(/\/([^/?]+)(\?|$)/, '/$1_restored$2');
const copyName = new URL(COPY).pathname.slice(1);

/** The test database's major version and whether this machine has a pg_dump that can read it (as the scripts look). */
function toolFits(): { fits: boolean; why: string } {
  const server = Number(
    execFileSync(
      process.execPath,
      [
        '-e',
        `
    const { Client } = require('pg'); const c = new Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('SHOW server_version_num')).then((r) => { console.log(Math.floor(r.rows[0].server_version_num / 10000)); return c.end(); });
  `,
        SOURCE,
      ],
      { cwd: path.join(ROOT, 'server'), encoding: 'utf8' },
    ).trim(),
  );
  const dirs = [
    process.env.PG_BIN,
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
    ...(process.env.PATH ?? '').split(':'),
  ].filter(Boolean) as string[];
  const majors = dirs
    .map((d) => path.join(d, 'pg_dump'))
    .filter((f) => fs.existsSync(f))
    .map((f) =>
      Number(/(\d+)/.exec(execFileSync(f, ['--version'], { encoding: 'utf8' }).replace(/^[^\d]*/, ''))?.[1]),
    );
  return {
    fits: majors.some((m) => m >= server),
    why: `PostgreSQL ${server}, pg_dump majors found: ${majors.join(', ') || 'none'}`,
  };
}
const tool = toolFits();
// The embedded PostgreSQL 17 of a newcomer's `npm test` needs PostgreSQL 17's client programs; CI's production phase
// (PostgreSQL 15 with its pg_dump) always runs it.
const roundTrip = tool.fits ? it : it.skip;
if (!tool.fits) console.warn(`backup round trip skipped: no pg_dump for this server (${tool.why})`);

function npmScript(script: string, args: string[], url: string) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}${result.stdout}`);
  return { ...result, ms: Date.now() - started };
}

/** Every table of every schema but PostgreSQL's own: its row count and a digest of its rows in a fixed order. */
async function contents(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ s: string; t: string }>(
        "SELECT schemaname AS s, tablename AS t FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
      )
    ).rows;
    const out: Record<string, { rows: number; digest: string }> = {};
    for (const { s, t } of tables) {
      const q = `"${s}"."${t}"`;
      const { rows } = await client.query<{ n: number; d: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(x::text, E'\\n' ORDER BY x::text)) AS d FROM ${q} x`,
      );
      out[`${s}.${t}`] = { rows: rows[0].n, digest: rows[0].d ?? '' };
    }
    const seqs = (
      await client.query<{ s: string; v: string | null }>(
        "SELECT schemaname || '.' || sequencename AS s, last_value::text AS v FROM pg_sequences ORDER BY 1",
      )
    ).rows;
    return { tables: out, sequences: Object.fromEntries(seqs.map((r) => [r.s, r.v])) };
  } finally {
    await client.end();
  }
}

async function admin(sql: string) {
  const client = new Client({ connectionString: SOURCE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let h: Harness;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gluegun-backup-'));
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
  await admin(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

roundTrip(
  'restores every row of every table into a fresh database, and the server starts on it',
  async () => {
    await h.reset();
    const details = {
      companyName: 'Backup Ltd',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    const admin1 = await h.factories.createUser(h.db, { role: 'ADMIN' });
    for (let i = 0; i < 3; i++) {
      const product = await h.factories.createProduct(h.db, {
        priceCents: 250 + i,
        quantity: 1000,
        name: `Gun ${i} é 日本`,
      });
      const buyer = await h.factories.createUser(h.db);
      const item = await orders.placeOrder(ctxFor(h, buyer), {
        productId: product.id,
        quantity: 100 + i,
        phone: '5550100',
      });
      const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
      await payments.recordPayment(ctxFor(h, admin1), po.id, {
        amountCents: 1000,
        receivedOn: new Date().toISOString().slice(0, 10),
        reference: `BACS ${i}`,
      });
      await fulfilment.updateFulfilment(ctxFor(h, admin1), po.id, 'SHIPPED');
    }
    const before = await contents(SOURCE);
    for (const table of [
      'public.OrderItem',
      'public.PurchaseOrder',
      'public.InvoiceLine',
      'public.Payment',
      'public.OutboxEvent',
    ]) {
      expect({ table, some: (before.tables[table]?.rows ?? 0) > 0 }).toEqual({ table, some: true });
    }

    const file = path.join(dir, 'shop.dump');
    const backup = npmScript('backup.mjs', [file], SOURCE);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    await admin(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${copyName}"`);
    const restore = npmScript('restore.mjs', [file], COPY);
    expect(await contents(COPY)).toEqual(before);
    // A second restore into a database that holds tables is refused without --replace, and nothing changes.
    const refused = spawnSync(process.execPath, [path.join(ROOT, 'scripts/restore.mjs'), file], {
      env: { ...process.env, DATABASE_URL: COPY },
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--replace');
    // --replace is refused while another session is connected (the shop looks live), unless --force is given too.
    const live = new Client({ connectionString: COPY, application_name: 'gluegun-live-shop' });
    await live.connect();
    try {
      const busy = spawnSync(process.execPath, [path.join(ROOT, 'scripts/restore.mjs'), file, '--replace'], {
        env: { ...process.env, DATABASE_URL: COPY },
        encoding: 'utf8',
      });
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain(
        'the shop looks live: 1 other connection(s) to this database (gluegun-live-shop)',
      );
      expect(busy.stderr).toContain('--force');
      npmScript('restore.mjs', [file, '--replace', '--force'], COPY);
    } finally {
      await live.end();
    }
    expect(await contents(COPY)).toEqual(before);
    npmScript('restore.mjs', [file, '--replace'], COPY);
    expect(await contents(COPY)).toEqual(before);
    console.log(
      `backup ${backup.ms} ms, restore ${restore.ms} ms, ${Object.keys(before.tables).length} tables`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: COPY,
      PORT: '0',
      HOST: '127.0.0.1',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: 'demo-gluegun',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
    });
    const server = await startServer(config);
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const answer = (await (
        await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ products(page: 1, pageSize: 10) { total } }' }),
        })
      ).json()) as { data: { products: { total: number } } };
      expect(answer.data.products.total).toBe(3);
    } finally {
      await server.close();
    }
  },
  60_000,
);
