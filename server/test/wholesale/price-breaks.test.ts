import fc from 'fast-check';
import {
  DEFAULT_QUANTITY_RULE,
  isNudgeWorthy,
  lowestUnitPrice,
  nextBreakFor,
  nextBreakNudge,
  priceBreaksProblem,
  quoteLine,
  unitPriceFor,
  type PriceBreak,
  type QuantityRule,
} from '@gluegun/common';

/** Price selection at every break edge, the next-break nudge, and the admin's break validation. */
const BASE = 650;
const BREAKS: PriceBreak[] = [
  { minQuantity: 250, unitPriceCents: 620 },
  { minQuantity: 500, unitPriceCents: 590 },
  { minQuantity: 1000, unitPriceCents: 550 },
];
const CASES_OF_25: QuantityRule = { minimum: 100, increment: 25, maximum: null };

describe('unit price by quantity', () => {
  const edges: Array<[number, number]> = [
    [100, BASE],
    [249, BASE],
  ];
  BREAKS.forEach((b, i) => {
    const before = i === 0 ? BASE : BREAKS[i - 1].unitPriceCents;
    edges.push(
      [b.minQuantity - 1, before],
      [b.minQuantity, b.unitPriceCents],
      [b.minQuantity + 1, b.unitPriceCents],
    );
  });
  edges.push([1_000_000, 550]);

  it.each(edges)('%p units -> %p cents', (quantity, cents) => {
    expect(unitPriceFor(BASE, BREAKS, quantity)).toBe(cents);
    // Stored order does not matter.
    expect(unitPriceFor(BASE, [...BREAKS].reverse(), quantity)).toBe(cents);
  });

  it('no breaks: the base price for every quantity', () => {
    for (const q of [100, 101, 10_000]) expect(unitPriceFor(BASE, [], q)).toBe(BASE);
  });

  it('never costs more a unit for more units (any valid break list)', () => {
    const validBreaks = fc
      .uniqueArray(fc.integer({ min: 101, max: 5000 }), { minLength: 0, maxLength: 10 })
      .chain((qs) => {
        const sorted = [...qs].sort((a, b) => a - b);
        return fc
          .array(fc.integer({ min: 1, max: 50 }), { minLength: sorted.length, maxLength: sorted.length })
          .map((drops) => {
            let price = BASE;
            return sorted.map((minQuantity, i) => ({ minQuantity, unitPriceCents: (price -= drops[i]) }));
          });
      });
    fc.assert(
      fc.property(
        validBreaks,
        fc.integer({ min: 100, max: 6000 }),
        fc.integer({ min: 0, max: 500 }),
        (breaks, q, more) => {
          expect(priceBreaksProblem(BASE, breaks, DEFAULT_QUANTITY_RULE)).toBeNull();
          expect(unitPriceFor(BASE, breaks, q + more)).toBeLessThanOrEqual(unitPriceFor(BASE, breaks, q));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('"from $X" is the lowest break', () => {
    expect(lowestUnitPrice(BASE, BREAKS)).toBe(550);
    expect(lowestUnitPrice(BASE, [])).toBe(BASE);
  });
});

describe('next break and its nudge', () => {
  it('rounds the next break up to the case pack and counts the units to add', () => {
    expect(nextBreakFor(CASES_OF_25, BREAKS, 225)).toEqual({
      minQuantity: 250,
      unitPriceCents: 620,
      quantity: 250,
      addUnits: 25,
    });
    expect(nextBreakFor({ minimum: 100, increment: 30, maximum: null }, BREAKS, 240)).toEqual({
      minQuantity: 250,
      unitPriceCents: 620,
      quantity: 270,
      addUnits: 30,
    });
    expect(nextBreakFor(CASES_OF_25, BREAKS, 1000)).toBeNull();
  });

  it('skips a break the maximum puts out of reach', () => {
    expect(nextBreakFor({ minimum: 100, increment: 25, maximum: 900 }, BREAKS, 500)).toBeNull();
  });

  it('nudges within 20 % only', () => {
    const at225 = nextBreakFor(CASES_OF_25, BREAKS, 225); // 25 more is 11 %
    expect(isNudgeWorthy(225, at225)).toBe(true);
    expect(nextBreakNudge(at225!)).toBe('Add 25 more units for $6.20/unit');
    expect(isNudgeWorthy(200, nextBreakFor(CASES_OF_25, BREAKS, 200))).toBe(false); // 50 of 200: 25 %
    const at240 = [{ minQuantity: 240, unitPriceCents: 600 }];
    expect(isNudgeWorthy(200, nextBreakFor(DEFAULT_QUANTITY_RULE, at240, 200))).toBe(true); // 40 of 200: exactly 20 %
    expect(isNudgeWorthy(199, nextBreakFor(DEFAULT_QUANTITY_RULE, at240, 199))).toBe(false); // 41 of 199: 20.6 %
  });

  it('a quoted line carries its tier, total and next break', () => {
    const line = quoteLine(
      { name: 'Sticks', priceCents: BASE, quantity: 30_000, quantityRule: CASES_OF_25, priceBreaks: BREAKS },
      500,
    );
    expect(line).toMatchObject({
      unitPriceCents: 590,
      lineTotalCents: 295_000,
      problems: [],
      tier: { minQuantity: 500, unitPriceCents: 590 },
      nextBreak: { minQuantity: 1000, addUnits: 500 },
    });
    const base = quoteLine(
      { name: 'Sticks', priceCents: BASE, quantity: 30_000, quantityRule: CASES_OF_25, priceBreaks: BREAKS },
      100,
    );
    expect(base.tier).toEqual({ minQuantity: 100, unitPriceCents: BASE });
  });

  it('stock and rule problems together; no round-up beyond stock', () => {
    const line = quoteLine(
      { name: 'Sticks', priceCents: BASE, quantity: 120, quantityRule: CASES_OF_25, priceBreaks: BREAKS },
      130,
    );
    expect(line.problems.map((p) => p.code)).toEqual(['NOT_CASE_PACK', 'OUT_OF_STOCK']);
    expect(line.roundUpTo).toBeNull();
  });
});

describe('admin price break validation', () => {
  it.each<[string, PriceBreak[], string | null]>([
    ['falling prices', BREAKS, null],
    [
      'a price not below the base',
      [{ minQuantity: 250, unitPriceCents: 650 }],
      'Prices must fall as quantity rises: the 250+ price ($6.50) must be below $6.50',
    ],
    [
      'a price rising with quantity',
      [
        { minQuantity: 250, unitPriceCents: 600 },
        { minQuantity: 500, unitPriceCents: 610 },
      ],
      'Prices must fall as quantity rises: the 500+ price ($6.10) must be below $6.00',
    ],
    [
      'equal prices',
      [
        { minQuantity: 250, unitPriceCents: 600 },
        { minQuantity: 500, unitPriceCents: 600 },
      ],
      'Prices must fall as quantity rises: the 500+ price ($6.00) must be below $6.00',
    ],
    [
      'a break at the minimum',
      [{ minQuantity: 100, unitPriceCents: 600 }],
      "Price breaks start above the minimum order (100 units): the product's price applies there",
    ],
    [
      'two breaks at one quantity',
      [
        { minQuantity: 250, unitPriceCents: 600 },
        { minQuantity: 250, unitPriceCents: 500 },
      ],
      'Two price breaks start at 250 units',
    ],
    [
      'a zero price',
      [{ minQuantity: 250, unitPriceCents: 0 }],
      'Price break prices must be between $0.01 and $1,000,000',
    ],
    [
      'a decimal',
      [{ minQuantity: 250.5, unitPriceCents: 600 }],
      'Price break quantities and prices must be whole numbers (prices in cents)',
    ],
  ])('%s', (_name, breaks, problem) => {
    expect(priceBreaksProblem(BASE, breaks, DEFAULT_QUANTITY_RULE)).toBe(problem);
  });

  // A break no order can reach ("505+ $10.00" with a case pack of 10) is refused, naming the fix.
  it.each<[string, QuantityRule, PriceBreak[], string | null]>([
    [
      'off the case pack',
      { minimum: 100, increment: 10, maximum: null },
      [{ minQuantity: 505, unitPriceCents: 600 }],
      'The 505+ price break is not a whole number of cases (10 units each): use 510',
    ],
    [
      'on the case pack',
      { minimum: 100, increment: 10, maximum: null },
      [{ minQuantity: 510, unitPriceCents: 600 }],
      null,
    ],
    [
      'above the maximum',
      { minimum: 100, increment: 10, maximum: 1000 },
      [{ minQuantity: 2000, unitPriceCents: 600 }],
      'The 2,000+ price break is above the most one order may hold (1,000 units): no order can reach it',
    ],
    [
      'at the maximum',
      { minimum: 100, increment: 10, maximum: 1000 },
      [{ minQuantity: 1000, unitPriceCents: 600 }],
      null,
    ],
  ])('a break %s', (_name, rule, breaks, problem) => {
    expect(priceBreaksProblem(BASE, breaks, rule)).toBe(problem);
  });

  it('at most 10 breaks', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      minQuantity: 200 + i * 100,
      unitPriceCents: 600 - i * 10,
    }));
    expect(priceBreaksProblem(BASE, eleven, DEFAULT_QUANTITY_RULE)).toBe('At most 10 price breaks');
  });
});
