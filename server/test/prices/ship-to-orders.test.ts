/**
 * The ship-to location and what is ordered, against real PostgreSQL (docs/decisions/109): an order keeps the location
 * it shipped to and was priced by (id and the label it had), whatever happens to the location later; a new location
 * prices the buyer's open items again (not quoted ones), says which changed over GraphQL and REST, and checkout
 * charges those prices; another company's location is refused and changes nothing; the 25-list limit is counted
 * per location whichever save gives the lists.
 */
import { createHarness, type Harness } from '../support/harness';
import { createOrderItem } from '../support/order-items';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';

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

const CHOOSE = `mutation($l: ID) { chooseShipToLocation(locationId: $l) {
  locationId repricedItems { itemId productName quantity fromUnitPriceCents toUnitPriceCents } } }`;
const PLACE =
  'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "+1 555 0100" }) { id unitPriceCents } }';
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) {
  id subtotalCents shipToLocationId shipToLocationLabel } }`;
const ORDER = 'query($id: ID!) { purchaseOrder(id: $id) { shipToLocationId shipToLocationLabel city } }';
const DETAILS = {
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const SAVE_LIST = 'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }';
const SAVE_GROUP =
  'mutation($i: CustomerGroupInput!) { saveCustomerGroup(input: $i) { id companies { id } } }';

async function company(name: string) {
  const person = await h.signedIn('CUSTOMER', { email: `${name.toLowerCase()}@example.test` });
  await h.db.company.update({ where: { id: person.user.companyId }, data: { name, personal: false } });
  const site = (label: string) =>
    h.db.companyLocation.create({
      data: {
        companyId: person.user.companyId,
        label,
        addressLine1: '1 Road',
        city: label,
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

/** A gun at $10.00, and a list giving Acme's Leeds $8.50 for it. */
async function leedsPriced(acme: Awaited<ReturnType<typeof company>>) {
  const gun = await h.factories.createProduct(h.db, {
    name: 'Hot Melt Gun',
    sku: 'GG-100',
    priceCents: 1_000,
    quantity: 10_000,
  });
  await h.db.priceList.create({
    data: {
      name: 'Acme Leeds',
      locations: { create: { locationId: acme.leeds.id } },
      entries: { create: { productId: gun.id, unitPriceCents: 850 } },
    },
  });
  return gun;
}

async function ok<T = any>(query: string, vars: Record<string, unknown>, token: string): Promise<T> {
  const res = await h.gql(query, vars, token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

it('an order keeps the location it shipped to and was priced by, as it was named then, over GraphQL and REST', async () => {
  const acme = await company('Acme');
  const gun = await leedsPriced(acme);
  await ok(CHOOSE, { l: acme.leeds.id }, acme.token);
  const item = (await ok(PLACE, { p: gun.id }, acme.token)).placeOrder;
  expect(item.unitPriceCents).toBe(850);
  const po = (await ok(CHECKOUT, { ids: [item.id], d: DETAILS }, acme.token)).checkout;
  expect(po).toMatchObject({
    subtotalCents: 85_000,
    shipToLocationId: acme.leeds.id,
    shipToLocationLabel: 'Leeds',
  });

  // Renamed, then removed: the order still names the location as it was, with its id.
  await h.db.companyLocation.update({ where: { id: acme.leeds.id }, data: { label: 'Leeds North' } });
  await h.db.companyLocation.delete({ where: { id: acme.leeds.id } });
  expect((await ok(ORDER, { id: po.id }, acme.token)).purchaseOrder).toEqual({
    shipToLocationId: acme.leeds.id,
    shipToLocationLabel: 'Leeds',
    city: 'Leeds',
  });
  const admin = await h.signedIn('ADMIN');
  expect((await ok(ORDER, { id: po.id }, admin.token)).purchaseOrder.shipToLocationLabel).toBe('Leeds');
  const rest = await h.http().get(`/purchase-orders/${po.id}`).set('authorization', `Bearer ${acme.token}`);
  expect(rest.status).toBe(200);
  expect(JSON.stringify(rest.body)).toContain('"shipToLocationLabel":"Leeds"');
  expect(JSON.stringify(rest.body)).toContain(`"shipToLocationId":"${acme.leeds.id}"`);
});

it('an order of a buyer with no location, or one left pointing at another company, names none', async () => {
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  const gun = await leedsPriced(acme);
  const none = (await ok(PLACE, { p: gun.id }, acme.token)).placeOrder;
  expect((await ok(CHECKOUT, { ids: [none.id], d: DETAILS }, acme.token)).checkout).toMatchObject({
    shipToLocationId: null,
    shipToLocationLabel: null,
  });
  // A person moved from Acme to Bolt may still name Acme's Leeds: Bolt's order names no location and pays list.
  await h.db.user.update({ where: { id: bolt.user.id }, data: { shipToLocationId: acme.leeds.id } });
  const stale = (await ok(PLACE, { p: gun.id }, bolt.token)).placeOrder;
  expect((await ok(CHECKOUT, { ids: [stale.id], d: DETAILS }, bolt.token)).checkout).toMatchObject({
    subtotalCents: 100_000,
    shipToLocationId: null,
    shipToLocationLabel: null,
  });
});

it('a new location prices the open items again and says which changed; quoted items keep their price; checkout charges it', async () => {
  const acme = await company('Acme');
  const gun = await leedsPriced(acme);
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Glue Sticks',
    sku: 'GS-1',
    priceCents: 90,
    quantity: 10_000,
  });
  const gunItem = (await ok(PLACE, { p: gun.id }, acme.token)).placeOrder;
  const stickItem = (await ok(PLACE, { p: sticks.id }, acme.token)).placeOrder;
  const quote = await h.db.quote.create({ data: { companyId: acme.companyId, buyerId: acme.user.id } });
  const quoted = await h.factories.createProduct(h.db, { name: 'Quoted Gun', priceCents: 1_000 });
  await h.db.priceListEntry.create({
    data: {
      priceListId: (await h.db.priceList.findFirstOrThrow()).id,
      productId: quoted.id,
      unitPriceCents: 700,
    },
  });
  const quotedItem = await createOrderItem(h.db, quoted, acme.user, {
    unitPriceCents: 950,
    quoteId: quote.id,
  });
  expect(gunItem.unitPriceCents).toBe(1_000);

  const chosen = (await ok(CHOOSE, { l: acme.leeds.id }, acme.token)).chooseShipToLocation;
  expect(chosen).toEqual({
    locationId: acme.leeds.id,
    repricedItems: [
      {
        itemId: gunItem.id,
        productName: 'Hot Melt Gun',
        quantity: 100,
        fromUnitPriceCents: 1_000,
        toUnitPriceCents: 850,
      },
    ],
  });
  const price = async (id: string) =>
    (await h.db.orderItem.findUniqueOrThrow({ where: { id } })).unitPriceCents;
  expect([await price(gunItem.id), await price(stickItem.id), await price(quotedItem.id)]).toEqual([
    850, 90, 950,
  ]);
  // The same location again prices nothing.
  expect((await ok(CHOOSE, { l: acme.leeds.id }, acme.token)).chooseShipToLocation.repricedItems).toEqual([]);

  // Over REST, York (no list of its own) takes the gun back to the list price, and says so.
  const york = await h
    .http()
    .put('/my-ship-to-location')
    .set('authorization', `Bearer ${acme.token}`)
    .send({ locationId: acme.york.id });
  expect(york.status).toBe(200);
  expect(york.body).toMatchObject({
    success: true,
    locationId: acme.york.id,
    repricedItems: [{ itemId: gunItem.id, fromUnitPriceCents: 850, toUnitPriceCents: 1_000 }],
  });
  await ok(CHOOSE, { l: acme.leeds.id }, acme.token);
  const po = (await ok(CHECKOUT, { ids: [gunItem.id, stickItem.id], d: DETAILS }, acme.token)).checkout;
  expect(po.subtotalCents).toBe(85_000 + 9_000);
  expect(po.shipToLocationLabel).toBe('Leeds');
  // Items on an order are not open: choosing again leaves them (and the order) as they are.
  expect((await ok(CHOOSE, { l: null }, acme.token)).chooseShipToLocation.repricedItems).toEqual([]);
  expect(await price(gunItem.id)).toBe(850);
});

it('choosing a location races checkout: the order is priced all at the old location or all at the new one, as it says', async () => {
  const seen = new Set<string>();
  for (let round = 0; round < 6; round += 1) {
    await h.reset();
    const acme = await company('Acme');
    const gun = await leedsPriced(acme);
    const item = (await ok(PLACE, { p: gun.id }, acme.token)).placeOrder;
    const [chose, placed] = await Promise.all([
      h.gql(CHOOSE, { l: acme.leeds.id }, acme.token),
      h.gql(CHECKOUT, { ids: [item.id], d: DETAILS }, acme.token),
    ]);
    const verdicts = [verdictOf(chose, 'chooseShipToLocation'), verdictOf(placed, 'checkout')];
    const { winners } = expectOnlyExpectedRefusals(verdicts, []);
    expect(winners).toHaveLength(2);
    const repriced = verdicts[0].value.repricedItems.length > 0;
    seen.add(repriced ? 'choice first' : 'checkout first');
    // The order, its line and the item agree: 850 and Leeds when the choice came first, else 1,000 and no location.
    const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: verdicts[1].value.id } });
    const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id } });
    const unit = (await h.db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).unitPriceCents;
    expect([po.subtotalCents, line.unitPriceCents, unit, po.shipToLocationLabel]).toEqual(
      repriced ? [85_000, 850, 850, 'Leeds'] : [100_000, 1_000, 1_000, null],
    );
  }
  expect(seen.size).toBeGreaterThan(0);
});

it("another company's location is refused and changes neither the choice nor any price", async () => {
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  const gun = await leedsPriced(acme);
  await ok(CHOOSE, { l: bolt.leeds.id }, bolt.token);
  const item = (await ok(PLACE, { p: gun.id }, bolt.token)).placeOrder;
  const before = await h.db.orderItem.findUniqueOrThrow({ where: { id: item.id } });

  const refused = await h.gql(CHOOSE, { l: acme.leeds.id }, bolt.token);
  expect(refused.errors?.[0]).toMatchObject({
    message: 'Location not found',
    extensions: { code: 'NOT_FOUND', field: 'locationId' },
  });
  const overRest = await h
    .http()
    .put('/my-ship-to-location')
    .set('authorization', `Bearer ${bolt.token}`)
    .send({ locationId: acme.leeds.id });
  expect(overRest.status).toBe(404);
  expect(overRest.body.error).toMatchObject({ message: 'Location not found', field: 'locationId' });
  expect((await h.db.user.findUniqueOrThrow({ where: { id: bolt.user.id } })).shipToLocationId).toBe(
    bolt.leeds.id,
  );
  expect(await h.db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).toEqual(before);
});

it('the 25 lists are counted per location, when lists are given to companies, groups or locations; a refusal names the location and changes nothing', async () => {
  const admin = await h.signedIn('ADMIN');
  const acme = await company('Acme');
  // 20 lists of Leeds' own and 5 of Acme's: Leeds reaches 25, York 5.
  for (let i = 0; i < 20; i += 1)
    await h.db.priceList.create({
      data: { name: `Leeds ${i}`, locations: { create: { locationId: acme.leeds.id } } },
    });
  for (let i = 0; i < 5; i += 1)
    await h.db.priceList.create({
      data: { name: `Acme ${i}`, companies: { create: { companyId: acme.companyId } } },
    });
  const before = {
    lists: await h.db.priceList.count(),
    companies: await h.db.priceListCompany.count(),
    groups: await h.db.customerGroupCompany.count(),
  };
  const leedsOver =
    "A location can have at most 25 price lists, its company's and its own together: Acme, Leeds would have 26";

  // A list for the whole company would be Leeds' 26th, though Acme itself has 6.
  const viaCompany = await h.gql(
    SAVE_LIST,
    { i: { name: 'Acme 5', companyIds: [acme.companyId] } },
    admin.token,
  );
  expect(viaCompany.errors?.[0]).toMatchObject({
    message: leedsOver,
    extensions: { code: 'BAD_USER_INPUT', field: 'companyIds' },
  });

  // A group's list reaches Leeds through Acme's membership: refused whether the group or the list is saved.
  const group = (await ok(SAVE_GROUP, { i: { name: 'Tier 1', companyIds: [] } }, admin.token))
    .saveCustomerGroup;
  await ok(SAVE_LIST, { i: { name: 'Tier list', companyIds: [], groupIds: [group.id] } }, admin.token);
  const viaGroup = await h.gql(
    'mutation($id: ID, $i: CustomerGroupInput!) { saveCustomerGroup(id: $id, input: $i) { id } }',
    { id: group.id, i: { name: 'Tier 1', companyIds: [acme.companyId] } },
    admin.token,
  );
  expect(viaGroup.errors?.[0]).toMatchObject({
    message: leedsOver,
    extensions: { code: 'BAD_USER_INPUT', field: 'companyIds' },
  });
  expect(await h.db.customerGroupCompany.count()).toBe(before.groups);
  expect(await h.db.priceListCompany.count()).toBe(before.companies);
  expect(await h.db.priceList.count()).toBe(before.lists + 1);

  // York is far from full: a list of York's own is taken, and so is one more for a company without locations.
  const yorkList = (await ok(SAVE_LIST, { i: { name: 'York 1', companyIds: [] } }, admin.token))
    .savePriceList;
  await ok(
    'mutation($id: ID!, $l: [ID!]!) { setPriceListLocations(id: $id, locationIds: $l) { id } }',
    { id: yorkList.id, l: [acme.york.id] },
    admin.token,
  );
});

it('a company without locations is counted as a whole, its refusal naming the company', async () => {
  const admin = await h.signedIn('ADMIN');
  const bolt = await h.signedIn('CUSTOMER', { email: 'bolt@example.test' });
  await h.db.company.update({ where: { id: bolt.user.companyId }, data: { name: 'Bolt', personal: false } });
  for (let i = 0; i < 25; i += 1)
    await h.db.priceList.create({
      data: { name: `Bolt ${i}`, companies: { create: { companyId: bolt.user.companyId } } },
    });
  const over = await h.gql(
    SAVE_LIST,
    { i: { name: 'Bolt 25', companyIds: [bolt.user.companyId] } },
    admin.token,
  );
  expect(over.errors?.[0]).toMatchObject({
    message:
      "A company can have at most 25 price lists, its own and its groups' together: Bolt would have 26",
    extensions: { field: 'companyIds' },
  });
  expect(await h.db.priceList.count({ where: { name: 'Bolt 25' } })).toBe(0);
});
