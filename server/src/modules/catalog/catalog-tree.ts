/** The category tree's pure parts, shared by the per-request loaders and the catalog service. */
import type { Category, Specification } from '../../generated/prisma/client';
import type { Db } from '../../db/prisma';
import { fastQuery } from '../../db/fast-sql';

/** The tree in order: roots by position, each followed by its subtree. */
export function ordered(rows: Category[]): Category[] {
  const byParent = new Map<string | null, Category[]>();
  for (const c of rows) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const out: Category[] = [];
  const walk = (parent: string | null) => { for (const c of byParent.get(parent) ?? []) { out.push(c); walk(c.id); } };
  walk(null);
  return out;
}

/** Per category, how many distinct products it holds with its descendants: one grouped read, rolled up the tree. */
export async function categoryCounts(ctx: { db: Db }): Promise<Map<string, number>> {
  const rows = await fastQuery<{ id: string; n: number }>(ctx.db, `
    WITH RECURSIVE up AS (
      SELECT pc."productId", pc."categoryId" AS id FROM "ProductCategory" pc
      UNION
      SELECT up."productId", c."parentId" FROM up JOIN "Category" c ON c.id = up.id WHERE c."parentId" IS NOT NULL
    )
    SELECT id::text AS id, count(DISTINCT "productId")::int AS n FROM up GROUP BY id`, []);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const labelOf = (value: string, spec: Pick<Specification, 'unit'>) => (spec.unit ? `${value} ${spec.unit}` : value);


/** A product's value of a specification as the API shows it. */
export interface ProductSpecView { key: string; name: string; kind: Specification['kind']; unit: string | null; value: string; label: string }
