/**
 * Sales reps against real PostgreSQL (docs/decisions/084): shop admins make reps and assign them companies; a rep
 * reads and prices only their companies' orders and quotes, and changes nothing of the shop's; the deep-discount
 * threshold still needs a shop admin.
 */
import { createHarness, type Harness } from '../support/harness';
import { codeOf } from '../support/db-snapshot';
import { quoteIn, quoteDay } from '../quotes/fixtures';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import { ctxFor } from '../support/context';

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

const DETAILS = {
  companyName: 'Acme Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const SET_REP = 'mutation($u: ID!, $on: Boolean!) { setSalesRep(userId: $u, salesRep: $on) }';
const SET_REPS = 'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id email } }';
const MY_COMPANIES = '{ myRepCompanies { id name members { id email } } }';
const ORDERS = 'query($c: ID!) { repCompanyOrders(companyId: $c) { id totalCents buyerName } }';
const QUOTES = 'query($c: ID!) { repQuotes(companyId: $c) { id status } }';
const SEND =
  'mutation($id: ID!, $l: [SalesQuotePriceLineInput!]!, $u: String!) { repSendQuote(id: $id, lines: $l, validUntil: $u) { status versions { authorName } } }';

async function company(name: string) {
  const buyer = await h.signedIn('CUSTOMER', {
    email: `${name.toLowerCase()}@example.test`,
    displayName: `${name} Buyer`,
  });
  await h.db.company.update({ where: { id: buyer.user.companyId }, data: { name, personal: false } });
  return { ...buyer, companyId: buyer.user.companyId };
}

/** An admin, a rep serving Acme, Acme's and Bolt's buyers, a product and an order of each company. */
async function world() {
  const admin = await h.signedIn('ADMIN');
  const rep = await h.signedIn('CUSTOMER', { email: 'rep@example.test', displayName: 'Rita Rep' });
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  expect((await h.gql(SET_REP, { u: rep.user.id, on: true }, admin.token)).errors).toBeUndefined();
  expect(
    (await h.gql(SET_REPS, { c: acme.companyId, r: [rep.user.id] }, admin.token)).data.setCompanyReps,
  ).toEqual([{ id: rep.user.id, email: 'rep@example.test' }]);
  const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: 1_000 });
  for (const who of [acme, bolt]) {
    const item = await h.db.orderItem.create({
      data: {
        productId: product.id,
        userId: who.user.id,
        productName: product.name,
        imageUrl: product.imageUrl,
        unitPriceCents: product.priceCents,
        userName: 'B',
        userEmail: who.user.email,
        userPhone: '5550100',
        quantity: 100,
      },
    });
    await purchaseOrders.checkout(ctxFor(h, who.user), { itemIds: [item.id], details: DETAILS });
  }
  return { admin, rep, acme, bolt, product };
}

it("a rep sees only their assigned companies: My companies, orders and quotes; another company's are refused", async () => {
  const { rep, acme, bolt, admin, product } = await world();
  const mine = await h.gql(MY_COMPANIES, {}, rep.token);
  expect(mine.data.myRepCompanies).toEqual([
    { id: acme.companyId, name: 'Acme', members: [{ id: acme.user.id, email: 'acme@example.test' }] },
  ]);
  // A customer who is no rep has no companies, whatever assignments say.
  expect((await h.gql(MY_COMPANIES, {}, acme.token)).data.myRepCompanies).toEqual([]);

  const orders = await h.gql(ORDERS, { c: acme.companyId }, rep.token);
  expect(orders.data.repCompanyOrders).toHaveLength(1);
  expect(codeOf(await h.gql(ORDERS, { c: bolt.companyId }, rep.token))).toBe('FORBIDDEN');
  expect(codeOf(await h.gql(ORDERS, { c: acme.companyId }, bolt.token))).toBe('FORBIDDEN');
  // Shop admins read any company's.
  expect((await h.gql(ORDERS, { c: bolt.companyId }, admin.token)).data.repCompanyOrders).toHaveLength(1);

  await quoteIn(h, 'REQUESTED', acme.user, product);
  await quoteIn(h, 'REQUESTED', bolt.user, product);
  expect((await h.gql(QUOTES, { c: acme.companyId }, rep.token)).data.repQuotes).toEqual([
    { id: expect.any(String), status: 'REQUESTED' },
  ]);
  expect(codeOf(await h.gql(QUOTES, { c: bolt.companyId }, rep.token))).toBe('FORBIDDEN');
});

it("a rep prices and sends their company's quote; a deep discount waits for a shop admin; another company's quote is refused", async () => {
  const { rep, acme, bolt, admin, product } = await world();
  const q = await quoteIn(h, 'REQUESTED', acme.user, product);
  const sent = await h.gql(
    SEND,
    { id: q.id, l: [{ productId: product.id, quantity: 100, unitPriceCents: 950 }], u: quoteDay(5) },
    rep.token,
  );
  expect(sent.errors).toBeUndefined();
  expect(sent.data.repSendQuote.status).toBe('SENT');
  expect(sent.data.repSendQuote.versions.at(-1).authorName).toBe('Rita Rep');

  const deep = await quoteIn(h, 'REQUESTED', acme.user, product);
  const held = await h.gql(
    SEND,
    { id: deep.id, l: [{ productId: product.id, quantity: 100, unitPriceCents: 100 }], u: quoteDay(5) },
    rep.token,
  );
  expect(held.data.repSendQuote.status).toBe('APPROVAL_NEEDED');
  expect(
    codeOf(
      await h.gql('mutation($id: ID!) { approveQuote(id: $id) { status } }', { id: deep.id }, rep.token),
    ),
  ).toBe('FORBIDDEN');
  expect(
    (await h.gql('mutation($id: ID!) { approveQuote(id: $id) { status } }', { id: deep.id }, admin.token))
      .data.approveQuote.status,
  ).toBe('SENT');

  const theirs = await quoteIn(h, 'REQUESTED', bolt.user, product);
  expect(
    codeOf(
      await h.gql(
        SEND,
        { id: theirs.id, l: [{ productId: product.id, quantity: 100, unitPriceCents: 950 }], u: quoteDay(5) },
        rep.token,
      ),
    ),
  ).toBe('FORBIDDEN');
  expect((await h.db.quote.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('REQUESTED');
});

it('an unassigned rep loses the company on the next request; taking the rep flag back ends every assignment', async () => {
  const { rep, acme, admin } = await world();
  expect((await h.gql(ORDERS, { c: acme.companyId }, rep.token)).errors).toBeUndefined();
  await h.gql(SET_REPS, { c: acme.companyId, r: [] }, admin.token);
  expect(codeOf(await h.gql(ORDERS, { c: acme.companyId }, rep.token))).toBe('FORBIDDEN');
  await h.gql(SET_REPS, { c: acme.companyId, r: [rep.user.id] }, admin.token);
  await h.gql(SET_REP, { u: rep.user.id, on: false }, admin.token);
  expect(await h.db.salesRepAssignment.count()).toBe(0);
  expect(codeOf(await h.gql(ORDERS, { c: acme.companyId }, rep.token))).toBe('FORBIDDEN');
});

it('only sales reps can be assigned, only customers become reps, and only shop admins assign', async () => {
  const { rep, acme, bolt, admin } = await world();
  const refused = await h.gql(SET_REPS, { c: acme.companyId, r: [bolt.user.id] }, admin.token);
  expect(codeOf(refused)).toBe('NOT_FOUND');
  expect(codeOf(await h.gql(SET_REP, { u: admin.user.id, on: true }, admin.token))).toBe('BAD_USER_INPUT');
  expect(codeOf(await h.gql(SET_REPS, { c: bolt.companyId, r: [rep.user.id] }, rep.token))).toBe('FORBIDDEN');
  expect(codeOf(await h.gql(SET_REP, { u: bolt.user.id, on: true }, rep.token))).toBe('FORBIDDEN');
  expect(await h.db.salesRepAssignment.count({ where: { companyId: bolt.companyId } })).toBe(0);
});

it('a rep cannot change users, products, price lists or settings', async () => {
  const { rep, acme, product } = await world();
  const attempts: Array<[string, Record<string, unknown>]> = [
    ['mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }', { e: 'rep@example.test' }],
    ['mutation($id: ID!) { deleteUser(id: $id) }', { id: acme.user.id }],
    [
      'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
      {
        i: {
          name: 'X',
          description: 'd',
          imageUrl: 'https://example.com/x.png',
          priceCents: 100,
          quantity: 1,
        },
      },
    ],
    ['mutation($id: ID!) { deleteProduct(id: $id) }', { id: product.id }],
    [
      'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
      { i: { name: 'Rep list', companyIds: [acme.companyId] } },
    ],
    [
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
      { i: { country: 'AQ', region: 'X', name: 'VAT', ratePercent: '20' } },
    ],
    [
      'mutation($c: ID!) { setCompanyFreeFreight(companyId: $c, freeFreightThresholdCents: 1) { id } }',
      { c: acme.companyId },
    ],
  ];
  for (const [query, variables] of attempts) {
    const res = await h.gql(query, variables, rep.token);
    expect([query, codeOf(res)]).toEqual([query, 'FORBIDDEN']);
  }
  expect(await h.db.product.count()).toBe(1);
  expect(await h.db.priceList.count()).toBe(0);
  expect((await h.db.user.findUniqueOrThrow({ where: { id: rep.user.id } })).role).toBe('CUSTOMER');
});

it('"see the shop as company X": shop admins and the company\'s rep read its contract price with the explanation; nobody else', async () => {
  const { rep, acme, bolt, admin } = await world();
  await h.factories.createProduct(h.db, { sku: 'GG-STICK', quantity: 10_000, priceCents: 1_000 });
  const list = await h.gql(
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: 'Acme 2027', priority: 1, companyIds: [acme.companyId], groupIds: [] } },
    admin.token,
  );
  await h.gql(
    'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }',
    { id: list.data.savePriceList.id, e: [{ sku: 'GG-STICK', percentOffBp: 1_200 }] },
    admin.token,
  );
  const stick = await h.db.product.findUniqueOrThrow({ where: { sku: 'GG-STICK' } });
  const PREVIEW =
    'query($id: ID!, $c: ID!) { product(id: $id) { priceCents myPrice { unitPriceCents } companyPrice(companyId: $c) { unitPriceCents explanation } } }';

  for (const token of [rep.token, admin.token]) {
    const seen = await h.gql(PREVIEW, { id: stick.id, c: acme.companyId }, token);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.product).toEqual({
      priceCents: 1_000,
      myPrice: null,
      companyPrice: { unitPriceCents: 880, explanation: 'Your contract price: Acme 2027, 12 % off' },
    });
  }
  // Another company's view is its own list price (none): null, for staff allowed to look.
  expect(
    (await h.gql(PREVIEW, { id: stick.id, c: bolt.companyId }, admin.token)).data.product.companyPrice,
  ).toBeNull();
  // A rep who does not serve the company, a buyer of another company, the company's own buyer and a visitor are refused.
  for (const token of [bolt.token, acme.token, undefined]) {
    expect(codeOf(await h.gql(PREVIEW, { id: stick.id, c: acme.companyId }, token))).toBe('FORBIDDEN');
  }
  expect(codeOf(await h.gql(PREVIEW, { id: stick.id, c: bolt.companyId }, rep.token))).toBe('FORBIDDEN');
  // Once unassigned, the rep no longer sees it.
  await h.gql(SET_REPS, { c: acme.companyId, r: [] }, admin.token);
  expect(codeOf(await h.gql(PREVIEW, { id: stick.id, c: acme.companyId }, rep.token))).toBe('FORBIDDEN');
});
