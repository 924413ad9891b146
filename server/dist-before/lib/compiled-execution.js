"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.executionCounts = void 0;
exports.executeOperation = executeOperation;
exports.compiledGateway = compiledGateway;
const graphql_1 = require("graphql");
const graphql_jit_1 = require("graphql-jit");
const graphql_documents_1 = require("./graphql-documents");
const seen = new WeakMap();
/**
 * What a compiled query holds in memory, counted in its text's cache entry: measured about 14 kB of heap for a
 * 146-character query (2026-11-25); counted high, as the documents are.
 */
const COMPILED_BYTES = (text) => 16 * 1024 + text.length * 100;
const COMPILED = Symbol('compiled query');
/** How operations ran since start (tests check that the compiled path is the one taken; no timings). */
exports.executionCounts = { graphqlJs: 0, compiled: 0, compilations: 0, notCompilable: 0 };
function executeOperation(args) {
    const { schema, document, operation, contextValue, variables, text } = args;
    const operationName = args.operationName ?? undefined;
    const plain = () => {
        exports.executionCounts.graphqlJs += 1;
        return (0, graphql_1.execute)({ schema, document, contextValue, variableValues: variables, operationName });
    };
    // No operation (an unknown or missing operationName): graphql-js words the refusal, which Apollo answers 400.
    if (!operation || operation.operation !== 'query' || text === undefined)
        return plain();
    let byName = seen.get(document);
    if (!byName)
        seen.set(document, (byName = new Map()));
    const key = operationName ?? '';
    const known = byName.get(key);
    if (known === undefined) {
        byName.set(key, 'once');
        return plain();
    }
    let compiled;
    if (known === 'once') {
        compiled = compilable(document, operation) ? compiledOrNot(schema, document, operationName) : 'graphql-js';
        if (compiled === 'graphql-js') {
            exports.executionCounts.notCompilable += 1;
        }
        else {
            exports.executionCounts.compilations += 1;
            // Counted in the text's entry of the document cache (its byte budget); an entry grown too big leaves it.
            (0, graphql_documents_1.derivedOf)(text, COMPILED, () => true, () => COMPILED_BYTES(text));
        }
        byName.set(key, compiled);
    }
    else {
        compiled = known;
    }
    if (compiled === 'graphql-js')
        return plain();
    // graphql-js's own refusal of bad variables, word for word (Apollo answers it 400).
    const coerced = (0, graphql_1.getVariableValues)(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
    if (coerced.errors)
        return { errors: coerced.errors };
    exports.executionCounts.compiled += 1;
    return inGraphqlJsOrder(compiled.query(undefined, contextValue, variables ?? {}));
}
const inherited = (name) => name in Object.prototype;
/** False for what stays on graphql-js (above): introspection anywhere in the document, defaults, prototype names. */
function compilable(document, operation) {
    for (const v of operation.variableDefinitions ?? []) {
        if (v.defaultValue !== undefined || inherited(v.variable.name.value))
            return false;
    }
    let ok = true;
    (0, graphql_1.visit)(document, {
        [graphql_1.Kind.FIELD](node) {
            const name = node.name.value;
            if (name === '__schema' || name === '__type' || inherited(name) || (node.alias && inherited(node.alias.value)))
                ok = false;
        },
    });
    return ok;
}
function compiledOrNot(schema, document, operationName) {
    try {
        const result = (0, graphql_jit_1.compileQuery)(schema, document, operationName);
        return (0, graphql_jit_1.isCompiledQuery)(result) ? result : 'graphql-js';
    }
    catch {
        return 'graphql-js';
    }
}
/** graphql-js's own refusals of a value (a GraphQLError there, answered in its words): "Int cannot represent ...". */
const GRAPHQL_JS_REFUSAL = /^(Int|Float|String|Boolean|ID|Enum "\w+") cannot represent /;
/**
 * graphql-jit's error as graphql-js's: the same message, path and locations, its original error kept (a resolver's
 * AppError or Error). Where graphql-jit made the error itself (it drops what a scalar threw), the original is a
 * GraphQLError only for graphql-js's own refusals of a value (an Int past 32 bits, an unknown enum value: answered
 * in its words, as graphql-js does); anything else (a null in a non-null field, a scalar's own Error) is a plain
 * Error, so formatError logs it and answers "Internal server error": no wording of ours or a library's gets out.
 */
function asGraphqlJsError(e) {
    const original = e.originalError ?? (GRAPHQL_JS_REFUSAL.test(e.message) ? new graphql_1.GraphQLError(e.message) : new Error(e.message));
    const error = new graphql_1.GraphQLError(e.message, { path: e.path, originalError: original });
    // graphql-js reads locations from nodes; graphql-jit has already worked them out.
    if (e.locations)
        Object.defineProperty(error, 'locations', { value: e.locations, enumerable: true, writable: true, configurable: true });
    return error;
}
/** graphql-js answers `{ errors, data }`; the compiled query `{ data, errors }`. The shop's bytes stay as they were. */
function inGraphqlJsOrder(result) {
    const reorder = (r) => (r.errors
        ? { errors: r.errors.map(asGraphqlJsError), data: r.data, ...(r.extensions ? { extensions: r.extensions } : {}) }
        : r);
    return result instanceof Promise ? result.then(reorder) : reorder(result);
}
/**
 * The schema as Apollo's "gateway": Apollo keeps parsing, validation, its plugins and the answer's shape, and hands
 * each operation to executeOperation. The schema never changes while the process runs.
 */
function compiledGateway(schema) {
    const executor = async (requestContext) => executeOperation({
        schema,
        document: requestContext.document,
        operation: requestContext.operation,
        // What the client sent, as Apollo's own execution passes it (Apollo's resolved name is null when none matched).
        operationName: requestContext.request.operationName,
        contextValue: requestContext.context,
        variables: requestContext.request.variables,
        text: requestContext.request.query,
    });
    let announce;
    return {
        async load() {
            announce?.({ apiSchema: schema, coreSupergraphSdl: '' });
            return { schema, executor };
        },
        onSchemaLoadOrUpdate(callback) {
            announce = callback;
            return () => { announce = undefined; };
        },
        async stop() {
            // Nothing to release: the schema is built once per process.
        },
    };
}
//# sourceMappingURL=compiled-execution.js.map