/**
 * The contract price resolver against a plain model of decision 057: among the entries of the highest priority, the
 * lowest unit price at the quantity wins (ties to the list first by id); a percentage is taken off the list price
 * at that quantity, rounded to the cent, never below one cent; a percentage with breaks of its own takes the percentage
 * of the last of them reached (decision 133). The resolver instead builds steps once and the line
 * check reads them as breaks: every quantity must price the same both ways, with the same list named.
 */
import fc from 'fast-check';
import {
  contractAsListPrice,
  contractTermsProblem,
  explainContractTier,
  resolveContractPrice,
  tierFor,
  type ContractEntry,
  type PriceBreak,
} from '@gluegun/common';

/** Breaks above `minimum`, each cheaper than the one before, starting below `base`. */
const breaksArb = (minimum: number, base: number) =>
  fc.uniqueArray(fc.integer({ min: minimum + 1, max: minimum + 5_000 }), { maxLength: 5 }).chain((qs) =>
    fc.array(fc.integer({ min: 1, max: 50 }), { minLength: qs.length, maxLength: qs.length }).map((drops) => {
      let price = base;
      const out: PriceBreak[] = [];
      for (const [i, q] of [...qs].sort((a, b) => a - b).entries()) {
        price = Math.max(1, price - drops[i]);
        if (out.length > 0 && price >= out[out.length - 1].unitPriceCents) continue;
        if (price >= base) continue;
        out.push({ minQuantity: q, unitPriceCents: price });
      }
      return out;
    }),
  );

/** A percentage's own breaks at distinct quantities, each taking more off than the one before and than `base`. */
const percentBreaksArb = (base: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 7_000 }), { maxLength: 4 }).chain((qs) =>
    fc
      .array(fc.integer({ min: 1, max: 3_000 }), { minLength: qs.length, maxLength: qs.length })
      .map((ups) => {
        let bp = base;
        const out: Array<{ minQuantity: number; percentOffBp: number }> = [];
        for (const [i, q] of [...qs].sort((a, b) => a - b).entries()) {
          bp += ups[i];
          if (bp > 9_999) break;
          out.push({ minQuantity: q, percentOffBp: bp });
        }
        return out;
      }),
  );

const entryArb = (minimum: number) =>
  fc
    .record({
      priceListId: fc.constantFrom('a', 'b', 'c', 'd'),
      priority: fc.integer({ min: -2, max: 2 }),
      fixed: fc.boolean(),
      base: fc.integer({ min: 2, max: 100_000 }),
      percentOffBp: fc.integer({ min: 1, max: 9_999 }),
    })
    .chain((e) =>
      fc
        .tuple(breaksArb(minimum, e.base), fc.option(percentBreaksArb(e.percentOffBp), { nil: undefined }))
        .map(([breaks, own]): ContractEntry => ({
          priceListId: e.priceListId,
          priceListName: `List ${e.priceListId}`,
          priority: e.priority,
          terms: e.fixed
            ? { kind: 'FIXED', unitPriceCents: e.base, breaks }
            : { kind: 'PERCENT', percentOffBp: e.percentOffBp, ...(own && { breaks: own }) },
        })),
    );

const caseArb = fc.integer({ min: 100, max: 1_000 }).chain((minimum) =>
  fc.integer({ min: 2, max: 100_000 }).chain((priceCents) =>
    fc.record({
      list: breaksArb(minimum, priceCents).map((priceBreaks) => ({ priceCents, priceBreaks, minimum })),
      // One list names a product once: entries are unique by list.
      entries: fc.uniqueArray(entryArb(minimum), { selector: (e) => e.priceListId, maxLength: 4 }),
      quantities: fc.array(fc.integer({ min: minimum, max: minimum + 6_000 }), {
        minLength: 1,
        maxLength: 20,
      }),
    }),
  ),
);

/** n / d rounded half up, in whole numbers: a float product (6365 * 0.1 = 636.4999...) would round a half cent down. */
const halfUp = (n: number, d: number) => Number((2n * BigInt(n) + BigInt(d)) / (2n * BigInt(d)));

/** A percentage entry's percentage at q: its last own break reached, else its own percentage. */
const percentModel = (
  t: { percentOffBp: number; breaks?: ReadonlyArray<{ minQuantity: number; percentOffBp: number }> },
  q: number,
) =>
  (t.breaks ?? [])
    .filter((b) => b.minQuantity <= q)
    .reduce((bp, b) => Math.max(bp, b.percentOffBp), t.percentOffBp);

/** The plain model: price every entry of the top priority at q, keep the cheapest (first by id on a tie). */
function model(list: { priceCents: number; priceBreaks: PriceBreak[] }, entries: ContractEntry[], q: number) {
  const top = Math.max(...entries.map((e) => e.priority));
  let best: { price: number; id: string } | null = null;
  for (const e of entries.filter((x) => x.priority === top)) {
    const price =
      e.terms.kind === 'FIXED'
        ? tierFor(e.terms.unitPriceCents, e.terms.breaks, q).unitPriceCents
        : Math.max(
            1,
            halfUp(
              tierFor(list.priceCents, list.priceBreaks, q).unitPriceCents *
                (10_000 - percentModel(e.terms, q)),
              10_000,
            ),
          );
    if (!best || price < best.price || (price === best.price && e.priceListId < best.id))
      best = { price, id: e.priceListId };
  }
  return best;
}

test('every quantity is priced as the plain model prices it, naming the same list', () => {
  fc.assert(
    fc.property(caseArb, ({ list, entries, quantities }) => {
      const tiers = resolveContractPrice(list, entries);
      if (entries.length === 0) return tiers === null;
      const asList = contractAsListPrice(tiers!);
      for (const q of quantities) {
        const expected = model(list, entries, q)!;
        const tier = [...tiers!].reverse().find((t) => t.minQuantity <= q)!;
        if (tierFor(asList.priceCents, asList.priceBreaks, q).unitPriceCents !== expected.price) return false;
        if (tier.unitPriceCents !== expected.price || tier.priceListId !== expected.id) return false;
      }
      // Buying more never costs more a unit.
      return tiers!.every((t, i) => i === 0 || t.unitPriceCents <= tiers![i - 1].unitPriceCents);
    }),
    { numRuns: 2_000 },
  );
});

test('a fixed price and a percentage explain themselves in words', () => {
  expect(explainContractTier({ priceListName: 'Acme 2027', percentOffBp: 1200, unitPriceCents: 880 })).toBe(
    'Your contract price: Acme 2027, 12 % off',
  );
  expect(explainContractTier({ priceListName: 'Acme 2027', percentOffBp: 1250, unitPriceCents: 875 })).toBe(
    'Your contract price: Acme 2027, 12.5 % off',
  );
  expect(explainContractTier({ priceListName: 'Acme guns', percentOffBp: null, unitPriceCents: 4_250 })).toBe(
    'Your contract price: Acme guns, $42.50 a unit',
  );
  expect(
    explainContractTier({
      priceListName: 'Acme 2027',
      percentOffBp: 1200,
      unitPriceCents: 880,
      percentFrom: 1000,
    }),
  ).toBe('Your contract price: Acme 2027, 12 % off from 1,000');
});

test('a percentage with breaks of its own: 10 % from the minimum, 15 % from 1,000, each off the list price there', () => {
  const list = { priceCents: 1_000, priceBreaks: [{ minQuantity: 500, unitPriceCents: 900 }], minimum: 100 };
  const tiers = resolveContractPrice(list, [
    {
      priceListId: 'x',
      priceListName: 'Acme 2027',
      priority: 0,
      terms: { kind: 'PERCENT', percentOffBp: 1_000, breaks: [{ minQuantity: 1_000, percentOffBp: 1_500 }] },
    },
  ])!;
  expect(tiers.map((t) => [t.minQuantity, t.unitPriceCents, explainContractTier(t)])).toEqual([
    [100, 900, 'Your contract price: Acme 2027, 10 % off'],
    [500, 810, 'Your contract price: Acme 2027, 10 % off'],
    [1_000, 765, 'Your contract price: Acme 2027, 15 % off from 1,000'],
  ]);
  // Without breaks of its own a percentage keeps its meaning: off the list price and each list break.
  const plain = resolveContractPrice(list, [
    {
      priceListId: 'x',
      priceListName: 'Acme 2027',
      priority: 0,
      terms: { kind: 'PERCENT', percentOffBp: 1_000 },
    },
  ])!;
  expect(plain.map((t) => [t.minQuantity, t.unitPriceCents])).toEqual([
    [100, 900],
    [500, 810],
  ]);
});

test('percentage breaks are checked in words naming the break', () => {
  const at = (breaks: Array<{ minQuantity: number; percentOffBp: number }>) =>
    contractTermsProblem({ kind: 'PERCENT', percentOffBp: 1_000, breaks });
  expect(at([{ minQuantity: 1_000, percentOffBp: 1_500 }])).toBeNull();
  expect(at([{ minQuantity: 1_000, percentOffBp: 800 }])).toBe(
    'The percentage break at 1,000 (8 %) must take more off than the 10 % before it',
  );
  expect(at([{ minQuantity: 1_000, percentOffBp: 12_000 }])).toBe(
    'The percentage break at 1,000 must be from 0.01 % to 99.99 %',
  );
  expect(
    at([
      { minQuantity: 500, percentOffBp: 1_200 },
      { minQuantity: 500, percentOffBp: 1_300 },
    ]),
  ).toBe('Two percentage breaks are at 500: each needs its own quantity');
  expect(at(Array.from({ length: 11 }, (_, i) => ({ minQuantity: i + 2, percentOffBp: 1_001 + i })))).toBe(
    'At most 10 percentage breaks',
  );
});

test('a higher priority wins even when it is dearer; without entries the list price stands', () => {
  const list = { priceCents: 1_000, priceBreaks: [{ minQuantity: 500, unitPriceCents: 900 }], minimum: 100 };
  const cheap: ContractEntry = {
    priceListId: 'x',
    priceListName: 'Promo',
    priority: 0,
    terms: { kind: 'PERCENT', percentOffBp: 5_000 },
  };
  const contract: ContractEntry = {
    priceListId: 'y',
    priceListName: 'Contract',
    priority: 1,
    terms: { kind: 'FIXED', unitPriceCents: 950, breaks: [] },
  };
  expect(resolveContractPrice(list, [cheap, contract])).toEqual([
    {
      minQuantity: 100,
      unitPriceCents: 950,
      priceListId: 'y',
      priceListName: 'Contract',
      percentOffBp: null,
    },
  ]);
  expect(resolveContractPrice(list, [cheap])!.map((t) => [t.minQuantity, t.unitPriceCents])).toEqual([
    [100, 500],
    [500, 450],
  ]);
  expect(resolveContractPrice(list, [])).toBeNull();
});
