import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { registerPool } from './fast-sql';
import { carryAuditScope } from './audit-context';
import { TX_OPTIONS } from './retry';
import { tracePool } from '../observe/trace-pool';

export type Db = PrismaClient;

/**
 * Prisma over node-postgres: the WebAssembly query compiler needs no engine download. The pool is ours and shared
 * with the few hot statements that skip Prisma (db/fast-sql.ts), so DB_POOL_SIZE stays the instance's connection
 * count; `$disconnect` closes it.
 */
export function createPrisma(
  databaseUrl: string,
  poolSize = 10,
  options: { logQueries?: boolean; fastSql?: boolean } = {},
): PrismaClient {
  // A request waits at most TX_OPTIONS.maxWait for a connection (Prisma's transactions had that limit; the pool's
  // own default is to wait for ever), then fails rather than queueing without end.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: TX_OPTIONS.maxWait,
  });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const client = options.logQueries
    ? new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter });
  registerPool(client, pool, options.fastSql ?? true);
  carryAuditScope(pool);
  tracePool(pool);
  return client;
}
