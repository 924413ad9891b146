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
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { getNamedType, getNullableType, isLeafType, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { DEFAULT_PAGE } from './connection';

export const DEFAULT_LIST_SIZE = 10;
export const MAX_PAGE = 500;
const PAGE_ARGS = ['first', 'last', 'take', 'limit', 'pageSize'] as const;
/** The list inside a page or connection object: its parent's page size already multiplied it. */
const PAGE_PARTS = new Set(['edges', 'nodes', 'items', 'rows']);

function pageSizeOf(args: Record<string, unknown>): number | undefined {
  for (const name of PAGE_ARGS) {
    const v = args[name];
    if (typeof v === 'number' && Number.isFinite(v)) return Math.min(Math.max(Math.trunc(v), 0), MAX_PAGE);
  }
  // Page inputs (`page: { take }`, `filter: { take }`) count too.
  for (const v of Object.values(args)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = pageSizeOf(v as Record<string, unknown>);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

const estimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  // `__typename` is a leaf every client asks for (Apollo Client adds it to each selection): free, like any leaf.
  if (field.name === '__typename') return 0;
  if (field.name.startsWith('__')) return 1;
  if (isLeafType(getNamedType(field.type))) return 0;
  const size = pageSizeOf(args);
  const list = isListType(getNullableType(field.type));
  // A connection asked without first/last still reads a page: DEFAULT_PAGE rows (lib/connection.ts).
  const connection = getNamedType(field.type).name.endsWith('Connection');
  const times = size ?? (connection ? DEFAULT_PAGE : list && !PAGE_PARTS.has(field.name) ? DEFAULT_LIST_SIZE : 1);
  return 1 + times * childComplexity;
};

/** The cost of the operation `operationName` of `document` with `variables` (throws on variables that do not coerce). */
export function queryCostOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators: [estimator] });
}
