/**
 * Warehouses and per-warehouse stock for shop admins (docs/decisions/082). Reads here; every write goes through the
 * stock module (stock.ts), which keeps the product's total the sum of its warehouses.
 */
import { MAX_STOCK, MAX_WAREHOUSES } from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { badInput, notFound } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { setWarehouseQuantity } from './stock';

type Db = Pick<Prisma.TransactionClient, 'warehouse' | 'warehouseStock'>;

const WAREHOUSE_ORDER = [
  { priority: 'asc' },
  { code: 'asc' },
] satisfies Prisma.WarehouseOrderByWithRelationInput[];

/** Every warehouse, in allocation order. */
export async function warehouses(ctx: Context) {
  allowUser(ctx, 'warehouses');
  return ctx.db.warehouse.findMany({ orderBy: WAREHOUSE_ORDER, take: MAX_WAREHOUSES });
}

/** A product's units in every warehouse (0 where it has none), in allocation order. */
async function levelsOf(db: Db, productId: string) {
  const [all, rows] = await Promise.all([
    db.warehouse.findMany({ orderBy: WAREHOUSE_ORDER, take: MAX_WAREHOUSES }),
    db.warehouseStock.findMany({ where: { productId } }),
  ]);
  return all.map((w) => ({
    warehouseId: w.id,
    code: w.code,
    name: w.name,
    active: w.active,
    quantity: rows.find((r) => r.warehouseId === w.id)?.quantity ?? 0,
  }));
}

async function productIdOf(ctx: Context, raw: unknown): Promise<string> {
  const id = normalizeId(raw);
  if (!id || !(await ctx.db.product.findUnique({ where: { id }, select: { id: true } })))
    throw notFound('Product');
  return id;
}

/** Where a product's stock is. */
export async function productStock(ctx: Context, rawProductId: unknown) {
  allowUser(ctx, 'productStock');
  return levelsOf(ctx.db, await productIdOf(ctx, rawProductId));
}

/** Sets a product's units in one warehouse (a count, a delivery); its total follows. */
export async function setWarehouseStock(
  ctx: Context,
  rawProductId: unknown,
  rawWarehouseId: unknown,
  quantity: unknown,
) {
  allowUser(ctx, 'setWarehouseStock');
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
    throw badInput(
      `Quantity must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}`,
      'quantity',
    );
  }
  const productId = await productIdOf(ctx, rawProductId);
  const warehouseId = normalizeId(rawWarehouseId);
  if (
    !warehouseId ||
    !(await ctx.db.warehouse.findUnique({ where: { id: warehouseId }, select: { id: true } }))
  )
    throw notFound('Warehouse');
  return inTransaction(ctx.db, async (tx) => {
    const before = await levelsOf(tx, productId);
    const others = before.filter((l) => l.warehouseId !== warehouseId).reduce((n, l) => n + l.quantity, 0);
    if (others + quantity > MAX_STOCK) {
      throw badInput(
        `With the other warehouses' ${others.toLocaleString('en-US')} units this product would hold more than ${MAX_STOCK.toLocaleString('en-US')}`,
        'quantity',
      );
    }
    await setWarehouseQuantity(tx, productId, warehouseId, quantity);
    return levelsOf(tx, productId);
  });
}
