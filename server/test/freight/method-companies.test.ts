/**
 * Shipping methods limited to companies (docs/decisions/123): a method with companies is listed, defaulted and
 * accepted only for their buyers, over GraphQL and REST alike; any other company's checkout and quote refuse it in
 * words and change nothing, and without it they place orders exactly as before (here: no freight at all). A buyer
 * never reads another company's name on a method.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
let admin: { user: User; token: string };
let acme: { user: User; token: string };
let other: { user: User; token: string };
let methodId: string;

const SAVE = `mutation($id: ID, $i: ShippingMethodInput!) { saveShippingMethod(id: $id, input: $i) {
  id isDefault offered companies { id name } } }`;
const LIST = '{ shippingMethods { id name offered companies { id name } } }';
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!, $m: ID) { checkout(itemIds: $ids, details: $d, shippingMethodId: $m) {
  id freightCents shippingMethodName } }`;
const QUOTE = `query($ids: [ID!]!, $m: ID) { checkoutTaxQuote(itemIds: $ids, country: "GB", shippingMethodId: $m) {
  freightCents shippingMethodName } }`;
const DETAILS = {
  companyName: 'Freight Co',
  addressLine1: '1 Dock Road',
  city: 'Hull',
  postalCode: 'HU1 1AA',
  country: 'GB',
  contactPhone: '+44 1482 000000',
};

async function openItem(buyer: { user: User }) {
  const product = await h.factories.createProduct(h.db, {
    quantity: 10_000,
    priceCents: 100,
    weightGrams: 100,
  });
  return (
    await orders.placeOrder(ctxFor(h, buyer.user), { productId: product.id, quantity: 100, phone: '5550100' })
  ).id;
}

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  admin = await h.signedIn('ADMIN');
  acme = await h.signedIn();
  other = await h.signedIn();
  await h.db.company.update({ where: { id: acme.user.companyId! }, data: { name: 'Acme Pallets' } });
  await h.db.company.update({ where: { id: other.user.companyId! }, data: { name: 'Other Crafts' } });
  const res = await h.gql(
    SAVE,
    {
      id: null,
      i: {
        name: 'Acme road',
        kind: 'WEIGHT',
        isDefault: true,
        bands: [{ upToGrams: 100_000, priceCents: 4_000 }],
        companyIds: [acme.user.companyId],
      },
    },
    admin.token,
  );
  expect(res.errors).toBeUndefined();
  methodId = res.data.saveShippingMethod.id;
  expect(res.data.saveShippingMethod.companies).toEqual([{ id: acme.user.companyId, name: 'Acme Pallets' }]);
  // The admin's own company is not among them: not offered to it.
  expect(res.data.saveShippingMethod.offered).toBe(false);
});
afterAll(async () => {
  await h.db.shippingMethod.deleteMany();
  await h.close();
});

describe('a method limited to one company', () => {
  it("is listed, defaulted and charged for its company's buyer", async () => {
    const list = await h.gql(LIST, {}, acme.token);
    expect(list.data.shippingMethods).toEqual([
      {
        id: methodId,
        name: 'Acme road',
        offered: true,
        companies: [{ id: acme.user.companyId, name: 'Acme Pallets' }],
      },
    ]);
    const rest = await h
      .http()
      .get('/checkout/shipping-methods')
      .set('authorization', `Bearer ${acme.token}`);
    expect(rest.status).toBe(200);
    expect(rest.body.shippingMethods.map((m: { id: string }) => m.id)).toEqual([methodId]);
    const placed = await h.gql(CHECKOUT, { ids: [await openItem(acme)], d: DETAILS, m: null }, acme.token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.checkout).toMatchObject({ freightCents: 4_000, shippingMethodName: 'Acme road' });
  });

  it('is neither listed nor defaulted for another company, whose orders carry no freight as before', async () => {
    expect((await h.gql(LIST, {}, other.token)).data.shippingMethods).toEqual([]);
    const rest = await h
      .http()
      .get('/checkout/shipping-methods')
      .set('authorization', `Bearer ${other.token}`);
    expect(rest.body.shippingMethods).toEqual([]);
    const placed = await h.gql(CHECKOUT, { ids: [await openItem(other)], d: DETAILS, m: null }, other.token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.checkout).toMatchObject({ freightCents: 0, shippingMethodName: null });
  });

  it("refuses another company's checkout and quote by it in words, and the items stay open", async () => {
    const itemId = await openItem(other);
    const quote = await h.gql(QUOTE, { ids: [itemId], m: methodId }, other.token);
    expect(quote.errors?.[0]).toMatchObject({
      message: 'This shipping method is not offered to your company: choose another one',
      extensions: { code: 'BAD_USER_INPUT', field: 'shippingMethodId' },
    });
    const refused = await h.gql(CHECKOUT, { ids: [itemId], d: DETAILS, m: methodId }, other.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This shipping method is not offered to your company: choose another one',
      extensions: { code: 'BAD_USER_INPUT', field: 'shippingMethodId' },
    });
    const item = await h.db.orderItem.findUniqueOrThrow({ where: { id: itemId } });
    expect(item).toMatchObject({ status: 'PENDING', purchaseOrderId: null });
  });

  it("shows a buyer only their own company's name among a method's companies", async () => {
    const both = await h.gql(
      SAVE,
      {
        id: null,
        i: {
          name: 'Shared van',
          kind: 'FLAT',
          flatCents: 900,
          companyIds: [acme.user.companyId, other.user.companyId],
        },
      },
      admin.token,
    );
    expect(both.errors).toBeUndefined();
    const seen = (await h.gql(LIST, {}, other.token)).data.shippingMethods;
    expect(seen).toEqual([
      {
        id: both.data.saveShippingMethod.id,
        name: 'Shared van',
        offered: true,
        companies: [{ id: other.user.companyId, name: 'Other Crafts' }],
      },
    ]);
    await h.db.shippingMethod.delete({ where: { id: both.data.saveShippingMethod.id } });
  });
});

describe('saving the companies', () => {
  const base = {
    name: 'Acme road',
    kind: 'WEIGHT',
    isDefault: true,
    bands: [{ upToGrams: 100_000, priceCents: 4_000 }],
  };
  const companiesOf = async () =>
    (await h.db.shippingMethodCompany.findMany({ where: { shippingMethodId: methodId } })).map(
      (l) => l.companyId,
    );

  it('refuses a company that does not exist and changes nothing', async () => {
    for (const bad of [['not-an-id'], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await h.gql(
        SAVE,
        { id: methodId, i: { ...base, name: 'Renamed', companyIds: bad } },
        admin.token,
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'One of the companies chosen does not exist',
        extensions: { code: 'BAD_USER_INPUT', field: 'companyIds' },
      });
    }
    expect(await companiesOf()).toEqual([acme.user.companyId]);
    expect((await h.db.shippingMethod.findUniqueOrThrow({ where: { id: methodId } })).name).toBe('Acme road');
  });

  it('keeps the companies when they are not given, and opens the method to everyone with none', async () => {
    expect((await h.gql(SAVE, { id: methodId, i: base }, admin.token)).errors).toBeUndefined();
    expect(await companiesOf()).toEqual([acme.user.companyId]);
    expect(
      (await h.gql(SAVE, { id: methodId, i: { ...base, companyIds: [] } }, admin.token)).errors,
    ).toBeUndefined();
    expect(await companiesOf()).toEqual([]);
    const list = await h.gql(LIST, {}, other.token);
    expect(list.data.shippingMethods).toEqual([
      { id: methodId, name: 'Acme road', offered: true, companies: [] },
    ]);
  });

  it('refuses a buyer saving a method and changes nothing', async () => {
    const res = await h.gql(
      SAVE,
      { id: methodId, i: { ...base, companyIds: [other.user.companyId] } },
      other.token,
    );
    expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await companiesOf()).toEqual([]);
  });
});
