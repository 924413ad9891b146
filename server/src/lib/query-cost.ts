/**
 * The static cost of a GraphQL operation (docs/decisions/034), computed from the parsed document and
 * its variables before anything runs, with graphql-query-complexity:
 * - a leaf (scalar or enum) costs 0, an object field 1 plus what is selected inside it;
 * - a field taking a page size (`first`, `last`, `take`, `limit`, `pageSize`, also inside an input object; defaults
 *   count; at most MAX_PAGE) multiplies what is selected inside by it; a list taking none multiplies by its declared
 *   size (lib/list-sizes.ts), a Relay connection taking none its default page (20); the rows of a page or connection
 *   (`items`, `rows`, `edges`, `nodes`) count once, as their parent's page size already multiplied them; a row of a
 *   top-level list costs 1 more (docs/decisions/048);
 * - every element of a list argument costs 1 (a quote line, an item checked out);
 * - `__schema` costs SCHEMA_INTROSPECTION_COST and may be asked once an operation, `__type` TYPE_INTROSPECTION_COST;
 *   `__typename` is a leaf (0).
 * The same document always costs the same, whichever transport, persisted or not, carried it.
 */
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  Kind,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { DEFAULT_PAGE } from './connection';
import { LIST_SIZES } from './list-sizes';

export const DEFAULT_LIST_SIZE = 10;
export const MAX_QUERY_NODES = 10_000;
export const MAX_PAGE = 500;
/** What one `__schema` costs: the whole schema (about 175 KB), read and serialised. */
export const SCHEMA_INTROSPECTION_COST = 1000;
/** What one `__type(name:)` costs: one type with its fields. */
export const TYPE_INTROSPECTION_COST = 10;
/**
 * What a text search adds to the field it searches (`search:` given in the query): the search reads its indexes,
 * sometimes the whole table for common words, however few rows it returns, so a query of many aliased searches is
 * charged for each (docs/decisions/116). Counted from the query's text, not the variables' values, so a cost kept for
 * a query's text holds for every value.
 */
export const SEARCH_COST = 50;
/** How many `__schema` one operation may ask for (aliases and fragments counted): Sandbox and codegen ask once. */
export const MAX_SCHEMA_INTROSPECTIONS = 1;
const PAGE_ARGS = ['first', 'last', 'take', 'limit', 'pageSize'] as const;
/** The list inside a page or connection object: its parent's page size already multiplied it. */
const PAGE_PARTS = new Set(['edges', 'nodes', 'items', 'rows']);
const isPageContainer = (typeName: string) => typeName.endsWith('Connection') || typeName.endsWith('Page');

/** Thrown when an operation asks for more than the cost model allows outright (a second `__schema`). */
export class CostRefusal extends Error {}

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

/**
 * How many elements the lists in a field's arguments hold, nested lists and lists inside input objects included:
 * each is work the resolver does (a quote line priced, an item checked out), so each costs a point.
 */
export function listArgumentItems(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + 1 + listArgumentItems(v), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((n: number, v) => n + listArgumentItems(v), 0);
  return 0;
}

function estimatorFor(seen: { schemas: number }): ComplexityEstimator {
  return ({ type, field, node, args, childComplexity }) => {
    // `__typename` is a leaf every client asks for (Apollo Client adds it to each selection): free, like any leaf.
    if (field.name === '__typename') return 0;
    if (field.name === '__schema') {
      if (++seen.schemas > MAX_SCHEMA_INTROSPECTIONS) {
        throw new CostRefusal(
          `Ask for the schema (__schema) at most ${MAX_SCHEMA_INTROSPECTIONS} time per query.`,
        );
      }
      return SCHEMA_INTROSPECTION_COST;
    }
    if (field.name.startsWith('__')) return TYPE_INTROSPECTION_COST;
    const input =
      listArgumentItems(args) + (node.arguments?.some((a) => a.name.value === 'search') ? SEARCH_COST : 0);
    if (isLeafType(getNamedType(field.type))) return input;
    const size = pageSizeOf(args);
    // A connection asked without first/last still reads a page: DEFAULT_PAGE rows (lib/connection.ts).
    if (size !== undefined && !isListType(getNullableType(field.type)))
      return 1 + input + size * childComplexity;
    if (getNamedType(field.type).name.endsWith('Connection'))
      return 1 + input + (size ?? DEFAULT_PAGE) * childComplexity;
    if (!isListType(getNullableType(field.type))) return 1 + input + childComplexity;
    // The list of a page or connection: the parent's page size multiplies each row (1) and what it selects.
    if (PAGE_PARTS.has(field.name) && isPageContainer(type.name)) return 1 + input + childComplexity;
    // Any other list of objects: what each row selects, times the page asked for, else the list's declared largest
    // size. A row the operation's own statement reads (a list at the top: myOrders, myPurchaseOrders) costs 1 more,
    // so leaves-only rows are not free; nested rows are read a page of parents at a time and cost what they select.
    const rows = size ?? LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
    const top = type.name === 'Query' || type.name === 'Mutation';
    return 1 + input + rows * ((top ? 1 : 0) + childComplexity);
  };
}

/** The cost of the operation `operationName` of `document` with `variables` (throws on variables that do not coerce). */
export function queryCostOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  const memo = memoOf(schema, document, operationName);
  if (!memo) return computeCost(schema, document, variables, operationName);
  // Every variable is still coerced, as getComplexity coerces them (a bad one throws: nothing is charged).
  const { coerced, errors } = getVariableValues(schema, memo.op.variableDefinitions ?? [], variables ?? {});
  if (errors) throw errors[0];
  // An absent variable ([]) and an explicit null ([null]) are kept apart: a default applies to the first only.
  const key =
    memo.relevant.length === 0
      ? ''
      : JSON.stringify(memo.relevant.map((name) => (name in coerced ? [coerced[name]] : [])));
  const known = memo.costs.get(key);
  if (known !== undefined) return known;
  const cost = computeCost(schema, document, variables, operationName);
  // Long values (a checkout's details, a list of ids) are worked out each time: what is kept stays small.
  if (key.length > MAX_KEY_LENGTH) return cost;
  if (memo.costs.size >= MAX_COSTS_PER_DOCUMENT) memo.costs.clear();
  memo.costs.set(key, cost);
  return cost;
}

function computeCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  // maxQueryNodes: graphql-query-complexity's own default, stated; past it (fragments spread a thousand-fold) it
  // throws and the query is refused (graphql-cost.ts).
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [estimatorFor({ schemas: 0 })],
    maxQueryNodes: MAX_QUERY_NODES,
  });
}

/**
 * The cost of a document is the same for the same values of the variables it can depend on (walked once,
 * not on every request): those used in a page argument, in a directive (@include, @skip), inside an input-object
 * literal, or of a type other than a built-in scalar or an enum (an input object can carry a page size). Ids, texts
 * and numbers used elsewhere cannot change it. Kept per parsed document (Apollo hands the same document for the
 * same text: lib/graphql-documents.ts), for documents of a single operation; at most MAX_COSTS_PER_DOCUMENT values
 * of at most MAX_KEY_LENGTH characters each.
 */
const MAX_COSTS_PER_DOCUMENT = 16;
const MAX_KEY_LENGTH = 200;
const SIMPLE_TYPES = new Set(['ID', 'String', 'Int', 'Float', 'Boolean']);
interface CostMemo {
  schema: GraphQLSchema;
  op: OperationDefinitionNode;
  relevant: string[];
  costs: Map<string, number>;
}
const memos = new WeakMap<DocumentNode, CostMemo | null>();

function memoOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): CostMemo | null {
  let memo = memos.get(document);
  if (memo === undefined || (memo && memo.schema !== schema)) {
    memo = buildMemo(schema, document);
    memos.set(document, memo);
  }
  // A name that is not the one operation's: getComplexity decides (and may throw) as it always did.
  if (memo && operationName != null && memo.op.name?.value !== operationName) return null;
  return memo;
}

function buildMemo(schema: GraphQLSchema, document: DocumentNode): CostMemo | null {
  const ops = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (ops.length !== 1) return null;
  const [op] = ops;
  const relevant = new Set<string>();
  const simple = (type: TypeNode): boolean => {
    if (type.kind === Kind.NON_NULL_TYPE) return simple(type.type);
    if (type.kind === Kind.LIST_TYPE) return false;
    const named = schema.getType(type.name.value);
    return (
      SIMPLE_TYPES.has(type.name.value) || (named !== undefined && named !== null && 'getValues' in named)
    );
  };
  for (const v of op.variableDefinitions ?? []) if (!simple(v.type)) relevant.add(v.variable.name.value);
  const context: string[] = []; // 'page' | 'directive' | 'object' | 'other' for each argument, directive or object literal we are in
  visit(document, {
    Directive: {
      enter: () => {
        context.push('directive');
      },
      leave: () => {
        context.pop();
      },
    },
    Argument: {
      enter: (node) => {
        context.push((PAGE_ARGS as readonly string[]).includes(node.name.value) ? 'page' : 'other');
      },
      leave: () => {
        context.pop();
      },
    },
    ObjectValue: {
      enter: () => {
        context.push('object');
      },
      leave: () => {
        context.pop();
      },
    },
    Variable: (node) => {
      if (context.some((c) => c !== 'other')) relevant.add(node.name.value);
    },
  });
  return { schema, op, relevant: [...relevant].sort(), costs: new Map() };
}
