/** The compare table's specification rows: one per specification any item has, blank where an item lacks it. */
export interface ComparedSpec {
  key: string;
  name: string;
  label: string;
}
export interface SpecRow {
  key: string;
  name: string;
  cells: Array<string | null>;
  allDiffer: boolean;
}

/** Ids from `?ids=a,b,c`: trimmed, without repeats or blanks. */
export function idsFromSearch(raw: string | null, max = 4): { ids: string[]; cut: boolean } {
  const all = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return { ids: all.slice(0, max), cut: all.length > max };
}

/**
 * Rows in the order the specifications first appear; `allDiffer` when at least two items are compared and every
 * item has its own value (a blank counts as a value of its own).
 */
export function specRows(items: ReadonlyArray<{ specifications: readonly ComparedSpec[] }>): SpecRow[] {
  const names = new Map<string, string>();
  items.forEach((i) =>
    i.specifications.forEach((s) => {
      if (!names.has(s.key)) names.set(s.key, s.name);
    }),
  );
  return [...names].map(([key, name]) => {
    const cells = items.map((i) => i.specifications.find((s) => s.key === key)?.label ?? null);
    return { key, name, cells, allDiffer: items.length > 1 && new Set(cells).size === cells.length };
  });
}
