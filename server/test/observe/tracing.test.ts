/**
 * Traces with an in-memory exporter: a checkout's spans (HTTP, SQL, and a GraphQL operation's) share one root span
 * that carries the request id; jobs, outbox batches and Redis commands have spans of their own.
 */
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { startTracing } from '../../src/observe/tracing-sdk';
import { markTracingOn, traced, tracer } from '../../src/observe/tracing';
import { emit } from '../../src/modules/events/outbox';
import { creditHoldLifted } from '../../src/modules/events/event-types';
import { startJobRunner } from '../../src/modules/events/job-runner';
import { redisState } from '../../src/lib/shared-state';
import { createLogger } from '../../src/logger';
import { createHarness, type Harness } from '../support/harness';
import { REDIS_URL, itRedis } from '../support/instances';

const exporter = new InMemorySpanExporter();
let provider: NodeTracerProvider;
let h: Harness;
beforeAll(async () => {
  provider = startTracing({ exporter });
  // The requests stand for a trusted proxy's (TRUST_PROXY), so the X-Request-Id they send is taken.
  h = await createHarness({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await h.close();
  await provider.shutdown();
  markTracingOn(false);
  trace.disable();
  context.disable();
});

const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;
const details = {
  companyName: 'Trace Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

it("puts a checkout's HTTP, GraphQL and SQL spans under one root span carrying the request id", async () => {
  const buyer = await h.signedIn('CUSTOMER');
  const product = await h.factories.createProduct(h.db, { quantity: 1000 });
  const as = { authorization: `Bearer ${buyer.token}` };
  await h
    .http()
    .post('/graphql')
    .set(as)
    .set('x-request-id', 'trace-place-1')
    .send({
      query: 'mutation Place($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
      variables: { i: { productId: product.id, quantity: 100, phone: '5550100' } },
    })
    .expect(200);
  const items = await h.db.orderItem.findMany({ where: { userId: buyer.user.id } });
  await h
    .http()
    .post('/checkout')
    .set(as)
    .set('x-request-id', 'trace-checkout-1')
    .send({ itemIds: items.map((i) => i.id), ...details })
    .expect(201);
  await provider.forceFlush();
  const spans = exporter.getFinishedSpans();

  for (const id of ['trace-place-1', 'trace-checkout-1']) {
    const roots = spans.filter((s) => s.attributes['gluegun.request_id'] === id);
    expect(roots).toHaveLength(1);
    const root = roots[0];
    expect(parentOf(root)).toBeUndefined();
    const inTrace = spans.filter((s) => s.spanContext().traceId === root.spanContext().traceId && s !== root);
    // The statements it sent (the hand-written ones and Prisma's, through the same pool), all below the root.
    const sql = inTrace.filter((s) => typeof s.attributes['db.query.text'] === 'string');
    expect(sql.length).toBeGreaterThan(0);
    if (id === 'trace-place-1') {
      expect(root.name).toBe('POST /graphql mutation Place');
      const op = inTrace.find((s) => s.name === 'graphql mutation Place');
      expect(op && parentOf(op)).toBe(root.spanContext().spanId);
    } else {
      expect(root.name).toBe('POST /checkout');
      expect(root.attributes['http.route']).toBe('/checkout');
      // The outbox events the checkout wrote are among its statements.
      expect(sql.some((s) => String(s.attributes['db.query.text']).includes('OutboxEvent'))).toBe(true);
    }
  }
  // No variable value reaches a span, nor who is writing (user, company, address), which BEGIN carries after it.
  const attributes = JSON.stringify(spans.map((s) => s.attributes));
  expect(attributes).not.toContain('5550100');
  expect(attributes).not.toMatch(/SET LOCAL gluegun\.audit/i);
});

it('gives a job a span of its own', async () => {
  exporter.reset();
  await traced('email.send', async () => undefined)();
  await expect(
    traced('webhook.deliver', async () => {
      throw new Error('receiver down');
    })(),
  ).rejects.toThrow('receiver down');
  const spans = exporter.getFinishedSpans();
  expect(spans.map((s) => [s.name, s.status.code])).toEqual([
    ['email.send', 0],
    ['webhook.deliver', 2],
  ]);
});

it('an outbox batch that took events is a span with its statements under it; an idle poll makes none', async () => {
  const u = await h.factories.createUser(h.db);
  await h.db.$transaction((tx) => emit(tx, creditHoldLifted(u.id, new Date())));
  exporter.reset();
  const runner = await startJobRunner(
    h.deps.config.databaseUrl!,
    { ...h.deps.config.notify, dispatchIntervalMs: 60_000 },
    createLogger('silent'),
    {},
  );
  try {
    // The runner's first poll may take the events before this call does: either way each batch is a span.
    for (
      let tries = 0;
      tries < 100 && (await h.db.outboxEvent.count({ where: { dispatchedAt: null } })) > 0;
      tries++
    ) {
      await runner.dispatchNow();
      await new Promise((r) => setTimeout(r, 50));
    }
    await provider.forceFlush();
    const batch = exporter
      .getFinishedSpans()
      .filter(
        (s) =>
          s.name === 'outbox.dispatch' &&
          (s.attributes['gluegun.outbox.types'] as string[]).includes('customer.credit_hold_lifted'),
      );
    expect(batch).toHaveLength(1);
    const under = exporter.getFinishedSpans().filter((s) => parentOf(s) === batch[0].spanContext().spanId);
    expect(under.map((s) => String(s.attributes['db.query.text']))).toEqual(
      expect.arrayContaining([expect.stringContaining('UPDATE "OutboxEvent"')]),
    );
    exporter.reset();
    await runner.dispatchNow();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans().filter((s) => s.name === 'outbox.dispatch')).toEqual([]);
  } finally {
    await runner.stop(2000);
  }
});

itRedis('a Redis command is a span under the work that sent it, named by the command only', async () => {
  const state = await redisState(REDIS_URL, createLogger('silent'), `gluegun-trace-${process.pid}:`);
  try {
    exporter.reset();
    const parent = await new Promise<string>((resolve) => {
      tracer().startActiveSpan('parent', async (span) => {
        await state.sync({ invalidate: () => undefined } as never);
        span.end();
        resolve(span.spanContext().spanId);
      });
    });
    await provider.forceFlush();
    const get = exporter.getFinishedSpans().find((s) => s.name === 'redis GET');
    expect(get && parentOf(get)).toBe(parent);
    expect(JSON.stringify(get?.attributes)).not.toContain('public-cache');
  } finally {
    await state.close();
  }
});
