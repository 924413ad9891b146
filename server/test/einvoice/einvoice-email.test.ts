/**
 * E-invoices by e-mail (docs/decisions/086), read back from a real SMTP server: a company admin chooses a format in
 * the company's details; every invoice and credit note e-mail then carries that e-invoice beside its PDF (passing
 * the EN 16931 rules, stating the same total), or, when the company names an inbox, the e-invoice goes there alone.
 * Refusals name their field and change nothing; a buyer cannot choose for the company.
 */
import type { ParsedMail } from 'mailparser';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as companies from '../../src/modules/companies/company.service';
import * as cn from '../../src/modules/credit-notes/credit-note.service';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import type { User } from '../../src/generated/prisma/client';
import { schematron, xrechnungSchematron } from './validate';
import { ublTotals } from './xml-totals';

let h: Harness;
let inbox: SmtpInbox;
let jobs: JobRunner;
let shop: User;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  h = await createHarness({
    SMTP_URL: inbox.url,
    DISPATCH_INTERVAL_MS: '100',
    SHOP_TAX_ID: 'GB 123 4567 89',
    SHOP_COUNTRY: 'GB',
  });
  await h.reset();
  jobs = await startJobRunner(
    h.deps.config.databaseUrl!,
    h.deps.config.notify,
    h.deps.log,
    jobHandlers(h.deps),
  );
  shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await jobs.stop(2000);
  await h.close();
  await inbox.close();
});

const details = {
  poNumber: 'PO-9',
  companyName: 'Ledger Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const PROFILE =
  'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { eInvoiceFormat eInvoiceEmail } }';

let seq = 0;
async function company() {
  seq += 1;
  const admin = await h.factories.createUser(h.db, { email: `boss${seq}@ledger.test` });
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Ledger Ltd' });
  const buyer = await h.factories.createUser(h.db, {
    email: `buyer${seq}@ledger.test`,
    company: { connect: { id: admin.companyId } },
    companyRole: 'BUYER',
  });
  return { admin, buyer };
}
async function order(buyer: User) {
  const p = await h.factories.createProduct(h.db, {
    name: `Stick case ${seq}`,
    priceCents: 150,
    quantity: 100_000,
  });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: p.id,
    quantity: 200,
    phone: '5550100',
  });
  return pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
}
async function mailsWith(subject: string, count: number): Promise<ParsedMail[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const found = inbox.messages.filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const toOf = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : [m.to!]).flatMap((a) => a.value.map((v) => v.address!)).sort();
const names = (m: ParsedMail) => m.attachments.map((a) => a.filename).sort();

it('without a choice the invoice e-mail carries only its PDF', async () => {
  const { buyer } = await company();
  const po = await order(buyer);
  const [mail] = await mailsWith(
    `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
    1,
  );
  expect(names(mail)).toEqual([`${po.invoiceNumber}.pdf`]);
});

it("a chosen UBL e-invoice rides with the invoice e-mail, passes EN 16931 and states the PDF's total", async () => {
  const { admin, buyer } = await company();
  const set = await h.gql(PROFILE, { i: { name: 'Ledger Ltd', eInvoiceFormat: 'UBL' } }, h.tokenFor(admin));
  expect(set.errors).toBeUndefined();
  expect(set.data.updateMyCompany).toEqual({ eInvoiceFormat: 'UBL', eInvoiceEmail: null });
  const po = await order(buyer);
  const [mail] = await mailsWith(
    `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
    1,
  );
  expect(toOf(mail)).toEqual([admin.email, buyer.email].sort()); // the buyer and, with no accounts payable, the company admin
  expect(names(mail)).toEqual([`${po.invoiceNumber}.pdf`, `${po.invoiceNumber}.ubl.xml`].sort());
  const xml = mail.attachments.find((a) => a.filename!.endsWith('.xml'))!.content.toString('utf8');
  expect(schematron('ubl', xml).fatal).toEqual([]);
  expect(ublTotals(xml).totalCents).toBe(po.totalCents);
});

it('with an inbox of its own, the e-invoice goes there alone (invoice as Factur-X, credit note too); the people get the PDF', async () => {
  const { admin, buyer } = await company();
  const set = await h.gql(
    PROFILE,
    { i: { name: 'Ledger Ltd', eInvoiceFormat: 'FACTUR_X', eInvoiceEmail: ' AP@Ledger.test ' } },
    h.tokenFor(admin),
  );
  expect(set.data.updateMyCompany).toEqual({ eInvoiceFormat: 'FACTUR_X', eInvoiceEmail: 'ap@ledger.test' });
  const po = await order(buyer);
  const subject = `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`;
  const mails = await mailsWith(subject, 2);
  const people = mails.find((m) => toOf(m).includes(buyer.email))!;
  const ap = mails.find((m) => toOf(m).includes('ap@ledger.test'))!;
  expect(names(people)).toEqual([`${po.invoiceNumber}.pdf`]);
  expect(names(ap)).toEqual([`${po.invoiceNumber}.factur-x.pdf`]);
  expect(await pdfText(ap.attachments[0].content)).toContain(po.invoiceNumber);
  expect(ap.attachments[0].content.toString('latin1')).toContain('factur-x.xml');

  const [line] = await h.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id } });
  const note = await cn.issueCreditNote(ctxFor(h, shop), po.id, {
    reason: 'Damaged in transit',
    settlement: 'HOLD',
    lines: [{ invoiceLineId: line.id, quantity: 10 }],
  });
  const credits = await mailsWith(`Credit note ${note.creditNoteNumber} for invoice ${po.invoiceNumber}`, 2);
  expect(credits.map((m) => [toOf(m), names(m)]).sort()).toEqual(
    [
      [['ap@ledger.test'], [`${note.creditNoteNumber}.factur-x.pdf`]],
      [[admin.email, buyer.email].sort(), [`${note.creditNoteNumber}.pdf`]],
    ].sort(),
  );
});

it('refuses an unknown format, a bad address or an address without a format, under its field, changing nothing; a buyer cannot choose', async () => {
  const { admin, buyer } = await company();
  expect(
    (await h.gql(PROFILE, { i: { name: 'Ledger Ltd', eInvoiceFormat: 'CII' } }, h.tokenFor(admin))).errors,
  ).toBeUndefined();
  for (const [i, field] of [
    [{ eInvoiceFormat: 'PDF' }, 'eInvoiceFormat'],
    [{ eInvoiceFormat: 'UBL', eInvoiceEmail: 'not an address' }, 'eInvoiceEmail'],
    [{ eInvoiceEmail: 'ap@ledger.test' }, 'eInvoiceEmail'],
  ] as const) {
    const res = await h.gql(PROFILE, { i: { name: 'Ledger Ltd', ...i } }, h.tokenFor(admin));
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.field).toBe(field);
  }
  const denied = await h.gql(
    PROFILE,
    { i: { name: 'Ledger Ltd', eInvoiceFormat: 'UBL' } },
    h.tokenFor(buyer),
  );
  expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect(
    await h.db.company.findUniqueOrThrow({
      where: { id: admin.companyId },
      select: { eInvoiceFormat: true, eInvoiceEmail: true },
    }),
  ).toEqual({ eInvoiceFormat: 'CII', eInvoiceEmail: null });
});

it("a chosen XRechnung (CII) rides with the invoice e-mail carrying the company's Leitweg-ID, and passes KoSIT's rules", async () => {
  const { admin, buyer } = await company();
  const i = {
    name: 'Ledger Ltd',
    billingLine1: '1 Mill Lane',
    billingCity: 'Leeds',
    billingPostalCode: 'LS1 4AP',
    billingCountry: 'GB',
    eInvoiceFormat: 'XRECHNUNG_CII',
    buyerReference: '991-33333TEST-33',
  };
  const set = await h.gql(
    'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { eInvoiceFormat buyerReference } }',
    { i },
    h.tokenFor(admin),
  );
  expect(set.errors).toBeUndefined();
  expect(set.data.updateMyCompany).toEqual({
    eInvoiceFormat: 'XRECHNUNG_CII',
    buyerReference: '991-33333TEST-33',
  });
  const po = await order(buyer);
  const [mail] = await mailsWith(
    `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
    1,
  );
  expect(names(mail)).toEqual([`${po.invoiceNumber}.pdf`, `${po.invoiceNumber}.xrechnung-cii.xml`].sort());
  const xml = mail.attachments.find((a) => a.filename!.endsWith('.xml'))!.content.toString('utf8');
  expect(xml).toContain('<ram:BuyerReference>991-33333TEST-33</ram:BuyerReference>');
  expect([schematron('cii', xml).fatal, xrechnungSchematron('cii', xml).fatal]).toEqual([[], []]);
});

it('XRechnung needs the billing city and postal code, and a buyer reference of plain characters, each refused under its field', async () => {
  const { admin } = await company();
  for (const [i, field] of [
    [{ eInvoiceFormat: 'XRECHNUNG_UBL', billingPostalCode: 'LS1 4AP' }, 'billingCity'],
    [{ eInvoiceFormat: 'XRECHNUNG_UBL', billingCity: 'Leeds' }, 'billingPostalCode'],
    [{ buyerReference: '<Leitweg>' }, 'buyerReference'],
  ] as const) {
    const res = await h.gql(PROFILE, { i: { name: 'Ledger Ltd', ...i } }, h.tokenFor(admin));
    expect(res.errors?.[0].extensions?.field).toBe(field);
  }
  expect(
    await h.db.company.findUniqueOrThrow({
      where: { id: admin.companyId },
      select: { eInvoiceFormat: true, buyerReference: true },
    }),
  ).toEqual({ eInvoiceFormat: null, buyerReference: null });
});
