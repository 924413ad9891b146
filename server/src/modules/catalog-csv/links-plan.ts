/**
 * Checks of the link columns that need the whole file (docs/decisions/085): every related SKU is a product of the
 * catalog or of this file, and no chain of replacements loops once the file is imported.
 */
import type { Context } from '../../context';
import { LOOKUP_BATCH } from './columns';
import type { LinkColumn } from './links';
import type { PlannedRow, Refusal } from './import-row';
import { replacementLoops } from './links-store';

export interface LinkCheck {
  refusals: Refusal[];
  idOf: Map<string, string>;
}

/** Refusals of rows naming an unknown SKU or closing a loop, and the ids of the catalog's SKUs the file names. */
export async function linkRefusals(
  ctx: Context,
  planned: PlannedRow[],
  present: readonly LinkColumn[],
): Promise<LinkCheck> {
  const idOf = new Map<string, string>();
  if (!present.includes('related')) return { refusals: [], idOf };
  const inFile = new Set(planned.map((p) => p.sku));
  const named = [...new Set(planned.flatMap((p) => (p.links.related ?? []).map((r) => r.sku)))];
  // Every named SKU the catalog has, in the file or not: a row left unchanged is not written, yet may be named.
  for (let i = 0; i < named.length; i += LOOKUP_BATCH) {
    const found = await ctx.db.product.findMany({
      where: { sku: { in: named.slice(i, i + LOOKUP_BATCH) } },
      select: { id: true, sku: true },
    });
    for (const f of found) idOf.set(f.sku, f.id);
  }
  const refusals: Refusal[] = [];
  const refused = new Set<number>();
  for (const p of planned) {
    const missing = (p.links.related ?? []).find((r) => !inFile.has(r.sku) && !idOf.has(r.sku));
    if (missing) {
      refusals.push({
        row: p.row,
        sku: p.sku,
        column: 'related',
        reason: `No product has the SKU ${missing.sku.slice(0, 40)}, in the catalog or in this file`,
      });
      refused.add(p.row);
    }
  }
  const stored = await ctx.db.productRelation.findMany({
    where: { kind: 'REPLACED_BY' },
    select: { product: { select: { sku: true } }, related: { select: { sku: true } } },
  });
  const replacedBy = new Map(
    stored.filter((s) => !inFile.has(s.product.sku)).map((s) => [s.product.sku, s.related.sku]),
  );
  for (const p of planned) {
    const next = (p.links.related ?? []).find((r) => r.kind === 'REPLACED_BY');
    if (next) replacedBy.set(p.sku, next.sku);
  }
  const loops = replacementLoops(replacedBy);
  for (const p of planned) {
    if (!loops.has(p.sku) || refused.has(p.row)) continue;
    refusals.push({
      row: p.row,
      sku: p.sku,
      column: 'related',
      reason: `${p.sku} would be replaced, through its replacements, by itself: that would be a loop`,
    });
  }
  return { refusals, idOf };
}
