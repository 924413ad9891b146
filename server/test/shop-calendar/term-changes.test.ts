/**
 * A product's restock day or lead time changed by staff moves its open lines' promises (docs/decisions/114), against
 * real PostgreSQL and through every way staff write them: the product form (GraphQL and REST), its packing, and the
 * catalog file. Only the lines the value reaches move, by the rule a fill or a holiday uses; a promise now later than
 * the buyer asked is one purchase_order.promise_changed event and one e-mail; a value that gives the same day moves
 * and tells nothing. A restock day and a holiday changed at once end as either order of the two would (without the
 * shared calendar lock the line misses the holiday).
 */
import type { ParsedMail } from 'mailparser';
import { stringify } from 'csv-stringify/sync';
import { addWorkingDays, formatDay, linePromisedDay, utcToday } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import * as orders from '../../src/modules/orders/order.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import type { Product, User } from '../../src/generated/prisma/client';

let h: Harness;
let inbox: SmtpInbox;
let jobs: JobRunner;
let admin: { user: User; token: string };
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
});
afterAll(async () => {
  await jobs.stop(2000);
  await h.close();
  await inbox.close();
});

const today = () => utcToday(new Date());
const wd = (n: number) => addWorkingDays(today(), n);
const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
const DETAILS = {
  companyName: 'Terms Co',
  addressLine1: '1 Restock Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 000000',
  poNumber: 'PO-TC-1',
};
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) {
  checkout(itemIds: $ids, details: $d) { id number lines { id orderItemId } } }`;
const UPDATE = 'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }';
const PACKING = `mutation($p: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $p, input: $i) { id } }`;

/** A new product with the given lead time, stock and restock day, and an open item of it for `buyer`. */
async function item(
  buyer: User,
  o: { leadTimeDays: number; sku: string; stock?: number; restockOn?: string | null },
) {
  const product = await h.factories.createProduct(h.db, {
    quantity: o.stock ?? 10_000,
    priceCents: 100,
    leadTimeDays: o.leadTimeDays,
    backordersAllowed: o.restockOn !== undefined,
    restockOn: o.restockOn ? new Date(`${o.restockOn}T00:00:00Z`) : null,
    sku: o.sku,
    name: `Sticks ${o.sku}`,
    description: 'Hot melt',
    imageUrl: 'https://img.example/s.png',
  });
  return { product, itemId: await another(buyer, product) };
}

/** Another open item of `product` for `buyer`. */
const another = async (buyer: User, product: Product) =>
  (await orders.placeOrder(ctxFor(h, buyer), { productId: product.id, quantity: 100, phone: '5550100' })).id;

async function checkout(token: string, ids: string[]) {
  const res = await h.gql(CHECKOUT, { ids, d: DETAILS }, token);
  expect(res.errors).toBeUndefined();
  return res.data.checkout as { id: string; number: number; lines: Array<{ id: string }> };
}

const lineOf = (orderItemId: string) => h.db.invoiceLine.findFirstOrThrow({ where: { orderItemId } });
const promisedOf = async (orderItemId: string) => day((await lineOf(orderItemId)).promisedDeliveryDate);
/** The buyer asked for `requested` (as a line's own requested day checkout would keep). */
const asked = (orderItemId: string, requested: string) =>
  h.db.invoiceLine.updateMany({
    where: { orderItemId },
    data: { requestedDeliveryDate: new Date(`${requested}T00:00:00Z`) },
  });
const changedEvents = (purchaseOrderId: string) =>
  h.db.outboxEvent.findMany({
    where: { resourceId: purchaseOrderId, type: 'purchase_order.promise_changed' },
    orderBy: { sequence: 'asc' },
  });
const allChanged = () => h.db.outboxEvent.count({ where: { type: 'purchase_order.promise_changed' } });
const orderText = (po: { number: number }) => `SO-${String(po.number).padStart(6, '0')}`;

/** The e-mails with `subject` once `count` arrived, or `waitMs` passed. */
async function mailsWith(subject: string, count: number, waitMs = 20_000): Promise<ParsedMail[]> {
  const end = Date.now() + waitMs;
  for (;;) {
    const found = inbox.messages.filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The product form sent again as stored, with a restock day. */
async function setRestock(productId: string, restockOn: string) {
  const p = await h.db.product.findUniqueOrThrow({ where: { id: productId } });
  const res = await h.gql(
    UPDATE,
    {
      id: productId,
      i: {
        name: p.name,
        description: p.description,
        imageUrl: p.imageUrl,
        priceCents: p.priceCents,
        quantity: p.quantity,
        restockOn,
        version: p.version,
      },
    },
    admin.token,
  );
  expect(res.errors).toBeUndefined();
}

const setLeadTime = async (productId: string, leadTimeDays: number) =>
  expect(
    (await h.gql(PACKING, { p: productId, i: { packSizes: [], leadTimeDays } }, admin.token)).errors,
  ).toBeUndefined();

describe("a product's restock day changed", () => {
  it('moves the waiting line later (the buyer told once) and earlier (kept quietly); the same day tells nobody', async () => {
    const { user: buyer, token } = await h.signedIn();
    // 100 wait for stock expected in six working days: promised two working days after it.
    const waiting = await item(buyer, { leadTimeDays: 2, stock: 0, restockOn: wd(6), sku: 'TC-WAIT' });
    const po = await checkout(token, [waiting.itemId]);
    expect(await promisedOf(waiting.itemId)).toBe(wd(8));
    await asked(waiting.itemId, wd(8));

    await setRestock(waiting.product.id, wd(9));
    expect(await promisedOf(waiting.itemId)).toBe(wd(11));
    const [event] = await changedEvents(po.id);
    expect(event.payload).toMatchObject({
      orderNumber: orderText(po),
      reason: 'restock_changed',
      movedLines: [
        {
          sku: 'TC-WAIT',
          requestedDeliveryDate: wd(8),
          previousPromisedDeliveryDate: wd(8),
          promisedDeliveryDate: wd(11),
        },
      ],
    });
    const subject = `New delivery date for items of order ${orderText(po)}`;
    const [mail] = await mailsWith(subject, 1);
    expect(mail.to).toMatchObject({ value: [{ address: buyer.email }] });
    expect(mail.text).toContain('The day we expect the stock they are waiting for has changed.');
    expect(mail.text).toContain(
      `Sticks TC-WAIT (TC-WAIT): now ${formatDay(wd(11))} (was ${formatDay(wd(8))}); you asked for ${formatDay(wd(8))}`,
    );

    // Earlier again: the promise comes back (the asked-for day kept), without a word.
    await setRestock(waiting.product.id, wd(4));
    expect(await promisedOf(waiting.itemId)).toBe(wd(8));
    // The same day written again, then one that still keeps the asked-for day: nothing moves, nobody hears.
    const events = await allChanged();
    const before = await lineOf(waiting.itemId);
    await setRestock(waiting.product.id, wd(4));
    await setRestock(waiting.product.id, wd(5));
    const after = await lineOf(waiting.itemId);
    expect(day(after.promisedDeliveryDate)).toBe(wd(8));
    expect(after.promisedDeliveryDate).toEqual(before.promisedDeliveryDate);
    expect(await allChanged()).toBe(events);
    expect(await changedEvents(po.id)).toHaveLength(1);
    expect(await mailsWith(subject, 2, 2_000)).toHaveLength(1);
  });

  it('through REST as through GraphQL, and only for lines still waiting: one in stock keeps its day', async () => {
    const { user: buyer, token } = await h.signedIn();
    const waiting = await item(buyer, { leadTimeDays: 1, stock: 100, restockOn: wd(5), sku: 'TC-REST' });
    // The first 100 are in stock; the next 100 wait for the restock day.
    const po = await checkout(token, [waiting.itemId]);
    const next = await another(buyer, waiting.product);
    await checkout(token, [next]);
    expect([await promisedOf(waiting.itemId), await promisedOf(next)]).toEqual([wd(1), wd(6)]);
    const p = await h.db.product.findUniqueOrThrow({ where: { id: waiting.product.id } });
    const res = await h
      .http()
      .put(`/products/${p.id}`)
      .set('authorization', `Bearer ${admin.token}`)
      .send({
        name: p.name,
        description: p.description,
        imageUrl: p.imageUrl,
        priceCents: p.priceCents,
        quantity: p.quantity,
        version: p.version,
        restockOn: wd(7),
      });
    expect(res.status).toBe(200);
    expect([await promisedOf(waiting.itemId), await promisedOf(next)]).toEqual([wd(1), wd(8)]);
    expect(await changedEvents(po.id)).toHaveLength(0);
  });
});

describe("a product's lead time changed", () => {
  it("moves only that product's open lines: another product's, a shipped and a cancelled line keep their days", async () => {
    const { user: buyer, token } = await h.signedIn();
    const changed = await item(buyer, { leadTimeDays: 2, sku: 'TC-LEAD' });
    const other = await item(buyer, { leadTimeDays: 2, sku: 'TC-OTHER' });
    const waitingFor = await item(buyer, { leadTimeDays: 2, stock: 0, restockOn: wd(6), sku: 'TC-LEADWAIT' });
    const po = await checkout(token, [changed.itemId, other.itemId]);
    const waitingPo = await checkout(token, [waitingFor.itemId]);
    // The same product on an order already shipped and on one cancelled.
    const shippedItem = await another(buyer, changed.product);
    const shipped = await checkout(token, [shippedItem]);
    await shipments.createShipment(ctxFor(h, admin.user), shipped.id, {
      lines: shipped.lines.map((l) => ({ invoiceLineId: l.id, quantity: 100 })),
      carrier: 'UPS',
      trackingNumber: '1ZTC',
    });
    const cancelledItem = await another(buyer, changed.product);
    const cancelled = await checkout(token, [cancelledItem]);
    await fulfilmentService.updateFulfilment(ctxFor(h, admin.user), cancelled.id, 'CANCELLED');
    for (const i of [changed.itemId, other.itemId, shippedItem, cancelledItem])
      expect(await promisedOf(i)).toBe(wd(2));
    expect(await promisedOf(waitingFor.itemId)).toBe(wd(8));
    await asked(changed.itemId, wd(2));

    await setLeadTime(changed.product.id, 5);
    expect(await promisedOf(changed.itemId)).toBe(wd(5));
    expect(await promisedOf(other.itemId)).toBe(wd(2));
    expect(await promisedOf(shippedItem)).toBe(wd(2));
    expect(await promisedOf(cancelledItem)).toBe(wd(2));
    expect(await promisedOf(waitingFor.itemId)).toBe(wd(8));
    const [event] = await changedEvents(po.id);
    expect(event.payload).toMatchObject({
      reason: 'lead_time_changed',
      movedLines: [{ sku: 'TC-LEAD', previousPromisedDeliveryDate: wd(2), promisedDeliveryDate: wd(5) }],
    });
    for (const id of [shipped.id, cancelled.id, waitingPo.id])
      expect(await changedEvents(id)).toHaveLength(0);
    const [mail] = await mailsWith(`New delivery date for items of order ${orderText(po)}`, 1);
    expect(mail.text).toContain('The time we need to prepare them for delivery has changed.');

    // A waiting line counts its lead time from the restock day; asked for nothing, it moves without a word.
    await setLeadTime(waitingFor.product.id, 4);
    expect(await promisedOf(waitingFor.itemId)).toBe(wd(10));
    expect(await changedEvents(waitingPo.id)).toHaveLength(0);

    // The same lead time written again: nothing moves, nobody hears.
    const events = await allChanged();
    await setLeadTime(changed.product.id, 5);
    expect(await promisedOf(changed.itemId)).toBe(wd(5));
    expect(await allChanged()).toBe(events);
  });
});

describe('a restock day and a holiday changed at the same time', () => {
  it('end as either order of the two would: the waiting line promised from the new day with the holiday counted', async () => {
    const { user: buyer, token } = await h.signedIn();
    for (const round of [0, 1, 2, 3]) {
      const waiting = await item(buyer, {
        leadTimeDays: 2,
        stock: 0,
        restockOn: wd(3),
        sku: `TC-RACE-${round}`,
      });
      await checkout(token, [waiting.itemId]);
      const p = await h.db.product.findUniqueOrThrow({ where: { id: waiting.product.id } });
      const off = wd(6 + (round % 2));
      const answers = await Promise.all([
        h.gql(
          UPDATE,
          {
            id: p.id,
            i: {
              name: p.name,
              description: p.description,
              imageUrl: p.imageUrl,
              priceCents: p.priceCents,
              quantity: p.quantity,
              restockOn: wd(5),
              version: p.version,
            },
          },
          admin.token,
        ),
        h.gql(
          'mutation($i: ShopHolidayInput!) { addShopHoliday(input: $i) { day } }',
          { i: { day: off, name: `Race ${round}` } },
          admin.token,
        ),
      ]);
      const { winners } = expectOnlyExpectedRefusals(
        [verdictOf(answers[0], 'updateProduct'), verdictOf(answers[1], 'addShopHoliday')],
        [],
      );
      expect(winners).toHaveLength(2);
      const facts = { leadTimeDays: 2, backorderedQuantity: 100, restockOn: wd(5) };
      expect([round, await promisedOf(waiting.itemId)]).toEqual([
        round,
        linePromisedDay(today(), facts, null, new Set([off])),
      ]);
      await h.db.shopHoliday.deleteMany({});
    }
  });
});

describe('the catalog file', () => {
  const COLUMNS = [...CATALOG_COLUMNS, 'backorders_allowed', 'restock_on'];
  const importRow = (p: Product, restockOn: string) =>
    h
      .http()
      .post('/admin/catalog-import')
      .set('authorization', `Bearer ${admin.token}`)
      .send({
        content: stringify(
          [
            {
              sku: p.sku,
              name: p.name,
              description: p.description,
              image_url: p.imageUrl,
              price_cents: String(p.priceCents),
              stock: '0',
              min_order: '100',
              order_increment: '1',
              backorders_allowed: 'yes',
              restock_on: restockOn,
            },
          ],
          { header: true, columns: COLUMNS },
        ),
        apply: true,
      });

  it("a changed restock_on moves the waiting lines' promises as the form does; the same day moves nothing", async () => {
    const { user: buyer, token } = await h.signedIn();
    const waiting = await item(buyer, { leadTimeDays: 2, stock: 0, restockOn: wd(6), sku: 'TC-CSV' });
    const po = await checkout(token, [waiting.itemId]);
    expect(await promisedOf(waiting.itemId)).toBe(wd(8));
    await asked(waiting.itemId, wd(8));

    const res = await importRow(waiting.product, wd(10));
    expect(res.body).toMatchObject({ applied: true, updated: 1 });
    expect(await promisedOf(waiting.itemId)).toBe(wd(12));
    const [event] = await changedEvents(po.id);
    expect(event.payload).toMatchObject({
      reason: 'restock_changed',
      movedLines: [{ sku: 'TC-CSV', previousPromisedDeliveryDate: wd(8), promisedDeliveryDate: wd(12) }],
    });

    const events = await allChanged();
    const again = await importRow(waiting.product, wd(10));
    expect(again.status).toBe(200);
    expect(await promisedOf(waiting.itemId)).toBe(wd(12));
    expect(await allChanged()).toBe(events);
  });
});
