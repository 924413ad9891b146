/**
 * The allocation strategy (docs/decisions/082) against a plain model: over random warehouses, stock and order lines,
 * allocate() gives what a person working the shelves by hand gives. By hand: for each line in turn, walk the
 * warehouses by priority (then code) and ship the line whole from the first that has all of it; if none has,
 * take unit by unit from the first warehouse that still has one, until the line is covered or the shelves are bare.
 */
import fc from 'fast-check';
import { allocate, type Demand, type Shelf } from '../../src/modules/stock/allocate';

type Ledger = Map<string, number>;

function model(lines: Demand[], shelves: Shelf[]) {
  const order = [...shelves].sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code));
  const left: Ledger = new Map(shelves.map((s) => [`${s.productId}/${s.warehouseId}`, s.available]));
  const given = new Map<string, Ledger>();
  const short = new Map<string, number>();
  const give = (line: string, warehouse: string, n: number) => {
    const mine = given.get(line) ?? new Map<string, number>();
    mine.set(warehouse, (mine.get(warehouse) ?? 0) + n);
    given.set(line, mine);
  };
  for (const line of lines) {
    const mine = order.filter((s) => s.productId === line.productId);
    const whole = mine.find((s) => left.get(`${s.productId}/${s.warehouseId}`)! >= line.quantity);
    if (whole) {
      left.set(
        `${whole.productId}/${whole.warehouseId}`,
        left.get(`${whole.productId}/${whole.warehouseId}`)! - line.quantity,
      );
      if (line.quantity > 0) give(line.key, whole.warehouseId, line.quantity);
      continue;
    }
    let owed = line.quantity;
    while (owed > 0) {
      const next = mine.find((s) => left.get(`${s.productId}/${s.warehouseId}`)! > 0);
      if (!next) break;
      left.set(
        `${next.productId}/${next.warehouseId}`,
        left.get(`${next.productId}/${next.warehouseId}`)! - 1,
      );
      give(line.key, next.warehouseId, 1);
      owed -= 1;
    }
    if (owed > 0) short.set(line.key, owed);
  }
  return { given, short };
}

const PRODUCTS = ['p1', 'p2', 'p3'];
const warehouses = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom('w1', 'w2', 'w3', 'w4'),
    priority: fc.integer({ min: 1, max: 3 }),
    code: fc.constantFrom('A', 'B', 'C', 'D'),
  }),
  { minLength: 1, maxLength: 4, selector: (w) => w.id },
);
const world = warehouses
  .chain((ws) =>
    fc.tuple(
      fc.constant(ws),
      fc.array(
        fc.record({
          productId: fc.constantFrom(...PRODUCTS),
          warehouse: fc.constantFrom(...ws),
          available: fc.integer({ min: 0, max: 60 }),
        }),
        { maxLength: 10 },
      ),
      fc.array(
        fc.record({ productId: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 80 }) }),
        { minLength: 1, maxLength: 6 },
      ),
    ),
  )
  .map(([, rows, wanted]) => {
    const seen = new Set<string>();
    const shelves: Shelf[] = [];
    for (const r of rows) {
      // One row per product and warehouse, as the table's key allows; codes made unique per warehouse.
      if (seen.has(`${r.productId}/${r.warehouse.id}`)) continue;
      seen.add(`${r.productId}/${r.warehouse.id}`);
      shelves.push({
        warehouseId: r.warehouse.id,
        productId: r.productId,
        priority: r.warehouse.priority,
        code: `${r.warehouse.code}-${r.warehouse.id}`,
        available: r.available,
      });
    }
    return { shelves, lines: wanted.map((w, i) => ({ key: `l${i}`, ...w })) };
  });

const asLedgers = (allocations: Array<{ key: string; warehouseId: string; quantity: number }>) => {
  const out = new Map<string, Ledger>();
  for (const a of allocations) {
    const mine = out.get(a.key) ?? new Map<string, number>();
    mine.set(a.warehouseId, (mine.get(a.warehouseId) ?? 0) + a.quantity);
    out.set(a.key, mine);
  }
  return out;
};
const plain = (m: Map<string, Ledger>) =>
  [...m].map(([k, v]) => [k, [...v].sort()] as const).sort((a, b) => a[0].localeCompare(b[0]));

it('allocates as the plain model does, line by line and warehouse by warehouse', () => {
  fc.assert(
    fc.property(world, ({ shelves, lines }) => {
      const got = allocate(lines, shelves);
      const want = model(lines, shelves);
      expect(plain(asLedgers(got.allocations))).toEqual(plain(want.given));
      expect([...got.short].sort()).toEqual([...want.short].sort());
    }),
    { numRuns: 500 },
  );
});

it('never takes more than a warehouse holds, and covers a line exactly unless it is reported short', () => {
  fc.assert(
    fc.property(world, ({ shelves, lines }) => {
      const { allocations, short } = allocate(lines, shelves);
      for (const s of shelves) {
        const taken = allocations
          .filter(
            (a) =>
              a.warehouseId === s.warehouseId &&
              lines.find((l) => l.key === a.key)!.productId === s.productId,
          )
          .reduce((n, a) => n + a.quantity, 0);
        expect(taken).toBeLessThanOrEqual(s.available);
      }
      for (const l of lines) {
        const got = allocations.filter((a) => a.key === l.key).reduce((n, a) => n + a.quantity, 0);
        expect(got + (short.get(l.key) ?? 0)).toBe(l.quantity);
        expect(allocations.filter((a) => a.key === l.key).every((a) => a.quantity > 0)).toBe(true);
      }
    }),
    { numRuns: 500 },
  );
});

it('a line one warehouse can ship whole is not split', () => {
  const shelves: Shelf[] = [
    { warehouseId: 'main', productId: 'p', priority: 1, code: 'MAIN', available: 100 },
    { warehouseId: 'north', productId: 'p', priority: 2, code: 'NORTH', available: 500 },
  ];
  expect(allocate([{ key: 'a', productId: 'p', quantity: 400 }], shelves).allocations).toEqual([
    { key: 'a', warehouseId: 'north', quantity: 400 },
  ]);
  expect(allocate([{ key: 'a', productId: 'p', quantity: 550 }], shelves).allocations).toEqual([
    { key: 'a', warehouseId: 'main', quantity: 100 },
    { key: 'a', warehouseId: 'north', quantity: 450 },
  ]);
});
