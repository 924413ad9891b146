import { Client } from 'pg';
import { migrate } from '../../src/db/migrate';

/**
 * Creates a fresh database for this run on the server named by DATABASE_URL (CI: the local PostgreSQL;
 * `npm test` without one: the embedded server it starts) and applies the real migrations.
 */
export default async function globalSetup() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run the tests with `npm test` from the repository root');
  // Tests create and delete sign-in accounts: only ever on the emulator `npm test` started for them.
  const emulator = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!emulator) throw new Error('TEST_AUTH_EMULATOR_HOST is not set: run the tests with `npm test` (it starts their own Auth emulator)');
  if (emulator.endsWith(':9099')) throw new Error(`TEST_AUTH_EMULATOR_HOST=${emulator} is the development emulator (npm start): tests need their own`);
  const url = new URL(base);
  const name = `gluegun_jest_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  // Old runs' databases are dropped so they never pile up; a run still alive (another Jest on this machine) keeps its own.
  const old = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'gluegun_jest_%'");
  for (const { datname } of old.rows) {
    if (isAlive(Number(datname.slice('gluegun_jest_'.length)))) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  // A commit returns without waiting for its WAL to reach the disk (4-5 ms a commit on this machine's disk, 0.1-0.3 ms
  // without): tests never crash PostgreSQL itself, so nothing they check changes (docs/decisions/042). The crash-safety
  // suites make databases of their own and keep the default.
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  await admin.end();
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  await migrate(url.toString());
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
