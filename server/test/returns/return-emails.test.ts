/**
 * The return e-mails, read back from a real SMTP server through the outbox, the dispatcher and the e-mail job: the
 * shop's admins hear of a request; whoever asked hears of the approval (with the fee), the rejection (with the
 * reason) and the receipt (with the credit note); a buyer who has left the company hears nothing more.
 */
import type { ParsedMail } from 'mailparser';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as companies from '../../src/modules/companies/company.service';
import { removeCompanyMember } from '../../src/modules/companies/members';
import * as returns from '../../src/modules/returns/returns';
import { startJobRunner, type JobRunner, PG_BOSS_SCHEMA } from '../../src/modules/events/job-runner';
import { jobIdFor } from '../../src/modules/events/dispatcher';
import { jobHandlers } from '../../src/job-handlers';
import type { User } from '../../src/generated/prisma/client';

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
  companyName: 'Nozzle Works Ltd',
  addressLine1: '3 Quay Street',
  city: 'Hull',
  postalCode: 'HU1 1AA',
  country: 'GB',
  contactPhone: '+44 1482 000000',
};

/** A company (its admin and a buyer), two shop admins, and an order of the buyer's with 100 guns delivered. */
async function deliveredOrder(seq: number) {
  const companyAdmin = await h.factories.createUser(h.db, { email: `boss${seq}@nozzle.test` });
  await companies.updateMyCompany(ctxFor(h, companyAdmin), { name: 'Nozzle Works Ltd' });
  const buyer = await h.factories.createUser(h.db, {
    email: `buyer${seq}@nozzle.test`,
    company: { connect: { id: companyAdmin.companyId } },
    companyRole: 'BUYER',
  });
  const shop = await h.factories.createUser(h.db, { role: 'ADMIN', email: `shop${seq}@gluegun.test` });
  const gun = await h.factories.createProduct(h.db, {
    priceCents: 1_000,
    quantity: 1_000,
    name: `Hot Gun ${seq}`,
  });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: gun.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  const [line] = await h.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id } });
  const shipped = await shipments.createShipment(ctxFor(h, shop), po.id, {
    lines: [{ invoiceLineId: line.id, quantity: 100 }],
    carrier: 'UPS',
    trackingNumber: `1Z${seq}`,
  });
  await shipments.markShipmentDelivered(ctxFor(h, shop), shipped.id, {});
  const ask = (quantity: number, who: User = buyer) =>
    returns.requestReturn(ctxFor(h, who), po.id, {
      lines: [{ invoiceLineId: line.id, quantity }],
      reason: 'Nozzles crack when hot',
      photoLinks: ['https://photos.nozzle.example/1.jpg'],
    });
  return { companyAdmin, buyer, shop: ctxFor(h, shop), po, ask };
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

/** Waits until the e-mail job of the return's newest `type` event has run to its end (whatever it sent). */
async function jobDone(returnId: string, type: string, kind: string): Promise<void> {
  const events = await h.db.outboxEvent.findMany({ where: { type }, orderBy: { sequence: 'desc' } });
  const event = events.find((e) => (e.payload as { returnId?: string }).returnId === returnId);
  expect(event).toBeDefined();
  const id = jobIdFor(event!.eventId, `email:${kind}`);
  const end = Date.now() + 20_000;
  let state: string | undefined;
  while (Date.now() < end) {
    const rows = await h.db.$queryRawUnsafe<Array<{ state: string }>>(
      `SELECT "state"::text AS "state" FROM "${PG_BOSS_SCHEMA}"."job" WHERE "id" = $1::uuid`,
      id,
    );
    state = rows[0]?.state;
    if (state === 'completed') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the ${kind} job ended ${state ?? 'never created'}`);
}

it("the shop's admins hear of a request; the buyer who asked of its approval with the fee, and of the receipt with the credit note", async () => {
  const w = await deliveredOrder(1);
  const asked = await w.ask(30);
  const [request] = await mailsWith(`Nozzle Works Ltd asks to return goods: ${asked.returnNumber}`);
  const admins = (await h.db.user.findMany({ where: { role: 'ADMIN' }, select: { email: true } }))
    .map((a) => a.email)
    .sort();
  expect(toOf(request)).toEqual(admins);
  expect(toOf(request)).not.toContain(w.buyer.email);
  expect(request.text).toContain('"Nozzles crack when hot"');
  expect(request.text).toContain('30 × ');
  expect(request.text).toContain('https://photos.nozzle.example/1.jpg');
  expect(request.text).toContain('/dashboard/returns');

  await returns.approveReturn(w.shop, asked.id, { restockingFeePercent: 10 });
  const [approved] = await mailsWith(`Your return ${asked.returnNumber} is approved`);
  expect(toOf(approved)).toEqual([w.buyer.email]);
  expect(approved.text).toContain("A restocking fee of 10 % of the goods' value is kept from the credit.");
  expect(approved.text).toContain(`/my-orders/invoices/${w.po.id}`);

  const received = await returns.receiveReturn(w.shop, asked.id, { disposition: 'RESTOCK', note: 'Sealed' });
  const [arrived] = await mailsWith(`We received your return ${asked.returnNumber}`);
  expect(toOf(arrived)).toEqual([w.buyer.email]);
  expect(received.creditNoteNumber).toMatch(/^CN-\d{6}$/);
  expect(arrived.text).toContain(`Credit note ${received.creditNoteNumber} credits`);
  expect(arrived.text).toContain('after the 10 % restocking fee');
});

it("the company admin who asked hears of the rejection with its reason; the order's buyer does not", async () => {
  const w = await deliveredOrder(2);
  const asked = await w.ask(5, w.companyAdmin);
  await mailsWith(`Nozzle Works Ltd asks to return goods: ${asked.returnNumber}`);
  await returns.rejectReturn(w.shop, asked.id, { reason: 'Used beyond the trial period' });
  const [rejected] = await mailsWith(`Your return ${asked.returnNumber} was rejected`);
  expect(toOf(rejected)).toEqual([w.companyAdmin.email]);
  expect(rejected.text).toContain('"Used beyond the trial period"');
});

it('a buyer who left the company is not told of the decision on the return they asked for', async () => {
  const w = await deliveredOrder(3);
  const asked = await w.ask(10);
  await mailsWith(`Nozzle Works Ltd asks to return goods: ${asked.returnNumber}`);
  await removeCompanyMember(ctxFor(h, w.companyAdmin), w.buyer.id);
  await returns.approveReturn(w.shop, asked.id, { restockingFeePercent: 5 });
  await jobDone(asked.id, 'return.approved', 'return_approved');
  await returns.receiveReturn(w.shop, asked.id, { disposition: 'SCRAP' });
  await jobDone(asked.id, 'return.received', 'return_received');
  expect(
    inbox.messages.filter((m) => m.subject?.includes(asked.returnNumber) && toOf(m).includes(w.buyer.email)),
  ).toEqual([]);
});
