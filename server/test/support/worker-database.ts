/**
 * The database of the Jest worker running this file: global-setup.ts migrates the run's database once and copies it
 * for each worker, and this (a setup file, before any test file's code) points TEST_DATABASE_URL at the worker's copy.
 * Files that run at the same time never see each other's rows; files in one worker run one after another, as before.
 */
export function workerDatabase(runUrl: string, workerId: string): string {
  const u = new URL(runUrl);
  u.pathname = `${u.pathname}_w${workerId}`;
  return u.toString();
}

const run = process.env.TEST_RUN_DATABASE_URL;
if (run) process.env.TEST_DATABASE_URL = workerDatabase(run, process.env.JEST_WORKER_ID ?? '1');
