/**
 * The outbox dispatcher and job runner: several instances turn each committed event into its jobs once,
 * and each job runs once.
 */
import { createHarness, type Harness } from '../support/harness';
import { emit } from '../../src/modules/events/outbox';
import { creditHoldLifted } from '../../src/modules/events/event-types';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import type { WebhookJob } from '../../src/modules/events/dispatcher';
import { createLogger } from '../../src/logger';

let h: Harness;
const runners: JobRunner[] = [];
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(2000)));
});

const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

it('two instances dispatch 20 events: one delivery job each, each job handled once, every event stamped', async () => {
  await h.db.webhookEndpoint.create({
    data: { url: 'http://127.0.0.1:9/hook', secret: 'whsec_dGVzdA==', eventTypes: [] },
  });
  const users = await Promise.all(Array.from({ length: 20 }, () => h.factories.createUser(h.db)));
  for (const u of users) await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));

  const handled: string[] = [];
  const notify = { ...h.deps.config.notify, dispatchIntervalMs: 100, webhookRetryDelaySeconds: 1 };
  const handler = async (job: WebhookJob) => {
    handled.push(job.deliveryId);
  };
  for (let i = 0; i < 2; i += 1)
    runners.push(
      await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), { webhook: handler }),
    );
  await Promise.all([runners[0].dispatchNow(), runners[1].dispatchNow(), runners[0].dispatchNow()]);

  await until(async () => handled.length >= 20);
  await new Promise((r) => setTimeout(r, 1500)); // room for a duplicate to show up
  expect(handled).toHaveLength(20);
  expect(new Set(handled).size).toBe(20);
  expect(await h.db.webhookDelivery.count()).toBe(20);
  expect(await h.db.outboxEvent.count({ where: { dispatchedAt: null } })).toBe(0);
  const jobs = await h.db.$queryRawUnsafe<Array<{ n: bigint }>>(
    `SELECT count(*) AS n FROM pgboss.job WHERE name = 'webhook'`,
  );
  expect(Number(jobs[0].n)).toBe(20);
});

it('an event committed while no instance runs is dispatched after a restart', async () => {
  const notify = { ...h.deps.config.notify, dispatchIntervalMs: 100 };
  const first = await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), {});
  await first.stop(2000);
  await h.db.webhookEndpoint.create({
    data: {
      url: 'http://127.0.0.1:9/hook',
      secret: 'whsec_dGVzdA==',
      eventTypes: ['customer.credit_hold_lifted'],
    },
  });
  const u = await h.factories.createUser(h.db);
  await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));
  expect(await h.db.outboxEvent.count({ where: { dispatchedAt: null } })).toBe(1);
  runners.push(await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), {}));
  await until(async () => (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) === 0);
  expect(await h.db.webhookDelivery.count()).toBe(1);
});
