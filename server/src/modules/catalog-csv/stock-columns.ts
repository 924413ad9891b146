/**
 * The catalog file's stock per warehouse and backorder terms (docs/decisions/108): after every other column come
 * `backorders_allowed` (yes or no), `restock_on` (YYYY-MM-DD, empty when not known) and one `stock_<CODE>` column a
 * warehouse, in allocation order. Each is optional on import: a file without them leaves those values as they are,
 * and a file with warehouse columns names every warehouse, its row's `stock` their sum.
 */
import { MAX_STOCK, RESTOCK_NOT_A_DAY, isCalendarDay } from '@gluegun/common';
import { badInput } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { NOTHING, cellText } from './columns';

export const BACKORDER_COLUMNS = ['backorders_allowed', 'restock_on'] as const;
export const WAREHOUSE_PREFIX = 'stock_';

export interface Warehouse {
  id: string;
  code: string;
}
/** Where the file's stock and backorder columns are (absent: not in the file). */
export interface StockLayout {
  backorders?: number;
  restock?: number;
  warehouses: Array<Warehouse & { column: string; at: number }>;
}
/** What a row's stock and backorder cells say. */
export interface RowStock {
  backordersAllowed?: boolean;
  restockOn?: string | null;
  levels?: Array<{ warehouseId: string; quantity: number }>;
}

export const warehouseColumn = (w: Warehouse): string => `${WAREHOUSE_PREFIX}${w.code}`;

type Db = Pick<Prisma.TransactionClient, 'warehouse' | 'warehouseStock'>;

/** Every warehouse in allocation order: the export's column order. */
export const warehousesOf = (db: Db): Promise<Warehouse[]> =>
  db.warehouse.findMany({
    select: { id: true, code: true },
    orderBy: [{ priority: 'asc' }, { code: 'asc' }],
  });

/** The export's new columns, after the existing ones. */
export const stockHeader = (warehouses: readonly Warehouse[]): string[] => [
  ...BACKORDER_COLUMNS,
  ...warehouses.map(warehouseColumn),
];

/** Units of each product in each warehouse, by product id then warehouse id. */
export async function storedLevels(db: Db, productIds: string[]): Promise<Map<string, Map<string, number>>> {
  const levels = new Map<string, Map<string, number>>();
  if (productIds.length === 0) return levels;
  const rows = await db.warehouseStock.findMany({
    where: { productId: { in: productIds } },
    select: { productId: true, warehouseId: true, quantity: true },
  });
  for (const r of rows) {
    const of = levels.get(r.productId) ?? new Map<string, number>();
    levels.set(r.productId, of.set(r.warehouseId, r.quantity));
  }
  return levels;
}

export const isoDay = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** A product's new cells as the export writes them. */
export function stockCells(
  p: { backordersAllowed: boolean; restockOn: Date | null },
  levels: Map<string, number> | undefined,
  warehouses: readonly Warehouse[],
): string[] {
  return [
    p.backordersAllowed ? 'yes' : 'no',
    isoDay(p.restockOn) ?? '',
    ...warehouses.map((w) => String(levels?.get(w.id) ?? 0)),
  ];
}

/**
 * Finds the new columns in a header (lower-cased names): a `stock_` column no warehouse has, a warehouse named
 * twice, or some warehouses named and not others refuse the file in words.
 */
export function stockLayout(header: string[], warehouses: readonly Warehouse[]): StockLayout {
  const names = header.map((h) => h.trim().toLowerCase());
  const once = (column: string) => {
    const i = names.indexOf(column);
    if (i >= 0 && names.lastIndexOf(column) !== i)
      throw badInput(`The header names the "${column}" column twice`, 'content');
    return i >= 0 ? i : undefined;
  };
  const codes = warehouses.map((w) => w.code).join(', ');
  const unknown = header.find(
    (h, i) =>
      names[i].startsWith(WAREHOUSE_PREFIX) &&
      !warehouses.some((w) => warehouseColumn(w).toLowerCase() === names[i]),
  );
  if (unknown !== undefined)
    throw badInput(
      `The header names a column "${unknown.trim().slice(0, 40)}" but no warehouse has the code ${unknown.trim().slice(WAREHOUSE_PREFIX.length, 40)}. The warehouses are: ${codes}`,
      'content',
    );
  const found = warehouses.flatMap((w) => {
    const at = once(warehouseColumn(w).toLowerCase());
    return at === undefined ? [] : [{ ...w, column: warehouseColumn(w), at }];
  });
  if (found.length > 0 && found.length < warehouses.length) {
    const missing = warehouses.filter((w) => !found.some((f) => f.id === w.id)).map(warehouseColumn);
    throw badInput(
      `The header has no "${missing.join('", "')}" column: a file with stock per warehouse names every warehouse (${codes}), or none to set only the total`,
      'content',
    );
  }
  return { backorders: once('backorders_allowed'), restock: once('restock_on'), warehouses: found };
}

/** A refusal of one cell of the new columns, named by its column. */
export class StockRefused extends Error {
  constructor(
    readonly column: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** `yes` or `no` (`true` and `false` too; empty is no). */
function yesNo(cell: string): boolean {
  const t = cellText(cell).trim().toLowerCase();
  if (t === 'yes' || t === 'true') return true;
  if (t === 'no' || t === 'false' || t === '') return false;
  throw new StockRefused(
    'backorders_allowed',
    `Backorders allowed must be yes or no, not "${t.slice(0, 40)}"`,
  );
}

/**
 * Reads a row's new cells; `total` is its `stock` cell, which the warehouse cells must add up to. A restock day is
 * checked for its form here and for the past in the plan, where the product's stored day is known.
 */
export function readStock(record: string[], layout: StockLayout, total: number): RowStock {
  if (layout.backorders === undefined && layout.restock === undefined && layout.warehouses.length === 0)
    return NOTHING;
  const out: RowStock = {};
  if (layout.backorders !== undefined) out.backordersAllowed = yesNo(record[layout.backorders]);
  if (layout.restock !== undefined) {
    const day = cellText(record[layout.restock]).trim();
    if (day !== '' && !isCalendarDay(day))
      throw new StockRefused('restock_on', `${RESTOCK_NOT_A_DAY}, not "${day.slice(0, 40)}"`);
    out.restockOn = day === '' ? null : day;
  }
  if (layout.warehouses.length === 0) return out;
  out.levels = layout.warehouses.map((w) => {
    const t = cellText(record[w.at]).trim();
    const quantity = t === '' ? 0 : /^\d{1,9}$/.test(t) ? Number(t) : -1;
    if (quantity < 0 || quantity > MAX_STOCK)
      throw new StockRefused(
        w.column,
        `Stock in ${w.code} must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}`,
      );
    return { warehouseId: w.id, quantity };
  });
  const sum = out.levels.reduce((n, l) => n + l.quantity, 0);
  if (sum !== total)
    throw new StockRefused(
      'stock',
      `Stock is ${total.toLocaleString('en-US')} but the warehouse columns add up to ${sum.toLocaleString('en-US')}: make them agree`,
    );
  return out;
}
