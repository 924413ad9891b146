/**
 * Webhook endpoints after registration: secret rotation with an overlap (both signatures verify with
 * the `standardwebhooks` package during it), manual redelivery (a new attempt, the same webhook-id), and an
 * endpoint disabled when retries run out, its admins told by e-mail, and enabled again.
 */
import { Webhook } from 'standardwebhooks';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { dbSnapshot } from '../support/db-snapshot';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { until, webhookReceiver, type Received } from '../support/webhook-receiver';
import * as webhooks from '../../src/modules/webhooks/webhook.service';
import { emit } from '../../src/modules/events/outbox';
import { creditHoldLifted } from '../../src/modules/events/event-types';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import type { AppDeps } from '../../src/context';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
let inbox: SmtpInbox;
const runners: JobRunner[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  h = await createHarness({ SMTP_URL: inbox.url });
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

const localDeps = (retryLimit = 12): AppDeps => ({
  ...h.deps,
  config: {
    ...h.deps.config,
    notify: {
      ...h.deps.config.notify,
      webhookAllowPrivate: true,
      webhookRetryDelaySeconds: 1,
      webhookRetryLimit: retryLimit,
      dispatchIntervalMs: 100,
      webhookTimeoutMs: 2000,
    },
  },
});
async function instance(deps = localDeps()) {
  const r = await startJobRunner(deps.config.databaseUrl!, deps.config.notify, deps.log, jobHandlers(deps));
  runners.push(r);
  return r;
}
const raise = async () => {
  const u = await h.factories.createUser(h.db);
  await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));
};
const verifies = (secret: string, r: Received) => {
  try {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};
const register = async (admin: User, url: string) =>
  webhooks.createWebhookEndpoint({ ...ctxFor(h, admin), ...localDeps() }, { url, eventTypes: [] });

it('rotates a secret: during the overlap both secrets verify, after it only the new one; the secret is shown once', async () => {
  const rx = await webhookReceiver();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const { endpoint, secret: first } = await register(admin, rx.url);
  const rotate = (hours: number) =>
    h.gql(
      'mutation($id: ID!, $h: Int!) { rotateWebhookSecret(id: $id, overlapHours: $h) { secret endpoint { id secretRotatedAt previousSecretExpiresAt } } }',
      { id: endpoint.id, h: hours },
      h.tokenFor(admin),
    );
  const rotated = await rotate(24);
  const second: string = rotated.data.rotateWebhookSecret.secret;
  expect(second).toMatch(/^whsec_/);
  expect(second).not.toBe(first);
  const until24 =
    new Date(rotated.data.rotateWebhookSecret.endpoint.previousSecretExpiresAt).getTime() - Date.now();
  expect(until24).toBeGreaterThan(23.9 * 3600_000);
  expect(until24).toBeLessThanOrEqual(24 * 3600_000);
  const listed = await h.gql(
    '{ webhookEndpoints { id secretRotatedAt previousSecretExpiresAt } }',
    {},
    h.tokenFor(admin),
  );
  expect(JSON.stringify(listed)).not.toContain('whsec_');
  // The types the endpoint form offers: the reminders among them, never the internal "endpoint disabled".
  const types: string[] = (await h.gql('{ webhookEventTypes }', {}, h.tokenFor(admin))).data
    .webhookEventTypes;
  expect(types).toEqual(
    expect.arrayContaining([
      'invoice.paid',
      'invoice.reminder',
      'invoice.overdue',
      'customer.credit_hold_lifted',
    ]),
  );
  expect(types).not.toContain('webhook_endpoint.disabled');

  await instance();
  await raise();
  await until(() => rx.received.length === 1);
  expect(String(rx.received[0].headers['webhook-signature']).split(' ')).toHaveLength(2);
  expect([verifies(first, rx.received[0]), verifies(second, rx.received[0])]).toEqual([true, true]);

  // The overlap ends: only the new secret signs.
  await h.db.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: { previousSecretExpiresAt: new Date(Date.now() - 1000) },
  });
  await raise();
  await until(() => rx.received.length === 2);
  expect(String(rx.received[1].headers['webhook-signature']).split(' ')).toHaveLength(1);
  expect([verifies(first, rx.received[1]), verifies(second, rx.received[1])]).toEqual([false, true]);

  // Rotating with no overlap ends the previous secret at once.
  const third: string = (await rotate(0)).data.rotateWebhookSecret.secret;
  await raise();
  await until(() => rx.received.length === 3);
  expect([verifies(second, rx.received[2]), verifies(third, rx.received[2])]).toEqual([false, true]);

  // Refusals change nothing. The third delivery's row is written after its receiver answered: wait for it first.
  await until(async () => (await h.db.webhookDelivery.count({ where: { deliveredAt: null } })) === 0);
  const before = await dbSnapshot(h.db);
  for (const hours of [-1, 169]) {
    const res = await rotate(hours);
    expect(res.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field: 'overlapHours' },
    });
  }
  const missing = await h.gql(
    'mutation { rotateWebhookSecret(id: "00000000-0000-4000-8000-000000000000", overlapHours: 1) { secret } }',
    {},
    h.tokenFor(admin),
  );
  expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
  expect(await dbSnapshot(h.db)).toEqual(before);
  await rx.close();
});

it('redelivers by hand: a new attempt with the same webhook-id, logged; refused while one is under way', async () => {
  const rx = await webhookReceiver();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const { endpoint, secret } = await register(admin, rx.url);
  await raise();
  const runner = await instance();
  await until(async () => (await h.db.webhookDelivery.findFirst())?.status === 'SUCCEEDED');
  // No instance runs jobs while the admin asks twice: the second ask finds the first one waiting.
  await runner.stop(2000);
  const delivery = await h.db.webhookDelivery.findFirstOrThrow();
  const redeliver = () =>
    h.gql(
      'mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status attempts } }',
      { id: delivery.id },
      h.tokenFor(admin),
    );
  const [first, second] = [await redeliver(), await redeliver()];
  expect(first.data.redeliverWebhook).toEqual({ id: delivery.id, status: 'PENDING', attempts: 1 });
  expect(second.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'STATE_CONFLICT' });
  await instance();
  await until(
    async () =>
      (await h.db.webhookDelivery.findFirstOrThrow()).status === 'SUCCEEDED' && rx.received.length === 2,
  );
  await new Promise((r) => setTimeout(r, 1000));
  expect(rx.received).toHaveLength(2);
  expect(rx.received[1].headers['webhook-id']).toBe(rx.received[0].headers['webhook-id']);
  expect(verifies(secret, rx.received[1])).toBe(true);
  const log = await h.gql(
    'query($id: ID!) { webhookDeliveries(endpointId: $id) { id endpointId status attempts responseStatus } }',
    { id: endpoint.id },
    h.tokenFor(admin),
  );
  expect(log.data.webhookDeliveries).toEqual([
    { id: delivery.id, endpointId: endpoint.id, status: 'SUCCEEDED', attempts: 2, responseStatus: 200 },
  ]);

  const unknown = await h.gql(
    'mutation { redeliverWebhook(deliveryId: "00000000-0000-4000-8000-000000000000") { id } }',
    {},
    h.tokenFor(admin),
  );
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  await rx.close();
});

it('when retries run out the endpoint is disabled with its reason, admins are e-mailed once, and it can be enabled again', async () => {
  let down = true;
  const rx = await webhookReceiver([], (res) => {
    if (!down) return false;
    res.writeHead(500).end('down');
    return true;
  });
  const healthy = await webhookReceiver();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN', email: 'owner@shop.test' });
  await h.factories.createUser(h.db, { role: 'ADMIN', email: 'second@shop.test' });
  await h.factories.createUser(h.db, { email: 'customer@shop.test' });
  const { endpoint } = await register(admin, rx.url);
  await register(admin, healthy.url); // every event type: it must not get the internal "endpoint disabled" event
  await raise();
  await instance(localDeps(1));
  await until(
    async () =>
      (await h.db.webhookDelivery.findFirst({ where: { endpointId: endpoint.id } }))?.status === 'FAILED',
    30_000,
  );

  const listed = await h.gql(
    '{ webhookEndpoints { id enabled disabledAt disabledReason } }',
    {},
    h.tokenFor(admin),
  );
  const row = listed.data.webhookEndpoints.find((e: { id: string }) => e.id === endpoint.id);
  expect(row).toMatchObject({ enabled: false, disabledAt: expect.any(String) });
  expect(row.disabledReason).toMatch(
    /^A delivery of customer\.credit_hold_lifted \(msg_[0-9a-f]{32}\) failed on every retry: HTTP 500$/,
  );
  const health = await h.gql(
    '{ outboxHealth { failedDeliveries disabledEndpoints } }',
    {},
    h.tokenFor(admin),
  );
  expect(health.data.outboxHealth).toEqual({ failedDeliveries: 1, disabledEndpoints: 1 });

  const [mail] = await inbox.waitFor(1);
  expect(mail.subject).toBe('A webhook endpoint was disabled');
  expect((mail.to as { value: Array<{ address: string }> }).value.map((a) => a.address).sort()).toEqual([
    'owner@shop.test',
    'second@shop.test',
  ]);
  expect(mail.text).toContain(rx.url);
  expect(mail.text).toContain('HTTP 500');
  await new Promise((r) => setTimeout(r, 1000));
  expect(inbox.messages).toHaveLength(1);
  expect(healthy.received.map((r) => JSON.parse(r.body).type)).toEqual(['customer.credit_hold_lifted']);

  // Disabled: new events are not delivered to it, and a redelivery is refused until it is enabled.
  const failed = await h.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
  const refused = await h.gql(
    'mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }',
    { id: failed.id },
    h.tokenFor(admin),
  );
  expect(refused.errors?.[0]).toMatchObject({
    message: 'The endpoint is disabled: enable it first, then redeliver',
    extensions: { code: 'CONFLICT', reason: 'STATE_CONFLICT' },
  });
  const enabled = await h.gql(
    'mutation($id: ID!) { enableWebhookEndpoint(id: $id) { enabled disabledAt disabledReason } }',
    { id: endpoint.id },
    h.tokenFor(admin),
  );
  expect(enabled.data.enableWebhookEndpoint).toEqual({
    enabled: true,
    disabledAt: null,
    disabledReason: null,
  });
  down = false;
  const seen = rx.received.length;
  expect(
    (
      await h.gql(
        'mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { status } }',
        { id: failed.id },
        h.tokenFor(admin),
      )
    ).data.redeliverWebhook.status,
  ).toBe('PENDING');
  await until(
    async () =>
      (await h.db.webhookDelivery.findUniqueOrThrow({ where: { id: failed.id } })).status === 'SUCCEEDED',
  );
  expect(rx.received).toHaveLength(seen + 1);
  expect(rx.received.at(-1)!.headers['webhook-id']).toBe(rx.received[0].headers['webhook-id']);
  await rx.close();
  await healthy.close();
});
