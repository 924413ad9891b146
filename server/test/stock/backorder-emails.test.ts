/**
 * A backorder filled (docs/decisions/093), read back where it flows: arriving stock that fills backordered units
 * writes one outbox event per order and fill in the fill's own transaction, and the buyer gets one e-mail through the
 * dispatcher and the mail job saying what is ready to ship; a fill that rolls back tells nobody; My Orders reads
 * what is still owed and when it is expected.
 */
import type { ParsedMail } from 'mailparser';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import { setTotal, setWarehouseQuantity } from '../../src/modules/stock/stock';
import { inTransaction } from '../../src/db/retry';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';

let h: Harness;
let inbox: SmtpInbox;
let jobs: JobRunner;
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
});
afterAll(async () => {
  await jobs.stop(2000);
  await h.close();
  await inbox.close();
});

const details = {
  companyName: 'Backorder Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
  poNumber: 'PO-BF-1',
};

async function mailsWith(subject: string, count: number): Promise<ParsedMail[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const found = inbox.messages.filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

it("each fill of an order's backorder is one event and one e-mail to its buyer; a rolled-back fill is none; My Orders says what is still owed", async () => {
  const main = (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id;
  const p = await h.factories.createProduct(h.db, {
    quantity: 120,
    priceCents: 100,
    name: 'Filled sticks',
    sku: 'BF-STICK',
    backordersAllowed: true,
    restockOn: new Date('2099-01-12T00:00:00Z'),
  });
  const { user: buyer, token } = await h.signedIn();
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: p.id,
    quantity: 500,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  const order = `SO-${String(po.number).padStart(6, '0')}`;
  const filledEvents = () =>
    h.db.outboxEvent.findMany({
      where: { resourceId: po.id, type: 'purchase_order.backorder_filled' },
      orderBy: { sequence: 'asc' },
    });

  // A fill whose transaction fails leaves no event behind (and so no e-mail).
  await expect(
    inTransaction(h.db, async (tx) => {
      await setWarehouseQuantity(tx, p.id, main, 300);
      throw new Error('the delivery was booked twice');
    }),
  ).rejects.toThrow('booked twice');
  expect(await filledEvents()).toHaveLength(0);

  await setWarehouseQuantity(h.db, p.id, main, 200);
  const [first] = await filledEvents();
  expect(first.payload).toMatchObject({
    orderNumber: order,
    filledLines: [{ sku: 'BF-STICK', productName: 'Filled sticks', quantity: 200, stillBackordered: 180 }],
  });
  const subject = `Backordered items of order ${order} are ready to ship`;
  const [mail] = await mailsWith(subject, 1);
  expect(mail.to).toMatchObject({ value: [{ address: buyer.email }] });
  expect(mail.text).toContain('Stock has arrived for order');
  expect(mail.text).toContain('(your PO PO-BF-1)');
  expect(mail.text).toContain('- Filled sticks (BF-STICK): 200 (180 still on backorder)');
  expect(mail.html).toContain('Ready to ship');

  const mine = await h.gql(
    '{ myPurchaseOrderConnection(first: 5) { nodes { orderNumber lines { backorderedQuantity backorderExpectedOn } } } }',
    {},
    token,
  );
  expect(mine.data.myPurchaseOrderConnection.nodes).toEqual([
    { orderNumber: order, lines: [{ backorderedQuantity: 180, backorderExpectedOn: '2099-01-12' }] },
  ]);

  // The rest arrives through the product's total: a second fill, a second e-mail; the first is never sent again.
  await setTotal(h.db, p.id, 380);
  const events = await filledEvents();
  expect(
    events.map(
      (e) =>
        (e.payload as { filledLines: Array<{ quantity: number; stillBackordered: number }> }).filledLines[0],
    ),
  ).toEqual([
    expect.objectContaining({ quantity: 200, stillBackordered: 180 }),
    expect.objectContaining({ quantity: 180, stillBackordered: 0 }),
  ]);
  const both = await mailsWith(subject, 2);
  expect(both).toHaveLength(2);
  expect(both[1].text).toContain('Nothing of your order is on backorder any more.');
  expect(new Set(both.map((m) => m.messageId)).size).toBe(2);
});
