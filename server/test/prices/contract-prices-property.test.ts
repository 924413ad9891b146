/**
 * The shop's contract pricing end to end against a plain model: random price lists (priorities, first and last days
 * in the past, the future or open, fixed prices with their own breaks and percentages off the list price and its
 * breaks, some with breaks of their own (a bigger percentage from a quantity on, decision 133), given to companies, customer groups and company locations) are written to PostgreSQL, and what each buyer
 * and a visitor are told, on random days and quantities, is read through GraphQL: `quote` prices lines by the one
 * line check every surface shares (checkLines: the lists' entries read by the pricing statement, resolved, then
 * quoteLine), and `myPrice` is the price and explanation the product pages show. The model knows none of that code:
 * a list applies to a buyer when it is given to their company, to a group their company is in, or to the location
 * of their own company they ship to, and the day is within its days; among the lists naming the product, the highest
 * priority wins, then the lowest unit price at the quantity, then the list first by id.
 */
import fc from 'fast-check';
import { formatCents, formatPercentOff } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';

const BASE_DAY = Date.UTC(2027, 5, 15);
const dayOf = (offset: number) => new Date(BASE_DAY + offset * 86_400_000);
let now = dayOf(0);

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, { clock: () => now });
});
afterAll(async () => {
  await h.close();
});

interface Break {
  minQuantity: number;
  unitPriceCents: number;
}
interface PercentBreak {
  minQuantity: number;
  percentOffBp: number;
}
type Terms =
  | { kind: 'FIXED'; unitPriceCents: number; breaks: Break[] }
  | { kind: 'PERCENT'; bp: number; own: PercentBreak[] };

/** Breaks at distinct quantities, each cheaper than the one before and than `base`. */
const breaksArb = (base: number, minQ: number) =>
  fc.uniqueArray(fc.integer({ min: minQ, max: 3_000 }), { maxLength: 3 }).chain((qs) =>
    fc.array(fc.integer({ min: 1, max: 60 }), { minLength: qs.length, maxLength: qs.length }).map((drops) => {
      const out: Break[] = [];
      let price = base;
      for (const [i, q] of [...qs].sort((x, y) => x - y).entries()) {
        price -= drops[i];
        if (price < 1) break;
        out.push({ minQuantity: q, unitPriceCents: price });
      }
      return out;
    }),
  );

/** A percentage's own breaks at distinct quantities, each taking more off than the one before and than `bp`. */
const percentBreaksArb = (bp: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 3_000 }), { maxLength: 3 }).chain((qs) =>
    fc
      .array(fc.integer({ min: 1, max: 2_000 }), { minLength: qs.length, maxLength: qs.length })
      .map((ups) => {
        const out: PercentBreak[] = [];
        let off = bp;
        for (const [i, q] of [...qs].sort((x, y) => x - y).entries()) {
          off += ups[i];
          if (off > 9_999) break;
          out.push({ minQuantity: q, percentOffBp: off });
        }
        return out;
      }),
  );

// Prices drawn from a few values as often as from the whole range: equal prices are common, and ties must go to the
// same list every time.
const termsArb: fc.Arbitrary<Terms> = fc.oneof(
  fc
    .oneof(fc.constantFrom(150, 300), fc.integer({ min: 100, max: 6_000 }))
    .chain((unit) =>
      breaksArb(unit, 1).map((breaks): Terms => ({ kind: 'FIXED', unitPriceCents: unit, breaks })),
    ),
  fc
    .oneof(fc.constantFrom(1_000, 2_500), fc.integer({ min: 1, max: 9_999 }))
    .chain((bp) =>
      fc
        .oneof(fc.constant<PercentBreak[]>([]), percentBreaksArb(bp))
        .map((own): Terms => ({ kind: 'PERCENT', bp, own })),
    ),
);

const day = fc.option(fc.integer({ min: -3, max: 3 }), { nil: null });
const listArb = fc
  .record({
    priority: fc.integer({ min: -1, max: 1 }),
    from: day,
    to: day,
    terms: fc.option(termsArb, { nil: null }),
    companies: fc.subarray([0, 1, 2]),
    groups: fc.subarray([0, 1]),
    locations: fc.subarray([0, 1, 2]),
  })
  .map((l) => (l.from !== null && l.to !== null && l.from > l.to ? { ...l, from: l.to, to: l.from } : l));

const caseArb = fc.integer({ min: 200, max: 5_000 }).chain((listPrice) =>
  fc.record({
    listPrice: fc.constant(listPrice),
    listBreaks: breaksArb(listPrice, 101),
    lists: fc.array(listArb, { minLength: 1, maxLength: 5 }),
    members: fc.array(fc.subarray([0, 1, 2]), { minLength: 2, maxLength: 2 }),
    shipTo: fc.array(fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }), {
      minLength: 3,
      maxLength: 3,
    }),
    days: fc.uniqueArray(fc.integer({ min: -4, max: 4 }), { minLength: 1, maxLength: 2 }),
    quantities: fc.uniqueArray(fc.integer({ min: 100, max: 4_000 }), { minLength: 1, maxLength: 4 }),
  }),
);

type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

/** The price of a base price and its breaks at `q`: the last break reached, else the base. */
const stepAt = (base: number, breaks: Break[], q: number) =>
  [...breaks]
    .sort((x, y) => x.minQuantity - y.minQuantity)
    .reduce((p, b) => (b.minQuantity <= q ? b.unitPriceCents : p), base);
/** n / d rounded half up, in whole numbers. */
const halfUp = (n: number, d: number) => Number((2n * BigInt(n) + BigInt(d)) / (2n * BigInt(d)));

const TIED = { priority: 0, from: null, to: null, companies: [0], groups: [], locations: [] };
/** Two lists of one priority at one price for the first company, and a dearer one of a higher priority not yet begun. */
const TIE: Case = {
  listPrice: 1_000,
  listBreaks: [{ minQuantity: 500, unitPriceCents: 900 }],
  lists: [
    { ...TIED, terms: { kind: 'PERCENT', bp: 1_000, own: [] } },
    { ...TIED, terms: { kind: 'PERCENT', bp: 1_000, own: [] } },
    { ...TIED, priority: 1, from: 1, terms: { kind: 'FIXED', unitPriceCents: 950, breaks: [] } },
  ],
  members: [[], []],
  shipTo: [null, null, null],
  days: [0, 1],
  quantities: [100, 500],
};

const QUERY = `query($lines: [OrderLineInput!]!, $id: ID!) {
  quote(lines: $lines) { lines { quantity unitPriceCents } }
  product(id: $id) { myPrice { unitPriceCents explanation } }
}`;

it('property: what buyers and a visitor are charged and told, on random days and quantities, is what a plain model of the lists says', async () => {
  await h.reset();
  const buyers = await Promise.all([0, 1, 2].map(() => h.factories.createUser(h.db)));
  const companies = buyers.map((b) => b.companyId);
  const tokens = buyers.map((b) => h.tokenFor(b));
  // Two locations of the first company and one of the second: only a buyer's own company's location counts.
  const owners = [0, 0, 1];
  const locations = await Promise.all(
    owners.map(
      async (c, i) =>
        (
          await h.db.companyLocation.create({
            data: {
              companyId: companies[c],
              label: `Site ${i}`,
              addressLine1: '1 Road',
              city: 'Leeds',
              postalCode: 'LS1',
              country: 'GB',
            },
          })
        ).id,
    ),
  );
  const product = await h.factories.createProduct(h.db, { quantity: 1_000_000 });

  await fc.assert(
    fc.asyncProperty(caseArb, async (c) => {
      await h.db.priceList.deleteMany({});
      await h.db.customerGroup.deleteMany({});
      await h.db.product.update({
        where: { id: product.id },
        data: { priceCents: c.listPrice, priceBreaks: c.listBreaks as object[] },
      });
      for (const [b, buyer] of buyers.entries())
        await h.db.user.update({
          where: { id: buyer.id },
          data: { shipToLocationId: c.shipTo[b] === null ? null : locations[c.shipTo[b]!] },
        });
      const groups = await Promise.all(
        c.members.map((m, g) =>
          h.db.customerGroup.create({
            data: { name: `G${g}`, companies: { create: m.map((x) => ({ companyId: companies[x] })) } },
          }),
        ),
      );
      const made: Array<(typeof c.lists)[number] & { id: string; name: string }> = [];
      for (const [i, l] of c.lists.entries()) {
        const list = await h.db.priceList.create({
          data: {
            name: `List ${i}`,
            priority: l.priority,
            validFrom: l.from === null ? null : dayOf(l.from),
            validTo: l.to === null ? null : dayOf(l.to),
            companies: { create: l.companies.map((x) => ({ companyId: companies[x] })) },
            groups: { create: l.groups.map((g) => ({ groupId: groups[g].id })) },
            locations: { create: l.locations.map((x) => ({ locationId: locations[x] })) },
            ...(l.terms && {
              entries: {
                create:
                  l.terms.kind === 'FIXED'
                    ? {
                        productId: product.id,
                        unitPriceCents: l.terms.unitPriceCents,
                        priceBreaks: l.terms.breaks as object[],
                      }
                    : {
                        productId: product.id,
                        percentOffBp: l.terms.bp,
                        priceBreaks: l.terms.own as object[],
                      },
              },
            }),
          },
        });
        made.push({ ...l, id: list.id, name: list.name });
      }

      const listPriceAt = (q: number) => stepAt(c.listPrice, c.listBreaks, q);
      /** The model: the winning list's price and words for buyer `b` on day `d` at quantity `q`, or null. */
      const model = (b: number, d: number, q: number) => {
        const site = c.shipTo[b];
        const applies = made.filter(
          (l) =>
            l.terms !== null &&
            (l.from === null || l.from <= d) &&
            (l.to === null || l.to >= d) &&
            (l.companies.includes(b) ||
              l.groups.some((g) => c.members[g].includes(b)) ||
              (site !== null && owners[site] === b && l.locations.includes(site))),
        );
        if (applies.length === 0) return null;
        const top = Math.max(...applies.map((l) => l.priority));
        let best: { price: number; id: string; words: string } | null = null;
        for (const l of applies.filter((x) => x.priority === top)) {
          const t = l.terms!;
          // A percentage's own break reached last, if any: its percentage, and "from" its quantity in the words.
          const reached = t.kind === 'PERCENT' ? t.own.filter((b) => b.minQuantity <= q).at(-1) : undefined;
          const bp = t.kind === 'PERCENT' ? (reached?.percentOffBp ?? t.bp) : 0;
          const price =
            t.kind === 'FIXED'
              ? stepAt(t.unitPriceCents, t.breaks, q)
              : Math.max(1, halfUp(listPriceAt(q) * (10_000 - bp), 10_000));
          if (!best || price < best.price || (price === best.price && l.id < best.id))
            best = {
              price,
              id: l.id,
              words: `Your contract price: ${l.name}, ${
                t.kind === 'FIXED'
                  ? `${formatCents(price)} a unit`
                  : formatPercentOff(bp) +
                    (reached ? ` from ${reached.minQuantity.toLocaleString('en-US')}` : '')
              }`,
            };
        }
        return best;
      };

      const lines = c.quantities.map((quantity) => ({ productId: product.id, quantity }));
      const ask = async (token?: string) => {
        const res = await h.gql(QUERY, { lines, id: product.id }, token);
        expect(res.errors).toBeUndefined();
        return {
          units: (res.data.quote.lines as Array<{ quantity: number; unitPriceCents: number }>).map((l) => [
            l.quantity,
            l.unitPriceCents,
          ]),
          myPrice: res.data.product.myPrice,
        };
      };
      for (const d of c.days) {
        now = new Date(dayOf(d).getTime() + 12 * 3_600_000);
        for (const b of [0, 1, 2]) {
          const atMinimum = model(b, d, 100);
          expect({ buyer: b, day: d, ...(await ask(tokens[b])) }).toEqual({
            buyer: b,
            day: d,
            units: c.quantities.map((q) => [q, model(b, d, q)?.price ?? listPriceAt(q)]),
            myPrice: atMinimum && { unitPriceCents: atMinimum.price, explanation: atMinimum.words },
          });
        }
        expect(await ask()).toEqual({
          units: c.quantities.map((q) => [q, listPriceAt(q)]),
          myPrice: null,
        });
      }
    }),
    { numRuns: 15, examples: [[TIE]] },
  );
});
