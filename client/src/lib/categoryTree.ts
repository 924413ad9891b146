/**
 * The category tree as an indented list: the dashboard's catalog page and the product's category checkboxes show
 * each category under its parent, whatever order the server lists siblings of different parents in.
 */
export interface TreeCategory {
  id: string;
  parentId?: string | null;
}

/** Every category once, each right after its parent (depth-first, siblings in the given order), with its depth (0: top). */
export function flattenTree<T extends TreeCategory>(
  categories: readonly T[],
): { category: T; depth: number }[] {
  const ids = new Set(categories.map((c) => c.id));
  const out: { category: T; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string | null, depth: number) => {
    for (const c of categories) {
      if ((c.parentId ?? null) !== parentId || seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ category: c, depth });
      visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  // A category whose parent is not in the list still shows, at the top.
  for (const c of categories) {
    if (!seen.has(c.id) && c.parentId && !ids.has(c.parentId)) {
      seen.add(c.id);
      out.push({ category: c, depth: 0 });
      visit(c.id, 1);
    }
  }
  return out;
}

/** The ids of `id` and every category below it: none of them can be its parent. */
export function selfAndBelow(categories: readonly TreeCategory[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories)
      if (c.parentId && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
  }
  return out;
}
