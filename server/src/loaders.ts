import DataLoader from 'dataloader';
import type { Db } from './db/prisma';
import type { OrderEvent, Product, User } from './generated/prisma/client';

/** Per-request batch loaders: one query per field type per request, never one per row. */
export interface Loaders {
  product: DataLoader<string, Product | null>;
  user: DataLoader<string, User | null>;
  orderEvents: DataLoader<string, OrderEvent[]>;
}

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

export function createLoaders(db: Db): Loaders {
  return {
    product: new DataLoader(async (ids) => byId(ids, await db.product.findMany({ where: { id: { in: [...ids] } } }))),
    user: new DataLoader(async (ids) => byId(ids, await db.user.findMany({ where: { id: { in: [...ids] } } }))),
    orderEvents: new DataLoader(async (ids) => {
      const rows = await db.orderEvent.findMany({
        where: { orderItemId: { in: [...ids] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const groups = new Map<string, OrderEvent[]>(ids.map((id) => [id, []]));
      for (const r of rows) groups.get(r.orderItemId)?.push(r);
      return ids.map((id) => groups.get(id) ?? []);
    }),
  };
}
