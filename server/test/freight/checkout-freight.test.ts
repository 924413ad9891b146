/**
 * Freight at checkout (docs/decisions/076): each kind of shipping method through GraphQL, the default preselected, a
 * company's free freight by net, the freight taxed at the order's rate, a client's figure never read, approval
 * requests carrying the freight, and the quoted flow (pending, set once by staff, the invoice re-issued by e-mail).
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
let admin: { user: User; token: string };
const ids: Record<string, string> = {};

const SAVE = `mutation($id: ID, $i: ShippingMethodInput!) { saveShippingMethod(id: $id, input: $i) { id name kind isDefault bands { upToGrams priceCents } } }`;
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!, $m: ID) { checkout(itemIds: $ids, details: $d, shippingMethodId: $m) {
  id subtotalCents freightCents freightTaxCents taxCents totalCents shippingMethodName freightNote freightPending balanceCents } }`;
const DETAILS = (country: string) => ({
  companyName: 'Freight Co',
  addressLine1: '1 Dock Road',
  city: 'Hull',
  postalCode: 'HU1 1AA',
  country,
  contactPhone: '+44 1482 000000',
});

async function gqlOk<T = Record<string, unknown>>(
  query: string,
  vars: Record<string, unknown>,
  token: string,
): Promise<T> {
  const res = await h.gql(query, vars, token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

/** Open items of `buyer`: [unit price, quantity, unit weight in grams or null]. */
async function items(buyer: { user: User; token: string }, lines: Array<[number, number, number | null]>) {
  const out: string[] = [];
  for (const [priceCents, quantity, weightGrams] of lines) {
    const product = await h.factories.createProduct(h.db, { quantity: 100_000, priceCents, weightGrams });
    out.push(
      (await orders.placeOrder(ctxFor(h, buyer.user), { productId: product.id, quantity, phone: '5550100' }))
        .id,
    );
  }
  return out;
}

type Po = {
  id: string;
  subtotalCents: number;
  freightCents: number;
  freightTaxCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethodName: string | null;
  freightNote: string | null;
  freightPending: boolean;
  balanceCents: number;
};
async function checkout(
  buyer: { token: string },
  itemIds: string[],
  country: string,
  method?: string | null,
  extra: Record<string, unknown> = {},
) {
  return h.gql(
    CHECKOUT,
    { ids: itemIds, d: DETAILS(country), m: method ?? null, ...extra },
    buyer.token,
  ) as Promise<{
    data?: { checkout: Po };
    errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
  }>;
}

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  admin = await h.signedIn('ADMIN');
  await gqlOk(
    'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
    { i: { country: 'GB', name: 'VAT', ratePercent: '20' } },
    admin.token,
  );
  const save = async (i: Record<string, unknown>) =>
    (await gqlOk<{ saveShippingMethod: { id: string } }>(SAVE, { id: null, i }, admin.token))
      .saveShippingMethod.id;
  ids.weight = await save({
    name: 'Road by weight',
    kind: 'WEIGHT',
    isDefault: true,
    bands: [
      { upToGrams: 10_000, priceCents: 900 },
      { upToGrams: 100_000, priceCents: 2_500 },
    ],
  });
  ids.pallet = await save({
    name: 'Pallet freight',
    kind: 'PALLET',
    bands: [{ upToGrams: 30_000, priceCents: 1_500 }],
    parcelLimitGrams: 30_000,
    palletCapacityGrams: 500_000,
    palletPriceCents: 12_000,
  });
  ids.flat = await save({ name: 'Flat courier', kind: 'FLAT', flatCents: 1_250 });
  ids.quoted = await save({ name: 'Oversize, quoted', kind: 'QUOTED' });
});
afterAll(async () => {
  // Later files in this worker check out with no shipping method, as before freight existed.
  await h.db.shippingMethod.deleteMany();
  await h.db.taxRate.deleteMany();
  await h.close();
});

describe('checkout with each kind of method', () => {
  it("WEIGHT (the default, preselected): the band of the total weight, taxed at the order's 20%", async () => {
    const buyer = await h.signedIn();
    const po = (
      await checkout(
        buyer,
        await items(buyer, [
          [100, 120, 100],
          [50, 100, null],
        ]),
        'GB',
      )
    ).data!.checkout;
    expect(po).toMatchObject({
      subtotalCents: 17_000,
      freightCents: 2_500,
      freightTaxCents: 500,
      shippingMethodName: 'Road by weight',
      freightPending: false,
    });
    expect(po.taxCents).toBe(3_400 + 500);
    expect(po.totalCents).toBe(po.subtotalCents + po.freightCents + po.taxCents);
    expect(po.balanceCents).toBe(po.totalCents);
    expect(po.freightNote).toBe(
      'Weight 12 kg: band up to 100 kg. No weight is known for ' +
        (await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id, position: 2 } }))
          .productName +
        ': counted as 0 kg.',
    );
  });

  it('PALLET: parcels up to the limit, whole pallets above it', async () => {
    const buyer = await h.signedIn();
    const parcel = (await checkout(buyer, await items(buyer, [[10, 200, 100]]), 'US', ids.pallet)).data!
      .checkout;
    expect(parcel).toMatchObject({
      freightCents: 1_500,
      freightTaxCents: 0,
      taxCents: 0,
      totalCents: 2_000 + 1_500,
    });
    const pallets = (await checkout(buyer, await items(buyer, [[10, 1_200, 1_000]]), 'US', ids.pallet)).data!
      .checkout;
    expect(pallets).toMatchObject({ freightCents: 3 * 12_000, totalCents: 12_000 + 36_000 });
    expect(pallets.freightNote).toContain('3 pallets of up to 500 kg');
  });

  it('FLAT: one price whatever the weight', async () => {
    const buyer = await h.signedIn();
    const po = (await checkout(buyer, await items(buyer, [[20, 300, 300_000]]), 'GB', ids.flat)).data!
      .checkout;
    expect(po).toMatchObject({
      freightCents: 1_250,
      freightTaxCents: 250,
      taxCents: 1_200 + 250,
      totalCents: 6_000 + 1_250 + 1_450,
    });
  });

  it('an unknown or inactive method is refused and nothing is placed', async () => {
    const buyer = await h.signedIn();
    const itemIds = await items(buyer, [[100, 100, 100]]);
    const bad = await checkout(buyer, itemIds, 'GB', '00000000-0000-4000-8000-000000000000');
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'shippingMethodId' });
    expect(await h.db.purchaseOrder.count({ where: { userId: buyer.user.id } })).toBe(0);
  });
});

describe('what the server does not take from the client', () => {
  it('a freight figure sent by the client is refused by the schema; over REST it is ignored', async () => {
    const buyer = await h.signedIn();
    const gqlTry = await h.gql(
      'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d, freightCents: 0) { id } }',
      { ids: await items(buyer, [[10, 100, 5]]), d: DETAILS('GB') },
      buyer.token,
    );
    expect(gqlTry.errors?.[0].message).toMatch(/freightCents/);
    const itemIds = await items(buyer, [[10, 100, 5]]);
    const rest = await h
      .http()
      .post('/checkout')
      .set('authorization', `Bearer ${buyer.token}`)
      .send({
        itemIds,
        ...DETAILS('GB'),
        shippingMethodId: ids.flat,
        freightCents: 0,
        totalCents: 1,
        freight: 0,
      });
    expect(rest.status).toBe(201);
    expect(rest.body.purchaseOrder).toMatchObject({
      freightCents: 1_250,
      freightTaxCents: 250,
      totalCents: 1_000 + 200 + 1_250 + 250,
      shippingMethodName: 'Flat courier',
    });
  });
});

describe('free freight per company', () => {
  it("net at or over the company's threshold ships free; under it pays; only shop admins set it", async () => {
    const buyer = await h.signedIn();
    const companyId = buyer.user.companyId as string;
    const refused = await h.gql(
      'mutation($c: ID!) { setCompanyFreeFreight(companyId: $c, freeFreightThresholdCents: 0) { id } }',
      { c: companyId },
      buyer.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await gqlOk(
      'mutation($c: ID!) { setCompanyFreeFreight(companyId: $c, freeFreightThresholdCents: 10000) { id freeFreightThresholdCents } }',
      { c: companyId },
      admin.token,
    );
    const at = (await checkout(buyer, await items(buyer, [[100, 100, 100]]), 'GB', ids.flat)).data!.checkout;
    expect(at).toMatchObject({
      subtotalCents: 10_000,
      freightCents: 0,
      freightTaxCents: 0,
      totalCents: 12_000,
    });
    expect(at.freightNote).toContain('Free freight');
    const under = (await checkout(buyer, await items(buyer, [[99, 100, 100]]), 'GB', ids.flat)).data!
      .checkout;
    expect(under.freightCents).toBe(1_250);
  });
});

describe('the checkout quote', () => {
  it('shows net, freight, tax and total as checkout will freeze them', async () => {
    const buyer = await h.signedIn();
    const itemIds = await items(buyer, [[100, 120, 100]]);
    const q = await gqlOk<{ checkoutTaxQuote: Record<string, unknown> }>(
      `query($ids: [ID!]!, $m: ID) { checkoutTaxQuote(itemIds: $ids, country: "GB", shippingMethodId: $m) {
      subtotalCents freightCents freightPending shippingMethodName freightNote totalCents tax { taxCents } } }`,
      { ids: itemIds, m: ids.weight },
      buyer.token,
    );
    expect(q.checkoutTaxQuote).toMatchObject({
      subtotalCents: 12_000,
      freightCents: 2_500,
      freightPending: false,
      shippingMethodName: 'Road by weight',
      totalCents: 12_000 + 2_500 + 2_400 + 500,
      tax: { taxCents: 2_900 },
    });
    const po = (await checkout(buyer, itemIds, 'GB', ids.weight)).data!.checkout;
    expect(po.totalCents).toBe(q.checkoutTaxQuote.totalCents);
  });
});

describe('approval requests', () => {
  it('quote the freight on submission, and the approval places the order with it', async () => {
    const buyer = await h.signedIn();
    await h.db.user.update({
      where: { id: buyer.user.id },
      data: { companyRole: 'BUYER', orderLimitCents: 100 },
    });
    const approver = await h.signedIn();
    await h.db.user.update({
      where: { id: approver.user.id },
      data: { companyId: buyer.user.companyId, companyRole: 'COMPANY_ADMIN' },
    });
    const itemIds = await items(buyer, [[10, 200, 100]]);
    const sub = await gqlOk<{
      submitOrder: {
        approvalRequest: {
          id: string;
          netCents: number;
          freightCents: number;
          taxCents: number;
          totalCents: number;
        };
      };
    }>(
      `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!, $m: ID) { submitOrder(itemIds: $ids, details: $d, shippingMethodId: $m) { approvalRequest { id netCents freightCents taxCents totalCents } } }`,
      { ids: itemIds, d: DETAILS('GB'), m: ids.flat },
      buyer.token,
    );
    expect(sub.submitOrder.approvalRequest).toMatchObject({
      netCents: 2_000,
      freightCents: 1_250,
      taxCents: 400 + 250,
      totalCents: 2_000 + 1_250 + 650,
    });
    const ok = await gqlOk<{ approveOrder: { status: string } }>(
      'mutation($id: ID!) { approveOrder(id: $id) { status } }',
      { id: sub.submitOrder.approvalRequest.id },
      approver.token,
    );
    expect(ok.approveOrder.status).toBe('APPROVED');
    const po = await h.db.purchaseOrder.findFirstOrThrow({ where: { userId: buyer.user.id } });
    expect(po).toMatchObject({
      freightCents: 1_250,
      freightTaxCents: 250,
      totalCents: 3_900,
      shippingMethodName: 'Flat courier',
    });
  });
});

describe('freight quoted by us', () => {
  it('the order waits with freight pending; staff set it once; the invoice is re-issued through the outbox', async () => {
    const buyer = await h.signedIn();
    const po = (await checkout(buyer, await items(buyer, [[10, 200, 50_000]]), 'GB', ids.quoted)).data!
      .checkout;
    expect(po).toMatchObject({
      freightPending: true,
      freightCents: 0,
      freightTaxCents: 0,
      taxCents: 400,
      totalCents: 2_400,
      shippingMethodName: 'Oversize, quoted',
    });
    const SET =
      'mutation($id: ID!, $f: Int!) { setOrderFreight(purchaseOrderId: $id, freightCents: $f) { freightCents freightTaxCents taxCents totalCents freightPending balanceCents } }';
    const byBuyer = await h.gql(SET, { id: po.id, f: 1 }, buyer.token);
    expect(byBuyer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const negative = await h.gql(SET, { id: po.id, f: -5 }, admin.token);
    expect(negative.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const before = await h.db.outboxEvent.count({ where: { resourceId: po.id, type: 'invoice.issued' } });
    const set = await gqlOk<{ setOrderFreight: Record<string, unknown> }>(
      SET,
      { id: po.id, f: 8_000 },
      admin.token,
    );
    expect(set.setOrderFreight).toMatchObject({
      freightCents: 8_000,
      freightTaxCents: 1_600,
      taxCents: 2_000,
      totalCents: 2_000 + 8_000 + 2_000,
      freightPending: false,
      balanceCents: 12_000,
    });
    expect(await h.db.outboxEvent.count({ where: { resourceId: po.id, type: 'invoice.issued' } })).toBe(
      before + 1,
    );
    const again = await h.gql(SET, { id: po.id, f: 1 }, admin.token);
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(again.errors?.[0].message).toContain('already set');
    expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).totalCents).toBe(12_000);
  });

  it('over REST: POST /admin/purchase-orders/{id}/freight, admins only', async () => {
    const buyer = await h.signedIn();
    const po = (await checkout(buyer, await items(buyer, [[5, 100, 100]]), 'US', ids.quoted)).data!.checkout;
    const denied = await h
      .http()
      .post(`/admin/purchase-orders/${po.id}/freight`)
      .set('authorization', `Bearer ${buyer.token}`)
      .send({ freightCents: 100 });
    expect(denied.status).toBe(403);
    const ok = await h
      .http()
      .post(`/admin/purchase-orders/${po.id}/freight`)
      .set('authorization', `Bearer ${admin.token}`)
      .send({ freightCents: 700 });
    expect(ok.status).toBe(200);
    expect(ok.body.purchaseOrder).toMatchObject({
      freightCents: 700,
      freightPending: false,
      totalCents: 1_200,
    });
  });
});
