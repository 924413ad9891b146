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
    found = db.$queryRawUnsafe<Array<{ name: string }>>(
      "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    ).then((rows) => rows.map((r) => r.name).filter((n) => !NOT_DATA.includes(n) && !n.startsWith('_test_')));
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
    tables.map((t) => `SELECT '${t}' AS t, count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${t}" t${t === 'AuditRecord' ? ` WHERE t.action <> 'EXPORT'` : ''}`).join(' UNION ALL '),
  );
  const out: Record<string, string> = {};
  for (const t of tables) {
    const row = rows.find((r) => r.t === t)!;
    out[t] = `${row.n}:${row.h}`;
  }
  return out;
}

/** The first error's code, or undefined when the call succeeded. */
export const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;

/**
 * dbSnapshot for a file that takes one before and after thousands of requests (the hostile-input properties): the
 * same fingerprint, worked out again only when a row of any shop table may have changed since the last one. A row trigger
 * on each table advances a sequence (a sequence, not a counter row: reset() empties tables; and nextval is never
 * rolled back, so a change rolled back also counts, and the fingerprint is then worked out again). The comparison
 * stays exact: an unchanged sequence means no row was inserted, updated or deleted; a changed one means a full
 * fingerprint, as dbSnapshot takes. `install()` in beforeAll, `remove()` in afterAll (the database is the run's).
 */
export function changeAwareSnapshots(db: Db) {
  let kept: { mark: string; snapshot: Record<string, string> } | null = null;
  const mark = async () => {
    const [row] = await db.$queryRawUnsafe<Array<{ mark: string }>>('SELECT (last_value::text || \':\' || is_called::text) AS mark FROM "_test_row_changes"');
    return row.mark;
  };
  return {
    async install() {
      await db.$executeRawUnsafe('CREATE SEQUENCE IF NOT EXISTS "_test_row_changes"');
      await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION "_test_count_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM nextval('"_test_row_changes"'); RETURN NULL; END $$`);
      for (const t of await shopTables(db)) {
        await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "_test_count_row_change" ON "${t}"`);
        await db.$executeRawUnsafe(`CREATE TRIGGER "_test_count_row_change" AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION "_test_count_row_change"()`);
      }
      kept = null;
    },
    async remove() {
      for (const t of await shopTables(db)) await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "_test_count_row_change" ON "${t}"`);
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS "_test_count_row_change"()');
      await db.$executeRawUnsafe('DROP SEQUENCE IF EXISTS "_test_row_changes"');
      kept = null;
    },
    /** The fingerprint of every table now (dbSnapshot's), from the last one when no row changed since. */
    async snapshot(): Promise<Record<string, string>> {
      const before = await mark();
      if (kept?.mark === before) return kept.snapshot;
      const snapshot = await dbSnapshot(db);
      // Kept only if nothing changed while it was taken (else the next call takes it again).
      if ((await mark()) === before) kept = { mark: before, snapshot };
      return snapshot;
    },
  };
}
