import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import type { Context } from './context';
import { AppError } from './errors';
import { getSchema } from './schema';
import { firstUnstorable, unstorable } from './lib/text';
import { queryCostPlugin } from './graphql-cost';
import { documentStore, linkQueryHash, parsedWithinTokens } from './lib/graphql-documents';
import { compiledGateway } from './lib/compiled-execution';
import { isDatabaseOutage, outageGraphqlError, outageStatusPlugin } from './lib/outage';
import { loggedErrors, requestObservation } from './observe/graphql-observe';

/** Query limits (documented in the README): depth, aliases, directives, tokens. Cost: graphql-cost.ts (QUERY_COST_MAX). */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxDirectives: 20, maxTokens: 2000 } as const;

/** Known errors keep their message and code; anything else is logged and reaches the client as a generic error. */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    if (original instanceof AppError) {
      // `http` (a status for Apollo) is for the transport, not for the client.
      const { http: _http, ...extensions } = original.extensions;
      return { message: original.message, path: formatted.path, locations: formatted.locations, extensions };
    }
    // Errors raised by graphql-js, Apollo or the armor (parse, validation, variable coercion, limits) are safe to show.
    if (original instanceof GraphQLError) {
      const code = (formatted.extensions?.code as string | undefined) ?? 'BAD_REQUEST';
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code },
      };
    }
    if (isDatabaseOutage(original)) {
      log.warn({ err: original, path: formatted.path }, 'database unreachable: answered 503');
      return { ...outageGraphqlError(), path: formatted.path };
    }
    if (!(original && typeof original === 'object' && loggedErrors.has(original)))
      log.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

const isLimitRefusal = (e: unknown): e is GraphQLError =>
  e instanceof GraphQLError && (e.extensions.http as { status?: number } | undefined)?.status === 400;

/**
 * graphql-armor's token limit throws from `parsingDidStart`, which Apollo treats as an unexpected error (HTTP 500),
 * and armor's own `unexpectedErrorProcessingRequest` re-throws every unexpected error, internals included, as a
 * validation failure. Here its refusals become 400 parse errors and its catch-all hook is dropped. Its check (a
 * token-counting parse of its own) is skipped for a text the shop already parsed within the limit: graphql-js counts
 * tokens as armor does, so armor would accept it (one parse per request).
 */
function refusalsAsClientErrors(plugin: ApolloServerPlugin<Context>): ApolloServerPlugin<Context> {
  const { unexpectedErrorProcessingRequest: _dropped, requestDidStart, ...rest } = plugin;
  if (!requestDidStart) return rest;
  return {
    ...rest,
    async requestDidStart(requestContext) {
      const listener = await requestDidStart.call(plugin, requestContext);
      const parsingDidStart = listener?.parsingDidStart;
      if (!listener || !parsingDidStart) return listener;
      return {
        ...listener,
        async parsingDidStart(ctx) {
          if (ctx.source !== undefined && parsedWithinTokens(ctx.source, QUERY_LIMITS.maxTokens))
            return undefined;
          try {
            return await parsingDidStart.call(listener, ctx);
          } catch (e) {
            if (!(e instanceof GraphQLError)) throw e;
            throw new GraphQLError(e.message, {
              extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Per parsed document (Apollo reuses the same DocumentNode for the same query text): walked once. */
const literalProblems = new WeakMap<DocumentNode, string | null>();

function firstUnstorableLiteral(document: DocumentNode): string | null {
  const known = literalProblems.get(document);
  if (known !== undefined) return known;
  let problem: string | null = null;
  visit(document, {
    [Kind.STRING]: (node) => {
      problem ??= unstorable(node.value);
    },
  });
  literalProblems.set(document, problem);
  return problem;
}

/**
 * Text the database cannot store would fail deep inside Prisma as an internal error. Refused here, once for
 * every operation (variables and inline literals), as bad input.
 */
const refuseUnstorableText: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const problem = firstUnstorable(request.variables) ?? firstUnstorableLiteral(document);
        // Before execution Apollo answers request errors with 500 unless told otherwise.
        if (problem) throw new AppError('BAD_USER_INPUT', problem, { http: { status: 400 } });
      },
    };
  },
};

/**
 * Links Apollo's SHA-256 of each request's text to the shop's entry for that text (lib/graphql-documents.ts), before
 * Apollo reads its document store: a text the shop parsed (or Apollo validated) is not parsed again.
 */
const sharedDocuments: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveSource({ source, queryHash }) {
        linkQueryHash(source, queryHash);
      },
    };
  },
};

/** Apollo replaces unexpected errors by a bare 500 unless a plugin re-throws them: pass only limit refusals through. */
const limitRefusalPassThrough: ApolloServerPlugin<Context> = {
  async unexpectedErrorProcessingRequest({ error }) {
    if (isLimitRefusal(error)) throw error;
  },
};

export async function createApolloServer(log: Logger, production: boolean) {
  const schema = await getSchema();
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    // Cost is ours (graphql-cost.ts): one definition, reported in extensions.cost and charged to a budget.
    costLimit: { enabled: false },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  const plugins: ApolloServerPlugin<Context>[] = [
    requestObservation,
    sharedDocuments,
    ...(protection.plugins as ApolloServerPlugin<Context>[]).map(refusalsAsClientErrors),
    limitRefusalPassThrough,
    refuseUnstorableText,
    queryCostPlugin,
    outageStatusPlugin as ApolloServerPlugin<Context>,
    // We send no cache hints; without this Apollo wraps every field resolver to compute them.
    ApolloServerPluginCacheControlDisabled(),
    // Sandbox at /graphql for developers, in every environment (introspection stays on for integrators).
    ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
  ];
  const server = new ApolloServer<Context>({
    // Apollo parses, validates and runs the plugins; queries seen before execute compiled (lib/compiled-execution.ts).
    gateway: compiledGateway(schema),
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    // Validated documents live with the shop's own parse of each text, in the instance's cache budget (decision 023).
    documentStore,
    formatError: formatError(log),
    plugins,
  });
  await server.start();
  return server;
}
