/**
 * The buyer's ship-to location over REST against real PostgreSQL: GET and PUT /my-ship-to-location read and choose
 * it through the same service as GraphQL's chooseShipToLocation, the location's list then prices the buyer; another
 * company's location, an id that is none and a missing field are refused in words and change nothing.
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

const MY_PRICE =
  'query($id: ID!) { product(id: $id) { myPrice { unitPriceCents } } me { shipToLocationId } }';

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
  return { ...person, leeds: await site('Leeds'), york: await site('York') };
}

const read = (token: string) => h.http().get('/my-ship-to-location').set('authorization', `Bearer ${token}`);
const choose = (token: string, body: unknown) =>
  h
    .http()
    .put('/my-ship-to-location')
    .set('authorization', `Bearer ${token}`)
    .send(body as object);
const shipToOf = async (userId: string) =>
  (await h.db.user.findUniqueOrThrow({ where: { id: userId } })).shipToLocationId;

it("a buyer reads and chooses their own company's location over REST, and its list prices them from then on", async () => {
  const acme = await company('Acme');
  const gun = await h.factories.createProduct(h.db, { sku: 'GG-100', priceCents: 1_000, quantity: 10_000 });
  await h.db.priceList.create({
    data: {
      name: 'Acme Leeds',
      locations: { create: { locationId: acme.leeds.id } },
      entries: { create: { productId: gun.id, unitPriceCents: 850 } },
    },
  });

  expect((await read(acme.token)).body).toEqual({ locationId: null, location: null });
  const chosen = await choose(acme.token, { locationId: acme.leeds.id });
  expect(chosen.status).toBe(200);
  expect(chosen.body).toMatchObject({
    success: true,
    locationId: acme.leeds.id,
    location: { id: acme.leeds.id, label: 'Leeds', city: 'Leeds', country: 'GB' },
  });
  expect((await read(acme.token)).body).toEqual({
    locationId: acme.leeds.id,
    location: chosen.body.location,
  });
  // The GraphQL side reads the same choice, and the location's list prices the buyer.
  expect((await h.gql(MY_PRICE, { id: gun.id }, acme.token)).data).toEqual({
    product: { myPrice: { unitPriceCents: 850 } },
    me: { shipToLocationId: acme.leeds.id },
  });
  const none = await choose(acme.token, { locationId: null });
  expect(none.body).toEqual({ success: true, locationId: null, location: null, repricedItems: [] });
  expect((await h.gql(MY_PRICE, { id: gun.id }, acme.token)).data.product.myPrice).toBeNull();
});

it("a company never chooses another company's location: refused in words, nothing changes", async () => {
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  await choose(bolt.token, { locationId: bolt.york.id });

  const refused = await choose(bolt.token, { locationId: acme.leeds.id });
  expect([refused.status, refused.body.error]).toEqual([
    404,
    expect.objectContaining({ code: 'NOT_FOUND', message: 'Location not found', field: 'locationId' }),
  ]);
  expect(await shipToOf(bolt.user.id)).toBe(bolt.york.id);
  expect(await shipToOf(acme.user.id)).toBeNull();
  expect((await read(bolt.token)).body.locationId).toBe(bolt.york.id);

  // Not an id, nobody's, a number, or no field at all: refused under locationId, the choice stays.
  for (const locationId of ['Leeds', '00000000-0000-4000-8000-000000000000', 42, {}]) {
    const res = await choose(bolt.token, { locationId });
    expect([res.status, res.body.error?.field]).toEqual([404, 'locationId']);
  }
  const missing = await choose(bolt.token, {});
  expect([missing.status, missing.body.error?.field]).toEqual([400, 'locationId']);
  expect(await shipToOf(bolt.user.id)).toBe(bolt.york.id);

  // Accounts payable do not order, so do not choose where orders ship; nobody signed in is refused too.
  const payable = await h.factories.createUser(h.db, {
    company: { connect: { id: acme.user.companyId } },
    companyRole: 'ACCOUNTS_PAYABLE',
  });
  const asPayable = await choose(h.tokenFor(payable), { locationId: acme.leeds.id });
  expect([asPayable.status, asPayable.body.error?.reason]).toEqual([403, 'COMPANY_ROLE']);
  expect(await shipToOf(payable.id)).toBeNull();
  expect((await h.http().put('/my-ship-to-location').send({ locationId: acme.leeds.id })).status).toBe(401);
});
