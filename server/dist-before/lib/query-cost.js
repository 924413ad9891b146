"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_PAGE = exports.MAX_QUERY_NODES = exports.DEFAULT_LIST_SIZE = void 0;
exports.queryCostOf = queryCostOf;
/**
 * The static cost of a GraphQL operation (issue #31, docs/decisions/034), computed from the parsed document and
 * its variables before anything runs, with graphql-query-complexity:
 * - a leaf (scalar or enum) costs 0, an object field 1 plus what is selected inside it;
 * - a field taking a page size (`first`, `last`, `take`, `limit`, `pageSize`, also inside an input object; defaults
 *   count; at most MAX_PAGE) multiplies what is selected inside by it; a list taking none multiplies by
 *   DEFAULT_LIST_SIZE, a Relay connection taking none its default page (20); the list inside a page or connection (`items`, `rows`, `edges`, `nodes`) counts once, as its
 *   parent's page size already multiplied it;
 * - introspection (`__schema`, `__type`: Apollo Sandbox, codegen) costs 1; `__typename` is a leaf (0).
 * The same document always costs the same, whichever transport, persisted or not, carried it.
 */
const graphql_query_complexity_1 = require("graphql-query-complexity");
const graphql_1 = require("graphql");
const values_1 = require("graphql/execution/values");
const connection_1 = require("./connection");
exports.DEFAULT_LIST_SIZE = 10;
exports.MAX_QUERY_NODES = 10_000;
exports.MAX_PAGE = 500;
const PAGE_ARGS = ['first', 'last', 'take', 'limit', 'pageSize'];
/** The list inside a page or connection object: its parent's page size already multiplied it. */
const PAGE_PARTS = new Set(['edges', 'nodes', 'items', 'rows']);
function pageSizeOf(args) {
    for (const name of PAGE_ARGS) {
        const v = args[name];
        if (typeof v === 'number' && Number.isFinite(v))
            return Math.min(Math.max(Math.trunc(v), 0), exports.MAX_PAGE);
    }
    // Page inputs (`page: { take }`, `filter: { take }`) count too.
    for (const v of Object.values(args)) {
        if (v && typeof v === 'object' && !Array.isArray(v)) {
            const inner = pageSizeOf(v);
            if (inner !== undefined)
                return inner;
        }
    }
    return undefined;
}
const estimator = ({ field, args, childComplexity }) => {
    // `__typename` is a leaf every client asks for (Apollo Client adds it to each selection): free, like any leaf.
    if (field.name === '__typename')
        return 0;
    if (field.name.startsWith('__'))
        return 1;
    if ((0, graphql_1.isLeafType)((0, graphql_1.getNamedType)(field.type)))
        return 0;
    const size = pageSizeOf(args);
    const list = (0, graphql_1.isListType)((0, graphql_1.getNullableType)(field.type));
    // A connection asked without first/last still reads a page: DEFAULT_PAGE rows (lib/connection.ts).
    const connection = (0, graphql_1.getNamedType)(field.type).name.endsWith('Connection');
    const times = size ?? (connection ? connection_1.DEFAULT_PAGE : list && !PAGE_PARTS.has(field.name) ? exports.DEFAULT_LIST_SIZE : 1);
    return 1 + times * childComplexity;
};
/** The cost of the operation `operationName` of `document` with `variables` (throws on variables that do not coerce). */
function queryCostOf(schema, document, variables, operationName) {
    const memo = memoOf(schema, document, operationName);
    if (!memo)
        return computeCost(schema, document, variables, operationName);
    // Every variable is still coerced, as getComplexity coerces them (a bad one throws: nothing is charged).
    const { coerced, errors } = (0, values_1.getVariableValues)(schema, memo.op.variableDefinitions ?? [], variables ?? {});
    if (errors)
        throw errors[0];
    // An absent variable ([]) and an explicit null ([null]) are kept apart: a default applies to the first only.
    const key = memo.relevant.length === 0 ? '' : JSON.stringify(memo.relevant.map((name) => (name in coerced ? [coerced[name]] : [])));
    const known = memo.costs.get(key);
    if (known !== undefined)
        return known;
    const cost = computeCost(schema, document, variables, operationName);
    // Long values (a checkout's details, a list of ids) are worked out each time: what is kept stays small.
    if (key.length > MAX_KEY_LENGTH)
        return cost;
    if (memo.costs.size >= MAX_COSTS_PER_DOCUMENT)
        memo.costs.clear();
    memo.costs.set(key, cost);
    return cost;
}
function computeCost(schema, document, variables, operationName) {
    // maxQueryNodes: graphql-query-complexity's own default, stated; past it (fragments spread a thousand-fold) it
    // throws and the query is refused (graphql-cost.ts).
    return (0, graphql_query_complexity_1.getComplexity)({ schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators: [estimator], maxQueryNodes: exports.MAX_QUERY_NODES });
}
/**
 * The cost of a document is the same for the same values of the variables it can depend on (issue #32: walked once,
 * not on every request): those used in a page argument, in a directive (@include, @skip), inside an input-object
 * literal, or of a type other than a built-in scalar or an enum (an input object can carry a page size). Ids, texts
 * and numbers used elsewhere cannot change it. Kept per parsed document (Apollo hands the same document for the
 * same text: lib/graphql-documents.ts), for documents of a single operation; at most MAX_COSTS_PER_DOCUMENT values
 * of at most MAX_KEY_LENGTH characters each.
 */
const MAX_COSTS_PER_DOCUMENT = 16;
const MAX_KEY_LENGTH = 200;
const SIMPLE_TYPES = new Set(['ID', 'String', 'Int', 'Float', 'Boolean']);
const memos = new WeakMap();
function memoOf(schema, document, operationName) {
    let memo = memos.get(document);
    if (memo === undefined || (memo && memo.schema !== schema)) {
        memo = buildMemo(schema, document);
        memos.set(document, memo);
    }
    // A name that is not the one operation's: getComplexity decides (and may throw) as it always did.
    if (memo && operationName != null && memo.op.name?.value !== operationName)
        return null;
    return memo;
}
function buildMemo(schema, document) {
    const ops = document.definitions.filter((d) => d.kind === graphql_1.Kind.OPERATION_DEFINITION);
    if (ops.length !== 1)
        return null;
    const [op] = ops;
    const relevant = new Set();
    const simple = (type) => {
        if (type.kind === graphql_1.Kind.NON_NULL_TYPE)
            return simple(type.type);
        if (type.kind === graphql_1.Kind.LIST_TYPE)
            return false;
        const named = schema.getType(type.name.value);
        return SIMPLE_TYPES.has(type.name.value) || (named !== undefined && named !== null && 'getValues' in named);
    };
    for (const v of op.variableDefinitions ?? [])
        if (!simple(v.type))
            relevant.add(v.variable.name.value);
    const context = []; // 'page' | 'directive' | 'object' | 'other' for each argument, directive or object literal we are in
    (0, graphql_1.visit)(document, {
        Directive: { enter: () => { context.push('directive'); }, leave: () => { context.pop(); } },
        Argument: {
            enter: (node) => { context.push(PAGE_ARGS.includes(node.name.value) ? 'page' : 'other'); },
            leave: () => { context.pop(); },
        },
        ObjectValue: { enter: () => { context.push('object'); }, leave: () => { context.pop(); } },
        Variable: (node) => {
            if (context.some((c) => c !== 'other'))
                relevant.add(node.name.value);
        },
    });
    return { schema, op, relevant: [...relevant].sort(), costs: new Map() };
}
//# sourceMappingURL=query-cost.js.map