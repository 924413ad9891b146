/**
 * The link columns against the database (docs/decisions/085): the categories and specifications a file may name,
 * products' stored links as the file writes them, and the import's writes of the columns a file has (each one
 * replacing what the product had, as the product's Catalog and Related items forms do).
 */
import type { Context } from '../../context';
import type { Prisma } from '../../generated/prisma/client';
import { MAX_CHAIN } from '../related/replacements';
import { KIND_NAME, type LinkColumn, type LinkIndex, type RowLinks } from './links';

type Db = Pick<
  Context['db'],
  'category' | 'specification' | 'productCategory' | 'productSpec' | 'productRelation'
>;

export async function linkIndex(db: Db): Promise<LinkIndex> {
  const categories = await db.category.findMany({ select: { id: true, name: true, parentId: true } });
  const specs = await db.specification.findMany({
    select: { id: true, key: true, name: true, kind: true, unit: true, choices: true },
  });
  return { categories, specs: new Map(specs.map((s) => [s.key.toLowerCase(), s])) };
}

/** The stored links of these products, by product id. */
export async function storedLinks(db: Db, ids: readonly string[]): Promise<Map<string, Required<RowLinks>>> {
  const out = new Map<string, Required<RowLinks>>(
    ids.map((id) => [id, { categories: [], specs: [], related: [] }]),
  );
  const where = { productId: { in: [...ids] } };
  for (const c of await db.productCategory.findMany({ where, select: { productId: true, categoryId: true } }))
    out.get(c.productId)!.categories.push(c.categoryId);
  for (const s of await db.productSpec.findMany({
    where,
    select: { productId: true, specificationId: true, value: true, numberValue: true },
  })) {
    out
      .get(s.productId)!
      .specs.push({ specificationId: s.specificationId, value: s.value, numberValue: s.numberValue });
  }
  const related = await db.productRelation.findMany({
    where,
    orderBy: [{ kind: 'asc' }, { position: 'asc' }],
    select: { productId: true, kind: true, related: { select: { sku: true } } },
  });
  for (const r of related) out.get(r.productId)!.related.push({ kind: r.kind, sku: r.related.sku });
  return out;
}

/**
 * Replacements after the file must never loop: `replacedBy` holds each product's replacement SKU as the file leaves it
 * (the file's rows, and the stored ones it leaves alone). Answers the SKUs whose chain comes back to themselves.
 */
export function replacementLoops(replacedBy: Map<string, string>): Set<string> {
  const looping = new Set<string>();
  for (const start of replacedBy.keys()) {
    let at = replacedBy.get(start);
    for (let i = 0; at && i <= MAX_CHAIN; i += 1) {
      if (at === start) {
        looping.add(start);
        break;
      }
      at = replacedBy.get(at);
    }
  }
  return looping;
}

export interface LinkWrite {
  id: string;
  links: RowLinks;
}

/** Replaces the given columns' links of these products; related SKUs are resolved to ids by `idOf`. */
export async function writeLinks(
  tx: Prisma.TransactionClient,
  rows: LinkWrite[],
  present: readonly LinkColumn[],
  idOf: Map<string, string>,
): Promise<void> {
  if (rows.length === 0 || present.length === 0) return;
  const productId = { in: rows.map((r) => r.id) };
  if (present.includes('categories')) {
    await tx.productCategory.deleteMany({ where: { productId } });
    await tx.productCategory.createMany({
      data: rows.flatMap((r) =>
        (r.links.categories ?? []).map((categoryId) => ({ productId: r.id, categoryId })),
      ),
    });
  }
  if (present.includes('specifications')) {
    await tx.productSpec.deleteMany({ where: { productId } });
    await tx.productSpec.createMany({
      data: rows.flatMap((r) => (r.links.specs ?? []).map((s) => ({ productId: r.id, ...s }))),
    });
  }
  if (present.includes('related')) {
    // Replacement writes take turns with the Related items form's (decision 078).
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('ProductRelation.REPLACED_BY'))`;
    await tx.productRelation.deleteMany({ where: { productId } });
    await tx.productRelation.createMany({
      data: rows.flatMap((r) =>
        (Object.keys(KIND_NAME) as Array<keyof typeof KIND_NAME>).flatMap((kind) =>
          (r.links.related ?? [])
            .filter((x) => x.kind === kind)
            .map((x, position) => ({ productId: r.id, relatedId: idOf.get(x.sku)!, kind, position })),
        ),
      ),
    });
  }
}
