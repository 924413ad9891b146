import fc from 'fast-check';
import {
  BASE_UNIT,
  MAX_ORDER_QUANTITY,
  baseQuantity,
  optionChoices,
  optionNamesProblem,
  optionValuesProblem,
  packLineText,
  packSizesProblem,
  quantityProblem,
  roundUpPacks,
  sameCombination,
  variantFor,
  type PackSize,
  type QuantityRule,
} from '@gluegun/common';

/**
 * The pack conversion and the option rules (@gluegun/common) against plain models written from their own words:
 * N of a pack is N times its base units; the quantity rule is read in base units; one variant per combination.
 */
const model = {
  validUnits(rule: QuantityRule, q: number): boolean {
    return (
      Number.isInteger(q) &&
      q >= 100 &&
      q >= rule.minimum &&
      q % rule.increment === 0 &&
      (rule.maximum === null || q <= rule.maximum) &&
      q <= MAX_ORDER_QUANTITY
    );
  },
  /** Fewest packs >= count whose units the rule accepts, walking one pack at a time. */
  roundUpPacks(rule: QuantityRule, pack: PackSize, count: number): number | null {
    const top = Math.min(rule.maximum ?? MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY);
    for (let c = Math.max(count, 1); c * pack.baseUnits <= top; c++)
      if (model.validUnits(rule, c * pack.baseUnits)) return c;
    return null;
  },
};

const ruleArb: fc.Arbitrary<QuantityRule> = fc
  .record({
    increment: fc.integer({ min: 1, max: 60 }),
    minCases: fc.integer({ min: 0, max: 40 }),
    maxCases: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  })
  .map(({ increment, minCases, maxCases }) => {
    const minimum = Math.ceil(100 / increment) * increment + minCases * increment;
    return { minimum, increment, maximum: maxCases === null ? null : minimum + maxCases * increment };
  });
const packsArb: fc.Arbitrary<PackSize[]> = fc
  .uniqueArray(fc.integer({ min: 2, max: 5000 }), { maxLength: 5 })
  .map((counts) => counts.map((n) => ({ name: `Box of ${n}`, baseUnits: n })));

describe('pack sizes (property tests against a plain model)', () => {
  it('N of a pack is N times its base units; no name or "Each" counts single units', () => {
    fc.assert(
      fc.property(packsArb, fc.nat({ max: 5 }), fc.integer({ min: 1, max: 1000 }), (packs, pick, count) => {
        const pack = pick < packs.length ? packs[pick] : BASE_UNIT;
        const name = pick < packs.length ? pack.name.toUpperCase() : pick % 2 === 0 ? null : 'each';
        const answer = baseQuantity(packs, name, count, 'X');
        expect(answer).toEqual({ ok: true, pack, count, quantity: count * pack.baseUnits });
      }),
      { numRuns: 2000 },
    );
  });

  it('a pack the product does not list, or a count that is not whole, is refused in words', () => {
    fc.assert(
      fc.property(packsArb, fc.string({ minLength: 1, maxLength: 20 }), (packs, name) => {
        const known =
          [BASE_UNIT, ...packs].some(
            (p) => p.name.toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase(),
          ) || name.trim() === '';
        const answer = baseQuantity(packs, name, 3, 'Sticks');
        expect(answer.ok).toBe(known);
        if (!answer.ok) expect(answer.message).toMatch(/^Sticks is not sold in ".*": choose Each/);
      }),
      { numRuns: 1000 },
    );
    for (const count of [0, -1, 2.5, Number.NaN])
      expect(baseQuantity([{ name: 'Case of 250', baseUnits: 250 }], 'Case of 250', count, 'X').ok).toBe(
        false,
      );
  });

  it('the quantity rule reads base units, and rounding up offers the fewest packs the model accepts', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.integer({ min: 2, max: 3000 }),
        fc.integer({ min: 1, max: 400 }),
        (rule, size, count) => {
          const pack = { name: `Case of ${size}`, baseUnits: size };
          const line = baseQuantity([pack], pack.name, count, 'X');
          if (!line.ok) return;
          expect(quantityProblem(rule, line.quantity, 'X') === null).toBe(
            model.validUnits(rule, count * size),
          );
          expect(roundUpPacks(rule, pack, count)).toBe(model.roundUpPacks(rule, pack, count));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads "4 × Case of 250 = 1,000 units"', () => {
    expect(packLineText(4, { name: 'Case of 250', baseUnits: 250 })).toBe('4 × Case of 250 = 1,000 units');
    expect(packLineText(1200, BASE_UNIT)).toBe('1,200 units');
  });

  it('admin lists: names unique without case, counts 2 to 1,000,000 and unique, at most 10', () => {
    expect(
      packSizesProblem([
        { name: 'Box of 25', baseUnits: 25 },
        { name: 'Case of 250', baseUnits: 250 },
      ]),
    ).toBeNull();
    expect(
      packSizesProblem([
        { name: 'Box', baseUnits: 25 },
        { name: ' box ', baseUnits: 30 },
      ]),
    ).toMatch(/share a name/);
    expect(packSizesProblem([{ name: 'each', baseUnits: 5 }])).toMatch(/share a name/);
    expect(
      packSizesProblem([
        { name: 'A', baseUnits: 25 },
        { name: 'B', baseUnits: 25 },
      ]),
    ).toMatch(/already holds 25 units/);
    expect(packSizesProblem([{ name: 'One', baseUnits: 1 }])).toMatch(/from 2 to 1,000,000/);
    expect(packSizesProblem([{ name: 'Half', baseUnits: 2.5 }])).toMatch(/whole number/);
    expect(
      packSizesProblem(Array.from({ length: 11 }, (_, i) => ({ name: `P${i}`, baseUnits: i + 2 }))),
    ).toMatch(/At most 10/);
  });
});

describe('options and variants', () => {
  const combos = fc
    .uniqueArray(fc.tuple(fc.constantFrom('7 mm', '11 mm', '12 mm'), fc.constantFrom('Clear', 'White')), {
      minLength: 1,
      selector: ([a, b]) => `${a}|${b}`,
    })
    .map((list) =>
      list.map(([d, c], i) => ({ id: `v${i}`, optionValues: [d, c], quantity: (i * 137) % 400 })),
    );

  it('each choice leads to a variant holding that value, and its state says whether that combination exists and has stock', () => {
    fc.assert(
      fc.property(combos, fc.nat(), (variants, pick) => {
        const current = variants[pick % variants.length];
        const choices = optionChoices(variants, current.optionValues, 100);
        choices.forEach((values, index) =>
          values.forEach((choice) => {
            const wanted = current.optionValues.map((v, i) => (i === index ? choice.value : v));
            const exact = variants.find((v) => v.optionValues.join('|') === wanted.join('|'));
            expect(choice.state).toBe(
              !exact ? 'MISSING' : exact.quantity >= 100 ? 'AVAILABLE' : 'OUT_OF_STOCK',
            );
            const target = variants.find((v) => v.id === choice.variantId)!;
            expect(target.optionValues[index]).toBe(choice.value);
            if (exact) expect(target.id).toBe(exact.id);
            expect(variantFor(variants, current.optionValues, index, choice.value)?.optionValues[index]).toBe(
              choice.value,
            );
          }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('combinations compare without letter case or repeated spaces; values match the options one for one', () => {
    expect(sameCombination(['11  mm', 'clear'], ['11 mm', 'Clear'])).toBe(true);
    expect(sameCombination(['11 mm', 'Clear'], ['12 mm', 'Clear'])).toBe(false);
    expect(optionValuesProblem(['Diameter', 'Colour'], ['11 mm'])).toBe(
      'Give one value for each option: Diameter, Colour',
    );
    expect(optionValuesProblem(['Diameter'], [' '])).toBe('Give a value for Diameter');
    expect(optionValuesProblem(['Diameter', 'Colour'], ['11 mm', 'Clear'])).toBeNull();
    expect(optionNamesProblem(['Colour', 'colour'])).toBe('The option colour is named twice');
    expect(optionNamesProblem(['A', 'B', 'C', 'D'])).toBe('A family has at most 3 options');
  });
});
