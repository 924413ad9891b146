import { Kind, print, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { derivedOf } from './graphql-documents';

/** Root fields whose answer is the same for every caller (the catalog and the reviews). */
const PUBLIC_ROOT_FIELDS = new Set([
  'products',
  'product',
  'reviews',
  'productConnection',
  'reviewConnection',
  'categories',
  'category',
  'catalogFacets',
  'specifications',
  'productFamily',
  'productFamilies',
]);
/**
 * Root fields whose answer depends only on who asks (their own orders; all orders for an admin): cached per caller,
 * after the full session check, and cleared by every write like the public entries (docs/decisions/008).
 */
const CALLER_ROOT_FIELDS = new Set(['myOrders', 'orders', 'myOrderConnection']);
/**
 * Fields anywhere in a query whose answer depends on the caller's company (docs/decisions/057, 131): never in the
 * public entries.
 */
export const CALLER_FIELDS: ReadonlySet<string> = new Set([
  'myPrice',
  'companyPrice',
  'offeredToCompany',
  'myPartNumber',
]);
const MAX_CACHEABLE_QUERY = 5_000;
/** Deepest JSON the variables may nest: the schema's deepest input is 3 levels (priceBreaks: [{...}]). */
export const MAX_VARIABLES_DEPTH = 32;

/** How a query's answer may be cached, and the normalised text its key is built from. */
export interface CacheShape {
  /** 'public': same answer for all; 'caller': same answer for one signed-in caller. */
  kind: 'public' | 'caller';
  /** The parsed document printed back: whitespace, commas and comments do not make a new entry. */
  text: string;
  /** The operation's declared variables: any other variable is ignored by GraphQL, so by the key too. */
  variables: string[];
  /** A `search:` argument written as text, and the variables given as one (docs/decisions/118). */
  searchText: boolean;
  searchVariables: string[];
}

/** Does this request search the catalog (a `search:` argument with text in it)? */
export function searchesCatalog(shape: CacheShape, variables: unknown): boolean {
  if (shape.searchText) return true;
  const given =
    variables !== null && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
  return shape.searchVariables.some((name) => {
    const value = given[name];
    return typeof value === 'string' && value.trim() !== '';
  });
}

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
export function cacheShapeOf(query: string): CacheShape | null {
  if (query.length > MAX_CACHEABLE_QUERY) return null;
  return derivedOf(
    query,
    SHAPE,
    ({ doc, tokens }) =>
      doc && tokens !== undefined && tokens <= MAX_CACHEABLE_TOKENS ? shapeOf(doc) : null,
    (shape) => (shape ? shape.text.length * 2 + shape.variables.length * 40 + 100 : 0),
  );
}

function shapeOf(doc: DocumentNode): CacheShape | null {
  const [op] = doc.definitions;
  if (doc.definitions.length !== 1 || op.kind !== Kind.OPERATION_DEFINITION || op.operation !== 'query')
    return null;
  const kind = kindOf(op);
  if (!kind) return null;
  let aliased = false;
  let perCompany = false;
  let searchText = false;
  const searchVariables: string[] = [];
  visit(doc, {
    Field(node) {
      if (node.alias) aliased = true;
      if (CALLER_FIELDS.has(node.name.value)) perCompany = true;
    },
    Argument(node) {
      if (node.name.value !== 'search') return;
      if (node.value.kind === Kind.VARIABLE) searchVariables.push(node.value.name.value);
      else if (node.value.kind === Kind.STRING && node.value.value.trim() !== '') searchText = true;
    },
  });
  if (aliased) return null;
  // A field priced for the caller's company (a contract price) makes a public read the caller's own.
  return {
    kind: perCompany ? 'caller' : kind,
    text: print(doc),
    variables: (op.variableDefinitions ?? []).map((v) => v.variable.name.value).sort(),
    searchText,
    searchVariables,
  };
}

function kindOf(op: OperationDefinitionNode): CacheShape['kind'] | null {
  const fields = op.selectionSet.selections.map((s) =>
    s.kind === Kind.FIELD && !s.directives?.length ? s.name.value : null,
  );
  if (fields.every((f) => f !== null && PUBLIC_ROOT_FIELDS.has(f))) return 'public';
  if (fields.every((f) => f !== null && (PUBLIC_ROOT_FIELDS.has(f) || CALLER_ROOT_FIELDS.has(f))))
    return 'caller';
  return null;
}

/**
 * How deep `value` nests (objects and arrays), counted without recursion so that hostile input cannot overflow the
 * stack; stops looking once past `limit`.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const v of level) {
      if (v !== null && typeof v === 'object')
        for (const child of Array.isArray(v) ? v : Object.values(v)) next.push(child);
    }
    if (next.length > 0 && depth + 1 > limit) return true;
    level = next;
  }
  return false;
}

/** The declared variables, object keys sorted at every level: `{a,b}` and `{b,a}` share one entry. */
export function canonicalVariables(variables: unknown, declared: string[]): string {
  const source =
    variables !== null && typeof variables === 'object' && !Array.isArray(variables)
      ? (variables as Record<string, unknown>)
      : {};
  const picked: Record<string, unknown> = {};
  for (const name of declared) if (source[name] !== undefined) picked[name] = source[name];
  return JSON.stringify(picked, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
