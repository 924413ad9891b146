/**
 * The allocation strategy (docs/decisions/082), pure so it can be checked against a plain model: lines are served
 * in order; a line goes whole to the first warehouse by priority that can ship all of it, else it is split across
 * warehouses in priority order, each giving what it has, until the line is covered.
 */
export interface Shelf {
  warehouseId: string;
  productId: string;
  /** 1 is served first; ties go to the lower code. */
  priority: number;
  code: string;
  available: number;
}

export interface Demand {
  key: string;
  productId: string;
  quantity: number;
}

export interface Allocation {
  key: string;
  warehouseId: string;
  quantity: number;
}

export interface AllocationResult {
  allocations: Allocation[];
  /** Per line key, the units no warehouse had (0 lines left out). */
  short: Map<string, number>;
}

const byPriority = (a: Shelf, b: Shelf) =>
  a.priority - b.priority || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Allocates `lines` from `shelves` (which it does not change); what cannot be covered is reported as short. */
export function allocate(lines: readonly Demand[], shelves: readonly Shelf[]): AllocationResult {
  const left = new Map<string, Shelf[]>();
  for (const s of [...shelves].sort(byPriority))
    left.set(s.productId, [...(left.get(s.productId) ?? []), { ...s }]);
  const allocations: Allocation[] = [];
  const short = new Map<string, number>();
  for (const line of lines) {
    const ordered = left.get(line.productId) ?? [];
    const whole = ordered.find((s) => s.available >= line.quantity);
    if (whole) {
      whole.available -= line.quantity;
      if (line.quantity > 0)
        allocations.push({ key: line.key, warehouseId: whole.warehouseId, quantity: line.quantity });
      continue;
    }
    let owed = line.quantity;
    for (const s of ordered) {
      const take = Math.min(owed, s.available);
      if (take <= 0) continue;
      s.available -= take;
      owed -= take;
      allocations.push({ key: line.key, warehouseId: s.warehouseId, quantity: take });
    }
    if (owed > 0) short.set(line.key, owed);
  }
  return { allocations, short };
}
