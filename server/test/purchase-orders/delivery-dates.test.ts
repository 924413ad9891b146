/**
 * Delivery dates (docs/decisions/083) against real PostgreSQL: lead times set by staff and read by anyone, a requested
 * day checked at checkout (a refusal changes nothing), and the promised day set by staff only, with its event, its
 * outbox e-mail and its place on the invoice.
 */
import { addWorkingDays, earliestDeliveryDay, formatDay, utcToday } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import { invoiceDocumentOf } from '../../src/modules/invoices/invoices.service';
import { renderEmail } from '../../src/modules/mail/templates';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
let admin: { user: User; token: string };
const today = () => utcToday(new Date());

const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id requestedDeliveryOn promisedDeliveryOn promisedLate } }`;
const PROMISE =
  'mutation($id: ID!, $d: String!) { setPromisedDeliveryDate(purchaseOrderId: $id, promisedDeliveryDate: $d) { id requestedDeliveryOn promisedDeliveryOn promisedLate } }';
const PACKING =
  'mutation($id: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $id, input: $i) { id } }';
const DETAILS = {
  companyName: 'Dates Co',
  addressLine1: '1 Calendar Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 000000',
};

type Gql = {
  data?: Record<string, any>;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
};
const gql = (q: string, v: Record<string, unknown>, token: string) => h.gql(q, v, token) as Promise<Gql>;

/** A product with `leadTimeDays` and one open item of it for `buyer`. */
async function itemWithLead(buyer: { user: User }, leadTimeDays: number) {
  const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: 100, leadTimeDays });
  const item = await orders.placeOrder(ctxFor(h, buyer.user), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  return { product, itemId: item.id };
}

async function placed(buyer: { user: User; token: string }, requested: string | null) {
  const { itemId } = await itemWithLead(buyer, 2);
  const res = await gql(
    CHECKOUT,
    { ids: [itemId], d: { ...DETAILS, requestedDeliveryDate: requested } },
    buyer.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.checkout as { id: string; requestedDeliveryOn: string | null };
}

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  admin = await h.signedIn('ADMIN');
});
afterAll(async () => h.close());

describe('lead times', () => {
  it("staff set a product's lead time; anyone reads it in days and in words", async () => {
    const product = await h.factories.createProduct(h.db, { quantity: 500 });
    expect(
      (await gql(PACKING, { id: product.id, i: { packSizes: [], leadTimeDays: 3 } }, admin.token)).errors,
    ).toBeUndefined();
    const read = await gql(
      'query($id: ID!) { product(id: $id) { leadTimeDays leadTimeText } }',
      { id: product.id },
      '',
    );
    expect(read.data!.product).toEqual({ leadTimeDays: 3, leadTimeText: 'Ships in 3 working days' });
    // Left out, the lead time stays; out of range, it is refused beside its field and nothing changes.
    await gql(PACKING, { id: product.id, i: { packSizes: [] } }, admin.token);
    const refused = await gql(
      PACKING,
      { id: product.id, i: { packSizes: [], leadTimeDays: 999 } },
      admin.token,
    );
    expect(refused.errors?.[0].extensions).toMatchObject({ field: 'leadTimeDays' });
    expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).leadTimeDays).toBe(3);
  });

  it('a buyer cannot set a lead time', async () => {
    const buyer = await h.signedIn();
    const product = await h.factories.createProduct(h.db, { quantity: 500 });
    const res = await gql(PACKING, { id: product.id, i: { packSizes: [], leadTimeDays: 5 } }, buyer.token);
    expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).leadTimeDays).toBe(0);
  });
});

describe('the requested delivery date at checkout', () => {
  it('is refused before the longest lead time of the lines (in working days), naming the earliest day; nothing changes', async () => {
    const buyer = await h.signedIn();
    const a = await itemWithLead(buyer, 1);
    const b = await itemWithLead(buyer, 4);
    const earliest = earliestDeliveryDay(today(), [1, 4]);
    const tooEarly = addWorkingDays(today(), 3);
    const res = await gql(
      CHECKOUT,
      { ids: [a.itemId, b.itemId], d: { ...DETAILS, requestedDeliveryDate: tooEarly } },
      buyer.token,
    );
    expect(res.errors?.[0].message).toBe(`The earliest we can deliver these items is ${formatDay(earliest)}`);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'requestedDeliveryDate',
    });
    expect(await h.db.purchaseOrder.count({ where: { userId: buyer.user.id } })).toBe(0);
    expect(
      (await h.db.orderItem.findMany({ where: { userId: buyer.user.id } })).every(
        (i) => i.status === 'PENDING' && i.purchaseOrderId === null,
      ),
    ).toBe(true);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: b.product.id } })).quantity).toBe(10_000);

    const ok = await gql(
      CHECKOUT,
      { ids: [a.itemId, b.itemId], d: { ...DETAILS, requestedDeliveryDate: earliest } },
      buyer.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.checkout).toMatchObject({
      requestedDeliveryOn: earliest,
      promisedDeliveryOn: null,
      promisedLate: false,
    });
  });

  it('is refused in the past, and when not a real day', async () => {
    const buyer = await h.signedIn();
    const { itemId } = await itemWithLead(buyer, 0);
    const past = await gql(
      CHECKOUT,
      { ids: [itemId], d: { ...DETAILS, requestedDeliveryDate: '2020-01-06' } },
      buyer.token,
    );
    expect(past.errors?.[0].message).toMatch(
      /^The requested delivery date is in the past: the earliest we can deliver these items is /,
    );
    const fake = await gql(
      CHECKOUT,
      { ids: [itemId], d: { ...DETAILS, requestedDeliveryDate: '2027-02-30' } },
      buyer.token,
    );
    expect(fake.errors?.[0].extensions).toMatchObject({ field: 'requestedDeliveryDate' });
    expect(await h.db.purchaseOrder.count({ where: { userId: buyer.user.id } })).toBe(0);
  });

  it('is optional, and travels over REST too', async () => {
    const buyer = await h.signedIn();
    expect((await placed(buyer, null)).requestedDeliveryOn).toBeNull();
    const { itemId } = await itemWithLead(buyer, 2);
    const day = addWorkingDays(today(), 5);
    const rest = await h
      .http()
      .post('/checkout')
      .set('authorization', `Bearer ${buyer.token}`)
      .send({ itemIds: [itemId], ...DETAILS, requestedDeliveryDate: day });
    expect(rest.status).toBe(201);
    expect(rest.body.purchaseOrder).toMatchObject({
      requestedDeliveryOn: day,
      promisedDeliveryOn: null,
      promisedLate: false,
    });
  });

  it("shows each open item's lead time, what the checkout form counts the earliest day from", async () => {
    const buyer = await h.signedIn();
    await itemWithLead(buyer, 7);
    const res = await gql('{ myOrders { id leadTimeDays } }', {}, buyer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.myOrders.map((o: { leadTimeDays: number }) => o.leadTimeDays)).toEqual([7]);
  });
});

describe('the promised delivery date', () => {
  it('staff promise a day and may move it: an event each time, an e-mail through the outbox, shown late when after the request', async () => {
    const buyer = await h.signedIn();
    const requested = addWorkingDays(today(), 3);
    const po = await placed(buyer, requested);
    const first = await gql(PROMISE, { id: po.id, d: requested }, admin.token);
    expect(first.data!.setPromisedDeliveryDate).toMatchObject({
      requestedDeliveryOn: requested,
      promisedDeliveryOn: requested,
      promisedLate: false,
    });
    const later = addWorkingDays(today(), 6);
    const moved = await gql(PROMISE, { id: po.id, d: later }, admin.token);
    expect(moved.data!.setPromisedDeliveryDate).toMatchObject({
      promisedDeliveryOn: later,
      promisedLate: true,
    });

    const events = await h.db.purchaseOrderEvent.findMany({
      where: { purchaseOrderId: po.id, kind: 'DELIVERY_PROMISED' },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.detail)).toEqual([
      `Delivery promised for ${formatDay(requested)}`,
      `Delivery promised for ${formatDay(later)} (was ${formatDay(requested)}), later than the ${formatDay(requested)} asked for`,
    ]);
    expect(
      await h.db.outboxEvent.count({
        where: { resourceId: po.id, type: 'purchase_order.delivery_promised' },
      }),
    ).toBe(2);

    // The buyer reads it on the order; the invoice and the e-mail carry both days.
    const read = await gql(
      'query($id: ID!) { purchaseOrder(id: $id) { promisedDeliveryOn promisedLate events { kind } } }',
      { id: po.id },
      buyer.token,
    );
    expect(read.data!.purchaseOrder).toMatchObject({ promisedDeliveryOn: later, promisedLate: true });
    const doc = await invoiceDocumentOf(
      ctxFor(h, admin.user),
      await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } }),
    );
    expect(doc).toMatchObject({
      requestedDeliveryOn: requested,
      promisedDeliveryOn: later,
      promisedLate: true,
    });
    const mail = renderEmail('delivery_promised', doc, {}, 'Glue Gun Wholesale');
    expect(mail.text).toContain(`We will deliver order ${doc.orderNumber} on ${formatDay(later)}.`);
    expect(mail.text).toContain(`later than the ${formatDay(requested)} you asked for`);
    expect(renderEmail('order_confirmation', doc, {}, 'Glue Gun Wholesale').text).toContain(
      `Requested delivery: ${formatDay(requested)}`,
    );
  });

  it('over REST, for staff', async () => {
    const buyer = await h.signedIn();
    const po = await placed(buyer, null);
    const day = addWorkingDays(today(), 2);
    const res = await h
      .http()
      .post(`/admin/purchase-orders/${po.id}/promised-delivery`)
      .set('authorization', `Bearer ${admin.token}`)
      .send({ promisedDeliveryDate: day });
    expect(res.status).toBe(200);
    expect(res.body.purchaseOrder).toMatchObject({
      promisedDeliveryOn: day,
      requestedDeliveryOn: null,
      promisedLate: false,
    });
  });

  it('refuses a past or malformed day, and a cancelled order; a refusal changes nothing', async () => {
    const buyer = await h.signedIn();
    const po = await placed(buyer, null);
    const past = await gql(PROMISE, { id: po.id, d: '2020-01-01' }, admin.token);
    expect(past.errors?.[0]).toMatchObject({
      message: 'The promised delivery date cannot be in the past',
      extensions: { field: 'promisedDeliveryDate' },
    });
    const fake = await gql(PROMISE, { id: po.id, d: 'next week' }, admin.token);
    expect(fake.errors?.[0].extensions).toMatchObject({ field: 'promisedDeliveryDate' });
    await h.db.purchaseOrder.update({
      where: { id: po.id },
      data: { fulfilmentStatus: 'CANCELLED', paymentStatus: 'VOID' },
    });
    const cancelled = await gql(PROMISE, { id: po.id, d: addWorkingDays(today(), 2) }, admin.token);
    expect(cancelled.errors?.[0].extensions.code).toBe('CONFLICT');
    const row = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } });
    expect(row.promisedDeliveryDate).toBeNull();
    expect(
      await h.db.purchaseOrderEvent.count({ where: { purchaseOrderId: po.id, kind: 'DELIVERY_PROMISED' } }),
    ).toBe(0);
    expect(
      await h.db.outboxEvent.count({
        where: { resourceId: po.id, type: 'purchase_order.delivery_promised' },
      }),
    ).toBe(0);
  });

  it('a buyer cannot promise a day, and another company can neither read nor set it', async () => {
    const buyer = await h.signedIn();
    const stranger = await h.signedIn();
    const po = await placed(buyer, null);
    const day = addWorkingDays(today(), 2);
    for (const who of [buyer, stranger]) {
      expect((await gql(PROMISE, { id: po.id, d: day }, who.token)).errors?.[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      const rest = await h
        .http()
        .post(`/admin/purchase-orders/${po.id}/promised-delivery`)
        .set('authorization', `Bearer ${who.token}`)
        .send({ promisedDeliveryDate: day });
      expect(rest.status).toBe(403);
    }
    const read = await gql(
      'query($id: ID!) { purchaseOrder(id: $id) { promisedDeliveryOn } }',
      { id: po.id },
      stranger.token,
    );
    expect(read.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).promisedDeliveryDate,
    ).toBeNull();
  });
});
