/**
 * Starts the built app for the browser tests: drops and recreates the `gluegun_e2e_<E2E_PORT>` database on
 * the server named by DATABASE_URL (the port in the name: two runs on other ports never drop each other's),
 * then runs server/dist/index.js against it (migrations + seed run at start), serving the client build made
 * for this run's Auth emulator (E2E_CLIENT_DIST, written by scripts/test.mjs; never client/dist).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { E2E_SESSION_SECRET } from './session-secret.mjs';
import { startMailCatcher } from '../../scripts/lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'server', 'package.json'));
const { Client } = require('pg');

const PORT = process.env.E2E_PORT || '4455';
const E2E_DB = `gluegun_e2e_${PORT}`;
const EMULATOR_HOST = process.env.TEST_AUTH_EMULATOR_HOST;
const CLIENT_DIST = process.env.E2E_CLIENT_DIST || path.join(root, 'client', 'dist-test');
if (!EMULATOR_HOST) throw new Error('TEST_AUTH_EMULATOR_HOST is not set: run the browser tests with `npm test -- e2e`');
const stamp = path.join(CLIENT_DIST, 'test-build.json');
const built = fs.existsSync(stamp) ? JSON.parse(fs.readFileSync(stamp, 'utf8')).emulatorHost : undefined;
if (built !== EMULATOR_HOST) {
  throw new Error(`${CLIENT_DIST} was built for the Auth emulator ${built ?? '(unknown)'}, not ${EMULATOR_HOST}: run \`npm test -- e2e\``);
}
const adminUrl = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test');

async function recreateDatabase() {
  const client = new Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    // Other connections (a previous run's server) would block the drop.
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [E2E_DB]);
    await client.query(`DROP DATABASE IF EXISTS ${E2E_DB}`);
    await client.query(`CREATE DATABASE ${E2E_DB}`);
    // Commits do not wait for the disk (docs/decisions/042): the journeys never crash PostgreSQL.
    await client.query(`ALTER DATABASE ${E2E_DB} SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
}

await recreateDatabase();

// The local inbox, started the way `npm start` starts it (scripts/lib.mjs): every e-mail the app sends arrives in
// maildev, whose web page the inbox journey reads (e2e/inbox.spec.ts). Ports from `npm test` (E2E_MAIL_*_PORT).
const smtpPort = Number(process.env.E2E_MAIL_SMTP_PORT);
const webPort = Number(process.env.E2E_MAIL_WEB_PORT);
if (!smtpPort || !webPort) throw new Error('E2E_MAIL_SMTP_PORT and E2E_MAIL_WEB_PORT are not set: run the browser tests with `npm test -- e2e`');
const mailCatcher = await startMailCatcher({ smtpPort, webPort });
if (!mailCatcher) throw new Error(`The local mail catcher (maildev) did not start on ${smtpPort}/${webPort}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${E2E_DB}`;

const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    PORT,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    SEED: 'true',
    SESSION_SECRET: E2E_SESSION_SECRET,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    CLIENT_DIST,
    ADMIN_EMAILS: 'admin@gluegun.test',
    LOG_LEVEL: 'warn',
    // Production's caches on: answers and session rows cached as shipped; every write clears them.
    PUBLIC_CACHE_MS: '1000',
    SESSION_CACHE_MS: '5000',
    // Raised: every journey's traffic comes from one address (127.0.0.1), which the shipped per-address limits
    // (30 sign-ins, 300 writes a minute) would refuse; the limits themselves are tested in server/test/security.
    AUTH_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '1000000',
    // The integrations journey registers a webhook to a receiver it runs on 127.0.0.1: private addresses are
    // refused otherwise (SSRF guard, server/src/modules/webhooks/ssrf.ts). Never set in production (config refuses).
    WEBHOOK_ALLOW_PRIVATE: '1',
    // Deliveries go out within a quarter second, so the journey's delivery log fills while it looks.
    DISPATCH_INTERVAL_MS: '250',
    SMTP_URL: mailCatcher.smtpUrl,
  },
});
const stop = (signal) => { mailCatcher.stop(); child.kill(signal); };
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => { mailCatcher.stop(); process.exit(code ?? 1); });
