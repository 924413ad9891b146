/**
 * Where money is shown, it is right, with one due-date rule for every surface, through the
 * transports people and integrators use: GraphQL, REST and the CSV export, against real PostgreSQL.
 * - due on receipt (0 days) is due, not late, on its issue day, and holds nothing;
 * - an invoiced, unpaid line never says PAID (item status INVOICED); REST's paymentDueAt is the order's own due date;
 * - a void invoice owes nothing (balance 0 everywhere);
 * - ship and cancel racing on one order: exactly one wins, the loser is told in words (409/400, never a 5xx), and
 *   stock and invoice match the winner;
 * - a payment dated before its invoice (or in year 0) is refused next to its field and changes nothing.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { dbSnapshot } from '../support/db-snapshot';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as creditService from '../../src/modules/credit/credit.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import type { Product, User } from '../../src/generated/prisma/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.deps.clock = undefined;
});

const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const PO_FIELDS = 'id paymentStatus daysOverdue balanceCents dueAt items { status }';

async function openItems(user: User, lines: Array<{ product: Product; quantity: number }>) {
  const items = [];
  for (const l of lines)
    items.push(
      await orders.placeOrder(ctxFor(h, user), {
        productId: l.product.id,
        quantity: l.quantity,
        phone: '5550100',
      }),
    );
  return items;
}

describe('due on receipt', () => {
  it('is due, not overdue, all through its issue day, holds no checkout, and is one day late the next day', async () => {
    const boss = await h.signedIn('ADMIN');
    const { user, token } = await h.signedIn();
    await creditService.setCreditTerms(ctxFor(h, boss.user), user.id, { paymentTermsDays: 0 });
    const issued = new Date('2026-03-10T09:15:00Z');
    let now = issued;
    h.deps.clock = () => now;
    const [a, b] = await openItems(user, [
      { product: await h.factories.createProduct(h.db), quantity: 100 },
      { product: await h.factories.createProduct(h.db), quantity: 100 },
    ]);
    const po = await pos.checkout(ctxFor(h, user), { itemIds: [a.id], details });
    expect(po.dueAt.toISOString()).toBe(issued.toISOString());

    for (const at of ['2026-03-10T09:15:00Z', '2026-03-10T23:59:59.999Z']) {
      now = new Date(at);
      const read = await h.gql(
        `query($id: ID!) { purchaseOrder(id: $id) { ${PO_FIELDS} } }`,
        { id: po.id },
        token,
      );
      expect(read.data.purchaseOrder).toMatchObject({ paymentStatus: 'AWAITING_PAYMENT', daysOverdue: 0 });
      const credit = await h.gql('{ myCredit { onHold overdueCount } }', {}, token);
      expect(credit.data.myCredit).toEqual({ onHold: false, overdueCount: 0 });
    }
    // The next checkout the same day goes through (before the fix: refused, "on hold").
    await expect(pos.checkout(ctxFor(h, user), { itemIds: [b.id], details })).resolves.toBeTruthy();

    now = new Date('2026-03-11T00:00:00Z');
    const late = await h.gql(
      `query($id: ID!) { purchaseOrder(id: $id) { ${PO_FIELDS} } }`,
      { id: po.id },
      token,
    );
    expect(late.data.purchaseOrder).toMatchObject({ paymentStatus: 'OVERDUE', daysOverdue: 1 });
    expect((await h.gql('{ myCredit { onHold } }', {}, token)).data.myCredit.onHold).toBe(true);
    const overdue = await pos.purchaseOrders(ctxFor(h, boss.user), { paymentStatus: 'OVERDUE' });
    expect(overdue.rows.map((r) => r.id)).toContain(po.id);
  });
});

describe('nothing unpaid says paid', () => {
  it("an invoiced line is INVOICED on GraphQL and REST, and REST gives the order's own due date (net 60, not 30)", async () => {
    const boss = await h.signedIn('ADMIN');
    const { user, token } = await h.signedIn();
    await creditService.setCreditTerms(ctxFor(h, boss.user), user.id, { paymentTermsDays: 60 });
    const [item] = await openItems(user, [{ product: await h.factories.createProduct(h.db), quantity: 100 }]);
    const paid = await h.gql(
      'mutation($id: ID!) { payOrderItem(id: $id) { status paymentDueAt purchaseOrder { paymentStatus dueAt } } }',
      { id: item.id },
      token,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data.payOrderItem.status).toBe('INVOICED');
    expect(paid.data.payOrderItem.purchaseOrder.paymentStatus).toBe('AWAITING_PAYMENT');
    const rest = await h
      .http()
      .get(`/userOrder?email=${encodeURIComponent(user.email)}`)
      .set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(200);
    const line = rest.body.find((o: { id: string }) => o.id === item.id);
    expect(line.status).toBe('INVOICED');
    expect(JSON.stringify(rest.body)).not.toContain('PAID');
    expect(new Date(line.paymentDueAt).toISOString()).toBe(
      new Date(paid.data.payOrderItem.purchaseOrder.dueAt).toISOString(),
    );
    const days = (new Date(line.paymentDueAt).getTime() - new Date(line.invoicedAt).getTime()) / 86_400_000;
    expect(days).toBe(60);
  });
});

describe('a void invoice owes nothing', () => {
  it('balance 0 on GraphQL, REST and the purchase-order CSV once the order is cancelled', async () => {
    const boss = await h.signedIn('ADMIN');
    const { user, token } = await h.signedIn();
    const [item] = await openItems(user, [
      { product: await h.factories.createProduct(h.db, { priceCents: 499 }), quantity: 100 },
    ]);
    const po = await pos.checkout(ctxFor(h, user), { itemIds: [item.id], details });
    await fulfilmentService.updateFulfilment(ctxFor(h, boss.user), po.id, 'CANCELLED');
    const read = await h.gql(
      `query($id: ID!) { purchaseOrder(id: $id) { ${PO_FIELDS} } }`,
      { id: po.id },
      token,
    );
    expect(read.data.purchaseOrder).toMatchObject({ paymentStatus: 'VOID', balanceCents: 0 });
    const rest = await h.http().get(`/purchase-orders/${po.id}`).set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(200);
    expect(rest.body.balanceCents).toBe(0);
    const csv = await h.http().get('/admin/purchase-orders.csv').set('authorization', `Bearer ${boss.token}`);
    expect(csv.status).toBe(200);
    const row = csv.text.split('\r\n').find((l) => l.includes(po.invoiceNumber))!;
    expect(row).toContain(',499.00,0.00,0.00,0.00,Void,'); // total, credited, paid, balance
  });
});

describe('ship racing cancel on one order', () => {
  const SHIP_LINE = 'mutation($id: ID!) { updateOrderStatus(id: $id, status: SHIPPED) { status } }';
  const MOVE =
    'mutation($id: ID!, $s: FulfilmentStatus!) { updateFulfilment(id: $id, status: $s) { fulfilmentStatus paymentStatus } }';
  const codes = (r: { status: number; errors?: Array<{ extensions?: { code?: string } }> }) =>
    r.errors ? r.errors[0].extensions?.code : 'ok';

  it.each([
    ['a line shipped (Update Status) while another admin cancels the order', 'line'],
    ['the whole order shipped while another admin cancels it', 'order'],
  ])(
    '%s: one wins, or the line ships and the cancel takes only the open rest; refusals in words, stock and invoice follow (10 rounds)',
    async (_title, how) => {
      const [one, two] = [await h.signedIn('ADMIN'), await h.signedIn('ADMIN')];
      const { user } = await h.signedIn();
      for (let round = 0; round < 10; round++) {
        const [p, q] = [
          await h.factories.createProduct(h.db, { quantity: 1000 }),
          await h.factories.createProduct(h.db, { quantity: 1000 }),
        ];
        const items = await openItems(user, [
          { product: p, quantity: 100 },
          { product: q, quantity: 200 },
        ]);
        const po = await pos.checkout(ctxFor(h, user), { itemIds: items.map((i) => i.id), details });
        const ship =
          how === 'line'
            ? h.gql(SHIP_LINE, { id: items[0].id }, one.token)
            : h.gql(MOVE, { id: po.id, s: 'SHIPPED' }, one.token);
        const cancel = h.gql(MOVE, { id: po.id, s: 'CANCELLED' }, two.token);
        const [shipped, cancelled] = await Promise.all([ship, cancel]);
        // Every answer is a success or a plain refusal: never a 5xx, never an unexpected error.
        for (const r of [shipped, cancelled]) {
          expect(r.status).toBeLessThan(500);
          expect(['ok', 'CONFLICT', 'BAD_USER_INPUT']).toContain(codes(r));
          if (r.errors) expect(r.errors[0].message).not.toMatch(/prisma|sql|internal|transaction/i);
        }
        const order = await h.db.purchaseOrder.findUniqueOrThrow({
          where: { id: po.id },
          include: { items: true },
        });
        const stock = (
          await h.db.product.findMany({ where: { id: { in: [p.id, q.id] } }, orderBy: { id: 'asc' } })
        ).map((x) => x.quantity);
        // The line shipped first: the cancel cancels only the open line (decision 061), the invoice stands.
        if (how === 'line' && codes(shipped) === 'ok' && codes(cancelled) === 'ok') {
          expect([order.paymentStatus, order.fulfilmentStatus]).toEqual(['AWAITING_PAYMENT', 'SHIPPED']);
          expect(order.items.map((i) => [i.id === items[0].id, i.status]).sort()).toEqual([
            [false, 'CANCELLED'],
            [true, 'SHIPPED'],
          ]);
          expect([
            stock[[p.id, q.id].sort().indexOf(p.id)],
            stock[[p.id, q.id].sort().indexOf(q.id)],
          ]).toEqual([900, 1000]);
          continue;
        }
        expect([codes(shipped), codes(cancelled)].filter((c) => c === 'ok')).toHaveLength(1);
        if (codes(cancelled) === 'ok') {
          expect(order.paymentStatus).toBe('VOID');
          expect(order.items.every((i) => i.status === 'CANCELLED' && !i.stockReserved)).toBe(true);
          expect(stock).toEqual([1000, 1000]);
        } else {
          expect(order.paymentStatus).toBe('AWAITING_PAYMENT');
          expect(order.items.find((i) => i.id === items[0].id)!.status).toBe('SHIPPED');
          expect(order.items.some((i) => i.status === 'CANCELLED')).toBe(false);
          expect(stock.sort((x, y) => x - y)).toEqual([800, 900]);
        }
      }
    },
  );
});

describe('payment dates', () => {
  it.each([
    [
      'a day before the invoice was issued',
      '2026-03-09',
      'Date received cannot be before the invoice was issued (2026-03-10)',
    ],
    ['1999-01-01', '1999-01-01', 'Date received cannot be before the invoice was issued (2026-03-10)'],
    ['year 0', '0000-01-01', null],
  ])('refuses %s next to its field and changes nothing', async (_title, receivedOn, message) => {
    const boss = await h.signedIn('ADMIN');
    const { user } = await h.signedIn();
    h.deps.clock = () => new Date('2026-03-10T09:00:00Z');
    const [item] = await openItems(user, [{ product: await h.factories.createProduct(h.db), quantity: 100 }]);
    const po = await pos.checkout(ctxFor(h, user), { itemIds: [item.id], details });
    h.deps.clock = () => new Date('2026-03-20T09:00:00Z');
    const before = await dbSnapshot(h.db);
    const r = await h.gql(
      'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { paidCents } }',
      { id: po.id, p: { amountCents: 100, receivedOn, reference: 'Wire 1' } },
      boss.token,
    );
    expect(r.status).toBeLessThan(500);
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'receivedOn' });
    if (message) expect(r.errors?.[0].message).toBe(message);
    expect(await dbSnapshot(h.db)).toEqual(before);
    // The issue day itself is fine.
    const ok = await h.gql(
      'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { paidCents } }',
      { id: po.id, p: { amountCents: 100, receivedOn: '2026-03-10', reference: 'Wire 1' } },
      boss.token,
    );
    expect(ok.data.recordPayment.paidCents).toBe(100);
  });
});

describe('credit figures past 32 bits', () => {
  it('a customer owing $30,000,000 (invoiced by an admin on their behalf) reads whole on myCredit and the admin users list', async () => {
    const boss = await h.signedIn('ADMIN');
    const { user, token } = await h.signedIn();
    for (let i = 0; i < 3; i++) {
      const [item] = await openItems(user, [
        {
          product: await h.factories.createProduct(h.db, { priceCents: 10_000_000, quantity: 100 }),
          quantity: 100,
        },
      ]);
      const r = await h.gql(
        'mutation($id: ID!) { payOrderItem(id: $id) { status } }',
        { id: item.id },
        boss.token,
      );
      expect(r.errors).toBeUndefined();
    }
    const mine = await h.gql('{ myCredit { openCents availableCents limitCents } }', {}, token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myCredit).toMatchObject({ openCents: 3_000_000_000, availableCents: 0 });
    const list = await h.gql('{ users { email credit { openCents } } }', {}, boss.token);
    expect(list.errors).toBeUndefined();
    expect(list.data.users.find((u: { email: string }) => u.email === user.email).credit.openCents).toBe(
      3_000_000_000,
    );
  });
});
