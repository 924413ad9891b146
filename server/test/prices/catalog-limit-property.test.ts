/**
 * Which products a company's price lists let it see (docs/decisions/129, 138, 140), read through the database
 * functions every statement calls, against a plain model: random lists (limiting or not, with first and last days,
 * with no entries or some) given to companies, customer groups and company locations, buyers shipping to their own
 * company's location, another company's or none. The model knows nothing of the SQL: a list limits a buyer when it is
 * given to their company, to a group their company is in, or to the location of their own company they ship to, it
 * limits products and the day is within its days; then the buyer sees the products those lists name, else everything.
 */
import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';
import { fastQuery } from '../../src/db/fast-sql';
import { CATALOG_LIMITED_SQL, VISIBLE_IDS_SQL, offeredProducts } from '../../src/db/catalog-visibility';

const BASE_DAY = Date.UTC(2027, 5, 15);
const dayOf = (offset: number) => new Date(BASE_DAY + offset * 86_400_000);
const isoOf = (offset: number) => dayOf(offset).toISOString().slice(0, 10);

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const day = fc.option(fc.integer({ min: -2, max: 2 }), { nil: null });
const listArb = fc
  .record({
    limits: fc.boolean(),
    from: day,
    to: day,
    products: fc.subarray([0, 1, 2, 3]),
    companies: fc.subarray([0, 1, 2]),
    groups: fc.subarray([0, 1]),
    locations: fc.subarray([0, 1, 2]),
  })
  .map((l) => (l.from !== null && l.to !== null && l.from > l.to ? { ...l, from: l.to, to: l.from } : l));
const caseArb = fc.record({
  lists: fc.array(listArb, { minLength: 0, maxLength: 5 }),
  members: fc.array(fc.subarray([0, 1, 2]), { minLength: 2, maxLength: 2 }),
  shipTo: fc.array(fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }), { minLength: 3, maxLength: 3 }),
  days: fc.uniqueArray(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 2 }),
});

it('property: what each buyer may see, on random days, is what a plain model of the lists says', async () => {
  await h.reset();
  const buyers = await Promise.all([0, 1, 2].map(() => h.factories.createUser(h.db)));
  const companies = buyers.map((b) => b.companyId);
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
  const products = await Promise.all([0, 1, 2, 3].map(() => h.factories.createProduct(h.db)));
  const ids = products.map((p) => p.id);

  await fc.assert(
    fc.asyncProperty(caseArb, async (c) => {
      await h.db.priceList.deleteMany({});
      await h.db.customerGroup.deleteMany({});
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
      for (const [i, l] of c.lists.entries())
        await h.db.priceList.create({
          data: {
            name: `List ${i}`,
            limitsProducts: l.limits,
            validFrom: l.from === null ? null : dayOf(l.from),
            validTo: l.to === null ? null : dayOf(l.to),
            companies: { create: l.companies.map((x) => ({ companyId: companies[x] })) },
            groups: { create: l.groups.map((g) => ({ groupId: groups[g].id })) },
            locations: { create: l.locations.map((x) => ({ locationId: locations[x] })) },
            entries: { create: l.products.map((p) => ({ productId: ids[p], percentOffBp: 500 })) },
          },
        });

      /** The model: the products buyer `b` sees on day `d`, or null for every product. */
      const model = (b: number, d: number): number[] | null => {
        const site = c.shipTo[b];
        const limiting = c.lists.filter(
          (l) =>
            l.limits &&
            (l.from === null || l.from <= d) &&
            (l.to === null || l.to >= d) &&
            (l.companies.includes(b) ||
              l.groups.some((g) => c.members[g].includes(b)) ||
              (site !== null && owners[site] === b && l.locations.includes(site))),
        );
        return limiting.length === 0 ? null : [...new Set(limiting.flatMap((l) => l.products))].sort();
      };

      for (const d of c.days)
        for (const b of [0, 1, 2]) {
          const viewer = { companyId: companies[b], day: isoOf(d), buyerId: buyers[b].id };
          const expected = model(b, d);
          const visible = await fastQuery<{ id: string }>(h.db, VISIBLE_IDS_SQL, [
            ids,
            viewer.companyId,
            viewer.day,
            viewer.buyerId,
          ]);
          const seen = visible.map((r) => ids.indexOf(r.id)).sort();
          const [limited] = await fastQuery<{ limited: boolean }>(h.db, CATALOG_LIMITED_SQL, [
            viewer.companyId,
            viewer.day,
            viewer.buyerId,
          ]);
          const offered = await offeredProducts(h.db, viewer);
          expect({
            b,
            d,
            seen,
            limited: limited.limited,
            offered: offered && [...offered].map((id) => ids.indexOf(id)).sort(),
          }).toEqual({
            b,
            d,
            seen: expected ?? [0, 1, 2, 3],
            limited: expected !== null,
            offered: expected,
          });
        }
    }),
    { numRuns: 25 },
  );
});
