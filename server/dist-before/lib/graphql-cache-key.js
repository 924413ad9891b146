"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_VARIABLES_DEPTH = void 0;
exports.cacheShapeOf = cacheShapeOf;
exports.jsonDepthExceeds = jsonDepthExceeds;
exports.canonicalVariables = canonicalVariables;
const graphql_1 = require("graphql");
const graphql_documents_1 = require("./graphql-documents");
/** Root fields whose answer is the same for every caller (the catalog and the reviews). */
const PUBLIC_ROOT_FIELDS = new Set(['products', 'product', 'reviews', 'productConnection', 'reviewConnection']);
/**
 * Root fields whose answer depends only on who asks (their own orders; all orders for an admin): cached per caller,
 * after the full session check, and cleared by every write like the public entries (docs/decisions/008).
 */
const CALLER_ROOT_FIELDS = new Set(['myOrders', 'orders', 'myOrderConnection']);
const MAX_CACHEABLE_QUERY = 5_000;
/** Deepest JSON the variables may nest: the schema's deepest input is 3 levels (priceBreaks: [{...}]). */
exports.MAX_VARIABLES_DEPTH = 32;
/** Tokens a cached query may have (the query limit, graphql.ts QUERY_LIMITS.maxTokens: Apollo refuses longer ones). */
const MAX_CACHEABLE_TOKENS = 2_000;
const SHAPE = Symbol('cacheShape');
/**
 * Only a single query operation made of public (or caller) root fields, without root directives, is cached.
 * A document that uses an alias anywhere is never cached: aliases rename keys in the answer, so two documents that
 * print alike but for their aliases have answers of different shapes, and the cache must never mix them.
 * Worked out once per distinct text, on the document parsed once for every use (graphql-documents.ts, bounded by
 * entries and bytes: docs/decisions/023).
 */
function cacheShapeOf(query) {
    if (query.length > MAX_CACHEABLE_QUERY)
        return null;
    return (0, graphql_documents_1.derivedOf)(query, SHAPE, ({ doc, tokens }) => (doc && tokens !== undefined && tokens <= MAX_CACHEABLE_TOKENS ? shapeOf(doc) : null), (shape) => (shape ? shape.text.length * 2 + shape.variables.length * 40 + 100 : 0));
}
function shapeOf(doc) {
    const [op] = doc.definitions;
    if (doc.definitions.length !== 1 || op.kind !== graphql_1.Kind.OPERATION_DEFINITION || op.operation !== 'query')
        return null;
    const kind = kindOf(op);
    if (!kind)
        return null;
    let aliased = false;
    (0, graphql_1.visit)(doc, { Field(node) { if (node.alias)
            aliased = true; } });
    if (aliased)
        return null;
    return { kind, text: (0, graphql_1.print)(doc), variables: (op.variableDefinitions ?? []).map((v) => v.variable.name.value).sort() };
}
function kindOf(op) {
    const fields = op.selectionSet.selections.map((s) => (s.kind === graphql_1.Kind.FIELD && !s.directives?.length ? s.name.value : null));
    if (fields.every((f) => f !== null && PUBLIC_ROOT_FIELDS.has(f)))
        return 'public';
    if (fields.every((f) => f !== null && (PUBLIC_ROOT_FIELDS.has(f) || CALLER_ROOT_FIELDS.has(f))))
        return 'caller';
    return null;
}
/**
 * How deep `value` nests (objects and arrays), counted without recursion so that hostile input cannot overflow the
 * stack; stops looking once past `limit`.
 */
function jsonDepthExceeds(value, limit) {
    let level = [value];
    for (let depth = 0; level.length > 0; depth += 1) {
        const next = [];
        for (const v of level) {
            if (v !== null && typeof v === 'object')
                for (const child of Array.isArray(v) ? v : Object.values(v))
                    next.push(child);
        }
        if (next.length > 0 && depth + 1 > limit)
            return true;
        level = next;
    }
    return false;
}
/** The declared variables, object keys sorted at every level: `{a,b}` and `{b,a}` share one entry. */
function canonicalVariables(variables, declared) {
    const source = variables !== null && typeof variables === 'object' && !Array.isArray(variables) ? variables : {};
    const picked = {};
    for (const name of declared)
        if (source[name] !== undefined)
            picked[name] = source[name];
    return JSON.stringify(picked, (_key, v) => (v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v));
}
//# sourceMappingURL=graphql-cache-key.js.map