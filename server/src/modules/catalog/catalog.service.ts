/**
 * The catalog's shape as buyers read it (docs/decisions/055): the category tree, specifications and their values per
 * product, and the facets of a filtered list. The admins' writes are in catalog-writes.ts.
 */
import { MAX_FACET_VALUES } from '@gluegun/common';
import { allow } from '../../auth/access';
import type { Context } from '../../context';
import { notFound } from '../../errors';
import type { Category, Specification } from '../../generated/prisma/client';
import { fastQuery } from '../../db/fast-sql';
import {
  IN_STOCK,
  SPEC_KEY_PREFIX,
  SqlParams,
  priceConditions,
  productListSql,
  partNumberCompany,
  resolveFilter,
  specKey,
  type CatalogFilterInput,
  type Except,
  type ResolvedFilter,
} from '../products/catalog-filter';
import { categoryCounts, labelOf } from './catalog-tree';
import { limitingViewer } from '../../db/catalog-visibility';
import { countsByShape, rowsByShape } from '../products/catalog-counts';

export type CategoryRow = Category;

/** Every category, parents before children, siblings in their order: the storefront's menu is built from it. */
export async function categories(ctx: Context): Promise<Category[]> {
  allow(ctx, 'categories');
  return ctx.loaders.categoryTree.load('all');
}

/** One category by its slug (the storefront's address). */
export async function category(ctx: Context, slug: string): Promise<Category> {
  allow(ctx, 'category');
  const found = (await ctx.loaders.categoryTree.load('all')).find((c) => c.slug === slug);
  if (!found) throw notFound('Category');
  return found;
}

/** The category and its ancestors, the root first (breadcrumbs). */
export async function breadcrumbs(ctx: Context, c: Category): Promise<Category[]> {
  const tree = await ctx.loaders.categoryTree.load('all');
  const byId = new Map(tree.map((t) => [t.id, t]));
  const path: Category[] = [];
  for (
    let at: Category | undefined = c;
    at && path.length < 20;
    at = at.parentId ? byId.get(at.parentId) : undefined
  )
    path.unshift(at);
  return path;
}

export async function childrenOf(ctx: Context, c: Category): Promise<Category[]> {
  return (await ctx.loaders.categoryTree.load('all')).filter((t) => t.parentId === c.id);
}

/** Products in the category or any category below it. */
export async function productCountOf(ctx: Context, c: Category): Promise<number> {
  const viewer = await limitingViewer(ctx);
  if (!viewer) return (await ctx.loaders.categoryCounts.load('all')).get(c.id) ?? 0;
  // A caller whose price lists may limit its catalog (docs/decisions/129): its own counts, read once per request.
  let counts = viewerCounts.get(ctx.loaders);
  if (!counts) {
    counts = categoryCounts(ctx, viewer);
    viewerCounts.set(ctx.loaders, counts);
  }
  return (await counts).get(c.id) ?? 0;
}
const viewerCounts = new WeakMap<object, Promise<Map<string, number>>>();

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}
export interface SpecFacetView {
  key: string;
  name: string;
  unit: string | null;
  kind: Specification['kind'];
  values: FacetValueView[];
}

/** A statement and its values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statements of a filtered list's facets (the bench runs the same ones). One reads the total, the in-stock count
 * (without the in-stock condition) and the price range (without the price condition) as filtered aggregates over the
 * rest of the filter. One counts the values of every specification not chosen, over the whole filter, from the
 * products' "catalogKeys"; each chosen specification gets its own, without its own condition.
 */
export function facetStatements(
  search: string | null | undefined,
  filter: ResolvedFilter,
  defs: Array<Pick<Specification, 'id'>>,
  companyId: string | null = null,
) {
  const base = productListSql(
    search,
    { ...filter, inStock: false, minPriceCents: null, maxPriceCents: null },
    null,
    companyId,
  );
  const extra = new SqlParams((base?.params.length ?? 0) + 1);
  const price = priceConditions(filter, extra).join(' AND ') || 'TRUE';
  const stock = filter.inStock ? IN_STOCK : 'TRUE';
  const aggregate: Statement = {
    sql: `SELECT count(*) FILTER (WHERE ${stock} AND ${price})::int AS total, count(*) FILTER (WHERE ${IN_STOCK} AND ${price})::int AS n,
      min("priceCents") FILTER (WHERE ${stock})::int AS min, max("priceCents") FILTER (WHERE ${stock})::int AS max
      FROM "Product"${base ? ` WHERE ${base.where}` : ''}`,
    params: [...(base?.params ?? []), ...extra.values],
  };
  const valuesOf = (except: Except, ids: string[]): Statement => {
    const list = productListSql(search, filter, except, companyId);
    const p = new SqlParams((list?.params.length ?? 0) + 1);
    const prefixes = p.add(ids.map((id) => specKey(id, '')));
    return {
      sql: `SELECT k AS key, count(*)::int AS count FROM "Product", unnest("catalogKeys") k
        WHERE left(k, ${SPEC_KEY_PREFIX}) = ANY(${prefixes}::text[])${list ? ` AND ${list.where}` : ''} GROUP BY k`,
      params: [...(list?.params ?? []), ...p.values],
    };
  };
  const chosen = new Set(filter.specs.map((s) => s.spec.id));
  const open = defs.filter((d) => !chosen.has(d.id)).map((d) => d.id);
  return {
    aggregate,
    values: [
      ...(open.length ? [valuesOf(null, open)] : []),
      ...defs.filter((d) => chosen.has(d.id)).map((d) => valuesOf({ spec: d.id }, [d.id])),
    ],
  };
}

/** A statement and its values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * What a filtered list holds and what each choice would give: the total, how many are in stock, the price range,
 * and for each filter of the category its values with counts. Each count leaves out its own facet's condition, so
 * choosing a second value of a specification adds to the list (products match any of its values).
 */
export async function catalogFacets(
  ctx: Context,
  args: { search?: string | null; filter?: CatalogFilterInput | null },
) {
  allow(ctx, 'catalogFacets');
  const filter = await resolveFilter(ctx, args.filter);
  const defs = filter.category ? await ctx.loaders.categoryFilters.load(filter.category.id) : [];
  const q = facetStatements(args.search, filter, defs, partNumberCompany(ctx));
  // The value counts of a filter of categories and specifications alone are kept per catalog version (decision 121).
  const byShape = countsByShape(args.search, filter);
  const [[totals], ...counted] = await Promise.all([
    fastQuery<{ total: number; n: number; min: number | null; max: number | null }>(
      ctx.db,
      q.aggregate.sql,
      q.aggregate.params,
    ),
    ...q.values.map((st) =>
      byShape
        ? rowsByShape<{ key: string; count: number }>(ctx, st.sql, st.params)
        : fastQuery<{ key: string; count: number }>(ctx.db, st.sql, st.params),
    ),
  ]);
  return facetsOf(filter, defs, totals, counted);
}

/** The facets' answer from the rows of their statements (the bench's baseline answers with it too). */
export function facetsOf(
  filter: ResolvedFilter,
  defs: Specification[],
  totals: { total: number; n: number; min: number | null; max: number | null } | undefined,
  counted: Array<Array<{ key: string; count: number }>>,
) {
  const bySpec = new Map<string, Array<{ value: string; count: number }>>();
  for (const { key, count } of counted.flat()) {
    const id = key.slice(2, SPEC_KEY_PREFIX - 1);
    bySpec.set(id, [...(bySpec.get(id) ?? []), { value: key.slice(SPEC_KEY_PREFIX), count }]);
  }
  return {
    totalCount: totals?.total ?? 0,
    inStockCount: totals?.n ?? 0,
    priceRange:
      totals?.min === null || totals?.min === undefined
        ? null
        : { minCents: totals.min, maxCents: totals.max ?? totals.min },
    specs: defs.map((spec) =>
      specFacet(spec, filter, mostCommon(bySpec.get(spec.id) ?? [], chosenOf(filter, spec))),
    ),
  };
}

const chosenOf = (filter: ResolvedFilter, spec: Pick<Specification, 'id'>) =>
  filter.specs.find((s) => s.spec.id === spec.id)?.values ?? [];

/** The MAX_FACET_VALUES most common values, and every chosen one with its own count however rare it is. */
function mostCommon(rows: Array<{ value: string; count: number }>, chosen: string[]) {
  return rows
    .sort((x, y) => y.count - x.count)
    .filter((r, i) => i < MAX_FACET_VALUES || chosen.includes(r.value));
}

function specFacet(
  spec: Specification,
  filter: ResolvedFilter,
  rows: Array<{ value: string; count: number }>,
): SpecFacetView {
  const chosen = chosenOf(filter, spec);
  const values = new Map(rows.map((r) => [r.value, r.count]));
  for (const v of chosen) if (!values.has(v)) values.set(v, 0);
  // Shown in the specification's own order: numbers rising, choices as listed, text alphabetically.
  const order = (v: string) =>
    spec.kind === 'NUMBER' ? Number(v) : spec.kind === 'CHOICE' ? spec.choices.indexOf(v) : 0;
  const sorted = [...values.entries()].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
  return {
    key: spec.key,
    name: spec.name,
    unit: spec.unit,
    kind: spec.kind,
    values: sorted.map(([value, count]) => ({
      value,
      label: labelOf(value, spec),
      count,
      selected: chosen.includes(value),
    })),
  };
}

/** Every specification, in their order (the dashboard's list; the filters a category may offer). */
export async function specifications(ctx: Context) {
  allow(ctx, 'specifications');
  return ctx.db.specification.findMany({ orderBy: [{ position: 'asc' }, { name: 'asc' }] });
}

/** A product's specification values, in the specifications' order, with their labels. */
export async function productSpecsOf(ctx: Context, productId: string) {
  return ctx.loaders.productSpecs.load(productId);
}
