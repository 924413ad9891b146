/**
 * Webhooks: admins register endpoints (secret shown once); deliveries follow Standard Webhooks and verify
 * with the `standardwebhooks` package; a receiver that is down gets the event after it comes back, with the same
 * webhook-id; two instances deliver each event once; URLs reaching the shop's own network are refused.
 */
import { Webhook } from 'standardwebhooks';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { dbSnapshot } from '../support/db-snapshot';
import { until, webhookReceiver } from '../support/webhook-receiver';
import * as webhooks from '../../src/modules/webhooks/webhook.service';
import { postWebhook } from '../../src/modules/webhooks/post';
import { isBlockedAddress } from '../../src/modules/webhooks/ssrf';
import { emit } from '../../src/modules/events/outbox';
import { creditHoldLifted, orderItemPlaced } from '../../src/modules/events/event-types';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';
import type { AppDeps } from '../../src/context';

let h: Harness;
const runners: JobRunner[] = [];
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(2000)));
});

const receiver = webhookReceiver;

/** Dependencies of an instance allowed to reach local receivers, with short retries. */
const localDeps = (): AppDeps => ({
  ...h.deps,
  config: {
    ...h.deps.config,
    notify: {
      ...h.deps.config.notify,
      webhookAllowPrivate: true,
      webhookRetryDelaySeconds: 1,
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

it('registers an endpoint (secret shown once), delivers signed events that standardwebhooks verifies, and logs them', async () => {
  const rx = await receiver();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const created = await webhooks.createWebhookEndpoint(
    { ...ctxFor(h, admin), ...localDeps() },
    { url: rx.url, eventTypes: ['customer.credit_hold_lifted'] },
  );
  expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  const listed = await h.gql('{ webhookEndpoints { id url eventTypes enabled } }', {}, h.tokenFor(admin));
  expect(listed.data.webhookEndpoints).toEqual([
    { id: created.endpoint.id, url: rx.url, eventTypes: ['customer.credit_hold_lifted'], enabled: true },
  ]);
  expect(JSON.stringify(listed)).not.toContain('whsec_');

  const u = await h.factories.createUser(h.db);
  await h.db.$transaction((tx) =>
    emit(tx, [
      creditHoldLifted(u.companyId, new Date(), u.id),
      orderItemPlaced({
        id: u.id,
        userId: u.id,
        productId: null,
        productName: 'x',
        quantity: 1,
        unitPriceCents: 1,
      }),
    ]),
  );
  await instance();
  await until(() => rx.received.length === 1);
  const [got] = rx.received;
  const payload = new Webhook(created.secret).verify(
    got.body,
    got.headers as Record<string, string>,
  ) as Record<string, unknown>;
  expect(payload).toMatchObject({
    type: 'customer.credit_hold_lifted',
    version: 1,
    resource: { type: 'company', id: u.companyId, sequence: 1 },
    data: { companyId: u.companyId, customerId: u.id },
  });
  const event = await h.db.outboxEvent.findFirstOrThrow({ where: { type: 'customer.credit_hold_lifted' } });
  expect(got.headers['webhook-id']).toBe(`msg_${event.eventId.replace(/-/g, '')}`);
  expect(() =>
    new Webhook('whsec_' + Buffer.from('another secret').toString('base64')).verify(
      got.body,
      got.headers as Record<string, string>,
    ),
  ).toThrow();

  await until(async () => (await h.db.webhookDelivery.findFirst())?.status === 'SUCCEEDED');
  const log = await h.gql(
    'query($id: ID!) { webhookDeliveries(endpointId: $id) { eventType status attempts responseStatus durationMs responseExcerpt } }',
    { id: created.endpoint.id },
    h.tokenFor(admin),
  );
  expect(log.data.webhookDeliveries).toEqual([
    {
      eventType: 'customer.credit_hold_lifted',
      status: 'SUCCEEDED',
      attempts: 1,
      responseStatus: 200,
      durationMs: expect.any(Number),
      responseExcerpt: 'thanks',
    },
  ]);
  await rx.close();
});

it('a receiver down for a while gets the event after it comes back, with the same webhook-id', async () => {
  const rx = await receiver([503, 500]);
  await h.db.webhookEndpoint.create({
    data: { url: rx.url, secret: 'whsec_' + Buffer.from('k'.repeat(32)).toString('base64'), eventTypes: [] },
  });
  const u = await h.factories.createUser(h.db);
  await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));
  await instance();
  await until(async () => (await h.db.webhookDelivery.findFirst())?.status === 'SUCCEEDED', 30_000);
  expect(rx.received).toHaveLength(3);
  expect(new Set(rx.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  expect(await h.db.webhookDelivery.findFirst()).toMatchObject({ attempts: 3, responseStatus: 200 });
  await rx.close();
});

it('a delivery that fails on its last retry is FAILED and disables its endpoint', async () => {
  const rx = await receiver([500, 500, 500]);
  const endpoint = await h.db.webhookEndpoint.create({
    data: { url: rx.url, secret: 'whsec_' + Buffer.from('k'.repeat(32)).toString('base64'), eventTypes: [] },
  });
  const u = await h.factories.createUser(h.db);
  await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));
  const deps = localDeps();
  await instance({
    ...deps,
    config: { ...deps.config, notify: { ...deps.config.notify, webhookRetryLimit: 1 } },
  });
  await until(async () => (await h.db.webhookDelivery.findFirst())?.status === 'FAILED', 30_000);
  expect(await h.db.webhookDelivery.findFirst()).toMatchObject({ attempts: 2, responseStatus: 500 });
  expect(await h.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({
    enabled: false,
    disabledAt: expect.any(Date),
    disabledReason: expect.stringContaining('HTTP 500'),
  });
  await rx.close();
});

it('two instances deliver each of 12 events once', async () => {
  const rx = await receiver();
  await h.db.webhookEndpoint.create({
    data: { url: rx.url, secret: 'whsec_' + Buffer.from('k'.repeat(32)).toString('base64'), eventTypes: [] },
  });
  const users = await Promise.all(Array.from({ length: 12 }, () => h.factories.createUser(h.db)));
  for (const u of users) await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));
  await Promise.all([instance(), instance()]);
  await until(() => rx.received.length >= 12);
  await new Promise((r) => setTimeout(r, 1500));
  expect(rx.received).toHaveLength(12);
  expect(new Set(rx.received.map((r) => r.headers['webhook-id'])).size).toBe(12);
  await rx.close();
});

describe('SSRF guard (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook'],
    ['private 10/8', 'https://10.1.2.3/hook'],
    ['private 192.168/16', 'https://192.168.1.10/hook'],
    ['private 172.16/12', 'https://172.20.0.1/hook'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'http://[::1]/hook'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/hook'],
    ['IPv6 unique local', 'http://[fd00::1]/hook'],
    ['a DNS name resolving to 127.0.0.1', 'http://localhost:4000/hook'],
  ])('refuses %s, changing nothing', async (_what, url) => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const before = await dbSnapshot(h.db);
    const res = await h.gql(
      'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }',
      { i: { url } },
      h.tokenFor(admin),
    );
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    expect(res.errors?.[0].message).toMatch(/private, loopback or link-local/);
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses bad URLs and unknown event types in plain words', async () => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const ask = (i: Record<string, unknown>) =>
      h.gql(
        'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }',
        { i },
        h.tokenFor(admin),
      );
    expect((await ask({ url: 'not a url' })).errors?.[0]).toMatchObject({
      message: 'Enter a full URL starting with https://',
      extensions: { field: 'url' },
    });
    expect((await ask({ url: 'ftp://93.184.215.14/x' })).errors?.[0].extensions.field).toBe('url');
    expect((await ask({ url: 'https://user:pw@93.184.215.14/x' })).errors?.[0].extensions.field).toBe('url');
    expect(
      (await ask({ url: 'https://93.184.215.14/x', eventTypes: ['order.exploded'] })).errors?.[0],
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'eventTypes' } });
    expect(await h.db.webhookEndpoint.count()).toBe(0);
  });

  it('blocks the address ranges, and a delivery does not reach a blocked address or follow a redirect', async () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
    ]) {
      expect([a, isBlockedAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect([a, isBlockedAddress(a)]).toEqual([a, false]);

    const target = await receiver();
    const redirecting = await receiver([], (res) => {
      res.writeHead(302, { location: target.url }).end();
      return true;
    });
    const limits = { timeoutMs: 2000, maxBytes: 1024, allowPrivate: false };
    const refused = await postWebhook(target.url, '{}', {}, limits);
    expect(refused).toMatchObject({
      status: null,
      excerpt: expect.stringMatching(/private, loopback or link-local/),
    });
    const viaName = await postWebhook(target.url.replace('127.0.0.1', 'localhost'), '{}', {}, limits);
    expect(viaName.status).toBeNull();
    expect(target.received).toHaveLength(0);
    // Allowed to reach the redirecting receiver (local use), the 302 is the answer: never followed.
    const redirected = await postWebhook(redirecting.url, '{}', {}, { ...limits, allowPrivate: true });
    expect(redirected.status).toBe(302);
    expect(target.received).toHaveLength(0);
    await target.close();
    await redirecting.close();
  });

  it('caps the time and the size of an answer', async () => {
    const slow = await receiver([], () => true); // never answers
    const big = await receiver([], (res) => {
      res.writeHead(200).end('x'.repeat(200_000));
      return true;
    });
    const limits = { timeoutMs: 300, maxBytes: 1024, allowPrivate: true };
    const timedOut = await postWebhook(slow.url, '{}', {}, limits);
    expect(timedOut).toMatchObject({
      status: null,
      excerpt: expect.stringMatching(/no answer within 300 ms/),
    });
    expect(timedOut.durationMs).toBeLessThan(2000);
    const capped = await postWebhook(big.url, '{}', {}, limits);
    expect(capped.status).toBe(200);
    expect(capped.excerpt.length).toBeLessThanOrEqual(1024);
    await slow.close();
    await big.close();
  });
});
