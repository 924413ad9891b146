/**
 * Backorders (docs/decisions/088): an item that allows them is ordered beyond stock (what is in stock allocated, the
 * rest owed on the line); one that does not keeps today's refusal; stock arriving fills the owed lines oldest order
 * first in the same transaction; shipments never ship more than is allocated; racing checkouts never oversell.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
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
  companyName: 'Backorder Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const RESTOCK = '2099-01-12';

const main = async () => (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id;
const backorderable = (quantity: number, restockOn: string | null = RESTOCK) =>
  h.factories.createProduct(h.db, {
    quantity,
    priceCents: 100,
    name: 'Hot melt sticks',
    backordersAllowed: true,
    restockOn: restockOn ? new Date(`${restockOn}T00:00:00Z`) : null,
  });

async function checkoutOf(buyer: User, lines: Array<[string, number]>) {
  const items: Array<{ id: string }> = [];
  for (const [productId, quantity] of lines)
    items.push(await orders.placeOrder(ctxFor(h, buyer), { productId, quantity, phone: '5550100' }));
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: items.map((i) => i.id), details });
  return {
    po,
    lines: await h.db.invoiceLine.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { position: 'asc' },
      include: { allocations: true },
    }),
  };
}

const allocated = (line: { allocations: Array<{ quantity: number }> }) =>
  line.allocations.reduce((n, a) => n + a.quantity, 0);
const lineOf = (id: string) =>
  h.db.invoiceLine.findUniqueOrThrow({ where: { id }, include: { allocations: true } });
const stockOf = async (id: string) => (await h.db.product.findUniqueOrThrow({ where: { id } })).quantity;
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: { code: string; message: string }) => e,
  );

it('an item that allows backorders is ordered beyond stock: 120 allocated now, 380 owed, shown over GraphQL and REST', async () => {
  const p = await backorderable(120);
  const { user, token } = await h.signedIn();
  const { po, lines } = await checkoutOf(user, [[p.id, 500]]);
  expect([allocated(lines[0]), lines[0].backorderedQuantity, await stockOf(p.id)]).toEqual([120, 380, 0]);
  const gql = await h.gql(
    'query($id: ID!) { purchaseOrder(id: $id) { lines { quantity backorderedQuantity backorderText } } }',
    { id: po.id },
    token,
  );
  expect(gql.data.purchaseOrder.lines).toEqual([
    { quantity: 500, backorderedQuantity: 380, backorderText: '120 now, 380 from January 12, 2099' },
  ]);
  const rest = await h.http().get(`/purchase-orders/${po.id}`).set('autherization', `Bearer ${token}`);
  expect(rest.status).toBe(200);
  expect(rest.body.lines[0].backorderedQuantity).toBe(380);
});

it("an item that does not allow backorders keeps today's refusals, word for word", async () => {
  const p = await h.factories.createProduct(h.db, { quantity: 120, priceCents: 100, name: 'Plain sticks' });
  const buyer = await h.factories.createUser(h.db);
  const refused = await failure(
    orders.placeOrder(ctxFor(h, buyer), { productId: p.id, quantity: 500, phone: '5550100' }),
  );
  expect(refused.message).toContain('Only 120 units of Plain sticks are in stock');
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: p.id,
    quantity: 100,
    phone: '5550100',
  });
  await setWarehouseQuantity(h.db, p.id, await main(), 60);
  const atCheckout = await failure(pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details }));
  expect([atCheckout.code, atCheckout.message]).toEqual([
    'CONFLICT',
    'Not enough stock, nothing was reserved: Plain sticks (100 wanted, 60 left)',
  ]);
  expect(await h.db.purchaseOrder.count()).toBe(0);
});

it('stock arriving fills owed lines oldest order first, in the same move; shipments ship only what is allocated', async () => {
  const p = await backorderable(120);
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const first = await checkoutOf(await h.factories.createUser(h.db), [[p.id, 500]]);
  const second = await checkoutOf(await h.factories.createUser(h.db), [[p.id, 200]]);
  expect([first.lines[0].backorderedQuantity, second.lines[0].backorderedQuantity]).toEqual([380, 200]);

  const tooMuch = await failure(
    shipments.createShipment(ctxFor(h, admin), first.po.id, {
      lines: [{ invoiceLineId: first.lines[0].id, quantity: 121 }],
      carrier: 'UPS',
      trackingNumber: '1Z1',
    }),
  );
  expect(tooMuch.message).toContain('Only 120 of line 1');

  await setWarehouseQuantity(h.db, p.id, await main(), 400);
  const [a, b] = await Promise.all([lineOf(first.lines[0].id), lineOf(second.lines[0].id)]);
  expect([
    allocated(a),
    a.backorderedQuantity,
    allocated(b),
    b.backorderedQuantity,
    await stockOf(p.id),
  ]).toEqual([500, 0, 20, 180, 0]);

  await shipments.createShipment(ctxFor(h, admin), first.po.id, {
    lines: [{ invoiceLineId: a.id, quantity: 500 }],
    carrier: 'UPS',
    trackingNumber: '1Z2',
  });
  const overB = await failure(
    shipments.createShipment(ctxFor(h, admin), second.po.id, {
      lines: [{ invoiceLineId: b.id, quantity: 21 }],
      carrier: 'UPS',
      trackingNumber: '1Z3',
    }),
  );
  expect(overB.message).toContain('180 are on backorder');
});

it('cancelling an order with backordered units gives back only what it took, and the next order is filled from it', async () => {
  const p = await backorderable(120, null);
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const first = await checkoutOf(await h.factories.createUser(h.db), [[p.id, 500]]);
  const second = await checkoutOf(await h.factories.createUser(h.db), [[p.id, 100]]);
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), first.po.id, 'CANCELLED');
  const b = await lineOf(second.lines[0].id);
  expect([
    allocated(b),
    b.backorderedQuantity,
    await stockOf(p.id),
    (await lineOf(first.lines[0].id)).backorderedQuantity,
  ]).toEqual([100, 0, 20, 0]);
});

it('staff set backorders and a restock day through the product update; a past day is refused beside its field', async () => {
  const p = await h.factories.createProduct(h.db, { quantity: 120, priceCents: 100 });
  const { token } = await h.signedIn('ADMIN');
  const UPDATE =
    'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { backordersAllowed restockOn } }';
  const base = {
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl,
    priceCents: 100,
    quantity: 120,
    version: p.version,
  };
  const past = await h.gql(
    UPDATE,
    { id: p.id, i: { ...base, backordersAllowed: true, restockOn: '2020-01-01' } },
    token,
  );
  expect([past.errors?.[0].message, past.errors?.[0].extensions.field]).toEqual([
    'The expected restock date cannot be in the past',
    'restockOn',
  ]);
  const ok = await h.gql(
    UPDATE,
    { id: p.id, i: { ...base, backordersAllowed: true, restockOn: RESTOCK } },
    token,
  );
  expect(ok.data.updateProduct).toEqual({ backordersAllowed: true, restockOn: RESTOCK });
  const rest = await h.http().get(`/products/${p.id}`);
  expect([rest.body.backordersAllowed, rest.body.restockOn]).toEqual([true, RESTOCK]);
});

it('two checkouts racing for the last 150 units of a backorderable item: 150 allocated in all, the rest owed, nothing oversold', async () => {
  const CHECKOUT =
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }';
  for (let round = 0; round < 4; round++) {
    await h.reset();
    const p = await backorderable(150);
    const buyers = await Promise.all([h.signedIn(), h.signedIn()]);
    const items: Array<{ id: string }> = [];
    for (const b of buyers)
      items.push(
        await orders.placeOrder(ctxFor(h, b.user), { productId: p.id, quantity: 100, phone: '5550100' }),
      );
    const answers = await Promise.all(
      buyers.map((b, i) => h.gql(CHECKOUT, { ids: [items[i].id], d: details }, b.token)),
    );
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
    const lines = await h.db.invoiceLine.findMany({
      where: { productId: p.id },
      include: { allocations: true },
    });
    expect(lines.reduce((n, l) => n + allocated(l), 0)).toBe(150);
    expect(lines.reduce((n, l) => n + l.backorderedQuantity, 0)).toBe(50);
    expect(await stockOf(p.id)).toBe(0);
    expect(
      (await h.db.warehouseStock.findMany({ where: { productId: p.id } })).every((s) => s.quantity >= 0),
    ).toBe(true);
  }
});
