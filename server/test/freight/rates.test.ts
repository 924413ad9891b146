/**
 * The freight rule of @gluegun/common against a plain model: over random rate tables, weights and thresholds the
 * rule gives what a person working the table by hand gives (free freight by net, the first band at or above the
 * weight, parcels up to the limit then whole pallets, quoted past the last band), and a missing weight counts as 0.
 */
import fc from 'fast-check';
import {
  freightFor,
  freightNote,
  type FreightLine,
  type ShippingMethodRule,
  type WeightBand,
} from '@gluegun/common';

/** By hand: walk the bands from the lightest, take the first that holds the weight. */
function modelBand(bands: WeightBand[], grams: number): number | null {
  const sorted = bands.map((b) => [b.upToGrams, b.priceCents] as const).sort((a, b) => a[0] - b[0]);
  for (const [upTo, price] of sorted) if (grams <= upTo) return price;
  return null;
}

function model(
  method: ShippingMethodRule,
  lines: FreightLine[],
  net: number,
  threshold: number | null,
): number | null {
  let grams = 0;
  for (const l of lines) grams += l.quantity * (l.unitWeightGrams ?? 0);
  if (threshold !== null && net >= threshold) return 0;
  if (method.kind === 'FLAT') return method.flatCents;
  if (method.kind === 'QUOTED') return null;
  if (method.kind === 'WEIGHT') return modelBand(method.bands, grams);
  if (grams <= method.parcelLimitGrams! && modelBand(method.bands, grams) !== null)
    return modelBand(method.bands, grams);
  let pallets = 0;
  let left = grams;
  do {
    pallets += 1;
    left -= method.palletCapacityGrams!;
  } while (left > 0);
  return pallets * method.palletPriceCents!;
}

const bands = fc
  .uniqueArray(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 8 })
  .chain((limits) =>
    fc.tuple(
      fc.constant(limits),
      fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: limits.length, maxLength: limits.length }),
    ),
  )
  .map(([limits, prices]) => limits.map((upToGrams, i) => ({ upToGrams, priceCents: prices[i] })));
const method: fc.Arbitrary<ShippingMethodRule> = fc
  .oneof(
    fc.record({ kind: fc.constant('WEIGHT' as const), bands }),
    fc.record({
      kind: fc.constant('PALLET' as const),
      bands,
      parcelLimitGrams: fc.integer({ min: 1, max: 2_000_000 }),
      palletCapacityGrams: fc.integer({ min: 1, max: 1_500_000 }),
      palletPriceCents: fc.integer({ min: 0, max: 300_000 }),
    }),
    fc.record({ kind: fc.constant('FLAT' as const), flatCents: fc.integer({ min: 0, max: 100_000 }) }),
    fc.record({ kind: fc.constant('QUOTED' as const) }),
  )
  .map((m) => ({
    name: 'Method',
    bands: [],
    flatCents: null,
    parcelLimitGrams: null,
    palletCapacityGrams: null,
    palletPriceCents: null,
    ...m,
  }));
const lines = fc.array(
  fc.record({
    name: fc.constantFrom('Glue gun', 'Glue sticks', 'Nozzle'),
    quantity: fc.integer({ min: 1, max: 1000 }),
    unitWeightGrams: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  }),
  { minLength: 1, maxLength: 6 },
);

describe('freight rule against a plain model', () => {
  it("gives the model's freight, or quoted where the model has no price", () => {
    fc.assert(
      fc.property(
        method,
        lines,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        (m, ls, net, threshold) => {
          const answer = freightFor({
            method: m,
            lines: ls,
            netCents: net,
            freeFreightThresholdCents: threshold,
          });
          const expected = model(m, ls, net, threshold);
          expect(answer.freightCents).toBe(expected);
          expect(answer.status).toBe(expected === null ? 'QUOTED' : 'CHARGED');
          expect(answer.explanation.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never charges less for a heavier order on one weight table', () => {
    fc.assert(
      fc.property(
        bands,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (b, w1, w2) => {
          const m: ShippingMethodRule = {
            name: 'By weight',
            kind: 'WEIGHT',
            bands: b.map((x, i) => ({ ...x, priceCents: i })),
            flatCents: null,
            parcelLimitGrams: null,
            palletCapacityGrams: null,
            palletPriceCents: null,
          };
          const sorted = [...m.bands]
            .sort((x, y) => x.upToGrams - y.upToGrams)
            .map((x, i) => ({ ...x, priceCents: i * 100 }));
          const at = (g: number) =>
            freightFor({
              method: { ...m, bands: sorted },
              lines: [{ name: 'x', quantity: 1, unitWeightGrams: g }],
              netCents: 0,
              freeFreightThresholdCents: null,
            }).freightCents;
          const [lo, hi] = w1 <= w2 ? [w1, w2] : [w2, w1];
          const a = at(lo);
          const c = at(hi);
          if (a !== null && c !== null) expect(c).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });

  it('reads as a person would: bands, pallets, free freight and a missing weight', () => {
    const weight: ShippingMethodRule = {
      name: 'Road freight',
      kind: 'WEIGHT',
      bands: [
        { upToGrams: 10_000, priceCents: 900 },
        { upToGrams: 50_000, priceCents: 2500 },
      ],
      flatCents: null,
      parcelLimitGrams: null,
      palletCapacityGrams: null,
      palletPriceCents: null,
    };
    const a = freightFor({
      method: weight,
      lines: [
        { name: 'Glue gun', quantity: 12, unitWeightGrams: 1000 },
        { name: 'Nozzle', quantity: 5, unitWeightGrams: null },
      ],
      netCents: 10_000,
      freeFreightThresholdCents: null,
    });
    expect(a).toMatchObject({ status: 'CHARGED', freightCents: 2500, weightGrams: 12_000 });
    expect(freightNote(a)).toBe(
      'Weight 12 kg: band up to 50 kg. No weight is known for Nozzle: counted as 0 kg.',
    );
    const over = freightFor({
      method: weight,
      lines: [{ name: 'Glue gun', quantity: 60, unitWeightGrams: 1000 }],
      netCents: 0,
      freeFreightThresholdCents: null,
    });
    expect(over.status).toBe('QUOTED');
    expect(over.explanation).toContain('over the largest band of Road freight');
    const pallet: ShippingMethodRule = {
      name: 'Pallet',
      kind: 'PALLET',
      bands: [{ upToGrams: 30_000, priceCents: 1500 }],
      flatCents: null,
      parcelLimitGrams: 30_000,
      palletCapacityGrams: 500_000,
      palletPriceCents: 12_000,
    };
    const p = freightFor({
      method: pallet,
      lines: [{ name: 'Glue sticks', quantity: 1200, unitWeightGrams: 1000 }],
      netCents: 0,
      freeFreightThresholdCents: null,
    });
    expect(p).toMatchObject({
      freightCents: 36_000,
      explanation: 'Weight 1,200 kg: 3 pallets of up to 500 kg at $120.00 each.',
    });
    const free = freightFor({
      method: pallet,
      lines: [],
      netCents: 50_000,
      freeFreightThresholdCents: 50_000,
    });
    expect(free).toMatchObject({ status: 'CHARGED', freightCents: 0 });
  });
});
