/**
 * Shipments (docs/decisions/061): an order ships in one or more shipments of its lines; what has not shipped stays
 * open; the order's fulfilment and its items follow; the whole-order and one-line status changes ship and deliver
 * through shipments; cancelling a partly shipped order cancels only the open rest. Every refusal changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as creditNotes from '../../src/modules/credit-notes/credit-note.service';
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

/** An order of 600 of one product and 100 of another (stock 1,000 each before), and an admin. */
async function orderOf600() {
  const buyer = await h.factories.createUser(h.db);
  const a = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 1000, name: 'Pallet Gun' });
  const b = await h.factories.createProduct(h.db, { priceCents: 250, quantity: 1000, name: 'Glue Sticks' });
  const ia = await orders.placeOrder(ctxFor(h, buyer), { productId: a.id, quantity: 600, phone: '5550100' });
  const ib = await orders.placeOrder(ctxFor(h, buyer), { productId: b.id, quantity: 100, phone: '5550100' });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [ia.id, ib.id], details });
  const lines = await h.db.invoiceLine.findMany({
    where: { purchaseOrderId: po.id },
    orderBy: { position: 'asc' },
  });
  const big = lines.find((l) => l.orderItemId === ia.id)!;
  const small = lines.find((l) => l.orderItemId === ib.id)!;
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  return { buyer, a, b, ia, ib, po, big, small, admin, ctx: ctxFor(h, admin) };
}

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: { message: string; extensions?: { code?: string; field?: string } }) => ({
      code: e.extensions?.code,
      field: e.extensions?.field,
      message: e.message,
    }),
  );
const state = async (poId: string) => {
  const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: poId } });
  const items = await h.db.orderItem.findMany({
    where: { purchaseOrderId: poId },
    orderBy: { quantity: 'desc' },
  });
  const count = await h.db.shipment.count({ where: { purchaseOrderId: poId } });
  return {
    fulfilment: po.fulfilmentStatus,
    payment: po.paymentStatus,
    items: items.map((i) => i.status),
    shipments: count,
  };
};
const ship = (
  w: Awaited<ReturnType<typeof orderOf600>>,
  lines: Array<[{ id: string }, number]>,
  extra: Record<string, unknown> = {},
) =>
  shipments.createShipment(w.ctx, w.po.id, {
    lines: lines.map(([l, quantity]) => ({ invoiceLineId: l.id, quantity })),
    carrier: 'UPS',
    service: 'Freight',
    trackingNumber: '1Z999AA10123456784',
    ...extra,
  });

it('ships 400 of 600 (partly shipped, the rest open), then the other 200 and the second line (shipped), then delivers each', async () => {
  const w = await orderOf600();
  const first = await ship(w, [[w.big, 400]]);
  expect(first).toMatchObject({
    number: 1,
    shipmentNumber: `SO-${String(w.po.number).padStart(6, '0')}-1`,
    carrier: 'UPS',
    service: 'Freight',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    deliveredAt: null,
    lines: [
      {
        invoiceLineId: w.big.id,
        sku: w.big.sku,
        productName: 'Pallet Gun',
        quantity: 400,
        position: w.big.position,
        customerPartNumber: null,
      },
    ],
  });
  expect(await state(w.po.id)).toEqual({
    fulfilment: 'PARTLY_SHIPPED',
    payment: 'AWAITING_PAYMENT',
    items: ['INVOICED', 'INVOICED'],
    shipments: 1,
  });

  // More than is open is refused, and changes nothing.
  const over = await failure(ship(w, [[w.big, 201]]));
  expect(over).toMatchObject({
    code: 'CONFLICT',
    message: `Only 200 of line ${w.big.position} (${w.big.sku}) is left to ship on SO-${String(w.po.number).padStart(6, '0')}`,
  });
  expect(await state(w.po.id)).toMatchObject({ fulfilment: 'PARTLY_SHIPPED', shipments: 1 });

  const second = await ship(
    w,
    [
      [w.big, 200],
      [w.small, 100],
    ],
    {
      carrier: 'Acme Haulage',
      trackingNumber: 'AH-77',
      trackingUrl: 'https://track.acme-haulage.example/AH-77',
    },
  );
  expect(second).toMatchObject({ number: 2, trackingUrl: 'https://track.acme-haulage.example/AH-77' });
  expect(await state(w.po.id)).toEqual({
    fulfilment: 'SHIPPED',
    payment: 'AWAITING_PAYMENT',
    items: ['SHIPPED', 'SHIPPED'],
    shipments: 2,
  });
  expect((await failure(ship(w, [[w.small, 1]]))).message).toContain(`Nothing of line ${w.small.position}`);

  // Events: each shipment, the order's moves, the items' moves; the e-mail is the shipment's.
  const outbox = await h.db.outboxEvent.findMany({
    where: { resourceId: w.po.id },
    orderBy: { sequence: 'asc' },
  });
  expect(outbox.map((e) => e.type)).toEqual([
    'purchase_order.checked_out',
    'invoice.issued',
    'shipment.created',
    'purchase_order.fulfilment_changed',
    'shipment.created',
    'purchase_order.shipped',
  ]);
  expect(outbox[2].payload).toMatchObject({
    shipmentId: first.id,
    carrier: 'UPS',
    fulfilmentStatus: 'PARTLY_SHIPPED',
    lines: [{ quantity: 400, sku: w.big.sku }],
  });

  await shipments.markShipmentDelivered(w.ctx, first.id, {});
  expect(await state(w.po.id)).toMatchObject({ fulfilment: 'SHIPPED', items: ['SHIPPED', 'SHIPPED'] });
  expect((await failure(shipments.markShipmentDelivered(w.ctx, first.id, {}))).code).toBe('CONFLICT');
  const done = await shipments.markShipmentDelivered(w.ctx, second.id, {
    deliveredAt: new Date().toISOString().slice(0, 10),
  });
  expect(done.deliveredAt).not.toBeNull();
  expect(await state(w.po.id)).toMatchObject({ fulfilment: 'DELIVERED', items: ['DELIVERED', 'DELIVERED'] });
  const types = (
    await h.db.outboxEvent.findMany({ where: { resourceId: w.po.id }, orderBy: { sequence: 'asc' } })
  )
    .map((e) => e.type)
    .slice(6);
  expect(types).toEqual(['shipment.delivered', 'shipment.delivered', 'purchase_order.delivered']);
});

it('refuses bad shipments with the field named, and changes nothing', async () => {
  const w = await orderOf600();
  const other = await orderOf600();
  const refusals = [
    [{ trackingUrl: 'javascript:alert(1)' }, 'trackingUrl'],
    [{ trackingUrl: 'http://track.example.com/1' }, 'trackingUrl'],
    [{ trackingUrl: 'https://user:pw@track.example.com/1' }, 'trackingUrl'],
    [{ trackingUrl: 'https://127.0.0.1/1' }, 'trackingUrl'],
    [{ trackingNumber: '' }, 'trackingNumber'],
    [{ trackingNumber: '<script>' }, 'trackingNumber'],
    [{ carrier: '' }, 'carrier'],
    [{ carrier: 'x'.repeat(61) }, 'carrier'],
    [{ shippedAt: '2026-02-30' }, 'shippedAt'],
    [{ shippedAt: new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10) }, 'shippedAt'],
    [{ shippedAt: '2020-01-01' }, 'shippedAt'],
  ] as const;
  for (const [extra, field] of refusals) {
    expect([extra, await failure(ship(w, [[w.big, 1]], extra))]).toEqual([
      extra,
      expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
    ]);
  }
  expect((await failure(ship(w, [[other.big, 1]]))).code).toBe('BAD_USER_INPUT');
  expect(
    (
      await failure(
        ship(w, [
          [w.big, 1],
          [w.big, 2],
        ]),
      )
    ).message,
  ).toContain('named twice');
  expect((await failure(ship(w, [[w.big, 0]]))).code).toBe('BAD_USER_INPUT');
  expect((await failure(ship(w, []))).code).toBe('BAD_USER_INPUT');
  expect(
    (
      await failure(
        shipments.createShipment(w.ctx, w.po.id, { lines: 'all', carrier: 'UPS', trackingNumber: '1' }),
      )
    ).code,
  ).toBe('BAD_USER_INPUT');
  expect(
    (
      await failure(
        shipments.createShipment(ctxFor(h, w.buyer), w.po.id, {
          lines: [{ invoiceLineId: w.big.id, quantity: 1 }],
          carrier: 'UPS',
          trackingNumber: '1',
        }),
      )
    ).code,
  ).toBe('FORBIDDEN');
  expect(
    (
      await failure(
        shipments.createShipment(w.ctx, 'nope', {
          lines: [{ invoiceLineId: w.big.id, quantity: 1 }],
          carrier: 'UPS',
          trackingNumber: '1',
        }),
      )
    ).code,
  ).toBe('NOT_FOUND');
  expect(
    (await failure(shipments.markShipmentDelivered(w.ctx, '00000000-0000-4000-8000-000000000000', {}))).code,
  ).toBe('NOT_FOUND');
  expect(await state(w.po.id)).toEqual({
    fulfilment: 'UNFULFILLED',
    payment: 'AWAITING_PAYMENT',
    items: ['INVOICED', 'INVOICED'],
    shipments: 0,
  });
  expect(await h.db.purchaseOrderEvent.count({ where: { purchaseOrderId: w.po.id, kind: 'SHIPMENT' } })).toBe(
    0,
  );

  // A carrier we do not know, without a link of its own: no link; a known one named in other letters is its own name.
  expect((await ship(w, [[w.big, 1]], { carrier: "Bob's Vans" })).trackingUrl).toBeNull();
  expect((await ship(w, [[w.big, 1]], { carrier: 'fedex', trackingNumber: '12 34' })).trackingUrl).toBe(
    'https://www.fedex.com/fedextrack/?trknbr=12%2034',
  );
});

it("the spec's Update Status ships and delivers through shipments: a line ships its open rest, the whole order everything open", async () => {
  const w = await orderOf600();
  await ship(w, [[w.big, 400]]);
  // One line's Update Status (Manage Orders): that line's open 200 in one shipment with no carrier named.
  const moved = await orders.changeStatus(w.ctx, w.ia.id, 'SHIPPED');
  expect(moved.status).toBe('SHIPPED');
  const rest = await h.db.shipment.findFirstOrThrow({
    where: { purchaseOrderId: w.po.id, number: 2 },
    include: { lines: true },
  });
  expect([rest.carrier, rest.trackingNumber, rest.lines.map((l) => l.quantity)]).toEqual([
    'Not given',
    null,
    [200],
  ]);
  expect(await state(w.po.id)).toMatchObject({
    fulfilment: 'PARTLY_SHIPPED',
    items: ['SHIPPED', 'INVOICED'],
  });
  // The whole order: what is open (the second line) ships; then delivering delivers every shipment.
  expect((await fulfilmentService.updateFulfilment(w.ctx, w.po.id, 'SHIPPED')).fulfilmentStatus).toBe(
    'SHIPPED',
  );
  expect(await state(w.po.id)).toMatchObject({
    fulfilment: 'SHIPPED',
    items: ['SHIPPED', 'SHIPPED'],
    shipments: 3,
  });
  expect((await failure(fulfilmentService.updateFulfilment(w.ctx, w.po.id, 'CANCELLED'))).code).toBe(
    'BAD_USER_INPUT',
  );
  expect((await orders.changeStatus(w.ctx, w.ib.id, 'DELIVERED')).status).toBe('DELIVERED');
  expect(await state(w.po.id)).toMatchObject({ fulfilment: 'SHIPPED', items: ['SHIPPED', 'DELIVERED'] });
  expect((await fulfilmentService.updateFulfilment(w.ctx, w.po.id, 'DELIVERED')).fulfilmentStatus).toBe(
    'DELIVERED',
  );
  expect(await state(w.po.id)).toMatchObject({ fulfilment: 'DELIVERED', items: ['DELIVERED', 'DELIVERED'] });
  expect(await h.db.shipment.count({ where: { purchaseOrderId: w.po.id, deliveredAt: null } })).toBe(0);
});

it('cancelling a partly shipped order cancels only the open rest: its stock back, the shipped part stays, the rest credited', async () => {
  const w = await orderOf600();
  await ship(w, [[w.big, 400]]);
  expect(await h.db.product.findUniqueOrThrow({ where: { id: w.a.id } })).toMatchObject({ quantity: 400 });
  const po = await fulfilmentService.updateFulfilment(w.ctx, w.po.id, 'CANCELLED');
  expect([po.fulfilmentStatus, po.paymentStatus]).toEqual(['SHIPPED', 'AWAITING_PAYMENT']);
  expect(await state(w.po.id)).toMatchObject({ items: ['SHIPPED', 'CANCELLED'] });
  expect((await h.db.product.findUniqueOrThrow({ where: { id: w.a.id } })).quantity).toBe(600);
  expect((await h.db.product.findUniqueOrThrow({ where: { id: w.b.id } })).quantity).toBe(1000);
  expect(
    (await h.db.invoiceLine.findMany({ where: { purchaseOrderId: w.po.id }, orderBy: { position: 'asc' } }))
      .map((l) => [l.id === w.big.id ? 'big' : 'small', l.cancelledQuantity])
      .sort(),
  ).toEqual([
    ['big', 200],
    ['small', 100],
  ]);
  expect((await failure(ship(w, [[w.big, 1]]))).code).toBe('CONFLICT');
  // The invoice stands for the 400 shipped; the 200 + 100 cancelled are credited at once, nothing more.
  const notes = await h.db.creditNote.findMany({
    where: { purchaseOrderId: w.po.id },
    include: { lines: true },
  });
  expect(
    notes.map((n) => [
      n.reason,
      n.returnStock,
      n.settlement,
      n.lines.map((l) => [l.invoiceLineId === w.big.id ? 'big' : 'small', l.quantity]).sort(),
    ]),
  ).toEqual([
    [
      'Cancelled before shipping',
      false,
      'HOLD',
      [
        ['big', 200],
        ['small', 100],
      ],
    ],
  ]);
  const after = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: w.po.id } });
  expect(after.creditedCents).toBe(notes[0].amountCents);
  expect(notes[0].amountCents - notes[0].taxCents).toBe(200 * 100 + 100 * 250);
  expect(after.totalCents - after.creditedCents - after.paidCents).toBe(
    400 * 100 + w.big.taxCents - notes[0].lines.find((l) => l.invoiceLineId === w.big.id)!.taxCents,
  );
  expect((await h.db.product.findUniqueOrThrow({ where: { id: w.a.id } })).quantity).toBe(600);

  // An order with nothing shipped cancels whole, as before; one single-line order's line cancels its open rest.
  const whole = await orderOf600();
  expect(await fulfilmentService.updateFulfilment(whole.ctx, whole.po.id, 'CANCELLED')).toMatchObject({
    fulfilmentStatus: 'CANCELLED',
    paymentStatus: 'VOID',
  });
  expect((await failure(ship(whole, [[whole.big, 1]]))).message).toContain('is cancelled');
});

it('a paid order cancelled after part shipped gives the cancelled part back as customer credit; cancelling and crediting at once credit each unit once', async () => {
  const w = await orderOf600();
  await paymentsService.recordPayment(w.ctx, w.po.id, {
    amountCents: w.po.totalCents,
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: 'Wire 1',
  });
  await ship(w, [[w.big, 500]]);
  const creditOpen = creditNotes.issueCreditNote(w.ctx, w.po.id, {
    lines: [{ invoiceLineId: w.small.id, quantity: 100 }],
    reason: 'Damaged',
    returnStock: false,
    settlement: 'HOLD',
  });
  const [cancelled, noted] = await Promise.allSettled([
    fulfilmentService.updateFulfilment(w.ctx, w.po.id, 'CANCELLED'),
    creditOpen,
  ]);
  // The cancel always goes through; the credit note does too when it ran first, else it finds the line already credited.
  expect(cancelled.status).toBe('fulfilled');
  if (noted.status === 'rejected')
    expect((noted.reason as { message: string }).message).toContain('is already credited in full');
  const notes = await h.db.creditNote.findMany({
    where: { purchaseOrderId: w.po.id },
    include: { lines: true },
  });
  // Whichever ran first, the small line is credited once in all and the big line's 100 open units once.
  const units = (id: string) =>
    notes
      .flatMap((n) => n.lines)
      .filter((l) => l.invoiceLineId === id)
      .reduce((sum, l) => sum + l.quantity, 0);
  expect([units(w.big.id), units(w.small.id)]).toEqual([100, 100]);
  const after = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: w.po.id } });
  const credited = notes.reduce((sum, n) => sum + n.amountCents, 0);
  expect([after.creditedCents, after.paidCents, after.paymentStatus]).toEqual([
    credited,
    w.po.totalCents - credited,
    'PAID',
  ]);
  const company = await h.db.company.findUniqueOrThrow({ where: { id: w.po.companyId! } });
  expect(company.creditBalanceCents).toBe(credited);
});

it('an order ships in at most 20 shipments: the 21st is refused in words', async () => {
  const w = await orderOf600();
  for (let i = 0; i < 20; i++) await ship(w, [[w.big, 1]]);
  expect((await failure(ship(w, [[w.big, 1]]))).message).toBe(
    `Order SO-${String(w.po.number).padStart(6, '0')} has shipped in 20 shipments, the most one order ships in: ship the rest in one`,
  );
  expect(await h.db.shipment.count({ where: { purchaseOrderId: w.po.id } })).toBe(20);
});

it("Manage Orders reads each item's shipped-so-far beside its status: 400 of 600 shipped stays Invoiced", async () => {
  const w = await orderOf600();
  const READ = `query { orderConnection(first: 10) { nodes { id quantity status shippedQuantity } } }`;
  const admin = h.tokenFor(w.admin);
  const read = async () =>
    Object.fromEntries(
      ((await h.gql(READ, {}, admin)).data!.orderConnection.nodes as Array<Record<string, unknown>>).map(
        (n) => [n.id, [n.status, n.shippedQuantity]],
      ),
    );
  expect(await read()).toEqual({ [w.ia.id]: ['INVOICED', 0], [w.ib.id]: ['INVOICED', 0] });
  await ship(w, [[w.big, 400]]);
  expect(await read()).toEqual({ [w.ia.id]: ['INVOICED', 400], [w.ib.id]: ['INVOICED', 0] });
  await ship(w, [
    [w.big, 200],
    [w.small, 100],
  ]);
  expect(await read()).toEqual({ [w.ia.id]: ['SHIPPED', 600], [w.ib.id]: ['SHIPPED', 100] });
});

describe('one line shipped from many requests at once', () => {
  const SHIP = `mutation($o: ID!, $l: [ShipmentLineInput!]!) { createShipment(orderId: $o, lines: $l, carrier: "UPS", trackingNumber: "1Z1") { id number } }`;
  it.each([
    [400, 1],
    [300, 2],
    [150, 4],
  ])('6 shipments of %i of a 600 line: %i win, never more than 600 ship', async (quantity, winners) => {
    const w = await orderOf600();
    const { token } = await h.signedIn('ADMIN');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.gql(SHIP, { o: w.po.id, l: [{ invoiceLineId: w.big.id, quantity }] }, token),
      ),
    );
    const won = answers.filter((a) => a.data?.createShipment);
    expect(won).toHaveLength(winners);
    for (const a of answers.filter((x) => !x.data?.createShipment))
      expect([a.status, a.errors?.[0]?.extensions?.code]).toEqual([200, 'CONFLICT']);
    const shipped = await h.db.shipmentLine.aggregate({
      where: { invoiceLineId: w.big.id },
      _sum: { quantity: true },
    });
    expect(shipped._sum.quantity).toBe(quantity * winners);
    expect(won.map((a) => a.data.createShipment.number).sort()).toEqual(
      Array.from({ length: winners }, (_, i) => i + 1),
    );
  });
});

it('the buyer reads the shipments on the order; a colleague who did not place it and another company do not', async () => {
  const w = await orderOf600();
  const sh = await ship(w, [[w.big, 400]]);
  const READ =
    'query($id: ID!) { purchaseOrder(id: $id) { fulfilmentStatus shipments { shipmentNumber carrier trackingUrl lines { sku quantity } } } }';
  const mine = await h.gql(READ, { id: w.po.id }, h.tokenFor(w.buyer));
  expect(mine.data.purchaseOrder).toEqual({
    fulfilmentStatus: 'PARTLY_SHIPPED',
    shipments: [
      {
        shipmentNumber: sh.shipmentNumber,
        carrier: 'UPS',
        trackingUrl: sh.trackingUrl,
        lines: [{ sku: w.big.sku, quantity: 400 }],
      },
    ],
  });
  const colleague: User = await h.factories.createUser(h.db, {
    company: { connect: { id: w.buyer.companyId } },
    companyRole: 'BUYER',
  });
  const stranger = await h.factories.createUser(h.db);
  for (const who of [colleague, stranger]) {
    const res = await h.gql(READ, { id: w.po.id }, h.tokenFor(who));
    expect([res.data?.purchaseOrder ?? null, res.errors?.[0]?.extensions?.code]).toEqual([null, 'FORBIDDEN']);
    const slip = await h
      .http()
      .get(`/purchase-orders/${w.po.id}/shipments/${sh.id}/packing-slip.pdf`)
      .set('Authorization', `Bearer ${h.tokenFor(who)}`);
    expect(slip.status).toBe(403);
  }
  const slip = await h
    .http()
    .get(`/purchase-orders/${w.po.id}/shipments/${sh.id}/packing-slip.pdf`)
    .set('Authorization', `Bearer ${h.tokenFor(w.buyer)}`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect([slip.status, slip.headers['content-type']]).toEqual([200, 'application/pdf']);
  const text = await pdfText(slip.body as Buffer);
  for (const shown of [
    'PACKING SLIP',
    sh.shipmentNumber,
    'UPS Freight',
    '1Z999AA10123456784',
    '12 Mill Road',
    w.big.sku,
    '600',
    '400',
    '400 units in 1 line',
  ])
    expect([shown, text.includes(shown)]).toEqual([shown, true]);
  // Another order's id with this shipment: not found, never its slip.
  const other = await orderOf600();
  const crossed = await h
    .http()
    .get(`/purchase-orders/${other.po.id}/shipments/${sh.id}/packing-slip.pdf`)
    .set('Authorization', `Bearer ${h.tokenFor(other.buyer)}`);
  expect(crossed.status).toBe(404);
});

it('the migration turns orders shipped before shipments existed into shipments: whole, partly shipped and delivered, cancelled lines counted', async () => {
  const whole = await orderOf600();
  const partly = await orderOf600();
  const cancelled = await orderOf600();
  await h.db.orderItem.updateMany({ where: { purchaseOrderId: whole.po.id }, data: { status: 'SHIPPED' } });
  await h.db.purchaseOrder.update({ where: { id: whole.po.id }, data: { fulfilmentStatus: 'SHIPPED' } });
  await h.db.orderItem.update({ where: { id: partly.ia.id }, data: { status: 'DELIVERED' } });
  await h.db.orderItem.updateMany({
    where: { purchaseOrderId: cancelled.po.id },
    data: { status: 'CANCELLED' },
  });
  await h.db.purchaseOrder.update({
    where: { id: cancelled.po.id },
    data: { fulfilmentStatus: 'CANCELLED', paymentStatus: 'VOID' },
  });
  const sql = fs.readFileSync(
    path.join(__dirname, '../../../prisma/migrations/20261214000100_shipments_backfill/migration.sql'),
    'utf8',
  );
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
  const shipped = async (poId: string) =>
    (
      await h.db.shipment.findMany({
        where: { purchaseOrderId: poId },
        include: { lines: true },
        orderBy: { number: 'asc' },
      })
    ).map((s) => [s.carrier, s.deliveredAt !== null, s.lines.map((l) => l.quantity).sort((a, b) => a - b)]);
  expect(await shipped(whole.po.id)).toEqual([['Not recorded', false, [100, 600]]]);
  expect(await shipped(partly.po.id)).toEqual([['Not recorded', true, [600]]]);
  expect(await shipped(cancelled.po.id)).toEqual([]);
  expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: partly.po.id } })).fulfilmentStatus).toBe(
    'PARTLY_SHIPPED',
  );
  expect(
    (await h.db.invoiceLine.findMany({ where: { purchaseOrderId: cancelled.po.id } })).map(
      (l) => l.cancelledQuantity === l.quantity,
    ),
  ).toEqual([true, true]);
  // From here each order follows its shipments: the partly shipped one ships its open rest.
  expect((await ship(partly, [[partly.small, 100]])).number).toBe(2);
  expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: partly.po.id } })).fulfilmentStatus).toBe(
    'SHIPPED',
  );
});
