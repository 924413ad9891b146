/**
 * Warehouses and stock (docs/decisions/082): a product's total is always the sum of its warehouse rows, whatever
 * moved the stock (checkout, cancellations, a partly shipped order's open rest, credit notes that restock, admin
 * edits, a total written onto the product itself); checkout allocates by the strategy and records it per line.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as creditNotes from '../../src/modules/credit-notes/credit-note.service';
import * as products from '../../src/modules/products/product.service';
import { setWarehouseQuantity } from '../../src/modules/stock/stock';
import type { User } from '../../src/generated/prisma/client';

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

const details = {
  companyName: 'Stock Test Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

async function warehouses() {
  const rows = await h.db.warehouse.findMany({ orderBy: { priority: 'asc' } });
  return { main: rows.find((w) => w.code === 'MAIN')!, north: rows.find((w) => w.code === 'NORTH')! };
}

/** Products whose total differs from the sum of their warehouse rows (none, always). */
async function drifted() {
  return h.db.$queryRawUnsafe<Array<{ id: string }>>(`SELECT p."id" FROM "Product" p
    LEFT JOIN (SELECT "productId", sum("quantity")::int AS n FROM "WarehouseStock" GROUP BY "productId") s ON s."productId" = p."id"
    WHERE p."quantity" <> coalesce(s.n, 0)`);
}

async function shelf(productId: string) {
  const { main, north } = await warehouses();
  const rows = await h.db.warehouseStock.findMany({ where: { productId } });
  const of = (id: string) => rows.find((r) => r.warehouseId === id)?.quantity ?? 0;
  const total = (await h.db.product.findUniqueOrThrow({ where: { id: productId } })).quantity;
  return { main: of(main.id), north: of(north.id), total };
}

const put = (productId: string, warehouseId: string, quantity: number) =>
  setWarehouseQuantity(h.db, productId, warehouseId, quantity);

async function checkoutOf(buyer: User, lines: Array<[string, number]>) {
  const items = [];
  for (const [productId, quantity] of lines)
    items.push(await orders.placeOrder(ctxFor(h, buyer), { productId, quantity, phone: '5550100' }));
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: items.map((i) => i.id), details });
  const invoiceLines = await h.db.invoiceLine.findMany({
    where: { purchaseOrderId: po.id },
    orderBy: { position: 'asc' },
    include: { allocations: true },
  });
  return { po, lines: invoiceLines };
}

it("the migration seeds a main warehouse (first) and an empty north one; a new product's stock lands in the main one", async () => {
  const { main, north } = await warehouses();
  expect([main.name, main.priority, main.active, north.name, north.priority, north.active]).toEqual([
    'Main warehouse',
    1,
    true,
    'North warehouse',
    2,
    true,
  ]);
  const p = await h.factories.createProduct(h.db, { quantity: 700 });
  expect(await shelf(p.id)).toEqual({ main: 700, north: 0, total: 700 });
  await put(p.id, north.id, 50);
  expect(await shelf(p.id)).toEqual({ main: 700, north: 50, total: 750 });
  // A total written onto the product itself (the catalog import, fixtures) comes off in priority order.
  await h.db.product.update({ where: { id: p.id }, data: { quantity: 20 } });
  expect(await shelf(p.id)).toEqual({ main: 0, north: 20, total: 20 });
  expect(await drifted()).toEqual([]);
});

it('checkout ships a line whole from the first warehouse that can, else splits it in priority order, and records where from', async () => {
  const { main, north } = await warehouses();
  const buyer = await h.factories.createUser(h.db);
  const a = await h.factories.createProduct(h.db, { quantity: 300, priceCents: 100 });
  await put(a.id, north.id, 400);
  const whole = await checkoutOf(buyer, [[a.id, 350]]);
  expect(whole.lines[0].allocations.map((x) => [x.warehouseId, x.quantity])).toEqual([[north.id, 350]]);
  expect(await shelf(a.id)).toEqual({ main: 300, north: 50, total: 350 });
  const split = await checkoutOf(buyer, [[a.id, 330]]);
  expect(
    split.lines[0].allocations
      .map((x) => [x.warehouseId, x.quantity])
      .sort((x, y) => (x[0] === main.id ? -1 : y[0] === main.id ? 1 : 0)),
  ).toEqual([
    [main.id, 300],
    [north.id, 30],
  ]);
  expect(await shelf(a.id)).toEqual({ main: 0, north: 20, total: 20 });
  expect(await drifted()).toEqual([]);
});

it('the total stays the sum of the warehouses through checkouts, cancellations, open rests, restocking credit notes and admin edits', async () => {
  const { main, north } = await warehouses();
  const buyer = await h.factories.createUser(h.db);
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const a = await h.factories.createProduct(h.db, { quantity: 300, priceCents: 100 });
  const b = await h.factories.createProduct(h.db, { quantity: 1000, priceCents: 250 });
  await put(a.id, north.id, 400);

  const cancelled = await checkoutOf(buyer, [
    [a.id, 500],
    [b.id, 100],
  ]);
  expect(await shelf(a.id)).toEqual({ main: 0, north: 200, total: 200 });
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), cancelled.po.id, 'CANCELLED');
  // The units go back to the warehouses they came from.
  expect(await shelf(a.id)).toEqual({ main: 300, north: 400, total: 700 });
  expect(await drifted()).toEqual([]);

  const partly = await checkoutOf(buyer, [[a.id, 600]]);
  await shipments.createShipment(ctxFor(h, admin), partly.po.id, {
    lines: [{ invoiceLineId: partly.lines[0].id, quantity: 450 }],
    carrier: 'UPS',
    trackingNumber: '1Z1',
  });
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), partly.po.id, 'CANCELLED');
  expect((await shelf(a.id)).total).toBe(700 - 450);
  expect(await drifted()).toEqual([]);

  const credited = await checkoutOf(buyer, [[b.id, 200]]);
  await creditNotes.issueCreditNote(ctxFor(h, admin), credited.po.id, {
    reason: 'Sent back',
    settlement: 'HOLD',
    returnStock: true,
    lines: [{ invoiceLineId: credited.lines[0].id, quantity: 50 }],
  });
  expect(await shelf(b.id)).toEqual({ main: 1000 - 200 + 50, north: 0, total: 850 });
  expect(await drifted()).toEqual([]);

  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: b.id,
    quantity: 100,
    phone: '5550100',
  });
  await orders.changeStatus(ctxFor(h, admin), item.id, 'INVOICED');
  await orders.changeStatus(ctxFor(h, admin), item.id, 'CANCELLED');
  expect((await shelf(b.id)).total).toBe(850);

  const current = await h.db.product.findUniqueOrThrow({ where: { id: a.id } });
  await products.updateProduct(ctxFor(h, admin), a.id, {
    name: current.name,
    description: current.description,
    imageUrl: current.imageUrl,
    priceCents: current.priceCents,
    quantity: 100,
    version: current.version,
  });
  expect(await shelf(a.id)).toEqual({ main: 0, north: 100, total: 100 });
  await products.updateProduct(ctxFor(h, admin), a.id, {
    name: current.name,
    description: current.description,
    imageUrl: current.imageUrl,
    priceCents: current.priceCents,
    quantity: 130,
    version: (await h.db.product.findUniqueOrThrow({ where: { id: a.id } })).version,
  });
  expect(await shelf(a.id)).toEqual({ main: 30, north: 100, total: 130 });
  expect(await drifted()).toEqual([]);
  expect(main.id).not.toBe(north.id);
});

it('stock held only in an inactive warehouse is not sold, and the refusal changes nothing', async () => {
  const { north } = await warehouses();
  const buyer = await h.factories.createUser(h.db);
  const a = await h.factories.createProduct(h.db, { quantity: 0, priceCents: 100 });
  await put(a.id, north.id, 500);
  await h.db.warehouse.update({ where: { id: north.id }, data: { active: false } });
  try {
    const item = await orders.placeOrder(ctxFor(h, buyer), {
      productId: a.id,
      quantity: 200,
      phone: '5550100',
    });
    const refused = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details }).then(
      () => null,
      (e: { extensions?: { reason?: string } }) => e.extensions?.reason,
    );
    expect(refused).toBe('OUT_OF_STOCK');
    expect(await shelf(a.id)).toEqual({ main: 0, north: 500, total: 500 });
    expect(await h.db.purchaseOrder.count()).toBe(0);
  } finally {
    await h.db.warehouse.update({ where: { id: north.id }, data: { active: true } });
  }
});

it("GraphQL: an admin lists warehouses, reads a product's stock per warehouse and sets one; a buyer may not; a refusal changes nothing", async () => {
  const { north } = await warehouses();
  const admin = await h.signedIn('ADMIN');
  const buyer = await h.signedIn();
  const p = await h.factories.createProduct(h.db, { quantity: 500 });
  const list = await h.gql('{ warehouses { code name priority active } }', {}, admin.token);
  expect(list.data.warehouses).toEqual([
    { code: 'MAIN', name: 'Main warehouse', priority: 1, active: true },
    { code: 'NORTH', name: 'North warehouse', priority: 2, active: true },
  ]);
  const SET =
    'mutation($p: ID!, $w: ID!, $q: Int!) { setWarehouseStock(productId: $p, warehouseId: $w, quantity: $q) { code quantity } }';
  const set = await h.gql(SET, { p: p.id, w: north.id, q: 120 }, admin.token);
  expect(set.data.setWarehouseStock).toEqual([
    { code: 'MAIN', quantity: 500 },
    { code: 'NORTH', quantity: 120 },
  ]);
  const read = await h.gql(
    'query($id: ID!) { productStock(productId: $id) { code quantity } }',
    { id: p.id },
    admin.token,
  );
  expect(read.data.productStock).toEqual(set.data.setWarehouseStock);
  expect(
    (await h.gql('query($id: ID!) { product(id: $id) { quantity } }', { id: p.id })).data.product.quantity,
  ).toBe(620);

  expect((await h.gql(SET, { p: p.id, w: north.id, q: 5 }, buyer.token)).errors![0].extensions.code).toBe(
    'FORBIDDEN',
  );
  expect(
    (await h.gql(SET, { p: p.id, w: north.id, q: -1 }, admin.token)).errors![0].extensions,
  ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
  expect((await h.gql(SET, { p: p.id, w: p.id, q: 1 }, admin.token)).errors![0].extensions.code).toBe(
    'NOT_FOUND',
  );
  expect(await shelf(p.id)).toEqual({ main: 500, north: 120, total: 620 });
  expect(await drifted()).toEqual([]);
});
