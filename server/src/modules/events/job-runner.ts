/**
 * The job runner (pg-boss on the shop's PostgreSQL, docs/decisions/031): the outbox dispatcher loop plus the e-mail
 * and webhook workers. Started and stopped with the server; several instances share the work (SKIP LOCKED in both
 * the dispatcher and pg-boss's fetch). On stop, the dispatcher finishes its batch and workers finish their jobs.
 */
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { NotifyConfig } from '../../notify-config';
import { tracePool } from '../../observe/trace-pool';
import { QUEUES, dispatchBatch, type EmailJob, type WebhookJob } from './dispatcher';
import { workQueue, type QueueWorker } from './queue-worker';

export interface JobHandlers {
  email?: (job: EmailJob) => Promise<void>;
  webhook?: (job: WebhookJob, attempt: { retryCount: number; retryLimit: number }) => Promise<void>;
  /** The reminder schedule's run (cron REMINDER_CRON; docs/decisions/032). */
  reminders?: () => Promise<void>;
  /** Releases what the handlers hold (their database pool, SMTP connections), once the last job ended. */
  close?: () => Promise<void>;
}

export interface JobRunner {
  boss: PgBoss;
  /** Runs the dispatcher until nothing is waiting (tests; the loop does this on its own). */
  dispatchNow(): Promise<number>;
  stop(timeoutMs?: number): Promise<void>;
}

export const PG_BOSS_SCHEMA = 'pgboss';

export async function startJobRunner(
  databaseUrl: string,
  notify: NotifyConfig,
  log: Logger,
  handlers: JobHandlers,
): Promise<JobRunner> {
  const pollSeconds = Math.max(0.5, notify.dispatchIntervalMs / 1000);
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: PG_BOSS_SCHEMA,
    max: 4,
    // Cron (the reminder schedule): every instance watches the schedule, pg-boss sends each tick's job once.
    schedule: Boolean(handlers.reminders),
    // Expired jobs (their instance died mid-job) are found and retried by maintenance: look often.
    maintenanceIntervalSeconds: notify.maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => log.warn({ err }, 'job runner error'));
  // Instances starting together on a fresh database would race creating pg-boss's schema and queues (deadlock
  // seen): one at a time, under an advisory lock.
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  await lock.query('SELECT pg_advisory_lock(727275)');
  try {
    await startBoss(boss, notify, Boolean(handlers.reminders));
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727275)').catch(() => undefined);
    await lock.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (err) => log.warn({ err }, 'dispatcher connection error'));
  // The dispatcher's statements are spans under its outbox.dispatch span, as the shop pool's are under a request.
  tracePool(pool);
  const options = {
    mail: Boolean(notify.smtpUrl && handlers.email),
    webhookRetryLimit: notify.webhookRetryLimit,
    webhookRetryDelaySeconds: notify.webhookRetryDelaySeconds,
  };

  let wakeWorkers = () => {};
  const dispatchNow = async () => {
    let total = 0;
    for (;;) {
      const n = await dispatchBatch(pool, boss, options);
      total += n;
      if (n > 0) wakeWorkers();
      if (n === 0) return total;
    }
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = dispatchNow()
      .catch((err) => log.warn({ err }, 'outbox dispatch failed; retrying'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, notify.dispatchIntervalMs);
      });
  };
  tick();

  const workers: QueueWorker[] = [];
  const pollMs = pollSeconds * 1000;
  if (handlers.email) {
    const handle = handlers.email;
    workers.push(
      workQueue<EmailJob>(boss, QUEUES.email, notify.emailConcurrency, pollMs, log, async (job) =>
        handle(job.data),
      ),
    );
  }
  if (handlers.webhook) {
    const handle = handlers.webhook;
    workers.push(
      workQueue<WebhookJob>(boss, QUEUES.webhook, notify.webhookConcurrency, pollMs, log, async (job) =>
        handle(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
      ),
    );
  }
  // New jobs are taken at once rather than at the workers' next poll.
  wakeWorkers = () => {
    for (const w of workers) w.wake();
  };

  // The reminder run: pg-boss's own worker; stop() waits for it, since pg-boss's own stop may return before it ends.
  const inFlight = new Set<Promise<unknown>>(),
    tracked = trackedBy(inFlight);
  const reminders = handlers.reminders;
  if (reminders)
    await boss.work(
      QUEUES.reminders,
      { batchSize: 1, pollingIntervalSeconds: Math.max(pollSeconds, 5) },
      tracked(async () => reminders()),
    );

  return {
    boss,
    dispatchNow,
    async stop(timeoutMs = 15_000) {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await running;
      // The queues' jobs end (or are failed, to run again) while pg-boss can still record it.
      await Promise.all(workers.map((w) => w.stop(timeoutMs)));
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs }); // unfinished jobs expire and run again elsewhere
      await pool.end();
      // pg-boss checks once a second until its workers stop: wait, or its timer fires after the caller moved on.
      await jobsEnded(inFlight, timeoutMs + 15_000);
      await handlers.close?.();
    },
  };
}

/** Starts pg-boss and creates (or updates) the queues with their retry and expiry settings. */
async function startBoss(boss: PgBoss, notify: NotifyConfig, reminders: boolean) {
  await boss.start();
  await boss.createQueue(QUEUES.email, {
    name: QUEUES.email,
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  // A delivery outlives its request timeout, and the ones ahead of it to the same endpoint (at most
  // endpointConcurrency at a time): a job still active past this was on an instance that died.
  const rounds = Math.ceil(notify.webhookConcurrency / notify.webhookEndpointConcurrency);
  const expireInSeconds = Math.ceil((rounds * notify.webhookTimeoutMs) / 1000) + 30;
  const webhookQueue = {
    name: QUEUES.webhook,
    retryLimit: notify.webhookRetryLimit,
    retryDelay: notify.webhookRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds,
  };
  await boss.createQueue(QUEUES.webhook, webhookQueue);
  await boss.updateQueue(QUEUES.webhook, webhookQueue); // a queue made by an earlier start keeps its settings otherwise
  if (reminders) {
    await boss.createQueue(QUEUES.reminders, {
      name: QUEUES.reminders,
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 600,
    });
    // UTC, as the shop's calendar. A run is safe at any time and any number of times (one row per step).
    await boss.schedule(QUEUES.reminders, notify.reminderCron, {}, { tz: 'UTC' });
  }
}

/** A job handler that adds each run to `inFlight` until it ends. */
function trackedBy(inFlight: Set<Promise<unknown>>) {
  return <J>(run: (job: J) => Promise<unknown>) =>
    (job: J) => {
      const p = run(job);
      inFlight.add(p);
      return p.finally(() => inFlight.delete(p));
    };
}

/**
 * Waits for the jobs being handled (at most `capMs`: a hung one stops no shutdown), then one second more, and again
 * while a fetch under way when stop began handed a job over afterwards.
 */
async function jobsEnded(inFlight: Set<Promise<unknown>>, capMs: number) {
  const sleep = (ms: number) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    });
  const deadline = Date.now() + capMs;
  do {
    // The cap's timer is cleared once the jobs have ended: left running it held the process (and a test run) open.
    let cap: NodeJS.Timeout | undefined;
    const capped = new Promise((resolve) => {
      cap = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    });
    await Promise.race([Promise.allSettled([...inFlight]), capped]);
    clearTimeout(cap);
    await sleep(1_100);
  } while (inFlight.size > 0 && Date.now() < deadline);
}
