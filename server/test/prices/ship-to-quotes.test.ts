/**
 * Quotes price their lines for the quote's buyer as an item they add is priced: their company's lists and those of
 * the location they ship to now, by the one COMPANY_LISTS rule, whether the buyer asks or the shop prices the answer.
 * A sales rep's companyPrice names a buyer to see that buyer's price; a person of another company reads as unknown.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as moves from '../../src/modules/quotes/quote-moves';
import { quoteDay } from '../quotes/fixtures';

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

async function acmeWithLeeds() {
  const buyer = await h.factories.createUser(h.db, { role: 'CUSTOMER' });
  const companyId = buyer.companyId;
  const leeds = await h.db.companyLocation.create({
    data: {
      companyId,
      label: 'Leeds',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
    },
  });
  const gun = await h.factories.createProduct(h.db, { priceCents: 1_000, quantity: 100_000 });
  await h.db.priceList.create({
    data: {
      name: 'Acme 2027',
      companies: { create: { companyId } },
      entries: { create: { productId: gun.id, percentOffBp: 1_000 } },
    },
  });
  await h.db.priceList.create({
    data: {
      name: 'Acme Leeds',
      locations: { create: { locationId: leeds.id } },
      entries: { create: { productId: gun.id, unitPriceCents: 850 } },
    },
  });
  return { buyer, companyId, leeds, gun };
}

const references = (q: { versions: Array<{ lines: Array<{ referencePriceCents: number }> }> }) =>
  q.versions.map((v) => v.lines[0].referencePriceCents);

it("a quote's lines are measured from the buyer's price at the location they ship to, when asked and when priced", async () => {
  const { buyer, leeds, gun } = await acmeWithLeeds();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const lines = [{ productId: gun.id, quantity: 500, note: 'Pallet' }];

  // No location chosen: the company's 10 % off.
  const plain = await moves.requestQuote(ctxFor(h, buyer), { lines });
  expect(references(plain)).toEqual([900]);

  await h.db.user.update({ where: { id: buyer.id }, data: { shipToLocationId: leeds.id } });
  const asked = await moves.requestQuote(ctxFor(h, buyer), { lines });
  expect(references(asked)).toEqual([850]);
  // The shop prices the answer for the quote's buyer, not for itself: the reference stays the buyer's Leeds price.
  const sent = await moves.sendQuote(ctxFor(h, admin), asked.id, {
    lines: [{ productId: gun.id, quantity: 500, unitPriceCents: 840 }],
    validUntil: quoteDay(5),
    freightNote: 'Pallet',
  });
  expect(references(sent)).toEqual([850, 850]);
});

it("another company's location left on the buyer adds nothing to a quote's price", async () => {
  const acme = await acmeWithLeeds();
  const bolt = await h.factories.createUser(h.db, { role: 'CUSTOMER' });
  await h.db.user.update({ where: { id: bolt.id }, data: { shipToLocationId: acme.leeds.id } });
  const asked = await moves.requestQuote(ctxFor(h, bolt), {
    lines: [{ productId: acme.gun.id, quantity: 500, note: '' }],
  });
  expect(references(asked)).toEqual([1_000]);
});

const COMPANY_PRICE =
  'query($p: ID!, $c: ID, $b: ID) { product(id: $p) { companyPrice(companyId: $c, buyerId: $b) { unitPriceCents } } }';

it("a rep's companyPrice counts a named buyer's ship-to location, and refuses a person of another company", async () => {
  const { buyer, companyId, leeds, gun } = await acmeWithLeeds();
  await h.db.user.update({ where: { id: buyer.id }, data: { shipToLocationId: leeds.id } });
  const rep = await h.factories.createUser(h.db, { role: 'CUSTOMER', salesRep: true });
  await h.db.salesRepAssignment.create({ data: { repId: rep.id, companyId } });
  const priceFor = (b: string | null) =>
    h.gql(COMPANY_PRICE, { p: gun.id, c: companyId, b }, h.tokenFor(rep));

  expect((await priceFor(null)).data.product.companyPrice).toEqual({ unitPriceCents: 900 });
  expect((await priceFor(buyer.id)).data.product.companyPrice).toEqual({ unitPriceCents: 850 });
  const stranger = await h.factories.createUser(h.db, { role: 'CUSTOMER' });
  for (const b of [stranger.id, 'not-an-id']) {
    const refused = await priceFor(b);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Buyer not found',
      extensions: { code: 'NOT_FOUND' },
    });
  }
});
