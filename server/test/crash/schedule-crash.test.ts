import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { createDatabase, freePort, type Instance } from '../support/instances';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { until } from '../support/webhook-receiver';
import { createPrisma, type Db } from '../../src/db/prisma';
import { createProduct, createUser } from '../../src/db/factories';
import { QUEUES } from '../../src/modules/events/dispatcher';
import { PG_BOSS_SCHEMA } from '../../src/modules/events/job-runner';
import { addDays, dayOf, dayText } from '../../src/modules/order-lists/rules';

/**
 * Scheduled orders (docs/decisions/077) when a real instance dies in the middle of a run: two built servers
 * (`node server/dist/index.js`) with the job runner on, four schedules due today. The test holds a lock on one
 * list's product, so whichever instance takes the tick stops inside that run's checkout, after the run was claimed
 * and its items recorded; that instance is killed with SIGKILL. The other one runs what was left and, once the
 * interrupted run's 15 minutes have passed (aged in the database, as the unit tests do), finishes it. Each schedule
 * then has one run for today, three orders and one recorded refusal, no item or stock twice, and each owner got one
 * result e-mail (outbox and SMTP). Needs a build (`npm run build -w server`).
 */
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const ENTRY = path.join(ROOT, 'server', 'dist', 'index.js');
const SECRET = 'crash-test-secret-crash-test-secret-0123456789';
const APP = 'schedule-crash';
const today = dayOf(new Date());

let database: Awaited<ReturnType<typeof createDatabase>>;
let db: Db;
let boss: PgBoss;
let inbox: SmtpInbox;
let servers: Instance[] = [];
/** Every child spawned, ready or not: afterAll kills them all, so a failed start never leaves a server running. */
const spawned: ChildProcess[] = [];
const schedules: Array<{ id: string; ownerId: string; email: string; productIds: string[] }> = [];

/** The built server as a child process; its connections carry `application_name` `name`, so the test sees which waits. */
async function startServer(name: string): Promise<Instance> {
  const port = await freePort();
  const url = new URL(database.url);
  url.searchParams.set('application_name', name);
  const child: ChildProcess = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      SESSION_SECRET: SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
      FIREBASE_PROJECT_ID: 'demo-gluegun',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: inbox.url,
      DISPATCH_INTERVAL_MS: '100',
      // The test sends each tick itself; the cron's own (once a year here) never comes between.
      REMINDER_CRON: '0 0 1 1 *',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  spawned.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok)
        return { child, url: base, exited, kill: () => child.kill('SIGKILL') };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server was not ready within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One tick of the job runner's cron (what pg-boss's schedule sends each hour), taken by whichever instance polls first. */
const tick = async () => (await boss.send(QUEUES.reminders, {}))!;
const jobState = async (id: string) =>
  (await database.sql.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE id = $1`, [id])).rows[0]
    ?.state;
const tickDone = async () => {
  const id = await tick();
  await until(async () => (await jobState(id)) === 'completed', 30_000);
};
/** Every outbox event dispatched and every e-mail job ended. */
const mailSettled = async () =>
  (await count(`SELECT count(*) AS n FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL`)) === 0 &&
  (await count(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email' AND state <> 'completed'`)) === 0;
const count = async (query: string, params: unknown[] = []) =>
  Number((await database.sql.query<{ n: string }>(query, params)).rows[0].n);

beforeAll(async () => {
  if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build first (npm run build -w server)`);
  [database, inbox] = await Promise.all([
    createDatabase(`gluegun_schedule_crash_${process.pid}`),
    startSmtpInbox(),
  ]);
  db = createPrisma(database.url, 2);
  // The servers start while the world is made: no schedule runs before the test sends a tick.
  const starting = Promise.all([startServer(`${APP}-0`), startServer(`${APP}-1`)]);
  try {
    await buildWorld();
  } finally {
    servers = await starting;
  }
  boss = new PgBoss({
    connectionString: database.url,
    schema: PG_BOSS_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
});

/** Four companies, each with an admin whose weekly list of two products of its own is due today. */
async function buildWorld() {
  for (let i = 1; i <= 4; i++) {
    const owner = await createUser(db, { email: `owner${i}@crash.test` });
    await db.company.update({
      where: { id: owner.companyId },
      data: {
        name: `Crash Buyer ${i} Ltd`,
        billingLine1: `${i} Mill Road`,
        billingCity: 'Leeds',
        billingPostalCode: 'LS1 4AP',
        billingCountry: 'GB',
      },
    });
    const products = [
      await createProduct(db, { sku: `GG-CRASH-A${i}`, quantity: 1000, priceCents: 100 }),
      await createProduct(db, { sku: `GG-CRASH-B${i}`, quantity: 1000, priceCents: 250 }),
    ];
    const list = await db.orderList.create({
      data: {
        companyId: owner.companyId,
        createdById: owner.id,
        createdByEmail: owner.email,
        name: `Weekly ${i}`,
        lines: {
          create: products.map((p, position) => ({
            productId: p.id,
            quantity: 100 * (position + 1),
            position,
          })),
        },
      },
    });
    // Due today: set as the day's first run would leave it (setOrderSchedule allows only a day after today).
    const schedule = await db.orderSchedule.create({
      data: {
        listId: list.id,
        ownerId: owner.id,
        everyWeeks: 1,
        nextRunOn: today,
        contactPhone: '+44 113 496 0000',
      },
    });
    schedules.push({
      id: schedule.id,
      ownerId: owner.id,
      email: owner.email,
      productIds: products.map((p) => p.id),
    });
  }
}

afterAll(async () => {
  await boss?.stop({ graceful: false }).catch(() => undefined);
  for (const child of spawned) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await db?.$disconnect();
  await inbox?.close();
  await database?.drop();
});

it('SIGKILL in the middle of a scheduled run: every due schedule runs once, one order or one refusal, one e-mail each', async () => {
  const held = schedules[1];
  const lock = new Client({ connectionString: database.url });
  lock.on('error', () => undefined); // ended in afterAll's drop if the test failed while it held the lock
  await lock.connect();
  await lock.query('BEGIN');
  // NO KEY UPDATE: adding the open items (a foreign key's share lock) passes, checkout's stock lock waits.
  await lock.query(`SELECT 1 FROM "Product" WHERE "id" = $1 FOR NO KEY UPDATE`, [held.productIds[1]]);
  await tick();

  // The moment: the held run is claimed with its items recorded, and its instance waits inside checkout.
  let victim = -1;
  await until(async () => {
    const waiting = await database.sql.query<{ name: string }>(
      `SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database()
       AND wait_event_type = 'Lock' AND application_name LIKE '${APP}-%'`,
    );
    const recorded = await count(
      `SELECT count(*) AS n FROM "OrderScheduleRun" WHERE "scheduleId" = $1 AND status = 'CLAIMED'
       AND jsonb_array_length(lines) = 2`,
      [held.id],
    );
    if (waiting.rows.length !== 1 || recorded !== 1) return false;
    victim = Number(waiting.rows[0].name.slice(APP.length + 1));
    return true;
  });
  // E-mails of runs finished before it are sent first: this kills a run, not an e-mail (at least once, decision 031).
  await until(mailSettled);
  const dead = servers[victim];
  dead.kill();
  expect(await dead.exited).toBeNull(); // ended by the signal
  await lock.query('ROLLBACK');
  await lock.end();
  // Its checkout's transaction ends with its connections (PostgreSQL rolls it back).
  await until(
    async () =>
      (await count(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1`, [
        `${APP}-${victim}`,
      ])) === 0,
  );
  expect(
    await count(`SELECT count(*) AS n FROM "OrderItem" WHERE "userId" = $1 AND status = 'PENDING'`, [
      held.ownerId,
    ]),
  ).toBe(2);

  // The survivor's tick runs what the dead instance had not reached and finishes the held run, once that run's
  // 15 minutes since its last write have passed (aged here, as in the unit tests).
  await database.sql.query(
    `UPDATE "OrderScheduleRun" SET "updatedAt" = "updatedAt" - interval '15 minutes' WHERE status = 'CLAIMED'`,
  );
  await tickDone();

  const runs = await database.sql.query<{
    scheduleId: string;
    runOn: string;
    status: string;
    purchaseOrderId: string | null;
    message: string;
  }>(
    `SELECT "scheduleId"::text AS "scheduleId", "runOn"::text AS "runOn", status, "purchaseOrderId"::text AS "purchaseOrderId", message
     FROM "OrderScheduleRun" WHERE kind = 'RUN'`,
  );
  const byId = new Map(runs.rows.map((r) => [r.scheduleId, r]));
  expect(runs.rows).toHaveLength(4);
  for (const s of schedules) {
    const run = byId.get(s.id)!;
    expect(run.runOn).toBe(dayText(today));
    if (s === held) {
      expect(run).toMatchObject({
        status: 'FAILED',
        purchaseOrderId: null,
        message: expect.stringMatching(/interrupted/),
      });
      expect(await count(`SELECT count(*) AS n FROM "PurchaseOrder" WHERE "userId" = $1`, [s.ownerId])).toBe(
        0,
      );
    } else {
      expect(run).toMatchObject({ status: 'PLACED', purchaseOrderId: expect.any(String) });
      const orders = await database.sql.query<{ id: string }>(
        `SELECT "id"::text AS id FROM "PurchaseOrder" WHERE "userId" = $1`,
        [s.ownerId],
      );
      expect(orders.rows.map((o) => o.id)).toEqual([run.purchaseOrderId]);
    }
    // Stock taken once for a placed run, not at all for the interrupted one.
    const stock = await database.sql.query<{ quantity: number }>(
      `SELECT quantity FROM "Product" WHERE "id" = ANY($1::uuid[]) ORDER BY sku`,
      [s.productIds],
    );
    expect(stock.rows.map((p) => p.quantity)).toEqual(s === held ? [1000, 1000] : [900, 800]);
    const next = await database.sql.query<{ nextRunOn: string }>(
      `SELECT "nextRunOn"::text AS "nextRunOn" FROM "OrderSchedule" WHERE "id" = $1`,
      [s.id],
    );
    expect(next.rows[0].nextRunOn).toBe(dayText(addDays(today, 7)));
  }
  // No open item left behind, none in two orders.
  expect(
    await count(
      `SELECT count(*) AS n FROM "OrderItem" WHERE status = 'PENDING' AND "purchaseOrderId" IS NULL`,
    ),
  ).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM "OrderItem"`)).toBe(6);

  // Each owner told once: one result event in the outbox; once every e-mail job ended, each message once (the
  // run's result, and per order its confirmation and invoice).
  const told = await database.sql.query<{ resourceId: string; status: string }>(
    `SELECT "resourceId"::text AS "resourceId", payload->>'status' AS status FROM "OutboxEvent" WHERE type = 'order_schedule.ran'`,
  );
  expect(told.rows.map((e) => [e.resourceId, e.status]).sort()).toEqual(
    schedules.map((s) => [s.id, s === held ? 'FAILED' : 'PLACED']).sort(),
  );
  await until(mailSettled);
  await inbox.waitFor(10);
  const received = inbox.messages.map((m) => ({
    to: [m.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address)),
    subject: m.subject ?? '',
  }));
  for (const s of schedules) {
    const subjects = received.filter((m) => m.to.includes(s.email)).map((m) => m.subject);
    expect(subjects.filter((t) => t.startsWith('Your scheduled order "'))).toHaveLength(1);
    expect(subjects.filter((t) => /^Order SO-\d+ confirmed$/.test(t))).toHaveLength(s === held ? 0 : 1);
    expect(subjects.filter((t) => /^Invoice INV-\d+ for order SO-\d+$/.test(t))).toHaveLength(
      s === held ? 0 : 1,
    );
  }
  expect(received).toHaveLength(10);
});
