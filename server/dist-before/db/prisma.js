"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createPrisma = createPrisma;
const pg_1 = __importDefault(require("pg"));
const adapter_pg_1 = require("@prisma/adapter-pg");
const client_1 = require("../generated/prisma/client");
const fast_sql_1 = require("./fast-sql");
const retry_1 = require("./retry");
/**
 * Prisma over node-postgres: the WebAssembly query compiler needs no engine download. The pool is ours and shared
 * with the few hot statements that skip Prisma (db/fast-sql.ts), so DB_POOL_SIZE stays the instance's connection
 * count; `$disconnect` closes it.
 */
function createPrisma(databaseUrl, poolSize = 10, options = {}) {
    // A request waits at most TX_OPTIONS.maxWait for a connection (Prisma's transactions had that limit; the pool's
    // own default is to wait for ever), then fails rather than queueing without end.
    const pool = new pg_1.default.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: retry_1.TX_OPTIONS.maxWait });
    const adapter = new adapter_pg_1.PrismaPg(pool, { disposeExternalPool: true });
    const client = options.logQueries
        ? new client_1.PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] })
        : new client_1.PrismaClient({ adapter });
    (0, fast_sql_1.registerPool)(client, pool);
    return client;
}
//# sourceMappingURL=prisma.js.map