/**
 * A line's promised day worked out again (docs/decisions/110) against real PostgreSQL: when a shop holiday is added
 * or removed, and when stock arrives for backordered units. Only open lines move; a promise now later than the buyer
 * asked is one purchase_order.promise_changed event per order and one e-mail to the buyer (through the dispatcher
 * and the mail job into the test inbox); a promise moved earlier is only kept. A fill and a holiday change at the
 * same time end as either order of the two would.
 */
import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import { addWorkingDays, formatDay, linePromisedDay, utcToday } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import * as orders from '../../src/modules/orders/order.service';
import * as shipments from '../../src/modules/shipments/shipments';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
let inbox: SmtpInbox;
let jobs: JobRunner;
let admin: { user: User; token: string };
let main: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  h = await createHarness({ SMTP_URL: inbox.url, DISPATCH_INTERVAL_MS: '100' });
  await h.reset();
  jobs = await startJobRunner(
    h.deps.config.databaseUrl!,
    h.deps.config.notify,
    h.deps.log,
    jobHandlers(h.deps),
  );
  admin = await h.signedIn('ADMIN');
  main = (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id;
});
afterAll(async () => {
  await jobs.stop(2000);
  await h.close();
  await inbox.close();
});
afterEach(async () => {
  await h.db.shopHoliday.deleteMany({});
});

const today = () => utcToday(new Date());
const wd = (n: number, off?: string[]) => addWorkingDays(today(), n, off ? new Set(off) : undefined);
const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
const DETAILS = {
  companyName: 'Promise Co',
  addressLine1: '1 Calendar Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 000000',
  poNumber: 'PO-PC-1',
};
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!, $l: [LineDeliveryDateInput!]) {
  checkout(itemIds: $ids, details: $d, lineDeliveryDates: $l) { id number lines { id orderItemId promisedDeliveryOn } } }`;
const ADD = 'mutation($i: ShopHolidayInput!) { addShopHoliday(input: $i) { day } }';
const REMOVE = 'mutation($d: String!) { removeShopHoliday(day: $d) }';
const STOCK = `mutation($p: ID!, $w: ID!, $q: Int!) { setWarehouseStock(productId: $p, warehouseId: $w, quantity: $q) { quantity } }`;

/** An open item for `buyer` of a new product with the given lead time, stock and backorder terms. */
async function item(
  buyer: User,
  o: { leadTimeDays: number; stock?: number; quantity?: number; restockOn?: string | null; sku?: string },
) {
  const product = await h.factories.createProduct(h.db, {
    quantity: o.stock ?? 10_000,
    priceCents: 100,
    leadTimeDays: o.leadTimeDays,
    backordersAllowed: o.restockOn !== undefined,
    restockOn: o.restockOn ? new Date(`${o.restockOn}T00:00:00Z`) : null,
    ...(o.sku ? { sku: o.sku, name: `Sticks ${o.sku}` } : {}),
  });
  const placed = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: o.quantity ?? 100,
    phone: '5550100',
  });
  return { product, itemId: placed.id };
}

async function checkout(
  token: string,
  ids: string[],
  requested?: string,
  lines: Array<{ itemId: string; requestedDeliveryDate: string }> = [],
) {
  const res = await h.gql(
    CHECKOUT,
    { ids, d: { ...DETAILS, ...(requested ? { requestedDeliveryDate: requested } : {}) }, l: lines },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data.checkout as {
    id: string;
    number: number;
    lines: Array<{ id: string; orderItemId: string }>;
  };
}

const promisedOf = async (orderItemId: string) =>
  day((await h.db.invoiceLine.findFirstOrThrow({ where: { orderItemId } })).promisedDeliveryDate);
const changedEvents = (purchaseOrderId: string) =>
  h.db.outboxEvent.findMany({
    where: { resourceId: purchaseOrderId, type: 'purchase_order.promise_changed' },
    orderBy: { sequence: 'asc' },
  });

async function mailsWith(subject: string, count: number): Promise<ParsedMail[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const found = inbox.messages.filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a shop holiday added or removed', () => {
  it("moves the open lines it falls under: later than asked tells the buyer once; earlier, a shipped order's line and a line it cannot reach stay quiet", async () => {
    const { user: buyer, token } = await h.signedIn();
    const soon = await item(buyer, { leadTimeDays: 3, sku: 'PC-SOON' });
    const later = await item(buyer, { leadTimeDays: 1, sku: 'PC-LATER' });
    const po = await checkout(token, [soon.itemId, later.itemId], wd(3), [
      { itemId: later.itemId, requestedDeliveryDate: wd(8) },
    ]);
    expect(await promisedOf(soon.itemId)).toBe(wd(3));
    expect(await promisedOf(later.itemId)).toBe(wd(8));
    // Another order, already shipped: its line is not open, so nothing moves it.
    const gone = await item(buyer, { leadTimeDays: 3, sku: 'PC-GONE' });
    const shipped = await checkout(token, [gone.itemId], wd(3));
    await shipments.createShipment(ctxFor(h, admin.user), shipped.id, {
      lines: shipped.lines.map((l) => ({ invoiceLineId: l.id, quantity: 100 })),
      carrier: 'UPS',
      trackingNumber: '1Z1',
    });

    const off = wd(2);
    expect((await h.gql(ADD, { i: { day: off, name: 'Stocktake' } }, admin.token)).errors).toBeUndefined();
    expect(await promisedOf(soon.itemId)).toBe(wd(3, [off]));
    expect(wd(3, [off])).toBe(wd(4));
    expect(await promisedOf(later.itemId)).toBe(wd(8));
    expect(await promisedOf(gone.itemId)).toBe(wd(3));

    const order = `SO-${String(po.number).padStart(6, '0')}`;
    const [event] = await changedEvents(po.id);
    expect(event.payload).toMatchObject({
      orderNumber: order,
      reason: 'holiday_added',
      movedLines: [
        {
          sku: 'PC-SOON',
          requestedDeliveryDate: wd(3),
          previousPromisedDeliveryDate: wd(3),
          promisedDeliveryDate: wd(4),
        },
      ],
    });
    expect(await changedEvents(shipped.id)).toHaveLength(0);
    const subject = `New delivery date for items of order ${order}`;
    const [mail] = await mailsWith(subject, 1);
    expect(mail.to).toMatchObject({ value: [{ address: buyer.email }] });
    expect(mail.text).toContain('(your PO PO-PC-1): they now arrive later than the day you asked for.');
    expect(mail.text).toContain('Our warehouse will be closed on a day we had counted as a working day.');
    expect(mail.text).toContain(
      `Sticks PC-SOON (PC-SOON): now ${formatDay(wd(4))} (was ${formatDay(wd(3))}); you asked for ${formatDay(wd(3))}`,
    );
    expect(mail.html).toContain('Some of your items will arrive later than you asked');

    const mine = await h.gql(
      `{ myPurchaseOrderConnection(first: 5) { nodes { id lines { orderItemId promisedDeliveryOn promisedLate } } } }`,
      {},
      token,
    );
    const open = mine.data.myPurchaseOrderConnection.nodes.find((n: { id: string }) => n.id === po.id);
    expect(open.lines).toContainEqual({
      orderItemId: soon.itemId,
      promisedDeliveryOn: wd(4),
      promisedLate: true,
    });

    // Removed again: the promise comes back earlier, kept without a word.
    expect((await h.gql(REMOVE, { d: off }, admin.token)).data.removeShopHoliday).toBe(true);
    expect(await promisedOf(soon.itemId)).toBe(wd(3));
    expect(await changedEvents(po.id)).toHaveLength(1);
    expect(await h.db.outboxEvent.count({ where: { type: 'purchase_order.promise_changed' } })).toBe(1);
  });
});

describe('stock arriving for backordered units', () => {
  it('promises the filled line from today: earlier is kept quietly; later than asked (the restock day passed) tells the buyer', async () => {
    const { user: buyer, token } = await h.signedIn();
    // 300 wait for stock expected in six working days: promised two working days after it.
    const early = await item(buyer, {
      leadTimeDays: 2,
      stock: 100,
      quantity: 400,
      restockOn: wd(6),
      sku: 'PC-EARLY',
    });
    const po = await checkout(token, [early.itemId]);
    expect(await promisedOf(early.itemId)).toBe(wd(8));
    expect(
      (await h.gql(STOCK, { p: early.product.id, w: main, q: 300 }, admin.token)).errors,
    ).toBeUndefined();
    const filled = await h.db.invoiceLine.findFirstOrThrow({ where: { orderItemId: early.itemId } });
    expect(filled.backorderedQuantity).toBe(0);
    expect(day(filled.stockReadyOn)).toBe(today());
    expect(day(filled.promisedDeliveryDate)).toBe(wd(2));
    expect(await changedEvents(po.id)).toHaveLength(0);

    // A line asked and promised for today, its restock day gone by without stock: as an order of weeks ago stands.
    const { user: other, token: otherToken } = await h.signedIn();
    const late = await item(other, {
      leadTimeDays: 3,
      stock: 0,
      quantity: 200,
      restockOn: wd(2),
      sku: 'PC-LATE',
    });
    const latePo = await checkout(otherToken, [late.itemId]);
    await h.db.product.update({
      where: { id: late.product.id },
      data: { restockOn: new Date(Date.now() - 86_400_000) },
    });
    await h.db.invoiceLine.updateMany({
      where: { orderItemId: late.itemId },
      data: {
        requestedDeliveryDate: new Date(`${today()}T00:00:00Z`),
        promisedDeliveryDate: new Date(`${today()}T00:00:00Z`),
      },
    });
    // Half arrives: the rest still waits with no restock day known, so the promise keeps its day.
    expect((await h.gql(STOCK, { p: late.product.id, w: main, q: 100 }, admin.token)).errors).toBeUndefined();
    expect(await promisedOf(late.itemId)).toBe(today());
    expect(await changedEvents(latePo.id)).toHaveLength(0);
    expect((await h.gql(STOCK, { p: late.product.id, w: main, q: 100 }, admin.token)).errors).toBeUndefined();
    expect(await promisedOf(late.itemId)).toBe(wd(3));
    const [event] = await changedEvents(latePo.id);
    expect(event.payload).toMatchObject({
      reason: 'stock_arrived',
      movedLines: [{ sku: 'PC-LATE', previousPromisedDeliveryDate: today(), promisedDeliveryDate: wd(3) }],
    });
    const order = `SO-${String(latePo.number).padStart(6, '0')}`;
    const [mail] = await mailsWith(`New delivery date for items of order ${order}`, 1);
    expect(mail.to).toMatchObject({ value: [{ address: other.email }] });
    expect(mail.text).toContain('The stock they were waiting for arrived later than we expected.');
  });
});

describe('a fill and a holiday change at the same time', () => {
  it('end as either order of the two would: the line promised from today with the holiday counted', async () => {
    const { user: buyer, token } = await h.signedIn();
    // Restock day known (promised from it) or not (no promise yet, so the holiday alone would not reach the line).
    const rounds = [wd(5), null, wd(5), null];
    for (const [round, restockOn] of rounds.entries()) {
      const line = await item(buyer, {
        leadTimeDays: 2,
        stock: 0,
        quantity: 100,
        restockOn,
        sku: `PC-RACE-${round}`,
      });
      await checkout(token, [line.itemId]);
      expect(await promisedOf(line.itemId)).toBe(restockOn ? wd(7) : null);
      const off = wd(1 + (round % 2));
      const answers = await Promise.all([
        h.gql(STOCK, { p: line.product.id, w: main, q: 100 }, admin.token),
        h.gql(ADD, { i: { day: off, name: `Race ${round}` } }, admin.token),
      ]);
      const { winners } = expectOnlyExpectedRefusals(
        [verdictOf(answers[0], 'setWarehouseStock'), verdictOf(answers[1], 'addShopHoliday')],
        [],
      );
      expect(winners).toHaveLength(2);
      const facts = { leadTimeDays: 2, backorderedQuantity: 0, restockOn: null };
      expect([round, await promisedOf(line.itemId)]).toEqual([
        round,
        linePromisedDay(today(), facts, null, new Set([off])),
      ]);
      await h.db.shopHoliday.deleteMany({});
    }
  });
});

/** Until another session waits for a lock on `relation` (or for an advisory lock: null), or `done` settles. */
async function waitingOn(relation: string | null, done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.then(
    () => (settled = true),
    () => (settled = true),
  );
  const end = Date.now() + 10_000;
  while (!settled && Date.now() < end) {
    const rows = await h.db.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM pg_locks WHERE NOT granted AND (CASE WHEN $1::text IS NULL THEN locktype = 'advisory'
        ELSE locktype = 'relation' AND relation = to_regclass(format('%I', $1::text)) END)`,
      relation,
    );
    if (rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a holiday added while an order is checked out: one waits for the other, so the new line counts the holiday', async () => {
  const { user: buyer, token } = await h.signedIn();
  const line = await item(buyer, { leadTimeDays: 2, sku: 'PC-WAIT' });
  const off = wd(1);
  // Another session holds the outbox's sequence: checkout stops there, after it promised its lines.
  const blocker = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE "OutboxSequence" IN EXCLUSIVE MODE');
    const placing = h.gql(CHECKOUT, { ids: [line.itemId], d: DETAILS, l: [] }, token);
    await waitingOn('OutboxSequence', placing);
    const adding = h.gql(ADD, { i: { day: off, name: 'Held' } }, admin.token);
    await waitingOn(null, adding);
    await blocker.query('COMMIT');
    const answers = await Promise.all([placing, adding]);
    expectOnlyExpectedRefusals(
      [verdictOf(answers[0], 'checkout'), verdictOf(answers[1], 'addShopHoliday')],
      [],
    );
  } finally {
    await blocker.end();
  }
  expect(await promisedOf(line.itemId)).toBe(wd(2, [off]));
});
