/**
 * Quotes (docs/decisions/065): a buyer asks, the shop prices and sends, either side counters, a deep discount waits
 * for a second staff member, the buyer accepts the current version and its lines become open items at the quoted
 * prices that checkout orders only while the quote is valid. Every refusal changes nothing; another company never
 * sees a quote.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as moves from '../../src/modules/quotes/quote-moves';
import { acceptQuote } from '../../src/modules/quotes/quote-accept';
import * as reads from '../../src/modules/quotes/quote-reads';
import type { User } from '../../src/generated/prisma/client';
import { sendQuoteEmail } from '../../src/modules/mail/quote-emails';
import { expireQuotes } from '../../src/modules/quotes/quote-expiry';
import { EMAIL_FOR_EVENT, type QuoteEmailKind } from '../../src/modules/events/dispatcher';

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
const failure = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: { message: string; extensions?: { code?: string; reason?: string; field?: string } }) => ({
      code: e.extensions?.code,
      reason: e.extensions?.reason,
      message: e.message,
    }),
  );
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const c = (u: User) => ctxFor(h, u);

async function world() {
  const buyer = await h.factories.createUser(h.db);
  const gun = await h.factories.createProduct(h.db, {
    priceCents: 1000,
    quantity: 10_000,
    name: 'Pallet Gun',
    sku: 'PG-1',
  });
  const sticks = await h.factories.createProduct(h.db, {
    priceCents: 200,
    quantity: 10_000,
    name: 'Glue Sticks',
    sku: 'GS-1',
  });
  const pricer = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const approver = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const stranger = await h.factories.createUser(h.db);
  return { buyer, gun, sticks, pricer, approver, stranger };
}
type World = Awaited<ReturnType<typeof world>>;

const ask = (w: World) =>
  moves.requestQuote(c(w.buyer), {
    lines: [
      { productId: w.gun.id, quantity: 5000, note: 'For the spring line', targetPriceCents: 850 },
      { productId: w.sticks.id, quantity: 1000 },
    ],
    note: 'Delivery in March',
  });
const price = (
  w: World,
  id: string,
  gunCents: number,
  by: User = w.pricer,
  extra: Record<string, unknown> = {},
) =>
  moves.sendQuote(c(by), id, {
    lines: [
      { productId: w.gun.id, quantity: 5000, unitPriceCents: gunCents },
      { productId: w.sticks.id, quantity: 1000, unitPriceCents: 190 },
    ],
    freightNote: 'Free on one pallet',
    validUntil: dayAfter(10),
    ...extra,
  });

it('requests, prices, counters both ways and accepts: the lines become open items at the quoted prices, ordered by normal checkout', async () => {
  const w = await world();
  const asked = await ask(w);
  expect(asked).toMatchObject({
    status: 'REQUESTED',
    currentVersion: 1,
    quoteNumber: expect.stringMatching(/^Q-\d{6}$/),
  });
  expect(asked.versions[0]).toMatchObject({
    side: 'BUYER',
    note: 'Delivery in March',
    lines: [
      { quantity: 5000, targetPriceCents: 850, referencePriceCents: 1000 },
      { quantity: 1000, targetPriceCents: null },
    ],
  });

  const sent = await price(w, asked.id, 900, w.pricer, { version: 1 });
  expect(sent).toMatchObject({ status: 'SENT', currentVersion: 2 });
  expect(sent.versions[1]).toMatchObject({
    side: 'STAFF',
    freightNote: 'Free on one pallet',
    approvalNeeded: false,
    authorName: w.pricer.displayName,
  });
  // The buyer sees the shop as "The shop", never a staff member's name.
  expect((await reads.quoteDetails(c(w.buyer), asked.id)).versions[1].authorName).toBe('The shop');

  const countered = await moves.counterQuote(
    c(w.buyer),
    asked.id,
    {
      lines: [
        { productId: w.gun.id, quantity: 5000, targetPriceCents: 870 },
        { productId: w.sticks.id, quantity: 1000 },
      ],
    },
    2,
  );
  expect(countered).toMatchObject({ status: 'COUNTERED', currentVersion: 3, expiresAt: null });
  // Accepting an older version, or a quote that is not sent, is refused and changes nothing.
  expect(await failure(acceptQuote(c(w.buyer), asked.id, 3))).toMatchObject({ code: 'CONFLICT' });
  await price(w, asked.id, 880);
  expect(await failure(acceptQuote(c(w.buyer), asked.id, 2))).toMatchObject({
    code: 'CONFLICT',
    reason: 'QUOTE_CHANGED',
  });

  const accepted = await acceptQuote(c(w.buyer), asked.id, 4);
  expect(accepted.quote.status).toBe('ACCEPTED');
  expect(accepted.items.map((i) => [i.productName, i.quantity, i.unitPriceCents, i.quoteId]).sort()).toEqual([
    ['Glue Sticks', 1000, 190, asked.id],
    ['Pallet Gun', 5000, 880, asked.id],
  ]);
  // Accepted once: again is refused.
  expect(await failure(acceptQuote(c(w.buyer), asked.id))).toMatchObject({ code: 'CONFLICT' });
  const po = await pos.checkout(c(w.buyer), { itemIds: accepted.items.map((i) => i.id), details });
  expect(po.totalCents).toBeGreaterThanOrEqual(5000 * 880 + 1000 * 190);
  const events = await h.db.outboxEvent.findMany({
    where: { resourceId: asked.id },
    orderBy: { sequence: 'asc' },
  });
  expect(events.map((e) => e.type)).toEqual([
    'quote.requested',
    'quote.sent',
    'quote.countered',
    'quote.sent',
    'quote.accepted',
  ]);

  // The e-mails each event sends, read as the quote is now: the shop hears of a request, counter and accept; the
  // buyer of a sent price, but not of one countered since.
  const mails: Array<{ to: string[]; subject: string; text: string }> = [];
  const transport = {
    send: async (m: { to: string | string[]; subject: string; text: string }) => {
      mails.push({ to: [m.to].flat(), subject: m.subject, text: m.text });
    },
  };
  for (const e of events)
    await sendQuoteEmail(
      h.deps,
      transport,
      e,
      EMAIL_FOR_EVENT[e.type as keyof typeof EMAIL_FOR_EVENT] as QuoteEmailKind,
      `<${e.eventId}@test>`,
    );
  const number = asked.quoteNumber;
  expect(mails.map((m) => m.subject)).toEqual([
    expect.stringContaining(`asks for a quote: ${number}`),
    expect.stringContaining(`counter-offer: ${number}`),
    expect.stringContaining(`accepted the quote: ${number}`),
  ]);
  expect(mails[0].to).toEqual(expect.arrayContaining([w.pricer.email, w.approver.email]));
  const fresh = await ask(w);
  await price(w, fresh.id, 900);
  const [sentEvent] = await h.db.outboxEvent.findMany({
    where: { resourceId: fresh.id, type: 'quote.sent' },
  });
  await sendQuoteEmail(h.deps, transport, sentEvent, 'quote_sent', '<x@test>');
  expect(mails.at(-1)).toMatchObject({
    to: [w.buyer.email],
    subject: `Your quote ${fresh.quoteNumber} is ready`,
  });
  expect(mails.at(-1)!.text).toContain('$46,900.00 in total');
});

it("a discount deeper than 20 % below the buyer's price waits for a second staff member, never the one who priced it", async () => {
  const w = await world();
  const asked = await ask(w);
  const held = await price(w, asked.id, 790);
  expect(held).toMatchObject({ status: 'APPROVAL_NEEDED', expiresAt: null });
  expect(held.versions[1]).toMatchObject({
    approvalNeeded: true,
    lines: [{ discountBp: 2100 }, { discountBp: 500 }],
  });
  // The buyer cannot accept what was not sent; the pricer cannot approve their own discount.
  expect(await failure(acceptQuote(c(w.buyer), asked.id))).toMatchObject({ code: 'CONFLICT' });
  expect(await failure(moves.approveQuote(c(w.pricer), asked.id))).toMatchObject({
    code: 'FORBIDDEN',
    reason: 'NOT_APPROVER',
  });
  expect((await h.db.quote.findUniqueOrThrow({ where: { id: asked.id } })).status).toBe('APPROVAL_NEEDED');
  const approved = await moves.approveQuote(c(w.approver), asked.id, 2);
  expect(approved).toMatchObject({ status: 'SENT', expiresAt: expect.any(Date) });
  expect(approved.versions[1].approvedByName).toBe(w.approver.displayName);
  // Exactly 20 % off needs nobody.
  const again = await ask(w);
  expect((await price(w, again.id, 800)).status).toBe('SENT');
});

it('an expired quote cannot be accepted, and its accepted items cannot be checked out once it expired', async () => {
  const w = await world();
  const asked = await ask(w);
  await price(w, asked.id, 900);
  const later = new Date(Date.now() + 12 * 86_400_000);
  h.deps.clock = () => later;
  expect(await failure(acceptQuote(c(w.buyer), asked.id))).toMatchObject({
    code: 'CONFLICT',
    reason: 'QUOTE_EXPIRED',
  });
  expect((await reads.quoteDetails(c(w.buyer), asked.id)).status).toBe('EXPIRED');
  expect(await h.db.orderItem.count({ where: { quoteId: asked.id } })).toBe(0);

  h.deps.clock = undefined;
  const second = await ask(w);
  await price(w, second.id, 900);
  const { items } = await acceptQuote(c(w.buyer), second.id);
  h.deps.clock = () => later;
  expect(await failure(pos.checkout(c(w.buyer), { itemIds: items.map((i) => i.id), details }))).toMatchObject(
    { code: 'CONFLICT', reason: 'QUOTE_EXPIRED' },
  );
  expect(await h.db.purchaseOrder.count()).toBe(0);
});

it('an open item of a quoted product takes the quoted quantity and price; an item waiting for approval refuses the accept', async () => {
  const w = await world();
  const open = await orders.placeOrder(c(w.buyer), { productId: w.gun.id, quantity: 200, phone: '5550100' });
  const asked = await ask(w);
  await price(w, asked.id, 900);
  const { items } = await acceptQuote(c(w.buyer), asked.id);
  expect(items.find((i) => i.id === open.id)).toMatchObject({
    quantity: 5000,
    unitPriceCents: 900,
    quoteId: asked.id,
  });
  expect(await h.db.orderItem.count({ where: { userId: w.buyer.id } })).toBe(2);
});

it("a company's quotes are seen by its members by the orders' rule and never by another company", async () => {
  const w = await world();
  const asked = await ask(w);
  const colleague = await h.factories.createUser(h.db, {
    company: { connect: { id: w.buyer.companyId } },
    companyRole: 'BUYER',
  });
  const payables = await h.factories.createUser(h.db, {
    company: { connect: { id: w.buyer.companyId } },
    companyRole: 'ACCOUNTS_PAYABLE',
  });
  expect(await failure(reads.quoteDetails(c(w.stranger), asked.id))).toMatchObject({ code: 'FORBIDDEN' });
  expect(await failure(reads.quoteDetails(c(colleague), asked.id))).toMatchObject({ code: 'FORBIDDEN' });
  expect((await reads.quoteDetails(c(payables), asked.id)).id).toBe(asked.id);
  expect(await reads.myQuotes(c(w.stranger))).toEqual([]);
  expect((await reads.myQuotes(c(w.buyer))).map((q) => q.id)).toEqual([asked.id]);
  expect(await failure(moves.declineQuote(c(w.stranger), asked.id))).toMatchObject({ code: 'FORBIDDEN' });
  expect(await h.db.quote.count({ where: { status: 'DECLINED' } })).toBe(0);
  expect((await reads.quotes(c(w.pricer), { status: 'REQUESTED' })).map((q) => q.id)).toEqual([asked.id]);
  expect((await moves.declineQuote(c(w.buyer), asked.id)).status).toBe('DECLINED');
  expect(await failure(price(w, asked.id, 900))).toMatchObject({ code: 'CONFLICT' });
});

it('refuses unknown products, a product twice, a quantity outside the rule and a past or far expiry, writing nothing', async () => {
  const w = await world();
  expect(
    await failure(moves.requestQuote(c(w.buyer), { lines: [{ productId: w.gun.id, quantity: 50 }] })),
  ).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(
    await failure(
      moves.requestQuote(c(w.buyer), {
        lines: [
          { productId: w.gun.id, quantity: 500 },
          { productId: w.gun.id, quantity: 600 },
        ],
      }),
    ),
  ).toMatchObject({ reason: 'DUPLICATE_LINE' });
  expect(
    await failure(
      moves.requestQuote(c(w.buyer), {
        lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 500 }],
      }),
    ),
  ).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(await failure(moves.requestQuote(c(w.buyer), { lines: [] }))).toMatchObject({
    code: 'BAD_USER_INPUT',
  });
  expect(await h.db.quote.count()).toBe(0);
  const asked = await ask(w);
  expect(await failure(price(w, asked.id, 900, w.pricer, { validUntil: '2020-01-01' }))).toMatchObject({
    code: 'BAD_USER_INPUT',
  });
  expect(await failure(price(w, asked.id, 900, w.pricer, { validUntil: dayAfter(400) }))).toMatchObject({
    code: 'BAD_USER_INPUT',
  });
  expect(await h.db.quoteVersion.count()).toBe(1);
});

it("the expiry job reminds the buyer once in a sent quote's last days, then expires it once, however often it runs", async () => {
  const w = await world();
  const asked = await ask(w);
  await price(w, asked.id, 900);
  const log = h.deps.log;
  const at = (days: number) => new Date(Date.now() + days * 86_400_000);
  expect(await expireQuotes({ db: h.db, log }, at(1))).toEqual({ expired: 0, reminded: 0 });
  expect(await expireQuotes({ db: h.db, log }, at(8))).toEqual({ expired: 0, reminded: 1 });
  expect(await expireQuotes({ db: h.db, log }, at(9))).toEqual({ expired: 0, reminded: 0 });
  const [both] = await Promise.all([
    expireQuotes({ db: h.db, log }, at(12)),
    expireQuotes({ db: h.db, log }, at(12)),
  ]);
  expect(both.reminded).toBe(0);
  const events = await h.db.outboxEvent.findMany({
    where: { resourceId: asked.id, type: { in: ['quote.expiring', 'quote.expired'] } },
    orderBy: { sequence: 'asc' },
  });
  expect(events.map((e) => e.type)).toEqual(['quote.expiring', 'quote.expired']);
  expect((await h.db.quote.findUniqueOrThrow({ where: { id: asked.id } })).status).toBe('EXPIRED');
  const mails: Array<{ to: string[]; subject: string }> = [];
  await sendQuoteEmail(
    h.deps,
    {
      send: async (m: { to: string | string[]; subject: string }) => {
        mails.push({ to: [m.to].flat(), subject: m.subject });
      },
    },
    events[0],
    'quote_expiring',
    '<r@test>',
  );
  expect(mails).toEqual([]); // expired since it was queued: not sent
});
