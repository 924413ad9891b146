"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TX_OPTIONS = void 0;
exports.isRetriableTxError = isRetriableTxError;
exports.withTxRetry = withTxRetry;
exports.inTransaction = inTransaction;
const client_1 = require("../generated/prisma/client");
/** PostgreSQL's serialization failure and deadlock, as Prisma or node-postgres report them. */
function isRetriableTxError(e) {
    if (e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2034')
        return true;
    const code = e?.meta?.code ?? e?.code;
    if (code === '40001' || code === '40P01')
        return true;
    // The pg driver adapter reports a failure at COMMIT as DriverAdapterError "TransactionWriteConflict", the SQLSTATE
    // in its cause (seen on two simultaneous sign-ins of one account: exchangeToken answered 500 instead of retrying).
    const cause = e?.cause;
    if (cause?.originalCode === '40001' || cause?.originalCode === '40P01' || cause?.kind === 'TransactionWriteConflict')
        return true;
    return /\b(40001|40P01)\b|could not serialize access|deadlock detected|TransactionWriteConflict/.test(String(e?.message ?? ''));
}
/**
 * Runs a transaction again when PostgreSQL aborted it for a serialization failure or a deadlock (its advice:
 * retry), at most `attempts` times with a short random back-off; any other error is thrown at once.
 */
async function withTxRetry(run, attempts = 4) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await run();
        }
        catch (e) {
            if (attempt >= attempts || !isRetriableTxError(e))
                throw e;
            await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
        }
    }
}
/** Many customers paying at once queue for a pooled connection; give them time rather than failing. */
exports.TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };
/**
 * THE way to run a transaction (issue #27; lint forbids `$transaction` elsewhere): the shop's pool options, the
 * isolation asked for (READ COMMITTED by default, where the writes guard themselves with row locks and conditional
 * updates; `serializable` where a decision reads rows it does not lock), and a retry of the whole transaction on a
 * serialization failure or deadlock. `run` may be called more than once: it must not have effects outside `tx`.
 */
function inTransaction(db, run, opts = {}) {
    const options = {
        ...exports.TX_OPTIONS,
        ...(opts.timeoutMs ? { maxWait: opts.timeoutMs, timeout: opts.timeoutMs } : {}),
        ...(opts.serializable ? { isolationLevel: client_1.Prisma.TransactionIsolationLevel.Serializable } : {}),
    };
    return withTxRetry(() => db.$transaction(run, options), opts.attempts);
}
//# sourceMappingURL=retry.js.map