/**
 * Related items (docs/decisions/078): a product's accessories, spare parts and the one item that replaces it when it
 * is discontinued; and the compare read of up to four items. Reads are as public as the product reads (every product
 * any viewer may open is one the product queries answer), so a related item is shown exactly when its own page would be.
 */
import DataLoader from 'dataloader';
import { MAX_COMPARE, MAX_RELATED_PER_KIND } from '@gluegun/common';
import { allow, allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { catalogViewerOf, visibleIdsRead } from '../../db/catalog-visibility';
import { badInput, notFound } from '../../errors';
import type { RelationKind } from '../../generated/prisma/client';
import { isUuid, normalizeId } from '../../lib/validate';
import { inTransaction } from '../../db/retry';
import { CARD_FIELDS } from '../products/product-columns';
import { emitProductChanges } from '../products/product-events';
import { MAX_CHAIN } from './replacements';

export { currentReplacements } from './replacements';

export const RELATION_KINDS = [
  'ACCESSORY',
  'SPARE_PART',
  'REPLACED_BY',
] as const satisfies readonly RelationKind[];
/** Longest id or SKU an admin may name. */
const MAX_REFERENCE = 64;

type Card = Record<keyof typeof CARD_FIELDS, unknown> & { id: string; sku: string; name: string };
export interface RelatedView {
  kind: RelationKind;
  position: number;
  product: Card;
}

const perRequest = new WeakMap<object, DataLoader<string, RelatedView[]>>();

/** Every product's related items in one statement per request, by kind then the admin's order. */
function relatedLoader(ctx: Context): DataLoader<string, RelatedView[]> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await ctx.db.productRelation.findMany({
        where: { productId: { in: [...ids] } },
        orderBy: [{ kind: 'asc' }, { position: 'asc' }],
        select: { productId: true, kind: true, position: true, related: { select: CARD_FIELDS } },
      });
      // Only the items the caller's price lists let it see (docs/decisions/129).
      const seen = await visibleIdsRead(
        ctx.db,
        catalogViewerOf(ctx),
        rows.map((r) => r.related.id),
      );
      return ids.map((id) =>
        rows
          .filter((r) => r.productId === id && seen.has(r.related.id))
          .map((r) => ({ kind: r.kind, position: r.position, product: r.related as Card })),
      );
    });
    perRequest.set(ctx, loader);
  }
  return loader;
}

/** The kinds a caller asked for, checked; none = every kind. */
export function kindsOf(raw: unknown): RelationKind[] {
  if (raw === undefined || raw === null || raw === '') return [...RELATION_KINDS];
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  if (list.length > RELATION_KINDS.length * 2) throw badInput('kinds: at most 3 kinds', 'kinds');
  const bad = list.find((k) => !RELATION_KINDS.includes(String(k).trim().toUpperCase() as RelationKind));
  if (bad !== undefined)
    throw badInput(
      `kinds: "${String(bad).slice(0, 40)}" is not one of ACCESSORY, SPARE_PART, REPLACED_BY`,
      'kinds',
    );
  return [...new Set(list.map((k) => String(k).trim().toUpperCase() as RelationKind))];
}

/** A product's related items of the given kinds (public, as the product itself). */
export async function relatedOf(
  ctx: Context,
  productId: string,
  kinds: readonly RelationKind[] = RELATION_KINDS,
): Promise<RelatedView[]> {
  const all = await relatedLoader(ctx).load(productId);
  return all.filter((r) => kinds.includes(r.kind));
}

/** REST `GET /products/{id}/related`: the product must exist. */
export async function productRelated(ctx: Context, rawId: string, rawKinds?: unknown) {
  allow(ctx, 'productRelated');
  const id = normalizeId(rawId);
  const kinds = kindsOf(rawKinds);
  if (
    !id ||
    !(await ctx.db.product.findUnique({ where: { id }, select: { id: true } })) ||
    !(await visibleIdsRead(ctx.db, catalogViewerOf(ctx), [id])).has(id)
  )
    throw notFound('Product');
  return relatedOf(ctx, id, kinds);
}

/**
 * Replaces a product's items of one kind with `references` (ids or SKUs, in order). Refused in words, changing
 * nothing: an unknown product, the product itself, a repeat, too many, more than one replacement, a loop of replacements.
 */
export async function setRelatedProducts(ctx: Context, rawId: string, rawKind: unknown, references: unknown) {
  allowUser(ctx, 'setRelatedProducts');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Product');
  const [kind] = kindsOf(
    typeof rawKind === 'string'
      ? [rawKind]
      : rawKind === undefined || rawKind === null
        ? ['?']
        : [String(rawKind)],
  );
  if (!Array.isArray(references)) throw badInput('related must be a list of product ids or SKUs', 'related');
  const max = kind === 'REPLACED_BY' ? 1 : MAX_RELATED_PER_KIND;
  if (references.length > max) {
    throw badInput(
      kind === 'REPLACED_BY'
        ? 'An item can be replaced by one item only'
        : `At most ${max} related items of one kind`,
      'related',
    );
  }
  const texts = references.map((r, i) => {
    const t = typeof r === 'string' ? r.trim() : '';
    if (!t || t.length > MAX_REFERENCE)
      throw badInput(`Related item ${i + 1} must be a product id or SKU`, 'related');
    return t;
  });
  const product = await ctx.db.product.findUnique({
    where: { id },
    select: { id: true, sku: true, name: true },
  });
  if (!product) throw notFound('Product');
  const found = await ctx.db.product.findMany({
    where: {
      OR: [
        { id: { in: texts.filter(isUuid).map((t) => t.toLowerCase()) } },
        { sku: { in: texts.map((t) => t.toUpperCase()) } },
      ],
    },
    select: { id: true, sku: true, name: true },
  });
  const ids = texts.map((t) => {
    const hit = found.find((p) => p.id === t.toLowerCase() || p.sku === t.toUpperCase());
    if (!hit) throw badInput(`No product has the id or SKU ${t.slice(0, MAX_REFERENCE)}`, 'related');
    if (hit.id === id) throw badInput(`${product.sku} cannot be related to itself`, 'related');
    return hit;
  });
  const repeated = ids.find((p, i) => ids.findIndex((q) => q.id === p.id) !== i);
  if (repeated) throw badInput(`${repeated.sku} is listed twice`, 'related');
  return inTransaction(ctx.db, async (tx) => {
    if (kind === 'REPLACED_BY') {
      // Replacement writes take turns, so two admins cannot each close half of a loop.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('ProductRelation.REPLACED_BY'))`;
      // Walking from the new replacement along today's replacements must never come back to this product.
      let at: string | undefined = ids[0]?.id;
      for (let i = 0; at && i < MAX_CHAIN; i++) {
        if (at === id)
          throw badInput(
            `${ids[0].sku} is itself replaced, through its replacements, by ${product.sku}: that would be a loop`,
            'related',
          );
        const next: { relatedId: string } | null = await tx.productRelation.findFirst({
          where: { productId: at, kind: 'REPLACED_BY' },
          select: { relatedId: true },
        });
        at = next?.relatedId;
      }
    }
    await tx.productRelation.deleteMany({ where: { productId: id, kind } });
    if (ids.length)
      await tx.productRelation.createMany({
        data: ids.map((p, position) => ({ productId: id, relatedId: p.id, kind, position })),
      });
    await emitProductChanges(tx, 'product.updated', [id]);
    return tx.product.findUniqueOrThrow({ where: { id }, select: CARD_FIELDS });
  });
}

/** Up to four products side by side, in the order asked; ids of products no longer sold are left out. */
export async function compareProducts(ctx: Context, rawIds: unknown) {
  allow(ctx, 'compareProducts');
  const list = Array.isArray(rawIds)
    ? rawIds
    : typeof rawIds === 'string'
      ? rawIds.split(',').filter(Boolean)
      : null;
  if (!list) throw badInput('ids must be a list of product ids', 'ids');
  if (list.length > MAX_COMPARE) throw badInput(`You can compare at most ${MAX_COMPARE} items`, 'ids');
  const ids = list.map((raw) => {
    const id = normalizeId(typeof raw === 'string' ? raw.trim() : raw);
    if (!id) throw badInput('ids must be product ids', 'ids');
    return id;
  });
  const unique = [...new Set(ids)];
  // A product the caller's price lists hide is left out like one no longer sold (docs/decisions/129).
  const [rows, seen] = await Promise.all([
    ctx.db.product.findMany({ where: { id: { in: unique } }, select: CARD_FIELDS }),
    visibleIdsRead(ctx.db, catalogViewerOf(ctx), unique),
  ]);
  return unique.flatMap((id) => rows.filter((r) => r.id === id && seen.has(id)));
}
