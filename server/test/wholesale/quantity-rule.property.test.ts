import fc from 'fast-check';
import {
  MAX_ORDER_QUANTITY,
  MESSAGES,
  MIN_ORDER_QUANTITY,
  quantityProblem,
  quantityRuleProblem,
  roundUpToRule,
  type QuantityRule,
} from '@gluegun/common';

/**
 * The one quantity rule (@gluegun/common) against a plain model written from the rule's own words:
 * valid = a whole number, >= the minimum (and the shop's 100), a multiple of the increment counted from zero,
 * <= the maximum when set. Rules are generated the way the admin form allows them.
 */
const model = {
  valid(rule: QuantityRule, q: number): boolean {
    if (!Number.isInteger(q)) return false;
    if (q < 100 || q < rule.minimum) return false;
    if (q % rule.increment !== 0) return false;
    if (rule.maximum !== null && q > rule.maximum) return false;
    return q <= MAX_ORDER_QUANTITY;
  },
  /** Smallest valid quantity >= q, by walking up one unit at a time. */
  roundUp(rule: QuantityRule, q: number): number | null {
    const limit = Math.max(Math.ceil(q), rule.minimum) + rule.increment;
    for (let x = Math.max(0, Math.ceil(q)); x <= limit; x++) if (model.valid(rule, x)) return x;
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
    const minimum = Math.ceil(MIN_ORDER_QUANTITY / increment) * increment + minCases * increment;
    return { minimum, increment, maximum: maxCases === null ? null : minimum + maxCases * increment };
  });
const quantityArb = fc.oneof(
  fc.integer({ min: -50, max: 5000 }),
  fc.constantFrom(0, 99, 100, 101, 125, 150),
  fc.double({ min: 0, max: 5000, noNaN: true }),
);

describe('quantity rule (property tests against a plain model)', () => {
  it('generated rules are rules the admin form accepts', () => {
    fc.assert(
      fc.property(ruleArb, (rule) => expect(quantityRuleProblem(rule)).toBeNull()),
      { numRuns: 500 },
    );
  });

  it('accepts exactly what the model accepts', () => {
    fc.assert(
      fc.property(ruleArb, quantityArb, (rule, q) => {
        expect(quantityProblem(rule, q, 'X') === null).toBe(model.valid(rule, q));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds up to the smallest valid quantity at or above, or null when there is none', () => {
    fc.assert(
      fc.property(ruleArb, quantityArb, (rule, q) => {
        expect(roundUpToRule(rule, q)).toBe(model.roundUp(rule, q));
      }),
      { numRuns: 5000 },
    );
  });

  it("below 100 always answers with the spec's exact text", () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: -1000, max: 99 }), (rule, q) => {
        expect(quantityProblem(rule, q, 'X')?.message).toBe(MESSAGES.minOrderQuantity);
      }),
    );
  });

  it('a quantity missing the case pack names valid neighbours only', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 100, max: 5000 }), (rule, q) => {
        const problem = quantityProblem(rule, q, 'X');
        if (problem?.code !== 'NOT_CASE_PACK') return;
        const offered = problem.message
          .split(': ')[1]
          .split(' or ')
          .map((s) => Number(s.replace(/,/g, '')));
        expect(offered.length).toBeGreaterThan(0);
        for (const o of offered) expect(model.valid(rule, o)).toBe(true);
        expect(problem.roundUpTo === null || offered.includes(problem.roundUpTo)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('admin rules: refused exactly when the model says they are not rules', () => {
    const anyRule = fc.record({
      minimum: fc.integer({ min: 0, max: 3000 }),
      increment: fc.integer({ min: -2, max: 80 }),
      maximum: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
    });
    fc.assert(
      fc.property(anyRule, (r) => {
        const ok =
          r.increment >= 1 &&
          r.minimum >= 100 &&
          r.minimum % r.increment === 0 &&
          (r.maximum === null || (r.maximum >= r.minimum && r.maximum % r.increment === 0));
        expect(quantityRuleProblem(r) === null).toBe(ok);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('quantity rule messages', () => {
  const sticks: QuantityRule = { minimum: 100, increment: 25, maximum: 5000 };
  it.each([
    [99, MESSAGES.minOrderQuantity],
    [0, MESSAGES.minOrderQuantity],
    [-25, MESSAGES.minOrderQuantity],
    [130, 'Sold in cases of 25: 125 or 150'],
    [110, 'Sold in cases of 25: 100 or 125'],
    [5010, 'At most 5,000 units of Sticks per order'],
    [12.5, 'Quantity must be a whole number of units'],
  ])('%p -> %p', (q, message) => {
    expect(quantityProblem(sticks, q, 'Sticks')?.message).toBe(message);
  });

  it('names the product minimum above 100', () => {
    expect(quantityProblem({ minimum: 200, increment: 50, maximum: null }, 150, 'Mini Sticks')?.message).toBe(
      'Minimum order for Mini Sticks is 200 units',
    );
    expect(roundUpToRule({ minimum: 200, increment: 50, maximum: null }, 150)).toBe(200);
  });

  it('offers only the case above when the one below is under the minimum', () => {
    expect(quantityProblem({ minimum: 200, increment: 50, maximum: null }, 210, 'X')?.message).toBe(
      'Sold in cases of 50: 200 or 250',
    );
    expect(quantityProblem({ minimum: 150, increment: 50, maximum: 150 }, 160, 'X')?.code).toBe(
      'ABOVE_MAXIMUM',
    );
  });

  it('accepts the valid ones', () => {
    for (const q of [100, 125, 150, 5000]) expect(quantityProblem(sticks, q, 'Sticks')).toBeNull();
  });
});
