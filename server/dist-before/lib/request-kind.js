"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.requestKind = requestKind;
const graphql_documents_1 = require("./graphql-documents");
const KIND = Symbol('requestKind');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * GraphQL requests are classified on the parsed document, never on its text: a leading comment, a fragment or
 * a second operation cannot make a mutation look like a read. A document that does not parse, or whose
 * operation cannot be chosen, counts as a write (over-counting is harmless; under-counting skips a limit). The
 * document is parsed once per distinct text (graphql-documents.ts), at most MAX_CLASSIFY_TOKENS tokens read.
 */
function requestKind(req) {
    const cached = req[KIND];
    if (cached)
        return cached;
    const kind = classify(req);
    req[KIND] = kind;
    return kind;
}
function classify(req) {
    // Express matches mounts without regard to case or a trailing slash: /GRAPHQL and /graphql/ reach Apollo too.
    if (req.path.replace(/\/+$/, '').toLowerCase() !== '/graphql')
        return { write: WRITE_METHODS.has(req.method) };
    if (req.method !== 'POST')
        return { write: false }; // Apollo refuses mutations over GET
    const body = req.body;
    if (typeof body?.query !== 'string')
        return { write: true };
    const ops = (0, graphql_documents_1.documentOf)(body.query).operations;
    if (!ops)
        return { write: true };
    const name = typeof body.operationName === 'string' ? body.operationName : undefined;
    const chosen = name ? ops.filter((o) => o.name === name) : ops.length === 1 ? ops : [];
    const write = chosen.length === 1 ? chosen[0].mutation : ops.some((o) => o.mutation);
    return { write };
}
//# sourceMappingURL=request-kind.js.map