/**
 * The job queue's figures seen from two instances on one PostgreSQL and one Redis: a burst of checkouts over both
 * writes its events to the outbox; while no instance runs jobs both report them waiting and how old the oldest is,
 * and once a job runner takes them whose workers are held busy, both report the e-mails and webhook deliveries
 * queued behind them and how long the oldest has waited, on /readyz and in GraphQL `outboxHealth` alike.
 * The database's sessions run in a zone far from UTC, so an age that mixed local and UTC time would show.
 */
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import {
  REDIS_WANTED,
  call,
  clearRedis,
  createDatabase,
  createProduct,
  createUser,
  gql,
  itRedis,
  requireRedis,
  startInstance,
  until,
  type Instance,
  type TestUser,
} from '../support/instances';

jest.setTimeout(60_000);

const PREFIX = `gluegun-outbox-health-${process.pid}:`;
const CHECKOUTS = 10;
let db: Awaited<ReturnType<typeof createDatabase>>;
let a: Instance;
let b: Instance;
let jobs: JobRunner | undefined;
let release = () => {};

beforeAll(async () => {
  if (!REDIS_WANTED) return;
  await requireRedis();
  db = await createDatabase(`gluegun_outbox_health_${process.pid}`);
  await db.sql.query(
    `ALTER DATABASE "gluegun_outbox_health_${process.pid}" SET timezone = 'Pacific/Kiritimati'`,
  );
  // Web-only instances (JOBS_ENABLED=0): the test runs the job runner itself, when it wants one.
  const env = {
    REDIS_KEY_PREFIX: PREFIX,
    JOBS_ENABLED: '0',
    LOG_LEVEL: process.env.TEST_INSTANCE_LOG_LEVEL || 'error',
  };
  [a, b] = await Promise.all([startInstance(db.url, env), startInstance(db.url, env)]);
});

afterAll(async () => {
  if (!REDIS_WANTED) return;
  release();
  await jobs?.stop(2_000);
  for (const i of [a, b]) i?.kill();
  await clearRedis(PREFIX);
  await db?.drop();
});

const details = {
  companyName: 'Burst Ltd',
  addressLine1: '1 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const HEALTH =
  '{ outboxHealth { waiting oldestWaitingSeconds queuedEmails queuedWebhooks oldestQueuedSeconds } }';
type Figures = {
  waiting: number;
  oldestWaitingSeconds: number;
  queuedEmails: number;
  queuedWebhooks: number;
  oldestQueuedSeconds: number;
};

/** One customer's order placed and checked out through `on` (GraphQL). */
async function checkout(on: Instance, productId: string, buyer: TestUser) {
  const placed = await gql(
    on.url,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
    { i: { productId, quantity: 100, phone: '5550100' } },
    buyer.token,
  );
  const done = await gql(
    on.url,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }',
    { ids: [placed.body.data.placeOrder.id], d: details },
    buyer.token,
  );
  expect([done.status, done.body.errors]).toEqual([200, undefined]);
}

/** The figures of both instances on both transports, once `wanted` holds for all four (at most 10 s). */
async function figuresOnBoth(admin: TestUser, wanted: (f: Figures) => boolean) {
  const read = async () =>
    Promise.all(
      [a, b].flatMap((on) => [
        call(on.url, '/readyz').then((r) => r.body.outbox as Figures),
        gql(on.url, HEALTH, {}, admin.token).then((r) => r.body.data.outboxHealth as Figures),
      ]),
    );
  const { last } = await until(
    read,
    (all) => Array.isArray(all) && all.every((f) => f && wanted(f)),
    10_000,
    100,
  );
  return last;
}

itRedis(
  `a burst of ${CHECKOUTS} checkouts over both instances: both report the events waiting, then the jobs queued behind busy workers, and how old the oldest is`,
  async () => {
    const admin = await createUser(db.sql, `health-admin-${Date.now()}@faults.test`, 'ADMIN');
    const productId = await createProduct(db.sql, 'Burst Gun', 100_000);
    await db.sql.query(
      `INSERT INTO "WebhookEndpoint" (id, url, "eventTypes", secret, "updatedAt") VALUES (gen_random_uuid(), 'https://hooks.example.com/orders', '{}', 'whsec_dGVzdA==', now())`,
    );
    const buyers: TestUser[] = [];
    for (let i = 0; i < CHECKOUTS; i += 1)
      buyers.push(await createUser(db.sql, `burst-${i}-${Date.now()}@faults.test`));
    const burstAt = Date.now();
    await Promise.all(buyers.map((buyer, i) => checkout(i % 2 ? a : b, productId, buyer)));
    const {
      rows: [{ events }],
    } = await db.sql.query<{ events: number }>('SELECT count(*)::int AS events FROM "OutboxEvent"');
    expect(events).toBeGreaterThanOrEqual(2 * CHECKOUTS);

    // No instance runs jobs: every event waits in the outbox, and the oldest's age grows (not 0).
    const waiting = await figuresOnBoth(admin, (f) => f.waiting === events && f.oldestWaitingSeconds >= 1);
    for (const f of waiting) {
      expect(f).toMatchObject({
        waiting: events,
        queuedEmails: 0,
        queuedWebhooks: 0,
        oldestQueuedSeconds: 0,
      });
      expect(f.oldestWaitingSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - burstAt) / 1000) + 1);
    }

    // A job runner whose one e-mail worker and one webhook worker hold their job: the rest stays queued.
    const notify = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
      DISPATCH_INTERVAL_MS: '100',
      EMAIL_CONCURRENCY: '1',
      WEBHOOK_CONCURRENCY: '1',
    }).notify;
    const held = new Promise<void>((r) => {
      release = r;
    });
    jobs = await startJobRunner(db.url, notify, createLogger('silent'), {
      email: () => held,
      webhook: () => held,
    });
    const {
      rows: [{ deliveries }],
    } = await until(
      () => db.sql.query<{ deliveries: number }>('SELECT count(*)::int AS deliveries FROM "WebhookDelivery"'),
      (r) => r.rows[0].deliveries > 0,
    ).then((r) => r.last);
    const emails = 2 * CHECKOUTS;
    const queued = await figuresOnBoth(
      admin,
      (f) =>
        f.waiting === 0 &&
        f.queuedEmails === emails - 1 &&
        f.queuedWebhooks === deliveries - 1 &&
        f.oldestQueuedSeconds >= 1,
    );
    for (const f of queued) {
      expect(f).toMatchObject({
        waiting: 0,
        oldestWaitingSeconds: 0,
        queuedEmails: emails - 1,
        queuedWebhooks: deliveries - 1,
      });
      expect(f.oldestQueuedSeconds).toBeGreaterThanOrEqual(1);
      expect(f.oldestQueuedSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - burstAt) / 1000) + 1);
    }
    expect(deliveries).toBeGreaterThanOrEqual(2 * CHECKOUTS);

    // Once the workers are let go, the queue drains and both report it empty.
    release();
    const drained = await figuresOnBoth(admin, (f) => f.queuedEmails === 0 && f.queuedWebhooks === 0);
    for (const f of drained)
      expect(f).toMatchObject({ waiting: 0, queuedEmails: 0, queuedWebhooks: 0, oldestQueuedSeconds: 0 });
  },
);
