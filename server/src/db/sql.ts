import type pg from 'pg';
import {
  asPgError,
  fastQuery,
  isFast,
  pgClientOf,
  reportFastSql,
  PG_TYPES,
  toParam,
  viaPrisma,
} from './fast-sql';
import { TX_OPTIONS, inTransaction, withTxRetry } from './retry';
import { auditBeginSuffix } from './audit-context';
import type { Prisma } from '../generated/prisma/client';

/**
 * Parameterised SQL ($1, $2...) on whatever runs it: a transaction on `pg` (checkout, docs/decisions/043), a Prisma
 * transaction (an approval placing an order inside its own), or the pool. Checkout's statements are written once
 * against this and give the same rows on every side: every statement names its casts (sums as float8, counts as
 * int), timestamps are read as UTC and dates as UTC midnights (as Prisma reads them).
 */
export interface Sql {
  /** The rows of one statement. */
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** How many rows one statement changed. */
  run(text: string, values?: unknown[]): Promise<number>;
}

type RawDb = Pick<Prisma.TransactionClient, '$queryRawUnsafe' | '$executeRawUnsafe'>;
type TxHost = Parameters<typeof inTransaction>[0];

/** A Prisma client or transaction as Sql (its raw statements: no query compiler on the way). */
export function prismaSql(db: RawDb): Sql {
  return {
    rows: <T>(text: string, values: unknown[] = []) => viaPrisma<T>(db, text, values),
    run: async (text: string, values: unknown[] = []) => {
      try {
        return await db.$executeRawUnsafe(text, ...values);
      } catch (e) {
        throw asPgError(e);
      }
    },
  };
}

/**
 * One checked-out `pg` connection as Sql. `db` is the shop's client whose statement counter hears them (any object
 * will do where none listens: the bench's baseline runs checkout's statements through this on its own connection).
 */
export function clientSql(db: object, client: pg.ClientBase): Sql {
  const exec = (text: string, values: unknown[]) => {
    reportFastSql(db, text);
    return client.query({ text, values: values.map(toParam), types: PG_TYPES });
  };
  return {
    rows: async <T>(text: string, values: unknown[] = []) => (await exec(text, values)).rows as T[],
    run: async (text: string, values: unknown[] = []) => (await exec(text, values)).rowCount ?? 0,
  };
}

/** The shop's pool as Sql (reads outside a transaction). */
export function poolSql(db: object): Sql {
  if (!isFast(db)) return prismaSql(db as RawDb);
  return {
    rows: <T>(text: string, values: unknown[] = []) => fastQuery<T>(db, text, values),
    run: async (text: string, values: unknown[] = []) => {
      reportFastSql(db, text);
      return (
        (await pgClientOf(db).query({ text, values: values.map(toParam), types: PG_TYPES })).rowCount ?? 0
      );
    },
  };
}

/**
 * A READ COMMITTED transaction on one pooled `pg` connection, as inTransaction runs Prisma's: each statement may
 * wait at most TX_OPTIONS.timeout (a lock held elsewhere, a slow disk; PostgreSQL 15 has no limit for a whole
 * transaction), and a serialization failure or deadlock
 * runs the whole of `run` again (so `run` must not have effects outside `sql`). Anything thrown rolls it back.
 */
export function inPgTransaction<T>(
  db: object,
  run: (sql: Sql) => Promise<T>,
  opts: { attempts?: number } = {},
): Promise<T> {
  if (!isFast(db)) return inTransaction(db as TxHost, (tx) => run(prismaSql(tx)), opts);
  return withTxRetry(async () => {
    const client = await pgClientOf(db).connect();
    let broken = false;
    // A connection lost while it is checked out (a database restart, a terminated backend) is reported as an
    // 'error' event: without a listener that would end the process. The statement under way fails; the
    // connection is discarded.
    const lost = () => {
      broken = true;
    };
    client.on('error', lost);
    try {
      reportFastSql(db, 'BEGIN');
      // Who is writing goes in the same round trip (the audit trail's triggers read it: docs/decisions/060).
      await client.query(`BEGIN; SET LOCAL statement_timeout = ${TX_OPTIONS.timeout}${auditBeginSuffix()}`);
      const result = await run(clientSql(db, client));
      reportFastSql(db, 'COMMIT');
      await client.query('COMMIT');
      return result;
    } catch (e) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection is gone: the pool must not hand it out again
      }
      throw e;
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }, opts.attempts);
}
