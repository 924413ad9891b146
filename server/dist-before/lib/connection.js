"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.withKey = exports.readOrder = exports.encodeCursor = exports.DEFAULT_PAGE = exports.MAX_PAGE = void 0;
exports.planPage = planPage;
exports.pastKey = pastKey;
exports.toConnection = toConnection;
exports.keysetPage = keysetPage;
exports.filteredReader = filteredReader;
const errors_1 = require("../errors");
/**
 * Relay-style cursor pages over a keyset (createdAt, id), newest first (docs/decisions/029-cursor-pages.md).
 * A cursor names the last row seen, not a position: rows inserted or deleted meanwhile shift nothing, and the
 * database seeks on the (createdAt, id) index instead of counting past OFFSET rows.
 */
exports.MAX_PAGE = 100;
exports.DEFAULT_PAGE = 20;
const encodeCursor = (row, list) => Buffer.from(JSON.stringify(list ? [row.createdAt.toISOString(), row.id, list] : [row.createdAt.toISOString(), row.id])).toString('base64url');
exports.encodeCursor = encodeCursor;
function decodeCursor(cursor, field, list) {
    try {
        const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
        const [at, id, tag] = parts;
        const createdAt = new Date(String(at));
        const ours = parts.length === (list ? 3 : 2) && tag === list;
        if (ours && typeof at === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(createdAt.getTime()))
            return { createdAt, id };
    }
    catch {
        // falls through to the refusal below
    }
    throw (0, errors_1.badInput)(`${field} is not a cursor from this list`, field);
}
/** Checks the arguments (first or last, 1 to 100; cursors from this list) and says what to read. */
function planPage(args, list) {
    const { first, after, last, before } = args;
    if (first != null && last != null)
        throw (0, errors_1.badInput)('Give first or last, not both', 'last');
    if (after != null && before != null)
        throw (0, errors_1.badInput)('Give after or before, not both', 'before');
    const backwards = last != null || (before != null && first == null);
    const size = backwards ? last ?? exports.DEFAULT_PAGE : first ?? exports.DEFAULT_PAGE;
    const field = backwards ? 'last' : 'first';
    if (!Number.isInteger(size) || size < 1 || size > exports.MAX_PAGE)
        throw (0, errors_1.badInput)(`${field} must be from 1 to ${exports.MAX_PAGE}`, field);
    const cursor = backwards ? before : after;
    if (!backwards && before != null)
        throw (0, errors_1.badInput)('Use before with last', 'before');
    if (backwards && after != null)
        throw (0, errors_1.badInput)('Use after with first', 'after');
    return { take: size + 1, backwards, from: cursor != null ? decodeCursor(cursor, backwards ? 'before' : 'after', list) : null, size, list };
}
/** Prisma `where` for rows strictly past `key` in the list's order (older when newest first), or before it when backwards. */
function pastKey(key, backwards, order = 'newestFirst') {
    const cmp = backwards === (order === 'oldestFirst') ? 'lt' : 'gt';
    return { OR: [{ createdAt: { [cmp]: key.createdAt } }, { createdAt: key.createdAt, id: { [cmp]: key.id } }] };
}
/** The order to read in: the list's order, or its reverse when reading backwards. */
const readOrder = (backwards, order = 'newestFirst') => {
    const dir = backwards === (order === 'oldestFirst') ? 'desc' : 'asc';
    return [{ createdAt: dir }, { id: dir }];
};
exports.readOrder = readOrder;
/**
 * Assembles the page from rows read with `planPage`'s plan. `moreBehind` says whether rows exist on the other side
 * of the cursor (one indexed probe), so both directions report both flags.
 */
function toConnection(rows, plan, moreBehind) {
    const extra = rows.length > plan.size;
    const page = rows.slice(0, plan.size);
    if (plan.backwards)
        page.reverse();
    const edges = page.map((node) => ({ cursor: (0, exports.encodeCursor)(node, plan.list), node }));
    return {
        edges,
        nodes: page,
        pageInfo: {
            hasNextPage: plan.backwards ? moreBehind : extra,
            hasPreviousPage: plan.backwards ? extra : moreBehind,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
        },
    };
}
/** The list's filter and the key condition together (AND: a filter with its own OR stays intact). */
const withKey = (filter, past) => (past ? { AND: [filter, past] } : filter);
exports.withKey = withKey;
/**
 * One page of any list keyed on (createdAt, id): checks the arguments, reads one row more than the page past the
 * cursor and probes the other side, and assembles the connection. The one helper every connection goes through.
 */
async function keysetPage(args, list, read, order = 'newestFirst') {
    const plan = planPage(args, list);
    const [rows, behind] = await Promise.all([
        read.rows(plan.from ? pastKey(plan.from, plan.backwards, order) : null, (0, exports.readOrder)(plan.backwards, order), plan.take),
        plan.from ? read.any(pastKey(plan.from, !plan.backwards, order)) : false,
    ]);
    return toConnection(rows, plan, behind);
}
/**
 * A reader for a list whose membership is partly decided in code (the approval queue: which role the caller can
 * still fill): reads on in batches past the last row read until `take` rows pass `keep` or the rows run out.
 */
function filteredReader(read, keep) {
    const collect = async (past, orderBy, take) => {
        const batch = Math.max(take, 50);
        const out = [];
        let from = past;
        for (;;) {
            const rows = await read(from, orderBy, batch);
            out.push(...rows.filter(keep));
            if (out.length >= take || rows.length < batch)
                return out.slice(0, take);
            const last = rows[rows.length - 1];
            const cmp = orderBy[0].createdAt === 'desc' ? 'lt' : 'gt';
            from = { OR: [{ createdAt: { [cmp]: last.createdAt } }, { createdAt: last.createdAt, id: { [cmp]: last.id } }] };
        }
    };
    return { rows: collect, any: async (past) => (await collect(past, (0, exports.readOrder)(false), 1)).length > 0 };
}
//# sourceMappingURL=connection.js.map