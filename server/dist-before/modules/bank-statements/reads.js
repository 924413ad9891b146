"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bankStatements = bankStatements;
exports.bankStatementLines = bankStatementLines;
exports.lineWhere = lineWhere;
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
const STATUSES = ['PROPOSED', 'CONFIRMED', 'UNMATCHED', 'IGNORED'];
const MAX_TAKE = 200;
async function bankStatements(ctx, take = 50) {
    (0, access_1.allowUser)(ctx, 'bankStatements');
    if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE)
        throw (0, errors_1.badInput)(`take must be 1 to ${MAX_TAKE}`, 'take');
    return ctx.db.bankStatement.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take });
}
/** The queue: lines of one status (UNMATCHED = the unmatched queue), optionally of one statement; oldest booking first. */
async function bankStatementLines(ctx, filter = {}) {
    (0, access_1.allowUser)(ctx, 'bankStatementLines');
    const take = filter.take ?? 100;
    const skip = filter.skip ?? 0;
    if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE)
        throw (0, errors_1.badInput)(`take must be 1 to ${MAX_TAKE}`, 'take');
    if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000)
        throw (0, errors_1.badInput)('skip must be 0 or more', 'skip');
    const where = lineWhere(filter);
    if (!where)
        return { total: 0, items: [] };
    const [total, items] = await Promise.all([
        ctx.db.bankStatementLine.count({ where }),
        ctx.db.bankStatementLine.findMany({ where, orderBy: [{ bookedOn: 'asc' }, { statementId: 'asc' }, { lineNo: 'asc' }], take, skip }),
    ]);
    return { total, items };
}
/** The lines a status and statement filter selects (null: a statement id that cannot exist, so no line). */
function lineWhere(filter) {
    const status = filter.status ? String(filter.status).toUpperCase() : undefined;
    if (status && !STATUSES.includes(status))
        throw (0, errors_1.badInput)(`status must be one of ${STATUSES.join(', ')}`, 'status');
    let statementId;
    if (filter.statementId) {
        const id = (0, validate_1.normalizeId)(filter.statementId);
        if (!id)
            return null;
        statementId = id;
    }
    return { ...(status ? { status: status } : {}), ...(statementId ? { statementId } : {}) };
}
//# sourceMappingURL=reads.js.map