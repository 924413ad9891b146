/**
 * Unpaid-invoice reminders (docs/decisions/032): before due, on the due day, then weekly while overdue;
 * each step once per invoice however many instances run the schedule at the same instant; none for a paid or void
 * invoice; the buyer's setting turns the e-mail off (the event still goes to webhooks). E-mails read back from a
 * real SMTP server; the schedule runs against the real database with a given `now`.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import { sendDueReminders } from '../../src/modules/reminders/reminders';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import { QUEUES } from '../../src/modules/events/dispatcher';
import type { AppDeps } from '../../src/context';

let h: Harness;
let inbox: SmtpInbox;
const runners: JobRunner[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  h = await createHarness({ SMTP_URL: inbox.url, DISPATCH_INTERVAL_MS: '100' });
});
afterAll(async () => {
  await h.close();
  await inbox.close();
});
beforeEach(async () => {
  await h.reset();
  inbox.messages.length = 0;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(2000)));
});

const DAY = 24 * 60 * 60 * 1000;
const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** A checked-out order of a new buyer (invoice issued now, net 30), with its checkout events already dispatched. */
async function invoice(email = `buyer-${Math.random().toString(36).slice(2)}@acme.test`) {
  const product = await h.factories.createProduct(h.db, { priceCents: 1250, quantity: 1000 });
  const buyer = await h.factories.createUser(h.db, { email });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  // Only reminders matter here: the checkout's own events count as sent.
  await h.db.outboxEvent.updateMany({ data: { dispatchedAt: new Date() } });
  return { buyer, po };
}
/** Noon (UTC) of the day `days` from the due day: reminders go by calendar day, not by the hour. */
const dayOf = (dueAt: Date, days: number) =>
  new Date(
    Date.UTC(dueAt.getUTCFullYear(), dueAt.getUTCMonth(), dueAt.getUTCDate()) + days * DAY + 12 * 3600_000,
  );
const steps = async (poId: string) =>
  (
    await h.db.invoiceReminder.findMany({ where: { purchaseOrderId: poId }, orderBy: { createdAt: 'asc' } })
  ).map((r) => r.step);
const reminderEvents = () =>
  h.db.outboxEvent.findMany({
    where: { type: { in: ['invoice.reminder', 'invoice.overdue'] } },
    orderBy: { id: 'asc' },
  });

async function instance(deps: AppDeps = h.deps) {
  const r = await startJobRunner(deps.config.databaseUrl!, deps.config.notify, deps.log, jobHandlers(deps));
  runners.push(r);
  return r;
}

it('walks the steps across days: 3 days before, on the due day, then weekly while overdue, each once', async () => {
  const { po } = await invoice();
  const at = (days: number) => sendDueReminders(h.deps, dayOf(po.dueAt, days));
  // The issue day and more than 3 days before the due day: nothing.
  expect((await sendDueReminders(h.deps, po.issuedAt)).sent).toBe(0);
  expect((await at(-4)).sent).toBe(0);
  expect((await at(-3)).sent).toBe(1);
  expect((await at(-2)).sent).toBe(0); // still "due soon": already sent
  expect((await at(-1)).sent).toBe(0);
  expect((await at(0)).sent).toBe(1);
  expect((await at(0)).sent).toBe(0); // the hourly run again that day
  expect((await at(1)).sent).toBe(1);
  expect((await at(5)).sent).toBe(0);
  expect((await at(7)).sent).toBe(0);
  expect((await at(8)).sent).toBe(1);
  expect((await at(15)).sent).toBe(1);
  expect(await steps(po.id)).toEqual(['due_soon', 'due_today', 'overdue_1', 'overdue_2', 'overdue_3']);
  const events = await reminderEvents();
  expect(events.map((e) => [e.type, (e.payload as { step: string }).step])).toEqual([
    ['invoice.reminder', 'due_soon'],
    ['invoice.reminder', 'due_today'],
    ['invoice.overdue', 'overdue_1'],
    ['invoice.overdue', 'overdue_2'],
    ['invoice.overdue', 'overdue_3'],
  ]);
  expect(events[3].payload).toMatchObject({
    purchaseOrderId: po.id,
    invoiceNumber: po.invoiceNumber,
    daysOverdue: 8,
    balanceCents: po.totalCents,
  });
  // Each reminder row names the event that carries it.
  const rows = await h.db.invoiceReminder.findMany({ where: { purchaseOrderId: po.id } });
  expect(new Set(rows.map((r) => r.eventId))).toEqual(new Set(events.map((e) => e.eventId)));
});

it('a missed step is not sent late once the next one is due', async () => {
  const { po } = await invoice();
  // No instance ran from 3 days before due until 9 days late: only the step due then goes.
  expect((await sendDueReminders(h.deps, dayOf(po.dueAt, 9))).sent).toBe(1);
  expect(await steps(po.id)).toEqual(['overdue_2']);
});

it('two concurrent runs at the same instant send each step once', async () => {
  const invoices = await Promise.all([invoice(), invoice(), invoice()]);
  const now = dayOf(invoices[0].po.dueAt, 1);
  const runs = await Promise.all(Array.from({ length: 4 }, () => sendDueReminders(h.deps, now)));
  expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
  expect(await h.db.invoiceReminder.count()).toBe(3);
  expect(await reminderEvents()).toHaveLength(3);
});

it('a paid invoice and a void one get no reminder; one paid after its reminder was queued gets no e-mail', async () => {
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const paid = await invoice();
  await paymentsService.recordPayment(ctxFor(h, admin), paid.po.id, {
    amountCents: paid.po.totalCents,
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: 'BACS 1',
  });
  const cancelled = await invoice();
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), cancelled.po.id, 'CANCELLED');
  const late = await invoice();
  await h.db.outboxEvent.updateMany({ data: { dispatchedAt: new Date() } });
  for (const days of [-3, 0, 1, 8]) await sendDueReminders(h.deps, dayOf(paid.po.dueAt, days));
  expect(await steps(paid.po.id)).toEqual([]);
  expect(await steps(cancelled.po.id)).toEqual([]);
  expect(await steps(late.po.id)).toEqual(['due_soon', 'due_today', 'overdue_1', 'overdue_2']);

  // The late one is paid after its last reminder was queued, before the mail job ran: no e-mail for it.
  await h.db.outboxEvent.updateMany({
    where: { type: { in: ['invoice.reminder', 'invoice.overdue'] } },
    data: { dispatchedAt: null },
  });
  await h.db.purchaseOrder.update({
    where: { id: late.po.id },
    data: { paymentStatus: 'PAID', paidCents: late.po.totalCents },
  });
  await instance();
  await until(async () => (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) === 0);
  await new Promise((r) => setTimeout(r, 1500));
  expect(inbox.messages).toHaveLength(0);
});

it("the e-mails arrive once each with two runner instances, and follow the buyer's setting", async () => {
  const { buyer, po } = await invoice('reminded@acme.test');
  const quiet = await invoice('quiet@acme.test');
  const off = await h.gql(
    'mutation { updateNotificationSettings(input: { paymentReminders: false }) { paymentReminders shippingNotices } }',
    {},
    h.tokenFor(quiet.buyer),
  );
  expect(off.data.updateNotificationSettings).toEqual({ paymentReminders: false, shippingNotices: true });
  await Promise.all([instance(), instance()]);
  await Promise.all([
    sendDueReminders(h.deps, dayOf(po.dueAt, -3)),
    sendDueReminders(h.deps, dayOf(po.dueAt, -3)),
  ]);
  await Promise.all([
    sendDueReminders(h.deps, dayOf(po.dueAt, 2)),
    sendDueReminders(h.deps, dayOf(po.dueAt, 2)),
  ]);
  const [soon, overdue] = await inbox.waitFor(2);
  await new Promise((r) => setTimeout(r, 1500));
  expect(inbox.messages).toHaveLength(2);
  expect(inbox.messages.map((m) => (m.to as { text: string }).text)).toEqual([buyer.email, buyer.email]);
  const bySubject = new Map([soon, overdue].map((m) => [m.subject, m]));
  expect(
    bySubject.has(
      `Invoice ${po.invoiceNumber} is due on ${new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(po.dueAt)}`,
    ),
  ).toBe(true);
  const late = bySubject.get(`Invoice ${po.invoiceNumber} is overdue`)!;
  expect(late.text).toContain('is 2 days overdue');
  expect(late.text).toContain('$1,250.00 is still owed');
  expect(late.html).toContain('name="viewport"');
  // The quiet buyer's reminders were written (webhooks get them) but no e-mail went.
  expect(await steps(quiet.po.id)).toEqual(['due_soon', 'overdue_1']);
});

it("runs from the pg-boss schedule: the cron is registered and its job sends what is due at the instance's clock", async () => {
  const { po } = await invoice();
  const clocked: AppDeps = { ...h.deps, clock: () => dayOf(po.dueAt, 0) };
  const runner = await instance(clocked);
  const schedules = await h.db.$queryRawUnsafe<Array<{ name: string; cron: string; timezone: string }>>(
    'SELECT name, cron, timezone FROM pgboss.schedule',
  );
  expect(schedules).toEqual([{ name: QUEUES.reminders, cron: '0 * * * *', timezone: 'UTC' }]);
  // What the cron sends at each tick: the job itself.
  await runner.boss.send(QUEUES.reminders, {});
  const [mail] = await inbox.waitFor(1);
  expect(mail.subject).toBe(`Invoice ${po.invoiceNumber} is due today`);
  expect(await steps(po.id)).toEqual(['due_today']);
});

const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};
