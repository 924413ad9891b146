import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import type { OrderStatus } from '../../src/generated/prisma/client';
import { codeOf, dbSnapshot } from '../support/db-snapshot';

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

const STATUSES: OrderStatus[] = ['PENDING', 'INVOICED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
type Actor = 'admin' | 'owner' | 'otherCustomer';

/**
 * The expected lifecycle, written out by hand (not read from the code under test).
 * Admin: PENDING->INVOICED|CANCELLED, INVOICED->SHIPPED|CANCELLED, SHIPPED->DELIVERED. Owner: PENDING->INVOICED|CANCELLED.
 */
const ADMIN_ALLOWED = new Set([
  'PENDING>INVOICED',
  'PENDING>CANCELLED',
  'INVOICED>SHIPPED',
  'INVOICED>CANCELLED',
  'SHIPPED>DELIVERED',
]);
const OWNER_ALLOWED = new Set(['PENDING>INVOICED', 'PENDING>CANCELLED']);

function expected(actor: Actor, from: OrderStatus, to: OrderStatus): 'ok' | 'BAD_USER_INPUT' | 'FORBIDDEN' {
  const key = `${from}>${to}`;
  if (actor === 'otherCustomer') return 'FORBIDDEN'; // not theirs, whatever the move
  if (actor === 'owner' && to !== 'INVOICED' && to !== 'CANCELLED') return 'FORBIDDEN'; // customers only have Pay and Cancel
  if (!ADMIN_ALLOWED.has(key)) return 'BAD_USER_INPUT'; // no such move for anyone
  if (actor === 'admin') return 'ok';
  return OWNER_ALLOWED.has(key) ? 'ok' : 'FORBIDDEN';
}

async function world() {
  const admin = await h.factories.createUser(h.db, {
    role: 'ADMIN',
    email: `admin-${Math.random()}@shop.test`,
  });
  const owner = await h.factories.createUser(h.db, { email: `owner-${Math.random()}@shop.test` });
  const otherCustomer = await h.factories.createUser(h.db);
  const product = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 1000 });
  return { admin, owner, otherCustomer, product };
}

/** An item already in `status` (stock reserved as Pay would have done for INVOICED and later). */
async function itemIn(w: Awaited<ReturnType<typeof world>>, status: OrderStatus) {
  const placed = await orders.placeOrder(ctxFor(h, w.owner), {
    productId: w.product.id,
    quantity: 100,
    phone: '+1 555 0100',
  });
  const reserved = status === 'INVOICED' || status === 'SHIPPED' || status === 'DELIVERED';
  if (reserved)
    await h.db.product.update({ where: { id: w.product.id }, data: { quantity: { decrement: 100 } } });
  await h.db.orderItem.update({ where: { id: placed.id }, data: { status, stockReserved: reserved } });
  return placed.id;
}

async function attempt(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
    return 'ok';
  } catch (e) {
    return (e as { extensions?: { code?: string } }).extensions?.code ?? `unexpected: ${String(e)}`;
  }
}

describe('status transition table (from x to x role)', () => {
  const cases: Array<[Actor, OrderStatus, OrderStatus]> = [];
  for (const actor of ['admin', 'owner', 'otherCustomer'] as Actor[]) {
    for (const from of STATUSES) for (const to of STATUSES) cases.push([actor, from, to]);
  }

  it.each(cases)('%s: %s -> %s', async (actor, from, to) => {
    const w = await world();
    const id = await itemIn(w, from);
    const before = await dbSnapshot(h.db);
    // The operation each caller has for the move: admins updateOrderStatus, customers Pay or Cancel.
    const op =
      actor === 'admin'
        ? 'updateOrderStatus'
        : to === 'INVOICED'
          ? 'payOrderItem'
          : to === 'CANCELLED'
            ? 'cancelOrderItem'
            : 'updateOrderStatus';
    const outcome = await attempt(() => orders.changeStatus(ctxFor(h, w[actor]), id, to, op));
    expect(outcome).toBe(expected(actor, from, to));
    if (outcome === 'ok') {
      const row = await h.db.orderItem.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe(to);
      const last = await h.db.orderEvent.findFirstOrThrow({
        where: { orderItemId: id, fromStatus: from, toStatus: to },
      });
      expect(last.actorEmail).toBe(w[actor].email);
    } else {
      expect(await dbSnapshot(h.db)).toEqual(before);
    }
  });
});

describe('order lifecycle through GraphQL', () => {
  const STATUS = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { status } }`;
  const PAY = `mutation($id: ID!) { payOrderItem(id: $id) { status invoiceReference } }`;
  const EVENTS = `{ myOrders { events { fromStatus toStatus actorEmail actorRole } } }`;

  it('records each move with the actor e-mail, from placement to delivery', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { quantity: 1000 });
    const placed = await h.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }`,
      { i: { productId: p.id, quantity: 100, phone: '5550100' } },
      c.token,
    );
    const id = placed.data.placeOrder.id;
    expect((await h.gql(PAY, { id }, c.token)).data.payOrderItem.status).toBe('INVOICED');
    expect((await h.gql(STATUS, { id, s: 'SHIPPED' }, admin.token)).data.updateOrderStatus.status).toBe(
      'SHIPPED',
    );
    expect((await h.gql(STATUS, { id, s: 'DELIVERED' }, admin.token)).data.updateOrderStatus.status).toBe(
      'DELIVERED',
    );
    const events = (await h.gql(EVENTS, {}, c.token)).data.myOrders[0].events;
    expect(events).toEqual([
      // Customers see who moved their item as a role, never an admin's e-mail (the admin list shows e-mails).
      { fromStatus: null, toStatus: 'PENDING', actorEmail: null, actorRole: 'CUSTOMER' },
      { fromStatus: 'PENDING', toStatus: 'INVOICED', actorEmail: null, actorRole: 'CUSTOMER' },
      { fromStatus: 'INVOICED', toStatus: 'SHIPPED', actorEmail: null, actorRole: 'ADMIN' },
      { fromStatus: 'SHIPPED', toStatus: 'DELIVERED', actorEmail: null, actorRole: 'ADMIN' },
    ]);
    // A customer cannot use the admin status mutation at all.
    const before = await dbSnapshot(h.db);
    expect(codeOf(await h.gql(STATUS, { id, s: 'CANCELLED' }, c.token))).toBe('FORBIDDEN');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});

describe('price, stock and invoices', () => {
  it('captures the unit price at placement: a later price change does not change the item', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 150,
      phone: '5550100',
    });
    await h.db.product.update({ where: { id: w.product.id }, data: { priceCents: 9999 } });
    const row = await h.db.orderItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(row.unitPriceCents).toBe(1000);
    const [mine] = await orders.myOrders(ctxFor(h, w.owner));
    expect(mine.totalCents).toBe(150_000);
  });

  it('Pay reserves stock and sets an invoice reference; placing alone does not', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 300,
      phone: '5550100',
    });
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(1000);
    expect(item.invoiceReference).toBeNull();
    const paid = await orders.payOrderItem(ctxFor(h, w.owner), item.id);
    expect(paid.invoiceReference).toMatch(/^INV-\d{6}$/);
    expect(paid.stockReserved).toBe(true);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(700);
  });

  it('Pay with too little stock left is a CONFLICT and changes nothing', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 600,
      phone: '5550100',
    });
    await h.db.product.update({ where: { id: w.product.id }, data: { quantity: 500 } });
    const before = await dbSnapshot(h.db);
    expect(await attempt(() => orders.payOrderItem(ctxFor(h, w.owner), item.id))).toBe('CONFLICT');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('cancelling an INVOICED item returns its stock', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 250,
      phone: '5550100',
    });
    await orders.payOrderItem(ctxFor(h, w.owner), item.id);
    const cancelled = await orders.cancelOrderItem(ctxFor(h, w.admin), item.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', stockReserved: false });
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(1000);
    // Deleting the cancelled item afterwards returns nothing a second time.
    await orders.deleteOrderItem(ctxFor(h, w.owner), item.id);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(1000);
  });

  it('cancelling a PENDING item leaves stock alone', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 250,
      phone: '5550100',
    });
    await orders.cancelOrderItem(ctxFor(h, w.owner), item.id);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(1000);
  });

  it('an admin deleting an INVOICED item returns its stock', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 400,
      phone: '5550100',
    });
    await orders.payOrderItem(ctxFor(h, w.owner), item.id);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(600);
    await orders.deleteOrderItem(ctxFor(h, w.admin), item.id);
    expect(await h.db.orderItem.count()).toBe(0);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(1000);
  });

  it('an admin deleting a SHIPPED item does not return stock (the goods have left)', async () => {
    const w = await world();
    const item = await orders.placeOrder(ctxFor(h, w.owner), {
      productId: w.product.id,
      quantity: 400,
      phone: '5550100',
    });
    await orders.payOrderItem(ctxFor(h, w.owner), item.id);
    await orders.changeStatus(ctxFor(h, w.admin), item.id, 'SHIPPED');
    await orders.deleteOrderItem(ctxFor(h, w.admin), item.id);
    expect(await h.db.orderItem.count()).toBe(0);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(600);
  });
});
