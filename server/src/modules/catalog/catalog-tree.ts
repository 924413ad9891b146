/** The category tree's pure parts, shared by the per-request loaders and the catalog service. */
import DataLoader from 'dataloader';
import type { Category, Specification } from '../../generated/prisma/client';
import type { Db } from '../../db/prisma';
import { fastQuery } from '../../db/fast-sql';
import { categoryKey } from '../products/catalog-filter';
import { visibleCondition, type CatalogViewer } from '../../db/catalog-visibility';

/** The tree in order: roots by position, each followed by its subtree. */
export function ordered(rows: Category[]): Category[] {
  const byParent = new Map<string | null, Category[]>();
  for (const c of rows) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  for (const list of byParent.values())
    list.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const out: Category[] = [];
  const walk = (parent: string | null) => {
    for (const c of byParent.get(parent) ?? []) {
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return out;
}

/**
 * Per category, how many products it holds with its descendants, read from the products' category keys, the ones a
 * category's list filters on, so a count is always what that list holds (each variant one item).
 */
export async function categoryCounts(
  ctx: { db: Db },
  viewer: CatalogViewer | null = null,
): Promise<Map<string, number>> {
  const prefix = categoryKey('');
  const params: unknown[] = [prefix];
  // Only the products the caller's price lists let it see (docs/decisions/129).
  const visible = visibleCondition(viewer, (v) => `$${params.push(v)}`);
  const rows = await fastQuery<{ id: string; n: number }>(
    ctx.db,
    `SELECT substr(k, ${prefix.length + 1}) AS id, count(*)::int AS n FROM "Product", unnest("catalogKeys") k
      WHERE left(k, ${prefix.length}) = $1${visible ? ` AND ${visible}` : ''} GROUP BY k`,
    params,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const labelOf = (value: string, spec: Pick<Specification, 'unit'>) =>
  spec.unit ? `${value} ${spec.unit}` : value;

/** A product's value of a specification as the API shows it. */
export interface ProductSpecView {
  key: string;
  name: string;
  kind: Specification['kind'];
  unit: string | null;
  value: string;
  label: string;
}

function groupBy<T>(ids: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const r of rows) groups.get(keyOf(r))?.push(r);
  return ids.map((id) => groups.get(id) ?? []);
}

/** The catalog's per-request loaders (loaders.ts): the tree and its counts once, a page's products' categories and values in one read each. */
export function catalogLoaders(db: Db) {
  return {
    categoryTree: new DataLoader<string, Category[]>(async (keys) => {
      const tree = ordered(await db.category.findMany());
      return keys.map(() => tree);
    }),
    categoryCounts: new DataLoader<string, Map<string, number>>(async (keys) => {
      const counts = await categoryCounts({ db });
      return keys.map(() => counts);
    }),
    categoryFilters: new DataLoader<string, Specification[]>(async (ids) =>
      groupBy(
        ids,
        await db.categoryFilter.findMany({
          where: { categoryId: { in: [...ids] } },
          include: { specification: true },
          orderBy: { position: 'asc' },
        }),
        (f) => f.categoryId,
      ).map((fs) => fs.map((f) => f.specification)),
    ),
    // In the tree's order (read whole: it is small), so a product's categories list as the menu does.
    productCategories: new DataLoader<string, Category[]>(async (ids) => {
      const [rows, tree] = await Promise.all([
        db.productCategory.findMany({ where: { productId: { in: [...ids] } } }),
        db.category.findMany(),
      ]);
      const inOrder = ordered(tree);
      return groupBy(
        ids,
        inOrder.flatMap((c) =>
          rows.filter((r) => r.categoryId === c.id).map((r) => ({ productId: r.productId, category: c })),
        ),
        (r) => r.productId,
      ).map((rs) => rs.map((r) => r.category));
    }),
    productSpecs: new DataLoader<string, ProductSpecView[]>(async (ids) => {
      const rows = await db.productSpec.findMany({
        where: { productId: { in: [...ids] } },
        include: { specification: true },
      });
      rows.sort(
        (a, b) =>
          a.specification.position - b.specification.position ||
          a.specification.name.localeCompare(b.specification.name),
      );
      return groupBy(ids, rows, (r) => r.productId).map((rs) =>
        rs.map((r) => ({
          key: r.specification.key,
          name: r.specification.name,
          kind: r.specification.kind,
          unit: r.specification.unit,
          value: r.value,
          label: labelOf(r.value, r.specification),
        })),
      );
    }),
  };
}
