/**
 * The workers of one queue as one loop with `slots` places: it fetches as many jobs as it has free places in one
 * query, starts each at once, and completes or fails each job alone (a failing job is retried by itself, with the
 * queue's delay and backoff). While jobs wait it fetches again as soon as a place frees; when the queue is empty it
 * sleeps until the poll interval ends or `wake` is called (new jobs were dispatched by this instance).
 */
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

export interface QueueWorker {
  /** Look for jobs now rather than at the next poll. */
  wake(): void;
  /** Jobs being handled now. */
  readonly active: number;
  /**
   * Stops fetching and waits for the jobs being handled, at most `timeoutMs`; those still running then are failed,
   * so they are retried (by this or another instance) rather than waiting for their expiry.
   */
  stop(timeoutMs: number): Promise<void>;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function workQueue<T extends object>(
  boss: PgBoss,
  queue: string,
  slots: number,
  pollMs: number,
  log: Logger,
  handler: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
): QueueWorker {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let woken = false;
  let rouse = () => {};
  /** Resolves on the first of: `ms` passed, wake(), stop(), or (with `orSlot`) a job ended. */
  const pause = (ms: number, orSlot: boolean) =>
    new Promise<void>((resolve) => {
      if (stopped || (woken && !orSlot)) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        if (rouse === done) rouse = () => {}; // a late call from an earlier pause leaves the current one alone
        resolve();
      }
      rouse = done;
      if (orSlot) void Promise.race(running.values()).then(done);
    });

  const run = async (job: PgBoss.JobWithMetadata<T>) => {
    let failure: unknown;
    try {
      await withinSeconds(handler(job), job.expireInSeconds);
    } catch (err) {
      failure = err ?? new Error('job failed');
    }
    try {
      if (failure === undefined) await boss.complete(queue, job.id);
      else await boss.fail(queue, job.id, failure as object);
    } catch (err) {
      // Left active: pg-boss's maintenance expires it and it runs again (at least once).
      log.warn({ err, queue, jobId: job.id }, 'job outcome not recorded; it will run again after its expiry');
    }
  };

  const loop = (async () => {
    while (!stopped) {
      const free = slots - running.size;
      if (free === 0) {
        await pause(pollMs, true);
        continue;
      }
      woken = false;
      let jobs: PgBoss.JobWithMetadata<T>[] = [];
      try {
        jobs = await boss.fetch<T>(queue, { batchSize: free, includeMetadata: true });
      } catch (err) {
        log.warn({ err, queue }, 'job fetch failed; trying again at the next poll');
      }
      for (const job of jobs)
        running.set(
          job.id,
          run(job).finally(() => running.delete(job.id)),
        );
      // Fewer than asked for: the queue is empty for now.
      if (jobs.length < free) await pause(pollMs, false);
    }
  })();

  return {
    wake() {
      woken = true;
      rouse();
    },
    get active() {
      return running.size;
    },
    async stop(timeoutMs) {
      stopped = true;
      rouse();
      await loop;
      await Promise.race([Promise.allSettled(running.values()), sleep(timeoutMs)]);
      await Promise.all(
        [...running.keys()].map((id) =>
          boss.fail(queue, id, new Error('shut down while active')).catch(() => undefined),
        ),
      );
    },
  };
}

/** The handler's promise, or a failure once the job's expiry passes (as pg-boss's own workers do). */
function withinSeconds(p: Promise<unknown>, seconds: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`handler execution exceeded ${seconds * 1000}ms`)),
      seconds * 1000,
    );
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
