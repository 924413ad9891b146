/**
 * inPgTransaction (db/sql.ts): checkout's transaction on one pooled `pg` connection. What it must do besides
 * committing: roll back everything on a refusal, run again on a deadlock, and survive the connection being lost
 * mid-transaction (a database restart, a terminated backend): unhandled, that would end the whole process, since
 * node-postgres reports it as an 'error' event on the checked-out client.
 */
import { Client } from 'pg';
import { createHarness, type Harness } from '../support/harness';
import { inPgTransaction } from '../../src/db/sql';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

async function terminate(pid: number) {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const countTagged = async (tag: string) => h.db.user.count({ where: { displayName: tag } });

it('commits what ran, and rolls back everything when the function throws', async () => {
  await inPgTransaction(h.db, (sql) =>
    sql.run(
      `INSERT INTO "User" ("id", "email", "displayName", "updatedAt") VALUES (gen_random_uuid(), 'a@pgtx.test', 'kept', now())`,
    ),
  );
  await expect(
    inPgTransaction(h.db, async (sql) => {
      await sql.run(
        `INSERT INTO "User" ("id", "email", "displayName", "updatedAt") VALUES (gen_random_uuid(), 'b@pgtx.test', 'gone', now())`,
      );
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await countTagged('kept')).toBe(1);
  expect(await countTagged('gone')).toBe(0);
  // The connection went back clean: no transaction left open, no statement timeout left set.
  const [row] = await inPgTransaction(h.db, (sql) =>
    sql.rows<{ timeout: string }>("SELECT current_setting('statement_timeout') AS timeout"),
  );
  expect(row.timeout).toBe('30s');
  const [outside] = await h.db.$queryRawUnsafe<Array<{ timeout: string }>>(
    "SELECT current_setting('statement_timeout') AS timeout",
  );
  expect(outside.timeout).toBe('0');
});

it('a connection lost mid-transaction fails that call only: the process and the pool go on', async () => {
  const run = inPgTransaction(
    h.db,
    async (sql) => {
      await sql.run(
        `INSERT INTO "User" ("id", "email", "displayName", "updatedAt") VALUES (gen_random_uuid(), 'c@pgtx.test', 'lost', now())`,
      );
      const [{ pid }] = await sql.rows<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(pid);
      await new Promise((r) => setTimeout(r, 100)); // the 'error' event arrives while nothing runs on the client
      await sql.rows('SELECT 1');
    },
    { attempts: 1 },
  );
  await expect(run).rejects.toThrow();
  expect(await countTagged('lost')).toBe(0);
  // The next transactions get working connections (the lost one was not handed out again).
  for (let i = 0; i < 12; i++) {
    const [row] = await inPgTransaction(h.db, (sql) => sql.rows<{ one: number }>('SELECT 1 AS one'));
    expect(row.one).toBe(1);
  }
});

it('a deadlock runs the whole transaction again, so both sides commit', async () => {
  const a = await h.factories.createUser(h.db);
  const b = await h.factories.createUser(h.db);
  let attempts = 0;
  let bothIn!: () => void;
  const gate = new Promise<void>((r) => {
    bothIn = r;
  });
  let arrived = 0;
  const lockBoth = (first: string, second: string) =>
    inPgTransaction(h.db, async (sql) => {
      attempts++;
      await sql.rows('SELECT "id" FROM "User" WHERE "id" = $1::uuid FOR UPDATE', [first]);
      if (++arrived === 2) bothIn();
      await Promise.race([gate, new Promise((r) => setTimeout(r, 2_000))]);
      await sql.rows('SELECT "id" FROM "User" WHERE "id" = $1::uuid FOR UPDATE', [second]);
      return true;
    });
  await expect(Promise.all([lockBoth(a.id, b.id), lockBoth(b.id, a.id)])).resolves.toEqual([true, true]);
  expect(attempts).toBe(3); // PostgreSQL aborted one of them once (40P01); it ran again
});
