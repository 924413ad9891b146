/**
 * The queues are worked concurrently: a burst is taken as many jobs at a time as the instance has places, the next
 * is fetched as soon as a place frees (not at the next poll), a failing job is retried alone, webhook deliveries to
 * one endpoint are bounded, and e-mail goes over pooled SMTP connections.
 */
import { createHarness, type Harness } from '../support/harness';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { QUEUES, type WebhookJob } from '../../src/modules/events/dispatcher';
import { endpointSlots } from '../../src/modules/webhooks/endpoint-slots';
import { pooledSmtpUrl } from '../../src/modules/mail/smtp-transport';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
};

/** Jobs put straight on the webhook queue (as the dispatcher does), with a 1 s retry delay. */
async function queueJobs(runner: JobRunner, ids: string[]) {
  await runner.boss.insert(
    ids.map((deliveryId) => ({
      name: QUEUES.webhook,
      data: { deliveryId } satisfies WebhookJob,
      retryLimit: 2,
      retryDelay: 1,
      retryBackoff: false,
    })),
  );
}
const jobStates = async (prefix: string) =>
  await h.db.$queryRawUnsafe<Array<{ id: string; state: string; retry_count: number }>>(
    `SELECT data->>'deliveryId' AS id, state::text, retry_count FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' LIKE $2 ORDER BY 1`,
    QUEUES.webhook,
    `${prefix}%`,
  );

it('a burst of 24 jobs is worked 6 at a time, each next job taken as soon as a place frees, each job once', async () => {
  // The poll is 5 s: a worker that waited for it between jobs would need 15 s or more for the 4 rounds of 200 ms.
  const notify = { ...h.deps.config.notify, webhookConcurrency: 6, dispatchIntervalMs: 5000 };
  let now = 0,
    most = 0,
    started = 0;
  const handled: string[] = [];
  const handler = async (job: WebhookJob) => {
    started ||= Date.now();
    now += 1;
    most = Math.max(most, now);
    await sleep(200);
    handled.push(job.deliveryId);
    now -= 1;
  };
  const first = await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), {});
  runners.push(first);
  await queueJobs(
    first,
    Array.from({ length: 24 }, (_, i) => `burst-${String(i).padStart(2, '0')}`),
  );
  runners.push(
    await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), { webhook: handler }),
  );
  await until(() => handled.length >= 24);
  const took = Date.now() - started;
  await sleep(1000); // room for a duplicate to show up
  expect(most).toBe(6);
  expect(took).toBeLessThan(5000);
  expect(new Set(handled).size).toBe(24);
  expect(handled).toHaveLength(24);
  await until(async () => (await jobStates('burst-')).every((j) => j.state === 'completed'));
});

it('one failing job of a batch is retried alone; the others of its fetch complete once', async () => {
  const notify = { ...h.deps.config.notify, webhookConcurrency: 6, dispatchIntervalMs: 300 };
  const runs: Array<{ id: string; retryCount: number }> = [];
  const handler = async (job: WebhookJob, attempt: { retryCount: number }) => {
    runs.push({ id: job.deliveryId, retryCount: attempt.retryCount });
    if (job.deliveryId === 'batch-3' && attempt.retryCount === 0) throw new Error('receiver down');
  };
  const first = await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), {});
  runners.push(first);
  await queueJobs(
    first,
    Array.from({ length: 6 }, (_, i) => `batch-${i}`),
  );
  runners.push(
    await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), { webhook: handler }),
  );
  await until(() => runs.length >= 7);
  await sleep(2500); // past another retry delay: nothing else runs again
  expect(runs.filter((r) => r.id === 'batch-3')).toEqual([
    { id: 'batch-3', retryCount: 0 },
    { id: 'batch-3', retryCount: 1 },
  ]);
  expect(
    runs
      .filter((r) => r.id !== 'batch-3')
      .map((r) => r.id)
      .sort(),
  ).toEqual(['batch-0', 'batch-1', 'batch-2', 'batch-4', 'batch-5']);
  const states = await jobStates('batch-');
  expect(states.map((j) => [j.id, j.state, j.retry_count])).toEqual([
    ['batch-0', 'completed', 0],
    ['batch-1', 'completed', 0],
    ['batch-2', 'completed', 0],
    ['batch-3', 'completed', 1],
    ['batch-4', 'completed', 0],
    ['batch-5', 'completed', 0],
  ]);
});

it('a job still running when its instance stops is handed back to run again, not lost', async () => {
  const notify = { ...h.deps.config.notify, webhookConcurrency: 2, dispatchIntervalMs: 300 };
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  const first = await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), {
    webhook: () => held,
  });
  await queueJobs(first, ['stop-0']);
  await until(async () => (await jobStates('stop-')).some((j) => j.state === 'active'));
  await first.stop(500);
  release();
  expect((await jobStates('stop-')).map((j) => [j.state, j.retry_count])).toEqual([['retry', 0]]); // counted when it starts again
  const again: string[] = [];
  runners.push(
    await startJobRunner(h.deps.config.databaseUrl!, notify, createLogger('silent'), {
      webhook: async (job) => {
        again.push(job.deliveryId);
      },
    }),
  );
  await until(() => again.length === 1);
  expect(again).toEqual(['stop-0']);
});

it('deliveries to one endpoint run at most the bound at a time, in order; another endpoint is not held up', async () => {
  const slots = endpointSlots(2);
  const order: string[] = [];
  const gates = new Map<string, () => void>();
  const task = (endpoint: string, name: string) =>
    slots.run(endpoint, async () => {
      order.push(name);
      await new Promise<void>((r) => gates.set(name, r));
      return name;
    });
  const a = ['a1', 'a2', 'a3', 'a4'].map((n) => task('A', n));
  const b = task('B', 'b1');
  await sleep(10);
  expect(order).toEqual(['a1', 'a2', 'b1']);
  expect(slots.size('A')).toEqual({ active: 2, waiting: 2 });
  gates.get('a2')!();
  await sleep(10);
  expect(order).toEqual(['a1', 'a2', 'b1', 'a3']);
  gates.get('a1')!();
  gates.get('b1')!();
  await sleep(10);
  gates.get('a3')!();
  await sleep(10);
  gates.get('a4')!();
  expect(await Promise.all([...a, b])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
  expect(slots.size('A')).toEqual({ active: 0, waiting: 0 });
});

it('SMTP_URL is sent through a pool of connections with short timeouts, keeping settings written in the URL', () => {
  const timeouts = 'connectionTimeout=10000&greetingTimeout=10000&socketTimeout=30000';
  expect(pooledSmtpUrl('smtp://user:pw@mail.example.com:587', 4)).toBe(
    `smtp://user:pw@mail.example.com:587?pool=true&maxConnections=4&${timeouts}`,
  );
  expect(pooledSmtpUrl('smtps://mail.example.com?maxConnections=2&socketTimeout=5000', 4)).toBe(
    'smtps://mail.example.com?maxConnections=2&socketTimeout=5000&pool=true&connectionTimeout=10000&greetingTimeout=10000',
  );
});
