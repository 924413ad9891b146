/**
 * Returns (docs/decisions/069): a buyer asks back delivered units; the shop approves with a restocking fee or rejects;
 * the receipt restocks or scraps the goods and issues the credit note, less the fee. Never more than was delivered less
 * what is already asked back or credited, even asked twice at once; another company, a colleague who may not read the
 * order, and moves out of turn are refused and change nothing.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as returns from '../../src/modules/returns/returns';

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
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** An order of 600 guns at $1.00 and 100 sticks at $2.50, 400 guns shipped and delivered, 200 shipped and on their way. */
async function delivered400() {
  const buyer = await h.factories.createUser(h.db);
  const gun = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 1000, name: 'Pallet Gun' });
  const sticks = await h.factories.createProduct(h.db, {
    priceCents: 250,
    quantity: 1000,
    name: 'Glue Sticks',
  });
  const ia = await orders.placeOrder(ctxFor(h, buyer), {
    productId: gun.id,
    quantity: 600,
    phone: '5550100',
  });
  const ib = await orders.placeOrder(ctxFor(h, buyer), {
    productId: sticks.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [ia.id, ib.id], details });
  const lines = await h.db.invoiceLine.findMany({
    where: { purchaseOrderId: po.id },
    orderBy: { position: 'asc' },
  });
  const line = lines.find((l) => l.orderItemId === ia.id)!;
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const shop = ctxFor(h, admin);
  const first = await shipments.createShipment(shop, po.id, {
    lines: [{ invoiceLineId: line.id, quantity: 400 }],
    carrier: 'UPS',
    trackingNumber: '1Z1',
  });
  await shipments.markShipmentDelivered(shop, first.id, {});
  await shipments.createShipment(shop, po.id, {
    lines: [{ invoiceLineId: line.id, quantity: 200 }],
    carrier: 'UPS',
    trackingNumber: '1Z2',
  });
  return { buyer, gun, po, line, admin, shop, me: ctxFor(h, buyer) };
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
const ask = (w: Awaited<ReturnType<typeof delivered400>>, quantity: number, ctx = w.me) =>
  returns.requestReturn(ctx, w.po.id, {
    lines: [{ invoiceLineId: w.line.id, quantity }],
    reason: 'Nozzles crack when hot',
    photoLinks: ['https://photos.acme.example/1.jpg'],
  });

it('asks back 50 delivered guns, approved with a 15 % restocking fee, received and restocked: a credit note of 85 % of them', async () => {
  const w = await delivered400();
  const asked = await ask(w, 50);
  expect(asked).toMatchObject({
    status: 'REQUESTED',
    returnNumber: expect.stringMatching(/^RMA-\d{6}$/),
    lines: [{ invoiceLineId: w.line.id, quantity: 50, sku: w.line.sku }],
    photoLinks: ['https://photos.acme.example/1.jpg'],
  });
  // Only the 400 delivered can come back, less the 50 already asked.
  expect(await failure(ask(w, 351))).toMatchObject({
    code: 'CONFLICT',
    message: `Only 350 of line ${w.line.position} (${w.line.sku}) can be returned`,
  });

  const approved = await returns.approveReturn(w.shop, asked.id, { restockingFeePercent: 15 });
  expect(approved).toMatchObject({ status: 'APPROVED', restockingFeePercent: 15 });
  const stockBefore = (await h.db.product.findUniqueOrThrow({ where: { id: w.gun.id } })).quantity;
  const received = await returns.receiveReturn(w.shop, asked.id, {
    disposition: 'RESTOCK',
    note: 'Two boxes, sealed',
  });
  const note = await h.db.creditNote.findUniqueOrThrow({
    where: { id: received.creditNoteId! },
    include: { lines: true },
  });
  const net = 50 * 100;
  const lineTax = note.lines[0].taxCents;
  const fee = Math.round(net * 0.15);
  const feeTax = Math.round(lineTax * 0.15);
  expect([
    note.restockingFeeCents,
    note.restockingFeeTaxCents,
    note.amountCents,
    note.taxCents,
    note.returnStock,
  ]).toEqual([fee, feeTax, net + lineTax - fee - feeTax, lineTax - feeTax, true]);
  expect(received).toMatchObject({
    status: 'RECEIVED',
    disposition: 'RESTOCK',
    creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/),
    creditedCents: note.amountCents,
    restockingFeeCents: fee + feeTax,
  });
  expect((await h.db.product.findUniqueOrThrow({ where: { id: w.gun.id } })).quantity).toBe(stockBefore + 50);
  expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: w.po.id } })).creditedCents).toBe(
    note.amountCents,
  );

  // Events for integrators, in order, on the order's stream.
  const types = (
    await h.db.outboxEvent.findMany({ where: { resourceId: w.po.id }, orderBy: { sequence: 'asc' } })
  ).map((e) => e.type);
  expect(types.filter((t) => t.startsWith('return.') || t === 'credit_note.issued')).toEqual([
    'return.requested',
    'return.approved',
    'credit_note.issued',
    'return.received',
  ]);
  // A received return moves no more; what it credited is not asked back again.
  expect((await failure(returns.withdrawReturn(w.me, asked.id))).code).toBe('CONFLICT');
  expect(await failure(ask(w, 351))).toMatchObject({ code: 'CONFLICT' });
  expect((await ask(w, 350)).status).toBe('REQUESTED');
});

it('a rejected or withdrawn return gives its units back to ask for; scrapped goods are credited without stock', async () => {
  const w = await delivered400();
  const a = await ask(w, 400);
  expect(
    (await returns.rejectReturn(w.shop, a.id, { reason: 'Used beyond the trial period' })).rejectionReason,
  ).toBe('Used beyond the trial period');
  const b = await ask(w, 400);
  expect((await returns.withdrawReturn(w.me, b.id)).status).toBe('CANCELLED');
  const c = await ask(w, 10);
  await returns.approveReturn(w.shop, c.id, {});
  const stock = (await h.db.product.findUniqueOrThrow({ where: { id: w.gun.id } })).quantity;
  const got = await returns.receiveReturn(w.shop, c.id, { disposition: 'SCRAP' });
  expect([got.status, got.disposition, got.restockingFeeCents]).toEqual(['RECEIVED', 'SCRAP', 0]);
  expect((await h.db.product.findUniqueOrThrow({ where: { id: w.gun.id } })).quantity).toBe(stock);
});

it('refuses what it must in words and changes nothing: undelivered units, another company, a colleague, bad input, moves out of turn', async () => {
  const w = await delivered400();
  const before = await h.db.returnRequest.count();
  // The 200 on their way are not delivered: 400 is all.
  expect((await failure(ask(w, 401))).message).toBe(
    `Only 400 of line ${w.line.position} (${w.line.sku}) can be returned`,
  );
  const stranger = await h.factories.createUser(h.db);
  expect((await failure(ask(w, 1, ctxFor(h, stranger)))).code).toBe('FORBIDDEN');
  const colleague = await h.factories.createUser(h.db, {
    company: { connect: { id: w.po.companyId! } },
    companyRole: 'BUYER',
  });
  expect((await failure(ask(w, 1, ctxFor(h, colleague)))).code).toBe('FORBIDDEN');
  for (const [input, field] of [
    [{ lines: [], reason: 'x' }, 'lines'],
    [{ lines: [{ invoiceLineId: w.line.id, quantity: 0 }], reason: 'x' }, 'lines[0].quantity'],
    [{ lines: [{ invoiceLineId: w.line.id, quantity: 1 }], reason: '' }, 'reason'],
    [
      {
        lines: [{ invoiceLineId: w.line.id, quantity: 1 }],
        reason: 'x',
        photoLinks: ['javascript:alert(1)'],
      },
      'photoLinks[0]',
    ],
    [
      { lines: [{ invoiceLineId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], reason: 'x' },
      'lines',
    ],
  ] as const) {
    expect(await failure(returns.requestReturn(w.me, w.po.id, input))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field,
    });
  }
  expect(await h.db.returnRequest.count()).toBe(before);
  const r = await ask(w, 5);
  expect((await failure(returns.receiveReturn(w.shop, r.id, { disposition: 'RESTOCK' }))).message).toContain(
    'cannot be received now',
  );
  expect((await failure(returns.approveReturn(w.shop, r.id, { restockingFeePercent: 51 }))).field).toBe(
    'restockingFeePercent',
  );
  expect((await failure(returns.approveReturn(w.me, r.id, {}))).code).toBe('FORBIDDEN');
  expect((await h.db.returnRequest.findUniqueOrThrow({ where: { id: r.id } })).status).toBe('REQUESTED');
});

it('two requests at once for 300 of 400 delivered: one is made, the other refused in words', async () => {
  const w = await delivered400();
  const query =
    'mutation($o: ID!, $l: [ReturnLineInput!]!) { requestReturn(orderId: $o, lines: $l, reason: "Wrong nozzle") { id } }';
  const token = h.tokenFor(w.buyer);
  const answers = await Promise.all(
    [0, 1, 2].map(() =>
      h.gql(query, { o: w.po.id, l: [{ invoiceLineId: w.line.id, quantity: 300 }] }, token),
    ),
  );
  const verdicts = answers.map((a) => verdictOf(a, 'requestReturn'));
  expectOnlyExpectedRefusals(verdicts, ['CONFLICT']);
  expect(verdicts.filter((v) => v.won)).toHaveLength(1);
  expect(await h.db.returnLine.aggregate({ _sum: { quantity: true } })).toEqual({ _sum: { quantity: 300 } });
});
