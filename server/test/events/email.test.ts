/**
 * Buyer e-mails read back from a real SMTP server: order confirmation and invoice on checkout (the PDF
 * attached and parsed), a receipt per payment, a shipping notice; nothing for a refused change.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as fulfilmentService from '../../src/modules/fulfilment/fulfilment.service';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';

let h: Harness;
let inbox: SmtpInbox;
let jobs: JobRunner;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  h = await createHarness({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Glue Gun Wholesale <orders@gluegun.test>',
    DISPATCH_INTERVAL_MS: '100',
  });
  // Other files leave undispatched events in this run's database (no job runner there): start from none.
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
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'gb',
  contactPhone: '+44 113 496 0000',
};

it('checkout, payment and shipping each reach the buyer by e-mail; the invoice PDF holds the number and total', async () => {
  const product = await h.factories.createProduct(h.db, {
    name: 'Hot Melt Pro 60W',
    priceCents: 1250,
    quantity: 1000,
  });
  const buyer = await h.factories.createUser(h.db, { email: 'buyer@acme.test' });
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 200,
    phone: '5550100',
  });
  // A refused checkout (over the stock) sends nothing.
  await h.db.product.update({ where: { id: product.id }, data: { quantity: 1 } });
  await expect(pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details })).rejects.toBeTruthy();
  await h.db.product.update({ where: { id: product.id }, data: { quantity: 1000 } });

  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  const [a, b] = await inbox.waitFor(2);
  const bySubject = new Map([a, b].map((m) => [m.subject, m]));
  const confirmation = bySubject.get(`Order SO-${String(po.number).padStart(6, '0')} confirmed`)!;
  expect(confirmation).toBeDefined();
  expect(confirmation.to).toMatchObject({ text: 'buyer@acme.test' });
  expect(confirmation.from?.text).toContain('orders@gluegun.test');
  expect(confirmation.text).toContain('Hot Melt Pro 60W');
  expect(confirmation.html).toContain('name="viewport"');
  expect(confirmation.html).toContain('$2,500.00');

  const invoice = bySubject.get(
    `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
  )!;
  expect(invoice).toBeDefined();
  expect(invoice.attachments).toHaveLength(1);
  expect(invoice.attachments[0]).toMatchObject({
    contentType: 'application/pdf',
    filename: `${po.invoiceNumber}.pdf`,
  });
  const pdf = await pdfText(invoice.attachments[0].content);
  expect(pdf).toContain(po.invoiceNumber);
  expect(pdf).toContain('$2,500.00');

  await paymentsService.recordPayment(ctxFor(h, admin), po.id, {
    amountCents: 100_000,
    receivedOn: TODAY,
    reference: 'BACS 7731',
  });
  const receipt = (await inbox.waitFor(3))[2];
  expect(receipt.subject).toBe(`Payment received for invoice ${po.invoiceNumber}`);
  expect(receipt.text).toContain('$1,000.00');
  expect(receipt.text).toContain('Balance: $1,500.00');

  await fulfilmentService.updateFulfilment(ctxFor(h, admin), po.id, 'SHIPPED');
  const shipped = (await inbox.waitFor(4))[3];
  expect(shipped.subject).toBe(`Order SO-${String(po.number).padStart(6, '0')} has shipped`);
  expect(shipped.text).toContain('12 Mill Road');
  await new Promise((r) => setTimeout(r, 1000));
  expect(inbox.messages).toHaveLength(4);
});

it("a taxed order's e-mails show Net, the tax line and Total under the items; the invoice e-mail the invoice's whole totals block", async () => {
  await h.db.taxRate.create({ data: { country: 'GB', name: 'VAT', rateMillionths: 200_000 } });
  const product = await h.factories.createProduct(h.db, {
    name: 'Taxed Gun 40W',
    priceCents: 1250,
    quantity: 1000,
  });
  const buyer = await h.factories.createUser(h.db, { email: 'taxed@acme.test' });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 200,
    phone: '5550100',
  });
  const before = inbox.messages.length;
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  const mails = (await inbox.waitFor(before + 2)).slice(before);
  const confirmation = mails.find(
    (m) => m.subject === `Order SO-${String(po.number).padStart(6, '0')} confirmed`,
  )!;
  expect(confirmation.text).toContain('Net: $2,500.00\nTax (VAT 20%): $500.00\nTotal: $3,000.00');
  expect(confirmation.html).toContain('Tax (VAT 20%)');
  const invoice = mails.find(
    (m) => m.subject === `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
  )!;
  expect(invoice.text).toContain(
    'Net: $2,500.00\nTax (VAT 20%): $500.00\nTotal: $3,000.00\nPaid: $0.00\nBalance: $3,000.00',
  );
  expect(await pdfText(invoice.attachments[0].content)).toContain('Tax (VAT 20%)');
});
