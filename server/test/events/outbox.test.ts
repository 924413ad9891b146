/**
 * The transactional outbox: events are written with their change or not at all, numbered per resource
 * in commit order, with versioned payloads.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import * as creditService from '../../src/modules/credit/credit.service';
import * as wholesale from '../../src/modules/wholesale/wholesale.service';
import { emit } from '../../src/modules/events/outbox';
import { creditHoldLifted } from '../../src/modules/events/event-types';

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

const TODAY = new Date().toISOString().slice(0, 10);
const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'gb',
  contactPhone: '+44 113 496 0000',
};
const outbox = () => h.db.outboxEvent.findMany({ orderBy: { id: 'asc' } });

async function checkedOutOrder(quantity = 100) {
  const product = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 1000 });
  const buyer = await h.factories.createUser(h.db);
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  return { product, buyer, item, po };
}

it('a rolled-back change leaves no outbox row, a committed one leaves exactly its events', async () => {
  const user = await h.factories.createUser(h.db);
  await expect(
    h.db.$transaction(async (tx) => {
      await tx.company.update({ where: { id: user.companyId }, data: { holdLiftedAt: new Date() } });
      await emit(tx, creditHoldLifted(user.companyId, new Date(), user.id));
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await outbox()).toEqual([]);
  expect(await h.db.outboxSequence.count()).toBe(0);

  // A refused checkout (over the stock) writes nothing either.
  const product = await h.factories.createProduct(h.db, { priceCents: 10, quantity: 500 });
  const item = await orders.placeOrder(ctxFor(h, user), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  await h.db.product.update({ where: { id: product.id }, data: { quantity: 1 } });
  await expect(pos.checkout(ctxFor(h, user), { itemIds: [item.id], details })).rejects.toMatchObject({
    extensions: { reason: 'OUT_OF_STOCK' },
  });
  expect((await outbox()).map((e) => e.type)).toEqual(['order_item.placed']);
});

it('placing, checking out, paying and shipping write numbered events per resource with their payloads', async () => {
  const { buyer, item, po } = await checkedOutOrder(100);
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  await paymentsService.recordPayment(ctxFor(h, admin), po.id, {
    amountCents: 4000,
    receivedOn: TODAY,
    reference: 'BACS 1',
  });
  await paymentsService.recordPayment(ctxFor(h, admin), po.id, {
    amountCents: 6000,
    receivedOn: TODAY,
    reference: 'BACS 2',
  });
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), po.id, 'SHIPPED');
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), po.id, 'DELIVERED');
  await creditService.liftCreditHold(ctxFor(h, admin), buyer.id);

  const rows = await outbox();
  expect(rows.map((e) => [e.type, e.resourceId, e.sequence])).toEqual([
    ['order_item.placed', item.id, 1],
    ['purchase_order.checked_out', po.id, 1],
    ['invoice.issued', po.id, 2],
    ['payment.recorded', po.id, 3],
    ['payment.recorded', po.id, 4],
    ['invoice.paid', po.id, 5],
    // Shipping the whole order is one shipment of everything open (decision 061): its event, the item's, the order's.
    ['shipment.created', po.id, 6],
    ['order_item.status_changed', item.id, 2],
    ['purchase_order.shipped', po.id, 7],
    ['shipment.delivered', po.id, 8],
    ['order_item.status_changed', item.id, 3],
    ['purchase_order.delivered', po.id, 9],
    ['customer.credit_hold_lifted', buyer.companyId, 1],
  ]);
  expect(rows.every((e) => e.version === 1 && e.dispatchedAt === null)).toBe(true);
  // /readyz shows the backlog (no job runner in this test): 13 waiting.
  const ready = await h.http().get('/readyz');
  expect(ready.body.outbox).toMatchObject({
    waiting: 13,
    oldestWaitingSeconds: expect.any(Number),
    failedDeliveries: 0,
    retryingDeliveries: 0,
    disabledEndpoints: 0,
  });
  expect(rows[0].payload).toMatchObject({
    orderItemId: item.id,
    quantity: 100,
    unitPriceCents: 100,
    totalCents: 10000,
  });
  expect(rows[2].payload).toMatchObject({
    purchaseOrderId: po.id,
    invoiceNumber: po.invoiceNumber,
    orderNumber: expect.stringMatching(/^SO-/),
    totalCents: 10000,
  });
  expect(rows[4].payload).toMatchObject({
    amountCents: 6000,
    paidCents: 10000,
    balanceCents: 0,
    reference: 'BACS 2',
  });
  expect(new Set(rows.map((e) => e.eventId)).size).toBe(rows.length);
});

it('a bulk add writes one placed event per item in its transaction; cancelling an order writes purchase_order.cancelled', async () => {
  const [a, b] = await Promise.all([
    h.factories.createProduct(h.db, { quantity: 1000, priceCents: 10 }),
    h.factories.createProduct(h.db, { quantity: 1000, priceCents: 10 }),
  ]);
  const buyer = await h.factories.createUser(h.db);
  const added = await wholesale.bulkAddToOrders(ctxFor(h, buyer), {
    lines: [
      { productId: a.id, quantity: 100 },
      { productId: b.id, quantity: 200 },
    ],
    phone: '5550100',
  });
  expect((await outbox()).map((e) => [e.type, e.sequence]).sort()).toEqual([
    ['order_item.placed', 1],
    ['order_item.placed', 1],
  ]);
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: added.items.map((i) => i.id), details });
  const admin = ctxFor(h, await h.factories.createUser(h.db, { role: 'ADMIN' }));
  for (const item of added.items) await orders.changeStatus(admin, item.id, 'SHIPPED');
  // Refused (lines shipped): rolled back, so no cancelled event. Shipping every line shipped the order, a shipment each.
  await expect(fulfilmentService.updateFulfilment(admin, po.id, 'CANCELLED')).rejects.toMatchObject({
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const rows = await outbox();
  expect(rows.filter((e) => e.resourceId === po.id).map((e) => [e.type, e.sequence])).toEqual([
    ['purchase_order.checked_out', 1],
    ['invoice.issued', 2],
    ['shipment.created', 3],
    ['purchase_order.fulfilment_changed', 4],
    ['shipment.created', 5],
    ['purchase_order.shipped', 6],
  ]);
  expect(rows.filter((e) => e.resourceId === added.items[0].id).map((e) => [e.type, e.sequence])).toEqual([
    ['order_item.placed', 1],
    ['order_item.status_changed', 2],
  ]);

  const other = await checkedOutOrder(100);
  await fulfilmentService.updateFulfilment(admin, other.po.id, 'CANCELLED');
  const last = (await outbox()).at(-1)!;
  expect([last.type, last.sequence, last.payload]).toEqual([
    'purchase_order.cancelled',
    3,
    expect.objectContaining({ invoiceVoid: true, toStatus: 'CANCELLED' }),
  ]);
});

it('concurrent payments on one invoice get consecutive sequence numbers, none twice', async () => {
  const { po } = await checkedOutOrder(200);
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      paymentsService.recordPayment(ctxFor(h, admin), po.id, {
        amountCents: 1000,
        receivedOn: TODAY,
        reference: `R${i}`,
      }),
    ),
  );
  const seqs = (await outbox())
    .filter((e) => e.resourceId === po.id)
    .map((e) => e.sequence)
    .sort((x, y) => x - y);
  expect(seqs).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
});
