/**
 * Per-person settings for optional e-mails: reminders and shipping notices can be turned off; order
 * confirmation, invoice and payment receipt always go. Read back from a real SMTP server.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { until } from '../support/webhook-receiver';
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
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const SETTINGS = '{ myNotificationSettings { paymentReminders shippingNotices } }';
const UPDATE =
  'mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { paymentReminders shippingNotices } }';

it("reads and changes one's own settings; a field left out keeps its value; a non-boolean is refused", async () => {
  const { user, token } = await h.signedIn();
  expect((await h.gql(SETTINGS, {}, token)).data.myNotificationSettings).toEqual({
    paymentReminders: true,
    shippingNotices: true,
  });
  expect(
    (await h.gql(UPDATE, { i: { shippingNotices: false } }, token)).data.updateNotificationSettings,
  ).toEqual({ paymentReminders: true, shippingNotices: false });
  expect(
    (await h.gql(UPDATE, { i: { paymentReminders: false } }, token)).data.updateNotificationSettings,
  ).toEqual({ paymentReminders: false, shippingNotices: false });
  expect((await h.gql(UPDATE, { i: {} }, token)).data.updateNotificationSettings).toEqual({
    paymentReminders: false,
    shippingNotices: false,
  });
  expect(await h.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
    emailPaymentReminders: false,
    emailShippingNotices: false,
  });
  // Another person's settings are untouched.
  const other = await h.signedIn();
  expect((await h.gql(SETTINGS, {}, other.token)).data.myNotificationSettings).toEqual({
    paymentReminders: true,
    shippingNotices: true,
  });
  const bad = await h.gql(UPDATE, { i: { paymentReminders: 'no' } }, token);
  expect(bad.errors?.[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  expect((await h.gql(SETTINGS, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
});

it('shipping notices turned off: no shipping e-mail, but confirmation, invoice and receipt still go', async () => {
  inbox.messages.length = 0;
  const product = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 1000 });
  const buyer = await h.factories.createUser(h.db, { email: 'quiet-buyer@acme.test' });
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  await h.gql(UPDATE, { i: { shippingNotices: false, paymentReminders: false } }, h.tokenFor(buyer));
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  await paymentsService.recordPayment(ctxFor(h, admin), po.id, {
    amountCents: 5000,
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: 'BACS 9',
  });
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), po.id, 'SHIPPED');
  await inbox.waitFor(3);
  await until(async () => (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) === 0);
  await new Promise((r) => setTimeout(r, 2000));
  expect(inbox.messages.map((m) => m.subject).sort()).toEqual(
    [
      `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
      `Order SO-${String(po.number).padStart(6, '0')} confirmed`,
      `Payment received for invoice ${po.invoiceNumber}`,
    ].sort(),
  );
  // The shipped event itself was written (webhooks get it); only the e-mail was left out.
  expect(await h.db.outboxEvent.count({ where: { type: 'purchase_order.shipped', resourceId: po.id } })).toBe(
    1,
  );
});

it('company settings: a company admin turns shipping notices off for everyone; a buyer cannot; the buyer\'s own "on" does not override it', async () => {
  inbox.messages.length = 0;
  const product = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 1000 });
  const boss = await h.factories.createUser(h.db, { email: 'boss@quiet-co.test' });
  const buyer = await h.factories.createUser(h.db, {
    email: 'buyer@quiet-co.test',
    company: { connect: { id: boss.companyId } },
    companyRole: 'BUYER',
  });
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const COMPANY_UPDATE =
    'mutation($i: NotificationSettingsInput!) { updateCompanyNotificationSettings(input: $i) { paymentReminders shippingNotices } }';
  const refused = await h.gql(COMPANY_UPDATE, { i: { shippingNotices: false } }, h.tokenFor(buyer));
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'COMPANY_ROLE' });
  expect(
    (await h.gql(COMPANY_UPDATE, { i: { shippingNotices: false } }, h.tokenFor(boss))).data
      .updateCompanyNotificationSettings,
  ).toEqual({ paymentReminders: true, shippingNotices: false });
  expect(
    (await h.gql('{ companyNotificationSettings { shippingNotices } }', {}, h.tokenFor(buyer))).data
      .companyNotificationSettings,
  ).toEqual({ shippingNotices: false });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
  await fulfilmentService.updateFulfilment(ctxFor(h, admin), po.id, 'SHIPPED');
  await inbox.waitFor(2);
  await until(async () => (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) === 0);
  await new Promise((r) => setTimeout(r, 2000));
  expect(
    inbox.messages
      .filter((m) => JSON.stringify(m.to).includes('buyer@quiet-co.test'))
      .map((m) => m.subject)
      .sort(),
  ).toEqual(
    [
      `Invoice ${po.invoiceNumber} for order SO-${String(po.number).padStart(6, '0')}`,
      `Order SO-${String(po.number).padStart(6, '0')} confirmed`,
    ].sort(),
  );
});

it('an invitation e-mail reaches the invitee with the company, the role and where to accept', async () => {
  inbox.messages.length = 0;
  const boss = await h.factories.createUser(h.db, {
    email: 'owner@inviting.test',
    displayName: 'Olive Owner',
  });
  await h.gql(
    'mutation { updateMyCompany(input: { name: "Inviting Crafts Ltd" }) { id } }',
    {},
    h.tokenFor(boss),
  );
  const res = await h.gql(
    'mutation { inviteToCompany(email: "New.Person@Example.test", role: BUYER) { id } }',
    {},
    h.tokenFor(boss),
  );
  expect(res.errors).toBeUndefined();
  await inbox.waitFor(1);
  const mail = inbox.messages.find((m) => JSON.stringify(m.to).includes('new.person@example.test'))!;
  expect(mail.subject).toBe('Olive Owner invited you to join Inviting Crafts Ltd as buyer');
  expect(mail.text).toContain('as buyer');
  expect(mail.text).toContain('/company');
});
