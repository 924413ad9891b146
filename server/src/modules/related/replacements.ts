/** Following REPLACED_BY (docs/decisions/078): search and reorder read it, so it sits apart from the service. */
import type { Context } from '../../context';

/** Longest chain of replacements followed (a chain is never a loop: the write refuses that). */
export const MAX_CHAIN = 20;

/** Follows REPLACED_BY from each id to the end of its chain: id -> the item now sold in its place (absent: not replaced). */
export async function currentReplacements(
  db: Pick<Context['db'], 'productRelation'>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const step = new Map<string, string>();
  let frontier = [...new Set(ids)];
  for (let i = 0; i < MAX_CHAIN && frontier.length > 0; i++) {
    const rows = await db.productRelation.findMany({
      where: { kind: 'REPLACED_BY', productId: { in: frontier } },
      select: { productId: true, relatedId: true },
    });
    rows.forEach((r) => step.set(r.productId, r.relatedId));
    frontier = rows.map((r) => r.relatedId).filter((id) => !step.has(id));
  }
  const end = new Map<string, string>();
  for (const id of ids) {
    let at = id;
    for (let i = 0; i < MAX_CHAIN && step.has(at); i++) at = step.get(at)!;
    if (at !== id) end.set(id, at);
  }
  return end;
}
