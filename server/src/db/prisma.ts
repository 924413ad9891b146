import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export type Db = PrismaClient;

/** Prisma over node-postgres: the WebAssembly query compiler needs no engine download. */
export function createPrisma(databaseUrl: string, poolSize = 10, options: { logQueries?: boolean } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return options.logQueries
    ? new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter });
}
