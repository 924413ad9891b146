"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.prismaSql = prismaSql;
exports.poolSql = poolSql;
exports.inPgTransaction = inPgTransaction;
const fast_sql_1 = require("./fast-sql");
const retry_1 = require("./retry");
/** A Prisma client or transaction as Sql (its raw statements: no query compiler on the way). */
function prismaSql(db) {
    return {
        rows: (text, values = []) => db.$queryRawUnsafe(text, ...values),
        run: (text, values = []) => db.$executeRawUnsafe(text, ...values),
    };
}
/**
 * `timestamp` columns hold UTC (as Prisma writes them) and PostgreSQL ignores an offset given for one, so a Date is
 * sent as its UTC ISO text whatever the process's time zone (node-postgres would send local time).
 */
const param = (v) => (v instanceof Date ? v.toISOString() : v);
function clientSql(db, client) {
    const exec = (text, values) => {
        (0, fast_sql_1.reportFastSql)(db, text);
        return client.query({ text, values: values.map(param), types: fast_sql_1.PG_TYPES });
    };
    return {
        rows: async (text, values = []) => (await exec(text, values)).rows,
        run: async (text, values = []) => (await exec(text, values)).rowCount ?? 0,
    };
}
/** The shop's pool as Sql (reads outside a transaction). */
function poolSql(db) {
    return {
        rows: (text, values = []) => (0, fast_sql_1.fastQuery)(db, text, values.map(param)),
        run: async (text, values = []) => {
            (0, fast_sql_1.reportFastSql)(db, text);
            return (await (0, fast_sql_1.pgClientOf)(db).query({ text, values: values.map(param), types: fast_sql_1.PG_TYPES })).rowCount ?? 0;
        },
    };
}
/**
 * A READ COMMITTED transaction on one pooled `pg` connection, as inTransaction runs Prisma's: each statement may
 * wait at most TX_OPTIONS.timeout (a lock held elsewhere, a slow disk; PostgreSQL 15 has no limit for a whole
 * transaction), and a serialization failure or deadlock
 * runs the whole of `run` again (so `run` must not have effects outside `sql`). Anything thrown rolls it back.
 */
function inPgTransaction(db, run, opts = {}) {
    return (0, retry_1.withTxRetry)(async () => {
        const client = await (0, fast_sql_1.pgClientOf)(db).connect();
        let broken = false;
        // A connection lost while it is checked out (a database restart, a terminated backend) is reported as an
        // 'error' event: without a listener that would end the process. The statement under way fails; the
        // connection is discarded.
        const lost = () => { broken = true; };
        client.on('error', lost);
        try {
            (0, fast_sql_1.reportFastSql)(db, 'BEGIN');
            await client.query(`BEGIN; SET LOCAL statement_timeout = ${retry_1.TX_OPTIONS.timeout}`);
            const result = await run(clientSql(db, client));
            (0, fast_sql_1.reportFastSql)(db, 'COMMIT');
            await client.query('COMMIT');
            return result;
        }
        catch (e) {
            try {
                await client.query('ROLLBACK');
            }
            catch {
                broken = true; // the connection is gone: the pool must not hand it out again
            }
            throw e;
        }
        finally {
            client.off('error', lost);
            client.release(broken);
        }
    }, opts.attempts);
}
//# sourceMappingURL=sql.js.map