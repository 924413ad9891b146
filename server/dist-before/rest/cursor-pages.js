"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CURSOR_PARAMS = void 0;
exports.restCursorPage = restCursorPage;
const errors_1 = require("../errors");
const connection_1 = require("../lib/connection");
const body_1 = require("./body");
/** The query parameters a cursor-paged REST list reads (also the public cache's key for it: router.ts). */
exports.CURSOR_PARAMS = ['limit', 'cursor'];
/**
 * A REST list in cursor pages (issue #31, docs/decisions/029): without `?limit=` the route answers its spec list
 * as before (null here); with `?limit=` (1-100) one keyset page of the same GraphQL connection, the next page named
 * by `Link: <path?limit=&cursor=>; rel="next"`. A cursor without limit, or not one from this list, is refused in words;
 * an empty cursor is the first page.
 */
async function restCursorPage(req, res, read) {
    const rawLimit = (0, body_1.queryText)(req, 'limit');
    const cursor = (0, body_1.queryText)(req, 'cursor');
    if (rawLimit === undefined || rawLimit === '') {
        if (cursor !== undefined)
            throw (0, errors_1.badInput)(`cursor needs limit (1 to ${connection_1.MAX_PAGE})`, 'limit');
        return null;
    }
    if (!/^\d{1,8}$/.test(rawLimit))
        throw (0, errors_1.badInput)('limit must be a whole number', 'limit');
    const limit = Number(rawLimit);
    if (limit < 1 || limit > connection_1.MAX_PAGE)
        throw (0, errors_1.badInput)(`limit must be from 1 to ${connection_1.MAX_PAGE}`, 'limit');
    const page = await read({ first: limit, after: cursor || null }).catch((e) => {
        // GraphQL's argument is `after`; here the same cursor is the `cursor` parameter.
        if (e instanceof errors_1.AppError && e.extensions.field === 'after')
            throw (0, errors_1.badInput)('cursor is not one from this list: start again without it', 'cursor');
        throw e;
    });
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
        // The request's other parameters (filters, the e-mail of GET /userOrder) stay in the next page's address.
        const kept = Object.entries(req.query).filter(([name, value]) => !exports.CURSOR_PARAMS.includes(name) && typeof value === 'string');
        const next = new URLSearchParams([...kept, ['limit', String(limit)], ['cursor', page.pageInfo.endCursor]]);
        res.setHeader('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
    }
    return page.edges.map((e) => e.node);
}
//# sourceMappingURL=cursor-pages.js.map