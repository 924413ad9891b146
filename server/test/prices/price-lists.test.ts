/**
 * Contract price lists against real PostgreSQL, through GraphQL as an admin and buyers use them: a list for one
 * company changes what that company's buyers see (myPrice, with its explanation) and pay (placeOrder, the quote, the
 * quick-order preview, the bulk add), and nothing for a visitor or another company, through the answer cache too.
 */
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';

let h: Harness;
// The answer cache on: a contract price must never be served to anyone else from it.
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const SAVE = `mutation($id: ID, $i: PriceListInput!) { savePriceList(id: $id, input: $i) { id name priority validFrom validTo companies { id name } entryCount } }`;
const ENTRIES = `mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount entries { sku unitPriceCents percentOffBp priceBreaks { minQuantity unitPriceCents } } } }`;
const MY_PRICE = `query($id: ID!) { product(id: $id) { id priceCents myPrice { unitPriceCents explanation priceBreaks { minQuantity unitPriceCents } tiers { minQuantity priceListName } } } }`;

async function world() {
  const admin = await h.signedIn('ADMIN');
  const acme = await h.signedIn('CUSTOMER', { email: 'buyer@acme.example' });
  await h.db.company.update({ where: { id: acme.user.companyId }, data: { name: 'Acme', personal: false } });
  const other = await h.signedIn('CUSTOMER', { email: 'buyer@other.example' });
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Sticks 11 mm',
    sku: 'GG-STICK-11',
    priceCents: 1_000,
    quantity: 100_000,
    priceBreaks: [{ minQuantity: 1_000, unitPriceCents: 900 }],
  });
  const gun = await h.factories.createProduct(h.db, {
    name: 'Gun 100 W',
    sku: 'GG-GUN-100',
    priceCents: 5_000,
    quantity: 10_000,
  });
  const list = await h.gql(
    SAVE,
    { i: { name: 'Acme 2027', priority: 1, companyIds: [acme.user.companyId] } },
    admin.token,
  );
  expect(list.errors).toBeUndefined();
  const id = list.data.savePriceList.id as string;
  const set = await h.gql(
    ENTRIES,
    {
      id,
      e: [
        { sku: 'gg-stick-11', percentOffBp: 1_200 },
        {
          sku: 'GG-GUN-100',
          unitPriceCents: 4_250,
          priceBreaks: [{ minQuantity: 500, unitPriceCents: 4_000 }],
        },
      ],
    },
    admin.token,
  );
  expect(set.errors).toBeUndefined();
  expect(set.data.setPriceListEntries.entryCount).toBe(2);
  return { admin, acme, other, sticks, gun, listId: id };
}

it('the company given the list reads its contract price with the reason; a visitor and another company read none', async () => {
  const { acme, other, sticks, gun } = await world();
  const mine = await h.gql(MY_PRICE, { id: sticks.id }, acme.token);
  expect(mine.data.product.myPrice).toEqual({
    unitPriceCents: 880,
    explanation: 'Your contract price: Acme 2027, 12 % off',
    priceBreaks: [{ minQuantity: 1_000, unitPriceCents: 792 }],
    tiers: [
      { minQuantity: 100, priceListName: 'Acme 2027' },
      { minQuantity: 1_000, priceListName: 'Acme 2027' },
    ],
  });
  const gunPrice = await h.gql(MY_PRICE, { id: gun.id }, acme.token);
  expect(gunPrice.data.product.myPrice.explanation).toBe('Your contract price: Acme 2027, $42.50 a unit');
  // The same document again from the cache for each of them: nobody gets another's answer.
  for (let round = 0; round < 2; round += 1) {
    expect((await h.gql(MY_PRICE, { id: sticks.id }, other.token)).data.product.myPrice).toBeNull();
    expect((await h.gql(MY_PRICE, { id: sticks.id })).data.product.myPrice).toBeNull();
    expect((await h.gql(MY_PRICE, { id: sticks.id }, acme.token)).data.product.myPrice.unitPriceCents).toBe(
      880,
    );
  }
});

it('a percentage with breaks of its own: read back, explained "from" its break, charged at every quantity; others pay the list price', async () => {
  const { admin, acme, other, sticks, listId } = await world();
  const set = await h.gql(
    ENTRIES.replace('priceBreaks {', 'percentBreaks { minQuantity percentOffBp } priceBreaks {'),
    {
      id: listId,
      e: [
        {
          sku: 'GG-STICK-11',
          percentOffBp: 1_000,
          percentBreaks: [
            { minQuantity: 5_000, percentOffBp: 2_000 },
            { minQuantity: 2_000, percentOffBp: 1_500 },
          ],
        },
      ],
    },
    admin.token,
  );
  expect(set.errors).toBeUndefined();
  expect(set.data.setPriceListEntries.entries.find((e: { sku: string }) => e.sku === 'GG-STICK-11')).toEqual({
    sku: 'GG-STICK-11',
    unitPriceCents: null,
    percentOffBp: 1_000,
    percentBreaks: [
      { minQuantity: 2_000, percentOffBp: 1_500 },
      { minQuantity: 5_000, percentOffBp: 2_000 },
    ],
    priceBreaks: [],
  });
  // List price 1,000 with a break to 900 from 1,000 units: 10 % off each, then 15 % and 20 % off 900.
  const TIERS = `query($id: ID!) { product(id: $id) { myPrice { unitPriceCents tiers { minQuantity unitPriceCents explanation } } } }`;
  expect((await h.gql(TIERS, { id: sticks.id }, acme.token)).data.product.myPrice).toEqual({
    unitPriceCents: 900,
    tiers: [
      { minQuantity: 100, unitPriceCents: 900, explanation: 'Your contract price: Acme 2027, 10 % off' },
      { minQuantity: 1_000, unitPriceCents: 810, explanation: 'Your contract price: Acme 2027, 10 % off' },
      {
        minQuantity: 2_000,
        unitPriceCents: 765,
        explanation: 'Your contract price: Acme 2027, 15 % off from 2,000',
      },
      {
        minQuantity: 5_000,
        unitPriceCents: 720,
        explanation: 'Your contract price: Acme 2027, 20 % off from 5,000',
      },
    ],
  });
  const QUOTE = 'query($l: [OrderLineInput!]!) { quote(lines: $l) { lines { unitPriceCents } } }';
  const lines = [999, 1_999, 2_000, 4_999, 5_000].map((quantity) => ({ productId: sticks.id, quantity }));
  const units = async (token?: string) =>
    ((await h.gql(QUOTE, { l: lines }, token)).data.quote.lines as Array<{ unitPriceCents: number }>).map(
      (l) => l.unitPriceCents,
    );
  expect(await units(acme.token)).toEqual([900, 810, 765, 765, 720]);
  expect(await units(other.token)).toEqual([1_000, 900, 900, 900, 900]);
  expect(await units()).toEqual([1_000, 900, 900, 900, 900]);
  const PLACE =
    'mutation($p: ID!, $q: Int!) { placeOrder(input: { productId: $p, quantity: $q, phone: "+1 555 0100" }) { unitPriceCents } }';
  expect((await h.gql(PLACE, { p: sticks.id, q: 5_000 }, acme.token)).data.placeOrder.unitPriceCents).toBe(
    720,
  );
});

it('every way to put lines in My Orders charges the contract price; another company pays the list price', async () => {
  const { acme, other, sticks, gun } = await world();
  const PLACE =
    'mutation($p: ID!, $q: Int!) { placeOrder(input: { productId: $p, quantity: $q, phone: "+1 555 0100" }) { unitPriceCents totalCents } }';
  expect((await h.gql(PLACE, { p: sticks.id, q: 1_000 }, acme.token)).data.placeOrder).toEqual({
    unitPriceCents: 792,
    totalCents: 792_000,
  });
  expect((await h.gql(PLACE, { p: sticks.id, q: 1_000 }, other.token)).data.placeOrder).toEqual({
    unitPriceCents: 900,
    totalCents: 900_000,
  });
  const QUOTE = 'query($l: [OrderLineInput!]!) { quote(lines: $l) { totalCents lines { unitPriceCents } } }';
  expect(
    (await h.gql(QUOTE, { l: [{ productId: gun.id, quantity: 500 }] }, acme.token)).data.quote.lines[0]
      .unitPriceCents,
  ).toBe(4_000);
  expect(
    (await h.gql(QUOTE, { l: [{ productId: gun.id, quantity: 500 }] })).data.quote.lines[0].unitPriceCents,
  ).toBe(5_000);
  const preview = await h.gql(
    'query($t: String!) { quickOrderPreview(text: $t) { lines { unitPriceCents } } }',
    { t: 'GG-GUN-100,200' },
    acme.token,
  );
  expect(preview.data.quickOrderPreview.lines[0].unitPriceCents).toBe(4_250);
  const bulk = await h.gql(
    'mutation($l: [OrderLineInput!]!) { bulkAddToOrders(input: { lines: $l, phone: "+1 555 0100" }) { items { unitPriceCents } } }',
    { l: [{ productId: gun.id, quantity: 600 }] },
    acme.token,
  );
  expect(bulk.errors).toBeUndefined();
  expect(bulk.data.bulkAddToOrders.items[0].unitPriceCents).toBe(4_000);
});

it('a list outside its days, or taken from the company, prices nothing', async () => {
  const { admin, acme, sticks, listId } = await world();
  const past = await h.gql(
    SAVE,
    {
      id: listId,
      i: {
        name: 'Acme 2027',
        validFrom: '2020-01-01',
        validTo: '2020-12-31',
        companyIds: [acme.user.companyId],
      },
    },
    admin.token,
  );
  expect(past.data.savePriceList).toMatchObject({ validFrom: '2020-01-01', validTo: '2020-12-31' });
  expect((await h.gql(MY_PRICE, { id: sticks.id }, acme.token)).data.product.myPrice).toBeNull();
  await h.gql(SAVE, { id: listId, i: { name: 'Acme 2027', companyIds: [] } }, admin.token);
  expect((await h.gql(MY_PRICE, { id: sticks.id }, acme.token)).data.product.myPrice).toBeNull();
});

it('bad input is refused in words next to its field and changes nothing', async () => {
  const { admin, acme, listId } = await world();
  const before = await dbSnapshot(h.db);
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [SAVE, { i: { name: ' ', companyIds: [] } }, 'Name is required', 'name'],
    [
      SAVE,
      { i: { name: 'Late', validFrom: '2027-02-01', validTo: '2027-01-31', companyIds: [] } },
      'The last day cannot be before the first day',
      'validTo',
    ],
    [
      SAVE,
      { i: { name: 'Bad day', validFrom: '2027-02-30', companyIds: [] } },
      'First day must be a date like 2027-03-31',
      'validFrom',
    ],
    [
      SAVE,
      { i: { name: 'acme 2027', companyIds: [acme.user.companyId] } },
      'A price list named "acme 2027" already exists',
      'name',
    ],
    [
      SAVE,
      { i: { name: 'Ghost', companyIds: ['00000000-0000-4000-8000-000000000000'] } },
      'Company not found',
      'companyIds',
    ],
    [
      ENTRIES,
      { id: listId, e: [{ sku: 'GG-GUN-100', unitPriceCents: 100, percentOffBp: 100 }] },
      'Line 1: give a fixed price or a percentage off, not both',
      'entries',
    ],
    [
      ENTRIES,
      { id: listId, e: [{ sku: 'GG-GUN-100', percentOffBp: 10_000 }] },
      'Line 1: A percentage off must be from 0.01 % to 99.99 %',
      'entries',
    ],
    [
      ENTRIES,
      {
        id: listId,
        e: [
          {
            sku: 'GG-GUN-100',
            unitPriceCents: 500,
            priceBreaks: [{ minQuantity: 200, unitPriceCents: 600 }],
          },
        ],
      },
      'Line 1: Each price break must cost less a unit than the price before it',
      'entries',
    ],
    [
      ENTRIES,
      {
        id: listId,
        e: [
          { sku: 'GG-GUN-100', unitPriceCents: 500 },
          { sku: 'NOPE-1', unitPriceCents: 500 },
        ],
      },
      'Line 2: no product has the SKU "NOPE-1"',
      'entries',
    ],
    [
      ENTRIES,
      {
        id: listId,
        e: [
          { sku: 'GG-GUN-100', unitPriceCents: 500 },
          { sku: 'gg-gun-100', percentOffBp: 5 },
        ],
      },
      'Line 2: SKU GG-GUN-100 is also on line 1',
      'entries',
    ],
    [
      ENTRIES,
      {
        id: listId,
        e: [
          {
            sku: 'GG-GUN-100',
            percentOffBp: 1_000,
            percentBreaks: [{ minQuantity: 1_000, percentOffBp: 900 }],
          },
        ],
      },
      'Line 1: The percentage break at 1,000 (9 %) must take more off than the 10 % before it',
      'entries',
    ],
    [
      ENTRIES,
      {
        id: listId,
        e: [
          {
            sku: 'GG-GUN-100',
            unitPriceCents: 500,
            percentBreaks: [{ minQuantity: 200, percentOffBp: 900 }],
          },
        ],
      },
      'Line 1: a fixed price takes its own breaks as prices (price breaks), not percentages',
      'entries',
    ],
    [
      ENTRIES,
      {
        id: listId,
        e: [
          {
            sku: 'GG-GUN-100',
            percentOffBp: 1_000,
            priceBreaks: [{ minQuantity: 200, unitPriceCents: 100 }],
          },
        ],
      },
      'Line 1: a percentage off takes its own breaks as percentages (percentage breaks), not prices',
      'entries',
    ],
  ];
  for (const [query, variables, message, field] of cases) {
    const res = await h.gql(query, variables, admin.token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { field } });
  }
  expect(await dbSnapshot(h.db)).toEqual(before);
});

it('only shop admins keep lists; a buyer is refused and reads no list', async () => {
  const { acme, listId } = await world();
  expect((await h.gql('{ priceLists { id } }', undefined, acme.token)).errors?.[0].extensions.code).toBe(
    'FORBIDDEN',
  );
  expect(
    (await h.gql(`query($id: ID!) { priceList(id: $id) { id } }`, { id: listId }, acme.token)).errors?.[0]
      .extensions.code,
  ).toBe('FORBIDDEN');
  expect(
    (await h.gql('mutation($id: ID!) { deletePriceList(id: $id) }', { id: listId }, acme.token)).errors?.[0]
      .extensions.code,
  ).toBe('FORBIDDEN');
});
