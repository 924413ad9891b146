import { execute, getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';

/**
 * Executes queries the shop has seen before through graphql-jit (issue #32, docs/decisions/044): a document is
 * compiled once, on its second run, into a function that walks the selection without graphql-js's generic
 * executor (argument values, paths, field lookups and promise bookkeeping for every field of every row). On the
 * admin's 500 orders that is about a third of the execution's CPU.
 *
 * What stays with graphql-js, unchanged:
 * - mutations (serial writes, bound by the database) and any operation selecting introspection (`__schema`, `__type`);
 * - a document's first run (a text sent once is not worth compiling; compiling costs more than one run);
 * - variables: graphql-js coerces them first, and its refusals are the answer, word for word, as before. The
 *   compiled query coerces them again (it needs its own copies) and cannot refuse what graphql-js accepted;
 * - anything graphql-jit cannot compile (it answers with errors instead of a function): graphql-js runs it.
 *
 * Compiled queries live as long as their document does: Apollo's document store keeps each validated document in
 * the instance's bounded cache (lib/graphql-documents.ts), and the compiled function is held weakly by it.
 */
type Compiled = CompiledQuery | 'graphql-js';
const seen = new WeakMap<DocumentNode, Map<string, Compiled | 'once'>>();

/** How operations ran since start (tests check that the compiled path is the one taken; no timings). */
export const executionCounts = { graphqlJs: 0, compiled: 0, compilations: 0, notCompilable: 0 };

export function executeOperation(args: {
  schema: GraphQLSchema; document: DocumentNode; operation: OperationDefinitionNode; operationName: string | null | undefined;
  contextValue: unknown; variables: Record<string, unknown> | undefined;
}): Promise<ExecutionResult> | ExecutionResult {
  const { schema, document, operation, contextValue, variables } = args;
  const operationName = args.operationName ?? undefined;
  const plain = () => {
    executionCounts.graphqlJs += 1;
    return execute({ schema, document, contextValue, variableValues: variables, operationName });
  };
  if (operation.operation !== 'query') return plain();
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
    compiled = compilable(operation) ? compiledOrNot(schema, document, operationName) : 'graphql-js';
    if (compiled === 'graphql-js') executionCounts.notCompilable += 1;
    else executionCounts.compilations += 1;
    byName.set(key, compiled);
  } else {
    compiled = known;
  }
  if (compiled === 'graphql-js') return plain();
  // graphql-js's own refusal of bad variables, word for word (Apollo answers it 400).
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
  if (coerced.errors) return { errors: coerced.errors };
  executionCounts.compiled += 1;
  return inGraphqlJsOrder(compiled.query(undefined, contextValue, variables ?? {}));
}

function compilable(operation: OperationDefinitionNode): boolean {
  return !operation.selectionSet.selections.some((s) => s.kind === 'Field' && (s.name.value === '__schema' || s.name.value === '__type'));
}

function compiledOrNot(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Compiled {
  try {
    const result = compileQuery(schema, document, operationName);
    return isCompiledQuery(result) ? result : 'graphql-js';
  } catch {
    return 'graphql-js';
  }
}

/** graphql-js answers `{ errors, data }`; the compiled query `{ data, errors }`. The shop's bytes stay as they were. */
function inGraphqlJsOrder(result: Promise<ExecutionResult> | ExecutionResult): Promise<ExecutionResult> | ExecutionResult {
  const reorder = (r: ExecutionResult): ExecutionResult => (r.errors ? { errors: r.errors, data: r.data, ...(r.extensions ? { extensions: r.extensions } : {}) } : r);
  return result instanceof Promise ? result.then(reorder) : reorder(result);
}

/**
 * The schema as Apollo's "gateway": Apollo keeps parsing, validation, its plugins and the answer's shape, and hands
 * each operation to executeOperation. The schema never changes while the process runs.
 */
export function compiledGateway(schema: GraphQLSchema): GatewayInterface {
  const executor: GatewayExecutor = async (requestContext) => executeOperation({
    schema,
    document: requestContext.document,
    operation: requestContext.operation,
    operationName: requestContext.operationName,
    contextValue: requestContext.context,
    variables: requestContext.request.variables,
  }) as ReturnType<GatewayExecutor>;
  let announce: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
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
