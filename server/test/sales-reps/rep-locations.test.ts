/**
 * A sales rep limited to some of a company's locations, against real PostgreSQL (docs/decisions/117): shop admins set
 * the limit; the limited rep sees and acts only for the buyers, orders and quotes of those locations (members, orders,
 * quotes, acting as, the buyer's ship-to while acting, a price preview), while a second rep without a limit keeps the
 * whole company; another company's location, a rep not assigned and a caller who is not a shop admin are refused in
 * words and change nothing.
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

const SET_REPS = 'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id } }';
const LIMIT = `mutation($c: ID!, $r: ID!, $l: [ID!]!) { setRepLocations(companyId: $c, repId: $r, locationIds: $l) {
  id email locationIds } }`;
const REPS = 'query($c: ID!) { companyReps(companyId: $c) { id locationIds } }';
const MEMBERS = '{ myRepCompanies { name members { email } } }';
const ORDERS = 'query($c: ID!) { repCompanyOrders(companyId: $c) { id } }';
const QUOTES = 'query($c: ID!) { repQuotes(companyId: $c) { id } }';
const START = 'mutation($b: ID!) { startActingAs(buyerId: $b) { token } }';
const ME = '{ me { id } }';
const CHOOSE = 'mutation($l: ID) { chooseShipToLocation(locationId: $l) { locationId } }';
const SEND = `mutation($id: ID!, $p: ID!, $v: String!) { repSendQuote(id: $id, validUntil: $v,
  lines: [{ productId: $p, quantity: 100, unitPriceCents: 900 }]) { id } }`;
const OUTSIDE = "You serve only some of this company's locations, and this is not one of them";

async function world() {
  const admin = await h.signedIn('ADMIN', { email: 'boss@example.test' });
  const limited = await h.signedIn('CUSTOMER', { email: 'leeds-rep@example.test' });
  const whole = await h.signedIn('CUSTOMER', { email: 'acme-rep@example.test' });
  await h.db.user.updateMany({
    where: { id: { in: [limited.user.id, whole.user.id] } },
    data: { salesRep: true },
  });
  const leedsBuyer = await h.signedIn('CUSTOMER', { email: 'leeds@acme.test' });
  const acmeId = leedsBuyer.user.companyId;
  await h.db.company.update({ where: { id: acmeId }, data: { name: 'Acme', personal: false } });
  const yorkBuyer = await h.signedIn('CUSTOMER', { email: 'york@acme.test' });
  await h.db.user.update({ where: { id: yorkBuyer.user.id }, data: { companyId: acmeId } });
  const bolt = await h.signedIn('CUSTOMER', { email: 'bolt@example.test' });
  const site = (companyId: string, label: string) =>
    h.db.companyLocation.create({
      data: { companyId, label, addressLine1: '1 Road', city: label, postalCode: 'LS1 1AA', country: 'GB' },
    });
  const [leeds, york, boltSite] = [
    await site(acmeId, 'Leeds'),
    await site(acmeId, 'York'),
    await site(bolt.user.companyId, 'Bolt Works'),
  ];
  await h.db.user.update({ where: { id: leedsBuyer.user.id }, data: { shipToLocationId: leeds.id } });
  await h.db.user.update({ where: { id: yorkBuyer.user.id }, data: { shipToLocationId: york.id } });
  // Both are the company's buyers (each signed up as the admin of a company of their own).
  await h.db.user.updateMany({
    where: { id: { in: [leedsBuyer.user.id, yorkBuyer.user.id] } },
    data: { companyRole: 'BUYER' },
  });
  const set = await h.gql(SET_REPS, { c: acmeId, r: [limited.user.id, whole.user.id] }, admin.token);
  expect(set.errors).toBeUndefined();
  return { admin, limited, whole, leedsBuyer, yorkBuyer, acmeId, leeds, york, boltSite, bolt };
}

const PLACE =
  'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "+1 555 0100" }) { id } }';
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) {
  id shipToLocationId } }`;
const DETAILS = {
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** An order checked out by the buyer, stamped with their ship-to location. */
async function order(buyer: { token: string }, productId: string, locationId: string) {
  const item = await h.gql(PLACE, { p: productId }, buyer.token);
  expect(item.errors).toBeUndefined();
  const po = await h.gql(CHECKOUT, { ids: [item.data.placeOrder.id], d: DETAILS }, buyer.token);
  expect(po.errors).toBeUndefined();
  expect(po.data.checkout.shipToLocationId).toBe(locationId);
  return po.data.checkout as { id: string };
}

it("shop admins limit a rep to a location; another company's location, an unassigned rep and a non-admin are refused in words", async () => {
  const w = await world();
  const set = await h.gql(LIMIT, { c: w.acmeId, r: w.limited.user.id, l: [w.leeds.id] }, w.admin.token);
  expect(set.errors).toBeUndefined();
  expect(set.data.setRepLocations).toEqual(
    expect.arrayContaining([
      { id: w.limited.user.id, email: 'leeds-rep@example.test', locationIds: [w.leeds.id] },
      { id: w.whole.user.id, email: 'acme-rep@example.test', locationIds: null },
    ]),
  );
  const before = await h.db.salesRepAssignment.findMany({ orderBy: { repId: 'asc' } });

  const foreign = await h.gql(
    LIMIT,
    { c: w.acmeId, r: w.limited.user.id, l: [w.leeds.id, w.boltSite.id] },
    w.admin.token,
  );
  expect(foreign.errors?.[0]).toMatchObject({
    message: "Location not found: a rep can be limited only to this company's locations",
    extensions: { code: 'NOT_FOUND', field: 'locationIds' },
  });
  const notAssigned = await h.gql(LIMIT, { c: w.acmeId, r: w.bolt.user.id, l: [w.leeds.id] }, w.admin.token);
  expect(notAssigned.errors?.[0]).toMatchObject({
    message: 'Sales rep not found: assign the rep to this company first',
    extensions: { code: 'NOT_FOUND', field: 'repId' },
  });
  const notId = await h.gql(LIMIT, { c: w.acmeId, r: w.limited.user.id, l: ['nope'] }, w.admin.token);
  expect(notId.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', field: 'locationIds' } });
  for (const caller of [w.limited, w.whole, w.leedsBuyer]) {
    const refused = await h.gql(LIMIT, { c: w.acmeId, r: caller.user.id, l: [] }, caller.token);
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
  }
  expect(await h.db.salesRepAssignment.findMany({ orderBy: { repId: 'asc' } })).toEqual(before);

  // None gives the whole company back.
  await h.gql(LIMIT, { c: w.acmeId, r: w.limited.user.id, l: [] }, w.admin.token);
  expect((await h.gql(REPS, { c: w.acmeId }, w.admin.token)).data.companyReps).toEqual(
    expect.arrayContaining([{ id: w.limited.user.id, locationIds: null }]),
  );
});

it("a limited rep sees only their location's members, orders and quotes; the second rep, unlimited, sees the whole company", async () => {
  const w = await world();
  await h.gql(LIMIT, { c: w.acmeId, r: w.limited.user.id, l: [w.leeds.id] }, w.admin.token);
  const gun = await h.factories.createProduct(h.db, { priceCents: 1_000, quantity: 10_000 });
  const leedsOrder = await order(w.leedsBuyer, gun.id, w.leeds.id);
  const yorkOrder = await order(w.yorkBuyer, gun.id, w.york.id);
  const leedsQuote = await h.db.quote.create({
    data: { companyId: w.acmeId, buyerId: w.leedsBuyer.user.id },
  });
  const yorkQuote = await h.db.quote.create({ data: { companyId: w.acmeId, buyerId: w.yorkBuyer.user.id } });

  const members = async (token: string) =>
    (await h.gql(MEMBERS, {}, token)).data.myRepCompanies[0].members.map((m: { email: string }) => m.email);
  expect(await members(w.limited.token)).toEqual(['leeds@acme.test']);
  expect(await members(w.whole.token)).toEqual(['leeds@acme.test', 'york@acme.test']);

  const ids = async (query: string, field: string, token: string) =>
    (await h.gql(query, { c: w.acmeId }, token)).data[field].map((r: { id: string }) => r.id).sort();
  expect(await ids(ORDERS, 'repCompanyOrders', w.limited.token)).toEqual([leedsOrder.id]);
  expect(await ids(ORDERS, 'repCompanyOrders', w.whole.token)).toEqual([leedsOrder.id, yorkOrder.id].sort());
  expect(await ids(QUOTES, 'repQuotes', w.limited.token)).toEqual([leedsQuote.id]);
  expect(await ids(QUOTES, 'repQuotes', w.whole.token)).toEqual([leedsQuote.id, yorkQuote.id].sort());

  // York's quote is not the limited rep's to answer; nothing changes on it.
  const send = await h.gql(
    SEND,
    { id: yorkQuote.id, p: gun.id, v: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
    w.limited.token,
  );
  expect(send.errors?.[0]).toMatchObject({ message: OUTSIDE, extensions: { code: 'FORBIDDEN' } });
  expect((await h.db.quote.findUniqueOrThrow({ where: { id: yorkQuote.id } })).status).toBe(yorkQuote.status);

  // A price preview for York's buyer is refused to the limited rep and answered to the other.
  const PREVIEW =
    'query($p: ID!, $c: ID!, $b: ID!) { product(id: $p) { companyPrice(companyId: $c, buyerId: $b) { unitPriceCents } } }';
  const preview = (token: string) =>
    h.gql(PREVIEW, { p: gun.id, c: w.acmeId, b: w.yorkBuyer.user.id }, token);
  expect((await preview(w.limited.token)).errors?.[0]).toMatchObject({ message: OUTSIDE });
  expect((await preview(w.whole.token)).errors).toBeUndefined();
});

it('a limited rep acts only as a buyer of their location, keeps them there, and loses the session when the buyer moves', async () => {
  const w = await world();
  await h.gql(LIMIT, { c: w.acmeId, r: w.limited.user.id, l: [w.leeds.id] }, w.admin.token);

  const york = await h.gql(START, { b: w.yorkBuyer.user.id }, w.limited.token);
  expect(york.errors?.[0]).toMatchObject({ message: OUTSIDE, extensions: { code: 'FORBIDDEN' } });
  expect(await h.db.actAsSession.count({ where: { actorId: w.limited.user.id } })).toBe(0);
  // The unlimited rep acts as York's buyer as before.
  expect((await h.gql(START, { b: w.yorkBuyer.user.id }, w.whole.token)).errors).toBeUndefined();

  const started = await h.gql(START, { b: w.leedsBuyer.user.id }, w.limited.token);
  expect(started.errors).toBeUndefined();
  const token = started.data.startActingAs.token;
  expect((await h.gql(ME, {}, token)).data.me.id).toBe(w.leedsBuyer.user.id);

  // While acting, the buyer cannot be moved to York, to no location or to another company's location.
  for (const l of [w.york.id, null, w.boltSite.id]) {
    const moved = await h.gql(CHOOSE, { l }, token);
    expect(moved.errors?.[0]).toMatchObject({ message: OUTSIDE, extensions: { code: 'FORBIDDEN' } });
  }
  expect((await h.db.user.findUniqueOrThrow({ where: { id: w.leedsBuyer.user.id } })).shipToLocationId).toBe(
    w.leeds.id,
  );
  expect((await h.gql(CHOOSE, { l: w.leeds.id }, token)).errors).toBeUndefined();

  // The buyer moves to York themselves: the rep's session stands for nobody from the next request.
  expect((await h.gql(CHOOSE, { l: w.york.id }, w.leedsBuyer.token)).errors).toBeUndefined();
  expect((await h.gql(ME, {}, token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
});

it('a limited rep cannot act as a member who sees the whole company, even at their location, and loses a buyer promoted to one', async () => {
  const w = await world();
  await h.gql(LIMIT, { c: w.acmeId, r: w.limited.user.id, l: [w.leeds.id] }, w.admin.token);
  const WHOLE =
    "You serve only some of this company's locations, so you can act only as one of its buyers or requesters there";
  for (const companyRole of ['COMPANY_ADMIN', 'ACCOUNTS_PAYABLE'] as const) {
    await h.db.user.update({ where: { id: w.leedsBuyer.user.id }, data: { companyRole } });
    const refused = await h.gql(START, { b: w.leedsBuyer.user.id }, w.limited.token);
    expect([companyRole, refused.errors?.[0]]).toMatchObject([
      companyRole,
      { message: WHOLE, extensions: { code: 'FORBIDDEN' } },
    ]);
    // The rep serving the whole company may act as them.
    expect((await h.gql(START, { b: w.leedsBuyer.user.id }, w.whole.token)).errors).toBeUndefined();
  }
  expect(await h.db.actAsSession.count({ where: { actorId: w.limited.user.id } })).toBe(0);
  // Nor are they listed to the limited rep among the members to act as.
  const listed = async (token: string) =>
    (await h.gql(MEMBERS, {}, token)).data.myRepCompanies[0].members.map((m: { email: string }) => m.email);
  expect(await listed(w.limited.token)).toEqual([]);
  expect(await listed(w.whole.token)).toEqual(['leeds@acme.test', 'york@acme.test']);

  await h.db.user.update({ where: { id: w.leedsBuyer.user.id }, data: { companyRole: 'REQUESTER' } });
  const started = await h.gql(START, { b: w.leedsBuyer.user.id }, w.limited.token);
  expect(started.errors).toBeUndefined();
  const token = started.data.startActingAs.token;
  expect((await h.gql(ME, {}, token)).data.me.id).toBe(w.leedsBuyer.user.id);
  // Promoted to company admin while the rep acts: the session stands for nobody from the next request.
  await h.db.user.update({ where: { id: w.leedsBuyer.user.id }, data: { companyRole: 'COMPANY_ADMIN' } });
  expect((await h.gql(ME, {}, token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
});
