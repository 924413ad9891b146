"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.QUERY_LIMITS = void 0;
exports.formatError = formatError;
exports.createApolloServer = createApolloServer;
const server_1 = require("@apollo/server");
const default_1 = require("@apollo/server/plugin/landingPage/default");
const disabled_1 = require("@apollo/server/plugin/disabled");
const graphql_armor_1 = require("@escape.tech/graphql-armor");
const graphql_1 = require("graphql");
const errors_1 = require("./errors");
const schema_1 = require("./schema");
const text_1 = require("./lib/text");
const graphql_cost_1 = require("./graphql-cost");
const graphql_documents_1 = require("./lib/graphql-documents");
const compiled_execution_1 = require("./lib/compiled-execution");
/** Query limits (documented in the README): depth, aliases, directives, tokens. Cost: graphql-cost.ts (QUERY_COST_MAX). */
exports.QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxDirectives: 20, maxTokens: 2000 };
/** Known errors keep their message and code; anything else is logged and reaches the client as a generic error. */
function formatError(log) {
    return (formatted, error) => {
        const original = error instanceof graphql_1.GraphQLError ? (error.originalError ?? error) : error;
        if (original instanceof errors_1.AppError) {
            // `http` (a status for Apollo) is for the transport, not for the client.
            const { http: _http, ...extensions } = original.extensions;
            return { message: original.message, path: formatted.path, locations: formatted.locations, extensions };
        }
        // Errors raised by graphql-js, Apollo or the armor (parse, validation, variable coercion, limits) are safe to show.
        if (original instanceof graphql_1.GraphQLError) {
            const code = formatted.extensions?.code ?? 'BAD_REQUEST';
            return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
        }
        log.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
        return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    };
}
const isLimitRefusal = (e) => e instanceof graphql_1.GraphQLError && e.extensions.http?.status === 400;
/**
 * graphql-armor's token limit throws from `parsingDidStart`, which Apollo treats as an unexpected error (HTTP 500),
 * and armor's own `unexpectedErrorProcessingRequest` re-throws every unexpected error, internals included, as a
 * validation failure. Here its refusals become 400 parse errors and its catch-all hook is dropped. Its check (a
 * token-counting parse of its own) is skipped for a text the shop already parsed within the limit: graphql-js counts
 * tokens as armor does, so armor would accept it (issue #32: one parse per request).
 */
function refusalsAsClientErrors(plugin) {
    const { unexpectedErrorProcessingRequest: _dropped, requestDidStart, ...rest } = plugin;
    if (!requestDidStart)
        return rest;
    return {
        ...rest,
        async requestDidStart(requestContext) {
            const listener = await requestDidStart.call(plugin, requestContext);
            const parsingDidStart = listener?.parsingDidStart;
            if (!listener || !parsingDidStart)
                return listener;
            return {
                ...listener,
                async parsingDidStart(ctx) {
                    if (ctx.source !== undefined && (0, graphql_documents_1.parsedWithinTokens)(ctx.source, exports.QUERY_LIMITS.maxTokens))
                        return undefined;
                    try {
                        return await parsingDidStart.call(listener, ctx);
                    }
                    catch (e) {
                        if (!(e instanceof graphql_1.GraphQLError))
                            throw e;
                        throw new graphql_1.GraphQLError(e.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } });
                    }
                },
            };
        },
    };
}
/** Per parsed document (Apollo reuses the same DocumentNode for the same query text): walked once. */
const literalProblems = new WeakMap();
function firstUnstorableLiteral(document) {
    const known = literalProblems.get(document);
    if (known !== undefined)
        return known;
    let problem = null;
    (0, graphql_1.visit)(document, { [graphql_1.Kind.STRING]: (node) => { problem ??= (0, text_1.unstorable)(node.value); } });
    literalProblems.set(document, problem);
    return problem;
}
/**
 * Text the database cannot store would fail deep inside Prisma as an internal error. Refused here, once for
 * every operation (variables and inline literals), as bad input.
 */
const refuseUnstorableText = {
    async requestDidStart() {
        return {
            async didResolveOperation({ request, document }) {
                const problem = (0, text_1.firstUnstorable)(request.variables) ?? firstUnstorableLiteral(document);
                // Before execution Apollo answers request errors with 500 unless told otherwise.
                if (problem)
                    throw new errors_1.AppError('BAD_USER_INPUT', problem, { http: { status: 400 } });
            },
        };
    },
};
/**
 * Links Apollo's SHA-256 of each request's text to the shop's entry for that text (lib/graphql-documents.ts), before
 * Apollo reads its document store: a text the shop parsed (or Apollo validated) is not parsed again.
 */
const sharedDocuments = {
    async requestDidStart() {
        return {
            async didResolveSource({ source, queryHash }) {
                (0, graphql_documents_1.linkQueryHash)(source, queryHash);
            },
        };
    },
};
/** Apollo replaces unexpected errors by a bare 500 unless a plugin re-throws them: pass only limit refusals through. */
const limitRefusalPassThrough = {
    async unexpectedErrorProcessingRequest({ error }) {
        if (isLimitRefusal(error))
            throw error;
    },
};
async function createApolloServer(log, production) {
    const schema = await (0, schema_1.getSchema)();
    const armor = new graphql_armor_1.ApolloArmor({
        maxDepth: { n: exports.QUERY_LIMITS.maxDepth },
        // Cost is ours (graphql-cost.ts): one definition, reported in extensions.cost and charged to a budget.
        costLimit: { enabled: false },
        maxAliases: { n: exports.QUERY_LIMITS.maxAliases },
        maxDirectives: { n: exports.QUERY_LIMITS.maxDirectives },
        maxTokens: { n: exports.QUERY_LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: production },
    });
    const protection = armor.protect();
    const plugins = [
        sharedDocuments,
        ...protection.plugins.map(refusalsAsClientErrors),
        limitRefusalPassThrough,
        refuseUnstorableText,
        graphql_cost_1.queryCostPlugin,
        // We send no cache hints; without this Apollo wraps every field resolver to compute them.
        (0, disabled_1.ApolloServerPluginCacheControlDisabled)(),
        // Sandbox at /graphql for developers, in every environment (introspection stays on for integrators).
        (0, default_1.ApolloServerPluginLandingPageLocalDefault)({ embed: true, includeCookies: false }),
    ];
    const server = new server_1.ApolloServer({
        // Apollo parses, validates and runs the plugins; queries seen before execute compiled (lib/compiled-execution.ts).
        gateway: (0, compiled_execution_1.compiledGateway)(schema),
        introspection: true,
        csrfPrevention: true,
        includeStacktraceInErrorResponses: false,
        allowBatchedHttpRequests: false,
        validationRules: protection.validationRules,
        // Validated documents live with the shop's own parse of each text, in the instance's cache budget (decision 023).
        documentStore: graphql_documents_1.documentStore,
        formatError: formatError(log),
        plugins,
    });
    await server.start();
    return server;
}
//# sourceMappingURL=graphql.js.map