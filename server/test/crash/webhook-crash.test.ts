import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import { Webhook } from 'standardwebhooks';
import { migrate } from '../../src/db/migrate';
import { until, webhookReceiver } from '../support/webhook-receiver';

/**
 * SIGKILL of an instance in the middle of a webhook delivery leads to exactly one more delivery after
 * a restart, with the same webhook-id. The built server (`node server/dist/index.js`) runs as a child process; the
 * receiver holds the first request open, the server is killed with -9 while it waits for the answer, and the
 * restarted server's job runner finds the job its dead predecessor held (pg-boss expiry: the webhook timeout plus
 * 30 s) and sends it once more. Needs a build (`npm run build -w server`).
 */
jest.setTimeout(150_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const ENTRY = path.join(ROOT, 'server', 'dist', 'index.js');
const SECRET = 'crash-test-secret-crash-test-secret-0123456789';
const DB_NAME = `gluegun_webhook_crash_${process.pid}`;

let dbUrl = '';
let adminToken = '';
let customerId = '';
let sql: Client;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      SESSION_SECRET: SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
      FIREBASE_PROJECT_ID: 'demo-gluegun',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      QUERY_BUDGET: '1000000000',
      QUERY_RESTORE_RATE: '100000000',
      // Local receiver, quick polling, a 3 s answer limit (so a dead instance's job expires after 33 s), and
      // pg-boss maintenance (which finds expired jobs) every second.
      WEBHOOK_ALLOW_PRIVATE: '1',
      DISPATCH_INTERVAL_MS: '100',
      WEBHOOK_TIMEOUT_MS: '3000',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server was not healthy within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function gql(url: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: any[] };
}

beforeAll(async () => {
  if (!fs.existsSync(ENTRY))
    throw new Error(
      `${ENTRY} is missing: build first (npm run build, or npx tsc -p server/tsconfig.build.json)`,
    );
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DB_NAME}"`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${DB_NAME}`;
  dbUrl = u.toString();
  await migrate(dbUrl);
  sql = new Client({ connectionString: dbUrl });
  await sql.connect();
  const row = await sql.query<{ id: string; tokenVersion: number }>(
    `INSERT INTO "User" (id, email, role, "updatedAt") VALUES (gen_random_uuid(), 'crash-admin@gluegun.test', 'ADMIN', now()) RETURNING id, "tokenVersion"`,
  );
  adminToken = jwt.sign({ v: row.rows[0].tokenVersion }, SECRET, {
    algorithm: 'HS256',
    subject: row.rows[0].id,
    issuer: 'gluegun-shop',
    expiresIn: 3600,
  });
  customerId = (
    await sql.query<{ id: string }>(
      `INSERT INTO "User" (id, email, "updatedAt") VALUES (gen_random_uuid(), 'crash-buyer@gluegun.test', now()) RETURNING id`,
    )
  ).rows[0].id;
});

afterAll(async () => {
  await sql?.end().catch(() => undefined);
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
});

it('SIGKILL mid-delivery: after a restart the receiver gets the event exactly once more, with the same webhook-id', async () => {
  let server = await startServer();
  let killed = false;
  // The first request is held open (the instance waits for the answer) and the instance is killed right then.
  const rx = await webhookReceiver([], () => {
    if (killed) return false; // answered 200 by the receiver
    killed = true;
    server.child.kill('SIGKILL');
    return true;
  });
  try {
    const created = await gql(
      server.url,
      'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }',
      { i: { url: rx.url, eventTypes: ['customer.credit_hold_lifted'] } },
    );
    const secret: string = created.data.createWebhookEndpoint.secret;
    expect(
      (await gql(server.url, 'mutation($id: ID!) { liftCreditHold(id: $id) { id } }', { id: customerId }))
        .errors,
    ).toBeUndefined();
    await until(() => killed, 20_000);
    expect(await server.exited).toBeNull(); // killed by the signal
    expect(rx.received).toHaveLength(1);

    server = await startServer();
    await until(() => rx.received.length >= 2, 90_000);
    // Settle: nothing else arrives (no third attempt, no duplicate from a second job).
    await until(
      async () =>
        (await sql.query(`SELECT 1 FROM "WebhookDelivery" WHERE status = 'SUCCEEDED'`)).rowCount === 1,
      20_000,
    );
    await new Promise((r) => setTimeout(r, 3000));
    expect(rx.received).toHaveLength(2);
    const [first, again] = rx.received;
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const event = await sql.query<{ eventId: string }>(
      `SELECT "eventId" FROM "OutboxEvent" WHERE type = 'customer.credit_hold_lifted'`,
    );
    expect(event.rows).toHaveLength(1);
    expect(again.headers['webhook-id']).toBe(`msg_${event.rows[0].eventId.replace(/-/g, '')}`);
    expect(new Webhook(secret).verify(again.body, again.headers as Record<string, string>)).toMatchObject({
      type: 'customer.credit_hold_lifted',
    });
    const deliveries = await sql.query(`SELECT status, "responseStatus" FROM "WebhookDelivery"`);
    expect(deliveries.rows).toEqual([{ status: 'SUCCEEDED', responseStatus: 200 }]);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    await rx.close();
  }
});
