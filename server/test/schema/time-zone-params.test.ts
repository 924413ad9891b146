/**
 * `timestamp` columns hold UTC. A Date sent to a hand-written statement must mean the same instant whatever the
 * server's time zone: node-postgres sends it in local time, which PostgreSQL reads, for a `timestamp`, as the UTC
 * wall-clock time (off by the zone's offset: 5 h 30 in Kolkata, where CI runs the suite, so a spending period or a due
 * date would move).
 */
import { createHarness, type Harness } from '../support/harness';
import { fastQuery } from '../../src/db/fast-sql';
import { poolSql } from '../../src/db/sql';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

it(`a Date parameter is the same instant in this process's time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone})`, async () => {
  const at = new Date(Date.UTC(2026, 0, 31, 23, 30, 0, 123));
  const [viaFast] = await fastQuery<{ t: Date; wall: string }>(
    h.db,
    "SELECT $1::timestamp AS t, to_char($1::timestamp, 'YYYY-MM-DD HH24:MI') AS wall",
    [at],
  );
  expect(viaFast.t.toISOString()).toBe(at.toISOString());
  expect(viaFast.wall).toBe('2026-01-31 23:30');
  const [viaSql] = await poolSql(h.db).rows<{ t: Date }>('SELECT $1::timestamp AS t', [at]);
  expect(viaSql.t.toISOString()).toBe(at.toISOString());
});
