/**
 * The fulfilment queue and pick list (docs/decisions/093), from real orders: lines split across warehouses show in
 * each warehouse's queue with what is left to ship there (shipped units counted off the first warehouse), by date
 * then order; cancelled and freight-pending orders are not there; the pick list PDF groups the same lines by SKU, each
 * with its line's promised day. A shipment that names its warehouse ships at most what is held there and counts there.
 */
import { formatDay } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import { setWarehouseQuantity } from '../../src/modules/stock/stock';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

const details = {
  companyName: 'Queue Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const warehouse = async (code: string) => (await h.db.warehouse.findFirstOrThrow({ where: { code } })).id;

async function checkoutOf(buyer: User, lines: Array<[string, number]>, poNumber?: string) {
  const items: Array<{ id: string }> = [];
  for (const [productId, quantity] of lines)
    items.push(await orders.placeOrder(ctxFor(h, buyer), { productId, quantity, phone: '5550100' }));
  const po = await pos.checkout(ctxFor(h, buyer), {
    itemIds: items.map((i) => i.id),
    details: { ...details, poNumber },
  });
  return {
    po,
    lines: await h.db.invoiceLine.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { position: 'asc' },
    }),
  };
}

it("each warehouse's queue and pick list hold what is still to ship from it, by date then order", async () => {
  const [main, north] = [await warehouse('MAIN'), await warehouse('NORTH')];
  const sticks = await h.factories.createProduct(h.db, {
    quantity: 0,
    priceCents: 100,
    name: 'Queue sticks',
    sku: 'Q-STICK',
  });
  const guns = await h.factories.createProduct(h.db, {
    quantity: 0,
    priceCents: 100,
    name: 'Queue guns',
    sku: 'Q-GUN',
  });
  await setWarehouseQuantity(h.db, sticks.id, main, 300);
  await setWarehouseQuantity(h.db, sticks.id, north, 300);
  await setWarehouseQuantity(h.db, guns.id, main, 500);
  const { user: admin, token } = await h.signedIn('ADMIN');

  // 400 sticks split 300 MAIN + 100 NORTH; 150 sticks whole from NORTH; a cancelled order and one waiting for freight.
  const first = await checkoutOf(
    await h.factories.createUser(h.db),
    [
      [sticks.id, 400],
      [guns.id, 100],
    ],
    'PO-FIRST',
  );
  const second = await checkoutOf(await h.factories.createUser(h.db), [[sticks.id, 150]]);
  const cancelled = await checkoutOf(await h.factories.createUser(h.db), [[guns.id, 100]]);
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), cancelled.po.id, 'CANCELLED');
  const waiting = await checkoutOf(await h.factories.createUser(h.db), [[guns.id, 100]]);
  await h.db.purchaseOrder.update({ where: { id: waiting.po.id }, data: { freightPending: true } });
  await h.db.purchaseOrder.update({
    where: { id: second.po.id },
    data: { promisedDeliveryDate: new Date('2099-01-05T00:00:00Z') },
  });
  await shipments.createShipment(ctxFor(h, admin), first.po.id, {
    lines: [{ invoiceLineId: first.lines[0].id, quantity: 120 }],
    carrier: 'UPS',
    trackingNumber: '1ZQ',
  });

  const queueOf = async (id: string) =>
    (
      await h.gql(
        'query($w: ID!) { fulfilmentQueue(warehouseId: $w) { orderNumber poNumber sku quantity promisedDeliveryDate } }',
        { w: id },
        token,
      )
    ).data.fulfilmentQueue;
  const label = (po: { number: number }) => `SO-${String(po.number).padStart(6, '0')}`;
  expect(await queueOf(main)).toEqual([
    {
      orderNumber: label(first.po),
      poNumber: 'PO-FIRST',
      sku: 'Q-STICK',
      quantity: 180,
      promisedDeliveryDate: null,
    },
    {
      orderNumber: label(first.po),
      poNumber: 'PO-FIRST',
      sku: 'Q-GUN',
      quantity: 100,
      promisedDeliveryDate: null,
    },
  ]);
  expect(await queueOf(north)).toEqual([
    {
      orderNumber: label(second.po),
      poNumber: null,
      sku: 'Q-STICK',
      quantity: 150,
      promisedDeliveryDate: '2099-01-05',
    },
    {
      orderNumber: label(first.po),
      poNumber: 'PO-FIRST',
      sku: 'Q-STICK',
      quantity: 100,
      promisedDeliveryDate: null,
    },
  ]);

  // Each order row prints its line's promised day as the packing slip and invoice write days.
  await h.db.invoiceLine.update({
    where: { id: second.lines[0].id },
    data: { promisedDeliveryDate: new Date('2099-01-07T00:00:00Z') },
  });
  const firstPromised = (await h.db.invoiceLine.findUniqueOrThrow({ where: { id: first.lines[0].id } }))
    .promisedDeliveryDate;
  expect(firstPromised).not.toBeNull();
  const pdf = await h
    .http()
    .get(`/admin/warehouses/${north}/pick-list.pdf`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, cb) => {
      const c: Buffer[] = [];
      res.on('data', (d: Buffer) => c.push(d));
      res.on('end', () => cb(null, Buffer.concat(c)));
    });
  expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
  expect(text).toContain('PICK LIST');
  expect(text).toMatch(/Q-STICK Queue sticks 250/);
  expect(text).toContain('Promised');
  expect(text).toContain(`${label(second.po)} Queue Ltd January 7, 2099 150`);
  expect(text).toContain(`${label(first.po)} Queue Ltd PO-FIRST ${formatDay(firstPromised!)} 100`);
  expect(text).not.toContain('Q-GUN');
});

it('a shipment that names its warehouse ships at most what is held there, counts there in the queues and prints it on the packing slip', async () => {
  const [main, north] = [await warehouse('MAIN'), await warehouse('NORTH')];
  const pins = await h.factories.createProduct(h.db, {
    quantity: 0,
    priceCents: 100,
    name: 'Named pins',
    sku: 'Q-PIN',
  });
  await setWarehouseQuantity(h.db, pins.id, main, 300);
  await setWarehouseQuantity(h.db, pins.id, north, 200);
  const { token } = await h.signedIn('ADMIN');
  // 500 pins: 300 held at MAIN, 200 at NORTH.
  const order = await checkoutOf(await h.factories.createUser(h.db), [[pins.id, 500]], 'PO-NAMED');
  const [line] = order.lines;
  const ship = (quantity: number, warehouseId?: string) =>
    h.gql(
      `mutation($o: ID!, $l: [ShipmentLineInput!]!, $w: ID) { createShipment(orderId: $o, lines: $l, warehouseId: $w, carrier: "DHL", trackingNumber: "JD1")
      { id shipmentNumber warehouseId warehouseCode warehouseName lines { quantity } } }`,
      { o: order.po.id, l: [{ invoiceLineId: line.id, quantity }], w: warehouseId },
      token,
    );
  const shipped = () =>
    h.db.shipmentLine
      .aggregate({ where: { invoiceLineId: line.id }, _sum: { quantity: true } })
      .then((a) => a._sum.quantity ?? 0);

  // More than NORTH holds for the line: refused in words, nothing shipped.
  const over = await ship(250, north);
  expect(over.errors?.[0]?.message).toBe(
    `Only 200 of line 1 (Q-PIN) is left to ship from ${(await h.db.warehouse.findUniqueOrThrow({ where: { id: north } })).name} on ${`SO-${String(order.po.number).padStart(6, '0')}`}`,
  );
  expect(await shipped()).toBe(0);
  const unknown = await ship(10, '00000000-0000-4000-8000-000000000000');
  expect([unknown.errors?.[0]?.message, unknown.errors?.[0]?.extensions?.field]).toEqual([
    'That warehouse does not exist',
    'warehouseId',
  ]);

  // 200 from NORTH: NORTH's queue is empty for the line, MAIN's keeps all 300 (not counted off MAIN first).
  const fromNorth = await ship(200, north);
  expect(fromNorth.errors).toBeUndefined();
  expect(fromNorth.data.createShipment).toMatchObject({
    warehouseId: north,
    warehouseCode: 'NORTH',
    lines: [{ quantity: 200 }],
  });
  const queue = async (id: string) =>
    (
      (await h.gql('query($w: ID!) { fulfilmentQueue(warehouseId: $w) { sku quantity } }', { w: id }, token))
        .data.fulfilmentQueue as Array<{ sku: string; quantity: number }>
    ).filter((l) => l.sku === 'Q-PIN');
  expect(await queue(north)).toEqual([]);
  expect(await queue(main)).toEqual([{ sku: 'Q-PIN', quantity: 300 }]);
  expect((await ship(1, north)).errors?.[0]?.message).toMatch(
    /^Nothing of line 1 \(Q-PIN\) is left to ship from /,
  );

  // A shipment naming none takes from the rest as before; the named one's slip says where it left from.
  expect((await ship(100)).data.createShipment.warehouseId).toBeNull();
  expect(await queue(main)).toEqual([{ sku: 'Q-PIN', quantity: 200 }]);
  const slip = await h
    .http()
    .get(`/purchase-orders/${order.po.id}/shipments/${fromNorth.data.createShipment.id}/packing-slip.pdf`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, cb) => {
      const c: Buffer[] = [];
      res.on('data', (d: Buffer) => c.push(d));
      res.on('end', () => cb(null, Buffer.concat(c)));
    });
  expect(slip.status).toBe(200);
  expect((await pdfText(slip.body as Buffer)).replace(/\s+/g, ' ')).toContain(
    `Ships from ${fromNorth.data.createShipment.warehouseName}`,
  );
});
