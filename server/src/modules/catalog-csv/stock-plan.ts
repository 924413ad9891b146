/**
 * The plan's part for the stock per warehouse and backorder columns (docs/decisions/108): a restock day before
 * today is refused unless it is the product's stored day (a day that has passed since the export is kept, so a file
 * downloaded and uploaded again changes nothing); a row is unchanged only when its warehouses and terms are too; an
 * update writes the stored terms back where the file leaves them out.
 */
import { RESTOCK_IN_PAST, utcToday } from '@gluegun/common';
import type { Context } from '../../context';
import { nowOf } from '../../lib/clock';
import { LOOKUP_BATCH } from './columns';
import type { PlannedRow, Refusal } from './import-row';
import { isoDay, storedLevels, type StockLayout } from './stock-columns';

interface StoredTerms {
  id: string;
  backordersAllowed: boolean;
  restockOn: Date | null;
}

const dayOf = (day: string | null): Date | null => (day === null ? null : new Date(`${day}T00:00:00Z`));

export async function stockChecks(
  ctx: Context,
  planned: PlannedRow[],
  stored: Map<string, StoredTerms>,
  layout: StockLayout,
) {
  const today = utcToday(nowOf(ctx));
  const refusals: Refusal[] = [];
  for (const p of planned) {
    const day = p.stock.restockOn;
    if (!day || day >= today || day === isoDay(stored.get(p.sku)?.restockOn ?? null)) continue;
    refusals.push({
      row: p.row,
      sku: p.sku,
      column: 'restock_on',
      reason: `${RESTOCK_IN_PAST}: ${day} is before today, ${today}`,
    });
  }
  const ids = layout.warehouses.length > 0 ? [...stored.values()].map((s) => s.id) : [];
  const levels = new Map<string, Map<string, number>>();
  for (let i = 0; i < ids.length; i += LOOKUP_BATCH)
    for (const [id, l] of await storedLevels(ctx.db, ids.slice(i, i + LOOKUP_BATCH))) levels.set(id, l);
  return {
    refusals,
    /** Whether the stored product already holds what the row's stock and backorder cells say. */
    same(p: PlannedRow, s: StoredTerms): boolean {
      const { backordersAllowed, restockOn, levels: rows } = p.stock;
      if (backordersAllowed !== undefined && backordersAllowed !== s.backordersAllowed) return false;
      if (restockOn !== undefined && restockOn !== isoDay(s.restockOn)) return false;
      return (rows ?? []).every((l) => (levels.get(s.id)?.get(l.warehouseId) ?? 0) === l.quantity);
    },
    /** The row with its terms as written: the file's, else the stored product's (a new one's defaults), set on the row itself. */
    written<T extends PlannedRow>(p: T, s: StoredTerms | null): T {
      const { backordersAllowed, restockOn } = p.stock;
      if (backordersAllowed !== undefined) p.data.backordersAllowed = backordersAllowed;
      else if (s) p.data.backordersAllowed = s.backordersAllowed;
      if (restockOn !== undefined) p.data.restockOn = dayOf(restockOn);
      else if (s) p.data.restockOn = s.restockOn;
      return p;
    },
  };
}
