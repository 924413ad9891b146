"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.isUniqueViolation = exports.PG_TYPES = void 0;
exports.registerPool = registerPool;
exports.onFastSql = onFastSql;
exports.pgClientOf = pgClientOf;
exports.reportFastSql = reportFastSql;
exports.fastQuery = fastQuery;
const pg_1 = __importDefault(require("pg"));
/**
 * The hottest statements (the session lookup, placing an order) run through node-postgres directly, on the pool
 * Prisma uses: on this machine a Prisma query costs 4-5x the CPU of the same statement through `pg`
 * (docs/performance.md). Everything else stays on Prisma. Statements here are plain parameterised SQL.
 */
const pools = new WeakMap();
const listeners = new WeakMap();
function registerPool(db, pool) {
    pools.set(db, pool);
}
/** Tests count statements (server/test/performance/sql-count.test.ts): these are reported too. */
function onFastSql(db, listener) {
    listeners.set(db, listener);
}
/**
 * PostgreSQL `timestamp` (without time zone, as Prisma writes them) holds UTC, as Prisma reads it; a `date` is that
 * day's UTC midnight, as Prisma reads it (node-postgres would read both in the process's time zone).
 */
const TIMESTAMP = 1114;
const DATE = 1082;
const parseUtc = (value) => new Date(`${value.replace(' ', 'T')}Z`);
const parseUtcDay = (value) => new Date(`${value}T00:00:00.000Z`);
exports.PG_TYPES = {
    getTypeParser: ((oid, format) => oid === TIMESTAMP ? parseUtc : oid === DATE ? parseUtcDay : pg_1.default.types.getTypeParser(oid, format)),
};
/** The pool a client made by createPrisma shares with these statements. */
function pgClientOf(db) {
    const pool = pools.get(db);
    if (!pool)
        throw new Error('fastQuery: this database client was not made by createPrisma');
    return pool;
}
/** Tells a test's statement counter (onFastSql) about a statement run beside Prisma. */
function reportFastSql(db, text) {
    listeners.get(db)?.(text);
}
async function fastQuery(db, text, values) {
    const pool = pgClientOf(db);
    reportFastSql(db, text);
    const result = await pool.query({ text, values, types: exports.PG_TYPES });
    return result.rows;
}
/** A unique violation (PostgreSQL 23505) from a statement run here. */
const isUniqueViolation = (e) => e?.code === '23505';
exports.isUniqueViolation = isUniqueViolation;
//# sourceMappingURL=fast-sql.js.map