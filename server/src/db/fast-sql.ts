import pg from 'pg';

/**
 * The hottest statements (the session lookup, placing an order) run through node-postgres directly, on the pool
 * Prisma uses: on this machine a Prisma query costs 4-5x the CPU of the same statement through `pg`
 * (docs/performance.md). Everything else stays on Prisma. Statements here are plain parameterised SQL.
 */
const pools = new WeakMap<object, pg.Pool>();
const listeners = new WeakMap<object, (sql: string) => void>();
/** Clients made with FAST_SQL=off: their hand-written statements go through Prisma's raw queries instead. */
const throughPrisma = new WeakSet<object>();

export function registerPool(db: object, pool: pg.Pool, fast = true): void {
  pools.set(db, pool);
  if (!fast) throughPrisma.add(db);
}

/** Whether this client's hand-written statements run on `pg` (FAST_SQL, on by default). */
export const isFast = (db: object): boolean => !throughPrisma.has(db);

type RawQuery = { $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T> };

/**
 * A row as `pg` gives it: Prisma reads int8 as a BigInt and numeric as a Decimal, `pg` reads both as text, so the
 * code above sees the same values whichever way the statement ran.
 */
function asPgRow<T>(row: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'bigint') row[key] = value.toString();
    else if (value !== null && typeof value === 'object' && value.constructor?.name === 'Decimal')
      row[key] = String(value);
  }
  return row as T;
}

/** One statement through Prisma's raw query (FAST_SQL=off), its rows as `pg` would give them. */
export async function viaPrisma<T>(db: object, text: string, values: unknown[]): Promise<T[]> {
  try {
    const rows = await (db as RawQuery).$queryRawUnsafe<Record<string, unknown>[]>(text, ...values);
    return rows.map((row) => asPgRow<T>(row));
  } catch (e) {
    throw asPgError(e);
  }
}

type AdapterCause = { originalCode?: string; originalMessage?: string; constraint?: unknown };

/**
 * A failed raw statement as `pg` reports it (the SQLSTATE in `code`), so the checks for a unique violation or a
 * serialization failure read the same error whichever way the statement ran.
 */
export function asPgError(e: unknown): unknown {
  const cause = (e as { meta?: { driverAdapterError?: { cause?: AdapterCause } } } | null)?.meta
    ?.driverAdapterError?.cause;
  if (!cause?.originalCode) return e;
  return Object.assign(new Error(cause.originalMessage ?? String(e)), { code: cause.originalCode, cause: e });
}

/** Tests count statements (server/test/performance/sql-count.test.ts): these are reported too. */
export function onFastSql(db: object, listener: (sql: string) => void): void {
  listeners.set(db, listener);
}

/**
 * PostgreSQL `timestamp` (without time zone, as Prisma writes them) holds UTC, as Prisma reads it; a `date` is that
 * day's UTC midnight, as Prisma reads it (node-postgres would read both in the process's time zone).
 */
const TIMESTAMP = 1114;
const DATE = 1082;
const parseUtc = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
const parseUtcDay = (value: string) => new Date(`${value}T00:00:00.000Z`);
export const PG_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP
      ? parseUtc
      : oid === DATE
        ? parseUtcDay
        : (pg.types.getTypeParser as (o: number, f?: string) => unknown)(
            oid,
            format,
          )) as pg.CustomTypesConfig['getTypeParser'],
};

/** The pool a client made by createPrisma shares with these statements. */
export function pgClientOf(db: object): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('fastQuery: this database client was not made by createPrisma');
  return pool;
}

/** Tells a test's statement counter (onFastSql) about a statement run beside Prisma. */
export function reportFastSql(db: object, text: string): void {
  listeners.get(db)?.(text);
}

/**
 * `timestamp` columns hold UTC (as Prisma writes them) and PostgreSQL ignores an offset given for one, so a Date is
 * sent as its UTC ISO text whatever the process's time zone (node-postgres would send local time).
 */
export const toParam = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

export async function fastQuery<T>(db: object, text: string, values: unknown[]): Promise<T[]> {
  if (!isFast(db)) return viaPrisma<T>(db, text, values);
  const pool = pgClientOf(db);
  reportFastSql(db, text);
  const result = await pool.query<T & pg.QueryResultRow>({
    text,
    values: values.map(toParam),
    types: PG_TYPES,
  });
  return result.rows;
}

/** A unique violation (PostgreSQL 23505) from a statement run here. */
export const isUniqueViolation = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === '23505';
