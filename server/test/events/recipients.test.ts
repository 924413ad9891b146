/**
 * Who is told of what, read back from a real SMTP server: the recipient table (mail/recipients.ts AUDIENCES) for a
 * company with an admin, a second admin, a buyer, a requester and accounts payable, and for a company without
 * accounts payable. Each e-mail's To list is compared with the people the table names, by address.
 */
import type { ParsedMail } from 'mailparser';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as companies from '../../src/modules/companies/company.service';
import { removeCompanyMember } from '../../src/modules/companies/members';
import * as cn from '../../src/modules/credit-notes/credit-note.service';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import { AUDIENCES } from '../../src/modules/mail/recipients';
import type { CompanyRole, User } from '../../src/generated/prisma/client';

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

const TODAY = new Date().toISOString().slice(0, 10);
const details = {
  companyName: 'Precision Tools Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

let seq = 0;
async function company(roles: CompanyRole[]) {
  seq += 1;
  const admin = await h.factories.createUser(h.db, { email: `admin${seq}@precision.test` });
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Precision Tools Ltd' });
  const people: User[] = [];
  for (const [i, role] of roles.entries()) {
    people.push(
      await h.factories.createUser(h.db, {
        email: `${role.toLowerCase()}${seq}-${i}@precision.test`,
        company: { connect: { id: admin.companyId } },
        companyRole: role,
      }),
    );
  }
  return { admin, people };
}
async function openItem(user: User, units = 200) {
  const p = await h.factories.createProduct(h.db, {
    name: `Stick box ${seq}`,
    priceCents: 100,
    quantity: 100_000,
  });
  return orders.placeOrder(ctxFor(h, user), { productId: p.id, quantity: units, phone: '5550100' });
}
/** The e-mails with `subject` that arrived, waiting up to 20 s for `count` of them. */
async function mailsWith(subject: string, count = 1): Promise<ParsedMail[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const found = inbox.messages.filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const toOf = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : [m.to!]).flatMap((a) => a.value.map((v) => v.address!)).sort();
const addresses = (...people: User[]) => people.map((p) => p.email).sort();

it('the table names an audience for every e-mail about an order or a request', () => {
  expect(AUDIENCES).toEqual({
    order_confirmation: ['buyer'],
    invoice: ['buyer', 'billing'],
    payment_receipt: ['buyer', 'billing'],
    payment_reminder: ['buyer', 'billing'],
    shipping_notice: ['buyer'],
    delivery_promised: ['buyer'],
    backorder_filled: ['buyer'],
    promise_changed: ['buyer'],
    credit_note: ['buyer', 'billing'],
    approval_needed: ['approvers'],
    approval_approved: ['requester'],
    approval_rejected: ['requester'],
  });
});

it("an order's money e-mails reach the buyer and accounts payable (not the admins); confirmation and shipping the buyer only", async () => {
  const {
    admin,
    people: [buyer, payable],
  } = await company(['BUYER', 'ACCOUNTS_PAYABLE']);
  const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [(await openItem(buyer)).id], details });
  const order = `SO-${String(po.number).padStart(6, '0')}`;

  const [confirmation] = await mailsWith(`Order ${order} confirmed`);
  expect(toOf(confirmation)).toEqual(addresses(buyer));
  const [invoice] = await mailsWith(`Invoice ${po.invoiceNumber} for order ${order}`);
  expect(toOf(invoice)).toEqual(addresses(buyer, payable));
  expect(toOf(invoice)).not.toContain(admin.email);

  await paymentsService.recordPayment(ctxFor(h, shop), po.id, {
    amountCents: 5_000,
    receivedOn: TODAY,
    reference: 'BACS 1',
  });
  const [receipt] = await mailsWith(`Payment received for invoice ${po.invoiceNumber}`);
  expect(toOf(receipt)).toEqual(addresses(buyer, payable));

  const lines = await h.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id } });
  const note = await cn.issueCreditNote(ctxFor(h, shop), po.id, {
    reason: 'Damaged in transit',
    settlement: 'HOLD',
    lines: [{ invoiceLineId: lines[0].id, quantity: 10 }],
  });
  const [credit] = await mailsWith(`Credit note ${note.creditNoteNumber} for invoice ${po.invoiceNumber}`);
  expect(toOf(credit)).toEqual(addresses(buyer, payable));
  expect(credit.text).toContain('Credited: $10.00');
  expect(credit.attachments).toHaveLength(1);
  expect(await pdfText(credit.attachments[0].content)).toContain(note.creditNoteNumber);

  await fulfilmentService.updateFulfilment(ctxFor(h, shop), po.id, 'SHIPPED');
  const [shipped] = await mailsWith(`Order ${order} has shipped`);
  expect(toOf(shipped)).toEqual(addresses(buyer));
});

it('a company without accounts payable gets its money e-mails at its company admins', async () => {
  const {
    admin,
    people: [buyer, second],
  } = await company(['BUYER', 'COMPANY_ADMIN']);
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [(await openItem(buyer)).id], details });
  const [invoice] = await mailsWith(
    `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
  );
  expect(toOf(invoice)).toEqual(addresses(buyer, admin, second));
});

it('a request waiting tells the people who may approve it (never the requester); a decision tells the requester', async () => {
  const {
    admin,
    people: [requester, buyer, second, payable],
  } = await company(['REQUESTER', 'BUYER', 'COMPANY_ADMIN', 'ACCOUNTS_PAYABLE']);
  const asked = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [(await openItem(requester, 300)).id],
    details,
  });
  const number = `AR-${String(asked.approvalRequest!.number).padStart(6, '0')}`;
  const [waiting] = await mailsWith(`Order request ${number} waits for your approval`);
  // A requester needs a company admin: both admins are asked; the buyer, accounts payable and the requester are not.
  expect(toOf(waiting)).toEqual(addresses(admin, second));
  expect(toOf(waiting)).not.toContain(buyer.email);
  expect(toOf(waiting)).not.toContain(payable.email);
  expect(waiting.text).toContain('Net: $300.00\nTotal: $300.00');
  expect(waiting.text).toContain('12 Mill Road');
  expect(waiting.text).toContain(`/order-request/${asked.approvalRequest!.id}`);

  await approvalsService.approveOrder(ctxFor(h, admin), asked.approvalRequest!.id);
  const [approved] = await mailsWith(`Order request ${number} was approved`);
  expect(toOf(approved)).toEqual(addresses(requester));

  const other = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [(await openItem(requester, 150)).id],
    details,
  });
  const otherNumber = `AR-${String(other.approvalRequest!.number).padStart(6, '0')}`;
  await mailsWith(`Order request ${otherNumber} waits for your approval`);
  await approvalsService.rejectOrder(
    ctxFor(h, second),
    other.approvalRequest!.id,
    "Over this month's budget",
  );
  const [rejected] = await mailsWith(`Order request ${otherNumber} was rejected`);
  expect(toOf(rejected)).toEqual(addresses(requester));
  expect(rejected.text).toContain("Over this month's budget");
});

it('a request withdrawn before its e-mail went out is not announced to the approvers', async () => {
  await jobs.stop(2000);
  const {
    people: [requester],
  } = await company(['REQUESTER']);
  const asked = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [(await openItem(requester)).id],
    details,
  });
  await approvalsService.withdrawOrderRequest(ctxFor(h, requester), asked.approvalRequest!.id);
  jobs = await startJobRunner(
    h.deps.config.databaseUrl!,
    h.deps.config.notify,
    h.deps.log,
    jobHandlers(h.deps),
  );
  const number = `AR-${String(asked.approvalRequest!.number).padStart(6, '0')}`;
  // The job ran once the runner was back (the outbox event is dispatched): nothing was sent for it.
  const end = Date.now() + 20_000;
  while (Date.now() < end && (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) > 0)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1500));
  expect(
    inbox.messages.filter((m) => m.subject === `Order request ${number} waits for your approval`),
  ).toEqual([]);
});

it('/readyz and outboxHealth count the e-mails queued behind busy workers, and how long the oldest has waited', async () => {
  await jobs.stop(2000);
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  // Every worker holds its e-mail until released: what the dispatcher hands over beyond them stays queued.
  // Four places: the 8 e-mails of 4 checkouts fill them and queue as many again.
  jobs = await startJobRunner(
    h.deps.config.databaseUrl!,
    { ...h.deps.config.notify, emailConcurrency: 4 },
    h.deps.log,
    { email: () => held },
  );
  const {
    people: [buyer],
  } = await company(['BUYER']);
  const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
  for (let i = 0; i < 4; i += 1)
    await pos.checkout(ctxFor(h, buyer), { itemIds: [(await openItem(buyer)).id], details });
  // 4 checkouts = 8 e-mails; 4 are being sent, the other 4 wait in the queue.
  const concurrency = 4;
  let outbox: Record<string, number> = {};
  const end = Date.now() + 20_000;
  do {
    outbox = (await h.http().get('/readyz')).body.outbox;
    if (outbox.waiting === 0 && outbox.queuedEmails === 8 - concurrency) break;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < end);
  expect(outbox).toMatchObject({
    waiting: 0,
    queuedEmails: 8 - concurrency,
    queuedWebhooks: 0,
    oldestQueuedSeconds: expect.any(Number),
  });
  const health = await h.gql(
    '{ outboxHealth { waiting queuedEmails queuedWebhooks oldestQueuedSeconds } }',
    {},
    h.tokenFor(shop),
  );
  expect(health.data.outboxHealth).toMatchObject({
    waiting: 0,
    queuedEmails: 8 - concurrency,
    queuedWebhooks: 0,
  });
  release();
  await jobs.stop(5000);
  jobs = await startJobRunner(
    h.deps.config.databaseUrl!,
    h.deps.config.notify,
    h.deps.log,
    jobHandlers(h.deps),
  );
});

it('a buyer who left the company is sent nothing more about its orders; its billing contacts still are', async () => {
  const {
    admin,
    people: [buyer, payable],
  } = await company(['BUYER', 'ACCOUNTS_PAYABLE']);
  const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [(await openItem(buyer)).id], details });
  await mailsWith(`Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`);
  await removeCompanyMember(ctxFor(h, admin), buyer.id);
  await paymentsService.recordPayment(ctxFor(h, shop), po.id, {
    amountCents: 2_500,
    receivedOn: TODAY,
    reference: 'BACS after',
  });
  const [receipt] = await mailsWith(`Payment received for invoice ${po.invoiceNumber}`);
  expect(toOf(receipt)).toEqual(addresses(payable));
});

it('a requester who left the company is not told of a decision on its request', async () => {
  const {
    admin,
    people: [requester],
  } = await company(['REQUESTER']);
  const asked = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [(await openItem(requester)).id],
    details,
  });
  const number = `AR-${String(asked.approvalRequest!.number).padStart(6, '0')}`;
  await mailsWith(`Order request ${number} waits for your approval`);
  await removeCompanyMember(ctxFor(h, admin), requester.id);
  await approvalsService.rejectOrder(ctxFor(h, admin), asked.approvalRequest!.id, 'Left the company');
  const end = Date.now() + 20_000;
  while (Date.now() < end && (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) > 0)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1500));
  expect(inbox.messages.filter((m) => m.subject === `Order request ${number} was rejected`)).toEqual([]);
});
