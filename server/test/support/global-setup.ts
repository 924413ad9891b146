import { Client } from 'pg';
import type { Config } from '@jest/types';
import { migrate } from '../../src/db/migrate';
import { workerDatabase } from './worker-database';

/**
 * Creates a fresh database for this run on the server named by DATABASE_URL (CI: the local PostgreSQL;
 * `npm test` without one: the embedded server it starts), applies the real migrations, and copies it once for each
 * Jest worker: files in two workers at once each empty and fill their own database (support/worker-database.ts).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig) {
  const base = process.env.DATABASE_URL;
  if (!base)
    throw new Error('DATABASE_URL is not set: run the tests with `npm test` from the repository root');
  // Tests create and delete sign-in accounts: only ever on the emulator `npm test` started for them.
  const emulator = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!emulator)
    throw new Error(
      'TEST_AUTH_EMULATOR_HOST is not set: run the tests with `npm test` (it starts their own Auth emulator)',
    );
  if (emulator.endsWith(':9099'))
    throw new Error(
      `TEST_AUTH_EMULATOR_HOST=${emulator} is the development emulator (npm start): tests need their own`,
    );
  const url = new URL(base);
  const name = `gluegun_jest_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  // Old runs' databases are dropped so they never pile up; a run still alive (another Jest on this machine) keeps its own.
  const old = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'gluegun_jest_%'",
  );
  for (const { datname } of old.rows) {
    if (isAlive(Number(/^gluegun_jest_(\d+)/.exec(datname)?.[1]))) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  // A commit returns without waiting for its WAL to reach the disk (4-5 ms a commit on this machine's disk, 0.1-0.3 ms
  // without): tests never crash PostgreSQL itself, so nothing they check changes (docs/decisions/042). The crash-safety
  // suites make databases of their own and keep the default.
  // (A database's settings are not copied with it: each copy gets its own.)
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
    const copy = new URL(workerDatabase(url.toString(), String(worker))).pathname.slice(1);
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
    await admin.query(`ALTER DATABASE "${copy}" SET synchronous_commit = off`);
  }
  await admin.end();
  process.env.TEST_RUN_DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_URL = workerDatabase(url.toString(), '1');
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
