/**
 * Price lists per company location against real PostgreSQL: a list given to a location prices the buyers whose
 * orders ship there, beside their company's lists and by the same rule (priority, then the lowest price); a buyer
 * with no location, or at another location, pays the company's price; a company never reaches another company's
 * location lists, by choosing one or by a ship-to left pointing at one. Admins give lists over GraphQL and REST.
 */
import { createHarness, type Harness } from '../support/harness';

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

const SAVE_LIST = 'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }';
const ENTRIES =
  'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }';
const LOCATIONS =
  'mutation($id: ID!, $l: [ID!]!) { setPriceListLocations(id: $id, locationIds: $l) { id locations { id label companyName } } }';
const CHOOSE = 'mutation($l: ID) { chooseShipToLocation(locationId: $l) { locationId } }';
const MY_PRICE =
  'query($id: ID!) { product(id: $id) { myPrice { unitPriceCents explanation } } me { shipToLocationId } }';

async function company(name: string) {
  const person = await h.signedIn('CUSTOMER', { email: `${name.toLowerCase()}@example.test` });
  await h.db.company.update({ where: { id: person.user.companyId }, data: { name, personal: false } });
  const site = (label: string) =>
    h.db.companyLocation.create({
      data: {
        companyId: person.user.companyId,
        label,
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    });
  return {
    ...person,
    companyId: person.user.companyId,
    leeds: await site('Leeds'),
    york: await site('York'),
  };
}

async function list(
  admin: string,
  name: string,
  priority: number,
  companyIds: string[],
  entry: Record<string, unknown>,
) {
  const saved = await h.gql(SAVE_LIST, { i: { name, priority, companyIds } }, admin);
  expect(saved.errors).toBeUndefined();
  await h.gql(ENTRIES, { id: saved.data.savePriceList.id, e: [{ sku: 'GG-100', ...entry }] }, admin);
  return saved.data.savePriceList.id as string;
}

it("a location's list prices the buyers shipping there, competing with the company's lists by priority then price", async () => {
  const admin = await h.signedIn('ADMIN');
  const acme = await company('Acme');
  const gun = await h.factories.createProduct(h.db, { sku: 'GG-100', priceCents: 1_000, quantity: 10_000 });
  await list(admin.token, 'Acme 2027', 0, [acme.companyId], { percentOffBp: 1_000 });
  const leedsList = await list(admin.token, 'Acme Leeds', 0, [], { unitPriceCents: 850 });
  const given = await h.gql(LOCATIONS, { id: leedsList, l: [acme.leeds.id] }, admin.token);
  expect(given.data.setPriceListLocations.locations).toEqual([
    { id: acme.leeds.id, label: 'Leeds', companyName: 'Acme' },
  ]);

  const price = async () => (await h.gql(MY_PRICE, { id: gun.id }, acme.token)).data;
  // No location chosen: the company's lists only.
  expect(await price()).toEqual({
    product: { myPrice: { unitPriceCents: 900, explanation: 'Your contract price: Acme 2027, 10 % off' } },
    me: { shipToLocationId: null },
  });
  expect((await h.gql(CHOOSE, { l: acme.leeds.id }, acme.token)).data.chooseShipToLocation).toEqual({
    locationId: acme.leeds.id,
  });
  expect((await price()).product.myPrice).toEqual({
    unitPriceCents: 850,
    explanation: 'Your contract price: Acme Leeds, $8.50 a unit',
  });
  // A line added now is charged the location's price.
  const placed = await h.gql(
    'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "+1 555 0100" }) { unitPriceCents } }',
    { p: gun.id },
    acme.token,
  );
  expect(placed.errors).toBeUndefined();
  expect(placed.data.placeOrder.unitPriceCents).toBe(850);
  // York has no list of its own: the company's price again. A higher priority company list beats the location's.
  await h.gql(CHOOSE, { l: acme.york.id }, acme.token);
  expect((await price()).product.myPrice.unitPriceCents).toBe(900);
  await h.gql(CHOOSE, { l: acme.leeds.id }, acme.token);
  await list(admin.token, 'Acme priority', 5, [acme.companyId], { unitPriceCents: 990 });
  expect((await price()).product.myPrice).toEqual({
    unitPriceCents: 990,
    explanation: 'Your contract price: Acme priority, $9.90 a unit',
  });
  // Choosing none returns to the company's lists; deleting a location ends its lists for everyone shipping there.
  await h.gql(CHOOSE, { l: null }, acme.token);
  expect((await price()).me.shipToLocationId).toBeNull();
  await h.db.companyLocation.delete({ where: { id: acme.leeds.id } });
  expect(await h.db.priceListLocation.count()).toBe(0);
});

it("a company never sees another company's location lists: choosing one is refused, and a ship-to left pointing at one is ignored", async () => {
  const admin = await h.signedIn('ADMIN');
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  const gun = await h.factories.createProduct(h.db, { sku: 'GG-100', priceCents: 1_000, quantity: 10_000 });
  const leedsList = await list(admin.token, 'Acme Leeds', 0, [], { unitPriceCents: 500 });
  await h.gql(LOCATIONS, { id: leedsList, l: [acme.leeds.id] }, admin.token);

  const refused = await h.gql(CHOOSE, { l: acme.leeds.id }, bolt.token);
  expect(refused.errors?.[0]).toMatchObject({
    message: 'Location not found',
    extensions: { code: 'NOT_FOUND', field: 'locationId' },
  });
  expect((await h.db.user.findUniqueOrThrow({ where: { id: bolt.user.id } })).shipToLocationId).toBeNull();
  // A person moved from Acme to Bolt may still name Acme's Leeds: Bolt's prices never take its list.
  await h.db.user.update({ where: { id: bolt.user.id }, data: { shipToLocationId: acme.leeds.id } });
  expect((await h.gql(MY_PRICE, { id: gun.id }, bolt.token)).data.product.myPrice).toBeNull();
  const placed = await h.gql(
    'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "+1 555 0100" }) { unitPriceCents } }',
    { p: gun.id },
    bolt.token,
  );
  expect(placed.data.placeOrder.unitPriceCents).toBe(1_000);
  // Buyers read no list's locations: the lists are the shop's.
  expect(
    (await h.gql('{ priceLists { locations { id } } }', {}, bolt.token)).errors?.[0].extensions.code,
  ).toBe('FORBIDDEN');
});

it('REST gives a list to locations; refusals (unknown list or location, not a list, too many) change nothing', async () => {
  const admin = await h.signedIn('ADMIN');
  const acme = await company('Acme');
  await h.factories.createProduct(h.db, { sku: 'GG-100', priceCents: 1_000, quantity: 10_000 });
  const id = await list(admin.token, 'Acme Leeds', 0, [], { unitPriceCents: 850 });
  const put = (listId: string, body: unknown) =>
    h
      .http()
      .put(`/admin/price-lists/${listId}/locations`)
      .set('authorization', `Bearer ${admin.token}`)
      .send(body as object);

  const ok = await put(id, { locationIds: [acme.leeds.id, acme.york.id] });
  expect(ok.status).toBe(200);
  expect(ok.body).toEqual({
    id,
    name: 'Acme Leeds',
    locations: [
      { id: acme.leeds.id, label: 'Leeds', companyId: acme.companyId, companyName: 'Acme' },
      { id: acme.york.id, label: 'York', companyId: acme.companyId, companyName: 'Acme' },
    ],
  });
  const before = await h.db.priceListLocation.findMany({ orderBy: { locationId: 'asc' } });
  expect((await put(id, { locationIds: ['00000000-0000-4000-8000-000000000000'] })).body.error).toMatchObject(
    { message: 'Location not found', field: 'locationIds' },
  );
  expect((await put(id, { locationIds: 'Leeds' })).status).toBe(400);
  expect((await put(id, {})).body.error).toMatchObject({ field: 'locationIds' });
  expect((await put(id, { locationIds: Array.from({ length: 101 }, () => acme.leeds.id) })).status).toBe(400);
  expect((await put('00000000-0000-4000-8000-000000000000', { locationIds: [] })).status).toBe(404);
  // 24 lists of Acme's own reach Leeds too: a second list of Leeds' own would be its 26th.
  for (let i = 0; i < 24; i += 1)
    await h.db.priceList.create({
      data: { name: `Own ${i}`, companies: { create: { companyId: acme.companyId } } },
    });
  const other = await list(admin.token, 'Acme Leeds 2', 0, [], { unitPriceCents: 800 });
  const over = await put(other, { locationIds: [acme.leeds.id] });
  expect(over.body.error).toMatchObject({
    message:
      "A location can have at most 25 price lists, its company's and its own together: Acme, Leeds would have 26",
    field: 'locationIds',
  });
  expect(await h.db.priceListLocation.findMany({ orderBy: { locationId: 'asc' } })).toEqual(before);
  expect((await put(id, { locationIds: [] })).body.locations).toEqual([]);
});
