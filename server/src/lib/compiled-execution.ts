import {
  GraphQLError,
  Kind,
  execute,
  getVariableValues,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { derivedOf } from './graphql-documents';

/**
 * Executes queries the shop has seen before through graphql-jit (docs/decisions/044): a document is
 * compiled once, on its second run, into a function that walks the selection without graphql-js's generic
 * executor (argument values, paths, field lookups and promise bookkeeping for every field of every row). On the
 * admin's 500 orders that is about a third of the execution's CPU.
 *
 * What stays with graphql-js, unchanged:
 * - mutations (serial writes, bound by the database) and any operation selecting introspection (`__schema`, `__type`);
 * - a document's first run (a text sent once is not worth compiling; compiling costs more than one run);
 * - variables: graphql-js coerces them first, and its refusals are the answer, word for word, as before. The
 *   compiled query coerces them again (it needs its own copies);
 * - where graphql-jit 0.8 answers otherwise than graphql-js, the operation stays on
 *   graphql-js: variables with default values (a left-out `Int! = 1` is refused), variables or response keys named
 *   like Object.prototype's members (`$toString`, an alias `constructor`: read through the prototype, keys reordered);
 * - anything graphql-jit cannot compile (it answers with errors instead of a function): graphql-js runs it.
 * Errors of the compiled path become graphql-js's own GraphQLError (graphql-jit's lack `extensions`, on which
 * Apollo's error handling fails), with the same message, path, locations and original error, so formatError logs
 * and words them as before.
 *
 * Compiled queries live as long as their document does: Apollo's document store keeps each validated document in
 * the instance's bounded cache (lib/graphql-documents.ts), the compiled function is held weakly by it, and its size
 * is counted in the text's entry (COMPILED_BYTES).
 */
type Compiled = CompiledQuery | 'graphql-js';
const seen = new WeakMap<DocumentNode, Map<string, Compiled | 'once'>>();

/**
 * What a compiled query holds in memory, counted in its text's cache entry: measured about 14 kB of heap for a
 * 146-character query (2026-11-25); counted high, as the documents are.
 */
const COMPILED_BYTES = (text: string) => 16 * 1024 + text.length * 100;
const COMPILED = Symbol('compiled query');

/** How operations ran since start (tests check that the compiled path is the one taken; no timings). */
export const executionCounts = { graphqlJs: 0, compiled: 0, compilations: 0, notCompilable: 0 };

export function executeOperation(args: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode | undefined;
  operationName: string | null | undefined;
  contextValue: unknown;
  variables: Record<string, unknown> | undefined;
  text: string | undefined;
}): Promise<ExecutionResult> | ExecutionResult {
  const { schema, document, operation, contextValue, variables, text } = args;
  const operationName = args.operationName ?? undefined;
  const plain = () => {
    executionCounts.graphqlJs += 1;
    return execute({ schema, document, contextValue, variableValues: variables, operationName });
  };
  // No operation (an unknown or missing operationName): graphql-js words the refusal, which Apollo answers 400.
  if (!operation || operation.operation !== 'query' || text === undefined) return plain();
  let byName = seen.get(document);
  if (!byName) seen.set(document, (byName = new Map()));
  const key = operationName ?? '';
  const known = byName.get(key);
  if (known === undefined) {
    byName.set(key, 'once');
    return plain();
  }
  let compiled: Compiled;
  if (known === 'once') {
    compiled = compilable(document, operation)
      ? compiledOrNot(schema, document, operationName)
      : 'graphql-js';
    if (compiled === 'graphql-js') {
      executionCounts.notCompilable += 1;
    } else {
      executionCounts.compilations += 1;
      // Counted in the text's entry of the document cache (its byte budget); an entry grown too big leaves it.
      derivedOf(
        text,
        COMPILED,
        () => true,
        () => COMPILED_BYTES(text),
      );
    }
    byName.set(key, compiled);
  } else {
    compiled = known;
  }
  if (compiled === 'graphql-js') return plain();
  // graphql-js's own refusal of bad variables, word for word (Apollo answers it 400).
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: 50,
  });
  if (coerced.errors) return { errors: coerced.errors };
  executionCounts.compiled += 1;
  return inGraphqlJsOrder(compiled.query(undefined, contextValue, variables ?? {}));
}

const inherited = (name: string) => name in Object.prototype;

/** False for what stays on graphql-js (above): introspection anywhere in the document, defaults, prototype names. */
function compilable(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue !== undefined || inherited(v.variable.name.value)) return false;
  }
  let ok = true;
  visit(document, {
    [Kind.FIELD](node) {
      const name = node.name.value;
      if (
        name === '__schema' ||
        name === '__type' ||
        inherited(name) ||
        (node.alias && inherited(node.alias.value))
      )
        ok = false;
    },
  });
  return ok;
}

function compiledOrNot(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): Compiled {
  try {
    const result = compileQuery(schema, document, operationName);
    return isCompiledQuery(result) ? result : 'graphql-js';
  } catch {
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
function asGraphqlJsError(e: GraphQLError): GraphQLError {
  const original =
    e.originalError ??
    (GRAPHQL_JS_REFUSAL.test(e.message) ? new GraphQLError(e.message) : new Error(e.message));
  const error = new GraphQLError(e.message, { path: e.path, originalError: original });
  // graphql-js reads locations from nodes; graphql-jit has already worked them out.
  if (e.locations)
    Object.defineProperty(error, 'locations', {
      value: e.locations,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return error;
}

/** graphql-js answers `{ errors, data }`; the compiled query `{ data, errors }`. The shop's bytes stay as they were. */
function inGraphqlJsOrder(
  result: Promise<ExecutionResult> | ExecutionResult,
): Promise<ExecutionResult> | ExecutionResult {
  const reorder = (r: ExecutionResult): ExecutionResult =>
    r.errors
      ? {
          errors: r.errors.map(asGraphqlJsError),
          data: r.data,
          ...(r.extensions ? { extensions: r.extensions } : {}),
        }
      : r;
  return result instanceof Promise ? result.then(reorder) : reorder(result);
}

/**
 * The schema as Apollo's "gateway": Apollo keeps parsing, validation, its plugins and the answer's shape, and hands
 * each operation to executeOperation. The schema never changes while the process runs.
 */
export function compiledGateway(schema: GraphQLSchema): GatewayInterface {
  const executor: GatewayExecutor = async (requestContext) =>
    executeOperation({
      schema,
      document: requestContext.document,
      operation: requestContext.operation,
      // What the client sent, as Apollo's own execution passes it (Apollo's resolved name is null when none matched).
      operationName: requestContext.request.operationName,
      contextValue: requestContext.context,
      variables: requestContext.request.variables,
      text: requestContext.request.query,
    }) as ReturnType<GatewayExecutor>;
  let announce:
    ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    async load() {
      announce?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      announce = callback;
      return () => {
        announce = undefined;
      };
    },
    async stop() {
      // Nothing to release: the schema is built once per process.
    },
  };
}
