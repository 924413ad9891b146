import type { Db } from '../../src/db/prisma';

/** Tables that are not the shop's data: the migration log. */
const NOT_DATA = ['_prisma_migrations'];

/**
 * Every table of the shop's schema, read from the catalog once per database: a table added by a migration is
 * fingerprinted without anyone listing it here.
 */
const tablesOf = new WeakMap<Db, Promise<string[]>>();
export function shopTables(db: Db): Promise<string[]> {
  let found = tablesOf.get(db);
  if (!found) {
    found = db
      .$queryRawUnsafe<Array<{ name: string }>>(
        "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
      )
      .then((rows) =>
        rows.map((r) => r.name).filter((n) => !NOT_DATA.includes(n) && !n.startsWith('_test_')),
      );
    tablesOf.set(db, found);
  }
  return found;
}

/**
 * A fingerprint of every row of every table (count + md5 of the rows' text). Refused calls must leave it
 * unchanged: comparing fingerprints catches edits as well as inserts and deletes. `except` leaves tables out
 * (an API key's own row records every request made with it, refused or not).
 */
export async function dbSnapshot(db: Db, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = (await shopTables(db)).filter((name) => !except.includes(name));
  // One statement for all the tables: one round trip, and every table read in the same snapshot. Rows are ordered
  // by their text, so a table without an id column is fingerprinted the same way.
  // A read of a person's data is recorded in the audit trail (an EXPORT record): that changes none of the shop's data.
  const rows = await db.$queryRawUnsafe<Array<{ t: string; n: bigint; h: string | null }>>(
    tables
      .map(
        (t) =>
          `SELECT '${t}' AS t, count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${t}" t${t === 'AuditRecord' ? ` WHERE t.action <> 'EXPORT'` : ''}`,
      )
      .join(' UNION ALL '),
  );
  const out: Record<string, string> = {};
  for (const t of tables) {
    const row = rows.find((r) => r.t === t)!;
    out[t] = `${row.n}:${row.h}`;
  }
  return out;
}

/** The first error's code, or undefined when the call succeeded. */
export const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  res.errors?.[0]?.extensions?.code;

/**
 * The "nothing changed" check for files that make thousands of refused requests (the hostile-input properties, the
 * access matrices): instead of fingerprinting every row before and after each one (a fifth of a second once the
 * tables fill), statement triggers on every shop table log which table a committed statement changed. The log is a
 * table, so a change rolled back leaves no entry, and a refused request that commits no change leaves none: comparing
 * the newest entry before and after is exact and costs one index lookup. Stricter than a fingerprint only for a
 * committed write of the very same values, which a refused request has no business making either. An audit record of
 * a read (EXPORT) is not a change of the shop's data, as in dbSnapshot. `install()` in beforeAll, `remove()` in afterAll.
 */
export function rowChangeLog(db: Db) {
  const exec = (sql: string) => db.$executeRawUnsafe(sql);
  const note = (tableFilter: string) =>
    `BEGIN IF EXISTS (SELECT 1 FROM changed${tableFilter}) THEN INSERT INTO "_test_row_changes" (t) VALUES (TG_TABLE_NAME); END IF; RETURN NULL; END`;
  const triggers = (t: string) =>
    [
      ['INSERT', 'NEW', t === 'AuditRecord' ? '"_test_note_audit_change"' : '"_test_note_change"'],
      ['UPDATE', 'NEW', '"_test_note_change"'],
      ['DELETE', 'OLD', '"_test_note_change"'],
    ].map(
      ([event, side, fn]) =>
        `CREATE TRIGGER "_test_row_change_${event.toLowerCase()}" AFTER ${event} ON "${t}" REFERENCING ${side} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    );
  const dropTriggers = (t: string) =>
    ['insert', 'update', 'delete', 'truncate'].map(
      (e) => `DROP TRIGGER IF EXISTS "_test_row_change_${e}" ON "${t}"`,
    );
  return {
    async install() {
      await exec(
        'CREATE TABLE IF NOT EXISTS "_test_row_changes" (id bigserial PRIMARY KEY, t text NOT NULL)',
      );
      await exec(
        `CREATE OR REPLACE FUNCTION "_test_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$ ${note('')} $$`,
      );
      await exec(
        `CREATE OR REPLACE FUNCTION "_test_note_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$ ${note(" WHERE action::text <> 'EXPORT'")} $$`,
      );
      await exec(
        `CREATE OR REPLACE FUNCTION "_test_note_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO "_test_row_changes" (t) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
      );
      // One statement per table: a DO block, so installing on every table is a few round trips, not hundreds.
      const statements = (await shopTables(db)).flatMap((t) => [
        ...dropTriggers(t),
        ...triggers(t),
        `CREATE TRIGGER "_test_row_change_truncate" AFTER TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION "_test_note_truncate"()`,
      ]);
      await exec(
        `DO $install$ BEGIN ${statements.map((x) => `EXECUTE ${quote(x)};`).join(' ')} END $install$`,
      );
    },
    async remove() {
      const statements = (await shopTables(db)).flatMap(dropTriggers);
      await exec(`DO $remove$ BEGIN ${statements.map((x) => `EXECUTE ${quote(x)};`).join(' ')} END $remove$`);
      for (const fn of ['_test_note_change', '_test_note_audit_change', '_test_note_truncate'])
        await exec(`DROP FUNCTION IF EXISTS "${fn}"()`);
      await exec('DROP TABLE IF EXISTS "_test_row_changes"');
    },
    /** The newest committed change so far: pass it to changedSince after the request. */
    async mark(): Promise<string> {
      const [row] = await db.$queryRawUnsafe<Array<{ id: string | null }>>(
        'SELECT max(id)::text AS id FROM "_test_row_changes"',
      );
      return row.id ?? '0';
    },
    /** The tables (but `except`) a committed statement changed since `mark`, sorted: [] when nothing changed. */
    async changedSince(mark: string, except: readonly string[] = []): Promise<string[]> {
      const rows = await db.$queryRawUnsafe<Array<{ t: string }>>(
        'SELECT DISTINCT t FROM "_test_row_changes" WHERE id > $1::bigint AND NOT (t = ANY($2::text[])) ORDER BY t',
        mark,
        [...except],
      );
      return rows.map((r) => r.t);
    },
  };
}

const quote = (sql: string) => `'${sql.replace(/'/g, "''")}'`;
