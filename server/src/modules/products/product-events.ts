/**
 * The catalog's webhook events: written in the transaction of the change (the outbox), read back from the rows as
 * they now are, so every writer (the form, the catalog file, variants and packing, categories) sends the same shape.
 */
import type { Prisma } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import { productChanged, productDeleted } from '../events/event-types';

type Tx = Prisma.TransactionClient;

const FACTS = {
  id: true,
  sku: true,
  name: true,
  description: true,
  imageUrl: true,
  priceCents: true,
  priceBreaks: true,
  quantity: true,
  minOrderQuantity: true,
  orderIncrement: true,
  maxOrderQuantity: true,
  familyId: true,
  optionValues: true,
  packSizes: true,
  weightGrams: true,
  lengthMm: true,
  widthMm: true,
  heightMm: true,
  version: true,
  updatedAt: true,
} as const satisfies Prisma.ProductSelect;

const RELATED = {
  select: { kind: true, relatedId: true, related: { select: { sku: true } } },
  orderBy: [{ kind: 'asc' }, { position: 'asc' }],
} as const satisfies Prisma.Product$relationsArgs;

/** product.created or product.updated for each of `ids`, as the rows read now in `tx`. */
export async function emitProductChanges(
  tx: Tx,
  type: 'product.created' | 'product.updated',
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.product.findMany({
    where: { id: { in: [...ids] } },
    select: { ...FACTS, relations: RELATED },
    orderBy: { sku: 'asc' },
  });
  await emit(
    tx,
    rows.map(({ relations, ...r }) => {
      const event = productChanged(type, r);
      // Its related items by SKU (docs/decisions/078), so a catalog mirror can follow replacements.
      return {
        ...event,
        data: {
          ...event.data,
          related: relations.map((x) => ({ kind: x.kind, sku: x.related.sku, productId: x.relatedId })),
        },
      };
    }),
  );
}

/** product.deleted, from the row read before it went. */
export async function emitProductDeleted(
  tx: Tx,
  product: { id: string; sku: string; name: string },
): Promise<void> {
  await emit(tx, productDeleted(product));
}
