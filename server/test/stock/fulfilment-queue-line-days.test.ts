/**
 * The fulfilment queue reads each line's own promised day (docs/decisions/110): the earliest line promise first,
 * then the order's promised (else requested) day, then the oldest order, and shows the line's day beside the order's.
 */
import { addWorkingDays, utcToday } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => h.close());

const details = {
  companyName: 'Line Days Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const wd = (n: number) => addWorkingDays(utcToday(new Date()), n);

async function checkoutOf(buyer: User, lines: Array<[string, number]>) {
  const items: Array<{ id: string }> = [];
  for (const [productId, quantity] of lines)
    items.push(await orders.placeOrder(ctxFor(h, buyer), { productId, quantity, phone: '5550100' }));
  return pos.checkout(ctxFor(h, buyer), { itemIds: items.map((i) => i.id), details });
}

it("orders the queue by the lines' promised days before the orders' days, and shows each line's day", async () => {
  const product = (sku: string, leadTimeDays: number) =>
    h.factories.createProduct(h.db, { quantity: 1_000, priceCents: 100, sku, name: sku, leadTimeDays });
  const slow = await product('LD-SLOW', 6);
  const fast = await product('LD-FAST', 1);
  const now = await product('LD-NOW', 0);
  // The older order has the order-level promise (it came first by the order's days alone) but its lines come later.
  const older = await checkoutOf(await h.factories.createUser(h.db), [
    [slow.id, 100],
    [fast.id, 100],
  ]);
  await h.db.purchaseOrder.update({
    where: { id: older.id },
    data: { promisedDeliveryDate: new Date(`${wd(10)}T00:00:00Z`) },
  });
  const newer = await checkoutOf(await h.factories.createUser(h.db), [[now.id, 100]]);
  // A line not promised yet goes last, whatever its order's day.
  const unknown = await checkoutOf(await h.factories.createUser(h.db), [[now.id, 100]]);
  await h.db.invoiceLine.updateMany({
    where: { purchaseOrderId: unknown.id },
    data: { promisedDeliveryDate: null },
  });
  await h.db.purchaseOrder.update({
    where: { id: unknown.id },
    data: { promisedDeliveryDate: new Date(`${wd(1)}T00:00:00Z`) },
  });

  const { token } = await h.signedIn('ADMIN');
  const main = (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id;
  const res = await h.gql(
    'query($w: ID!) { fulfilmentQueue(warehouseId: $w) { orderNumber sku promisedDeliveryDate linePromisedDeliveryDate } }',
    { w: main },
    token,
  );
  expect(res.errors).toBeUndefined();
  const label = (po: { number: number }) => `SO-${String(po.number).padStart(6, '0')}`;
  expect(res.data.fulfilmentQueue).toEqual([
    { orderNumber: label(newer), sku: 'LD-NOW', promisedDeliveryDate: null, linePromisedDeliveryDate: wd(0) },
    {
      orderNumber: label(older),
      sku: 'LD-FAST',
      promisedDeliveryDate: wd(10),
      linePromisedDeliveryDate: wd(1),
    },
    {
      orderNumber: label(older),
      sku: 'LD-SLOW',
      promisedDeliveryDate: wd(10),
      linePromisedDeliveryDate: wd(6),
    },
    {
      orderNumber: label(unknown),
      sku: 'LD-NOW',
      promisedDeliveryDate: wd(1),
      linePromisedDeliveryDate: null,
    },
  ]);
});
