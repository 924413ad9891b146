/**
 * Catalog import jobs cut short by a restart (docs/decisions/090): each instance, on start-up and every half of
 * STALE_MS after, marks failed the unfinished jobs whose heartbeat stopped. A job's write is one transaction, so such
 * a job wrote nothing, and it is never resumed (the catalog may have changed since its file was checked). The claim
 * is one conditional UPDATE, so of several instances sweeping at once exactly one marks a given job.
 */
import type { Context } from '../../context';
import { STALE_MS, failStale } from './import-job';

type Log = Pick<Context['log'], 'info' | 'warn'>;

export interface ImportSweep {
  stop(): void;
  done: Promise<number>;
}

/** Sweeps at once and then on a timer (unref'd: it never keeps the process alive). */
export function startImportSweep(db: Context['db'], log: Log, everyMs = STALE_MS / 2): ImportSweep {
  const sweep = async () => {
    try {
      const failed = await failStale(db);
      if (failed > 0) log.info({ failed }, 'catalog import jobs cut short by a restart marked failed');
      return failed;
    } catch (err) {
      log.warn({ err }, 'the catalog import sweep failed; it runs again shortly');
      return 0;
    }
  };
  const done = sweep();
  const timer = setInterval(() => {
    void sweep();
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
