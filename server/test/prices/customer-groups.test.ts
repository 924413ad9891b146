/**
 * Customer groups against real PostgreSQL: a price list given to a group prices every company of it; a company in
 * two groups gets both groups' lists (never neither); a list reached directly and through a group counts once; the
 * 25-list limit counts a company's own and its groups' lists together. A property compares the lists the pricing
 * statement reaches with a plain model over random groups, memberships, assignments and buyers' ship-to locations.
 */
import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';
import { contractEntriesFor, pricingDay } from '../../src/modules/prices/contract-entries';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const SAVE_GROUP =
  'mutation($id: ID, $i: CustomerGroupInput!) { saveCustomerGroup(id: $id, input: $i) { id name companies { name } priceLists { name } } }';
const SAVE_LIST =
  'mutation($id: ID, $i: PriceListInput!) { savePriceList(id: $id, input: $i) { id groups { name } companies { name } } }';
const ENTRIES =
  'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }';
const MY_PRICE = 'query($id: ID!) { product(id: $id) { myPrice { unitPriceCents explanation } } }';

async function company(name: string) {
  const person = await h.signedIn('CUSTOMER', {
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.test`,
  });
  await h.db.company.update({ where: { id: person.user.companyId }, data: { name, personal: false } });
  return { ...person, companyId: person.user.companyId };
}

it('a list given to a group prices each of its companies; a company in two groups gets the better of both; leaving the group ends it', async () => {
  const admin = await h.signedIn('ADMIN');
  const [acme, bolt, other] = [await company('Acme'), await company('Bolt'), await company('Other')];
  const gun = await h.factories.createProduct(h.db, { sku: 'GG-100', priceCents: 1_000, quantity: 10_000 });
  const tier2 = await h.gql(
    SAVE_GROUP,
    { i: { name: 'Distributors, tier 2', companyIds: [acme.companyId, bolt.companyId] } },
    admin.token,
  );
  expect(tier2.errors).toBeUndefined();
  const installers = await h.gql(
    SAVE_GROUP,
    { i: { name: 'Installers', companyIds: [acme.companyId] } },
    admin.token,
  );
  const distributors = await h.gql(
    SAVE_LIST,
    {
      i: {
        name: 'Distributors 2027',
        priority: 1,
        companyIds: [],
        groupIds: [tier2.data.saveCustomerGroup.id],
      },
    },
    admin.token,
  );
  expect(distributors.data.savePriceList.groups).toEqual([{ name: 'Distributors, tier 2' }]);
  await h.gql(
    ENTRIES,
    { id: distributors.data.savePriceList.id, e: [{ sku: 'GG-100', percentOffBp: 1_000 }] },
    admin.token,
  );
  const install = await h.gql(
    SAVE_LIST,
    {
      i: {
        name: 'Installers 2027',
        priority: 1,
        companyIds: [],
        groupIds: [installers.data.saveCustomerGroup.id],
      },
    },
    admin.token,
  );
  await h.gql(
    ENTRIES,
    { id: install.data.savePriceList.id, e: [{ sku: 'GG-100', unitPriceCents: 850 }] },
    admin.token,
  );

  const price = async (token: string) => (await h.gql(MY_PRICE, { id: gun.id }, token)).data.product.myPrice;
  expect(await price(bolt.token)).toEqual({
    unitPriceCents: 900,
    explanation: 'Your contract price: Distributors 2027, 10 % off',
  });
  // Acme is in both groups: both lists compete (same priority, the lower price wins), neither is lost.
  expect(await price(acme.token)).toEqual({
    unitPriceCents: 850,
    explanation: 'Your contract price: Installers 2027, $8.50 a unit',
  });
  expect(await price(other.token)).toBeNull();
  expect(
    await price(await h.tokenFor(await h.db.user.findFirstOrThrow({ where: { role: 'ADMIN' } }))),
  ).toBeNull();

  // Acme leaves the installers: the distributors' 10 % off is what remains.
  await h.gql(
    SAVE_GROUP,
    { id: installers.data.saveCustomerGroup.id, i: { name: 'Installers', companyIds: [] } },
    admin.token,
  );
  expect(await price(acme.token)).toEqual({
    unitPriceCents: 900,
    explanation: 'Your contract price: Distributors 2027, 10 % off',
  });
  // Deleting the group ends its list for its companies; the list itself stays.
  expect(
    (
      await h.gql(
        'mutation($id: ID!) { deleteCustomerGroup(id: $id) }',
        { id: tier2.data.saveCustomerGroup.id },
        admin.token,
      )
    ).data.deleteCustomerGroup,
  ).toBe(true);
  expect(await price(bolt.token)).toBeNull();
  expect(await h.db.priceList.count()).toBe(2);
});

it("refusals change nothing: a taken name, an unknown company or group, and more than 25 lists counted with the groups'", async () => {
  const admin = await h.signedIn('ADMIN');
  const acme = await company('Acme');
  const group = (
    await h.gql(SAVE_GROUP, { i: { name: 'Tier 1', companyIds: [acme.companyId] } }, admin.token)
  ).data.saveCustomerGroup;
  const before = await h.db.customerGroupCompany.count();
  const taken = await h.gql(SAVE_GROUP, { i: { name: ' tier 1 ', companyIds: [] } }, admin.token);
  expect(taken.errors?.[0]).toMatchObject({
    message: 'A customer group named "tier 1" already exists',
    extensions: { code: 'CONFLICT', field: 'name' },
  });
  const unknown = await h.gql(
    SAVE_GROUP,
    { i: { name: 'Tier 9', companyIds: ['00000000-0000-4000-8000-000000000000'] } },
    admin.token,
  );
  expect(unknown.errors?.[0]).toMatchObject({
    message: 'Company not found',
    extensions: { code: 'NOT_FOUND', field: 'companyIds' },
  });
  const noGroup = await h.gql(
    SAVE_LIST,
    { i: { name: 'L', companyIds: [], groupIds: ['00000000-0000-4000-8000-000000000000'] } },
    admin.token,
  );
  expect(noGroup.errors?.[0]).toMatchObject({
    message: 'Customer group not found',
    extensions: { code: 'NOT_FOUND', field: 'groupIds' },
  });

  // 24 lists of Acme's own, then two given to its group: the second would be its 26th.
  for (let i = 0; i < 24; i += 1)
    await h.db.priceList.create({
      data: { name: `Own ${i}`, companies: { create: { companyId: acme.companyId } } },
    });
  expect(
    (await h.gql(SAVE_LIST, { i: { name: 'Group A', companyIds: [], groupIds: [group.id] } }, admin.token))
      .errors,
  ).toBeUndefined();
  const over = await h.gql(
    SAVE_LIST,
    { i: { name: 'Group B', companyIds: [], groupIds: [group.id] } },
    admin.token,
  );
  expect(over.errors?.[0]).toMatchObject({
    message:
      "A company can have at most 25 price lists, its own and its groups' together: Acme would have 26",
    extensions: { code: 'BAD_USER_INPUT', field: 'groupIds' },
  });
  // A list Acme has both ways counts once.
  const both = await h.db.priceList.findFirstOrThrow({ where: { name: 'Own 0' } });
  expect(
    (
      await h.gql(
        SAVE_LIST,
        { id: both.id, i: { name: 'Own 0', companyIds: [acme.companyId], groupIds: [group.id] } },
        admin.token,
      )
    ).errors,
  ).toBeUndefined();
  expect(await h.db.priceList.count({ where: { name: 'Group B' } })).toBe(0);
  expect((await h.db.customerGroup.findMany()).map((g) => g.name)).toEqual(['Tier 1']);
  expect(await h.db.customerGroupCompany.count()).toBe(before);
});

it("property: the lists a buyer's prices come from are their company's own, its groups' and their ship-to location's, each once, as a plain model says", async () => {
  const buyers = await Promise.all([0, 1, 2].map(async () => h.factories.createUser(h.db)));
  const companies = buyers.map((b) => b.companyId);
  // Two locations of the first company, one of each other: a buyer may point at another company's (a moved person).
  const owners = [0, 0, 1, 2];
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
  const product = await h.factories.createProduct(h.db, { priceCents: 10_000 });
  const day = pricingDay({});
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          direct: fc.subarray([0, 1, 2]),
          groups: fc.subarray([0, 1, 2]),
          locations: fc.subarray([0, 1, 2, 3]),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      fc.array(fc.subarray([0, 1, 2]), { minLength: 3, maxLength: 3 }),
      fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { minLength: 3, maxLength: 3 }),
      async (lists, members, shipTo) => {
        await h.db.priceList.deleteMany({});
        await h.db.customerGroup.deleteMany({});
        for (const [b, buyer] of buyers.entries()) {
          await h.db.user.update({
            where: { id: buyer.id },
            data: { shipToLocationId: shipTo[b] === null ? null : locations[shipTo[b]!] },
          });
        }
        const groups = await Promise.all(
          members.map(async (m, g) =>
            h.db.customerGroup.create({
              data: { name: `G${g}`, companies: { create: m.map((c) => ({ companyId: companies[c] })) } },
            }),
          ),
        );
        const made: Array<{ id: string }> = [];
        for (const [i, l] of lists.entries()) {
          made.push(
            await h.db.priceList.create({
              data: {
                name: `L${i}`,
                priority: i,
                companies: { create: l.direct.map((c) => ({ companyId: companies[c] })) },
                groups: { create: l.groups.map((g) => ({ groupId: groups[g].id })) },
                locations: { create: l.locations.map((x) => ({ locationId: locations[x] })) },
                entries: { create: { productId: product.id, percentOffBp: 100 + i } },
              },
            }),
          );
        }
        for (const [c, companyId] of companies.entries()) {
          const site = shipTo[c];
          const atSite = (l: (typeof lists)[number]) =>
            site !== null && owners[site] === c && l.locations.includes(site);
          const model = lists
            .flatMap((l, i) =>
              l.direct.includes(c) || l.groups.some((g) => members[g].includes(c)) || atSite(l)
                ? [made[i].id]
                : [],
            )
            .sort();
          const got = (await contractEntriesFor(h.db, companyId, [product.id], day, buyers[c].id))
            .get(product.id)!
            .map((e) => e.priceListId)
            .sort();
          expect(got).toEqual(model);
          // Without a buyer, a company's prices are its company-wide lists alone.
          const companyWide = lists
            .flatMap((l, i) =>
              l.direct.includes(c) || l.groups.some((g) => members[g].includes(c)) ? [made[i].id] : [],
            )
            .sort();
          expect(
            (await contractEntriesFor(h.db, companyId, [product.id], day))
              .get(product.id)!
              .map((e) => e.priceListId)
              .sort(),
          ).toEqual(companyWide);
        }
      },
    ),
    { numRuns: 25 },
  );
});
