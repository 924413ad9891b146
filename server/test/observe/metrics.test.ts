import { createHarness, type Harness } from '../support/harness';
import { BoundedLabel, OTHER } from '../../src/observe/labels';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { createMetrics } from '../../src/observe/metrics';
import { listenMetrics } from '../../src/observe/metrics-server';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '1000', SESSION_CACHE_MS: '1000' });
});
afterAll(async () => {
  await h.close();
});

const PLACE = 'mutation Place($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
const details = {
  companyName: 'Metrics Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** Every sample of the exposition text: name, labels and value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
      return { name: m[1], labels, value: Number(m[3]) };
    });
}
const scrape = async () => samples((await h.http().get('/metrics').expect(200)).text);
const value = (all: ReturnType<typeof samples>, name: string, labels: Record<string, string> = {}) =>
  all
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

it('after a mixed run a scrape finds every family with sensible values', async () => {
  const buyer = await h.signedIn('CUSTOMER');
  const product = await h.factories.createProduct(h.db, { quantity: 1000 });
  const as = { authorization: `Bearer ${buyer.token}` };
  // GraphQL: a client query (twice: the second is a cache hit), a mutation, one with a name of our own, a failing one.
  for (let i = 0; i < 2; i++)
    await h
      .http()
      .post('/graphql')
      .send({ query: 'query CategoryMenu { categories { id slug name parentId productCount } }' })
      .expect(200);
  await h
    .http()
    .post('/graphql')
    .set(as)
    .send({ query: PLACE, variables: { i: { productId: product.id, quantity: 100, phone: '5550100' } } })
    .expect(200);
  await h
    .http()
    .post('/graphql')
    .send({ query: 'query MadeUpByAnIntegrator { categories { id } }' })
    .expect(200);
  await h.http().post('/graphql').send({ query: 'query ProductDetail { product(id: "missing") { id } }' });
  // REST: a read, a refused read, and a checkout that writes outbox events.
  await h.http().get(`/products/${product.id}`).expect(200);
  await h.http().get('/products/nope').expect(404);
  const other = await h.factories.createProduct(h.db, { quantity: 1000 });
  const placed = await h
    .http()
    .post('/user-orderd-data')
    .set(as)
    .send({ productId: other.id, quantity: 150, userPhone: '+1 555 0100' });
  await h
    .http()
    .post('/checkout')
    .set(as)
    .send({ itemIds: [(placed.body as { order: { id: string } }).order.id], ...details })
    .expect(201);

  const all = await scrape();
  const gql = 'gluegun_graphql_request_duration_seconds_count';
  expect(value(all, gql, { operation: 'CategoryMenu', type: 'query', outcome: 'ok' })).toBe(2);
  expect(value(all, gql, { operation: 'Place', type: 'mutation' })).toBe(0); // not a client name: folded
  expect(value(all, gql, { operation: OTHER })).toBe(2);
  expect(value(all, gql, { operation: 'ProductDetail', outcome: 'error' })).toBe(1);
  expect(value(all, 'gluegun_graphql_request_duration_seconds_sum')).toBeGreaterThan(0);
  const rest = 'gluegun_http_request_duration_seconds_count';
  expect(value(all, rest, { route: '/products/:id', method: 'GET', status: '2xx' })).toBe(1);
  expect(value(all, rest, { route: '/products/:id', method: 'GET', status: '4xx' })).toBe(1);
  expect(value(all, rest, { route: '/checkout', method: 'POST', status: '2xx' })).toBe(1);
  expect(all.some((s) => s.labels.route === '/products/nope')).toBe(false);

  expect(value(all, 'gluegun_db_pool_connections', { state: 'max' })).toBe(20);
  expect(value(all, 'gluegun_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
  expect(all.some((s) => s.name === 'gluegun_db_pool_waiting')).toBe(true);
  expect(value(all, 'gluegun_cache_hits_total', { cache: 'answers' })).toBeGreaterThanOrEqual(1);
  expect(value(all, 'gluegun_cache_misses_total', { cache: 'answers' })).toBeGreaterThanOrEqual(1);
  expect(value(all, 'gluegun_cache_hits_total', { cache: 'documents' })).toBeGreaterThanOrEqual(1);
  // The checkout (a write) emptied the answers; the parsed documents stay.
  expect(value(all, 'gluegun_cache_bytes', { cache: 'documents' })).toBeGreaterThan(0);
  expect(all.some((s) => s.name === 'gluegun_cache_bytes' && s.labels.cache === 'answers')).toBe(true);
  expect(all.some((s) => s.name === 'gluegun_cache_hits_total' && s.labels.cache === 'sessions')).toBe(true);
  expect(value(all, 'gluegun_graphql_query_cost_spent_total')).toBeGreaterThan(0);
  expect(all.some((s) => s.name === 'gluegun_graphql_query_cost_throttled_total')).toBe(true);
  // No job runner in this app: the checkout's events wait, as /readyz says.
  const ready = (await h.http().get('/readyz')).body as { outbox: { waiting: number } };
  expect(value(all, 'gluegun_outbox_waiting_events')).toBe(ready.outbox.waiting);
  expect(ready.outbox.waiting).toBeGreaterThan(0);
  expect(all.some((s) => s.name === 'gluegun_outbox_oldest_waiting_seconds')).toBe(true);
  expect(
    all
      .filter((s) => s.name === 'gluegun_jobs_queued')
      .map((s) => s.labels.queue)
      .sort(),
  ).toEqual(['email', 'webhook']);
  expect(all.some((s) => s.name === 'gluegun_jobs_oldest_queued_seconds')).toBe(true);
  expect(all.filter((s) => s.name === 'gluegun_webhook_deliveries').length).toBe(3);
  for (const family of [
    'gluegun_webhook_deliveries_total',
    'gluegun_emails_total',
    'gluegun_page_renders_total',
    'gluegun_rendered_pages_served_total',
  ]) {
    expect(all.some((s) => s.name === family)).toBe(true);
  }
  expect(value(all, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  expect(all.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
});

it('keeps label values bounded after 10,000 random operation names and paths', async () => {
  const before = (await scrape()).length;
  const random = () => Math.random().toString(36).slice(2);
  for (let i = 0; i < 10_000; i += 250) {
    await Promise.all(
      Array.from({ length: 250 }, (_, j) =>
        j % 2
          ? h
              .http()
              .post('/graphql')
              .send({ query: `query Op${random()} { __typename }` })
          : h.http().get(`/products/${random()}/${random()}`).set('accept', 'application/json'),
      ),
    );
  }
  const after = await scrape();
  const operations = new Set(
    after.filter((s) => s.name.startsWith('gluegun_graphql_request')).map((s) => s.labels.operation),
  );
  const routes = new Set(
    after.filter((s) => s.name.startsWith('gluegun_http_request')).map((s) => s.labels.route),
  );
  expect(operations.size).toBeLessThan(10);
  expect(routes.size).toBeLessThan(15);
  // A handful of new series (the "other" and "unmatched" labels), not thousands.
  expect(after.length - before).toBeLessThan(100);
}, 240_000);

it('a bounded label keeps at most its cap of allowed values', () => {
  const label = new BoundedLabel(3, (v) => v.startsWith('ok'));
  expect(['ok1', 'ok2', 'bad', 'ok3', 'ok4', 'ok1'].map((v) => label.of(v))).toEqual([
    'ok1',
    'ok2',
    OTHER,
    'ok3',
    OTHER,
    'ok1',
  ]);
});

it('in production serves /metrics on the app only with a token, else on a port of its own', () => {
  const base = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://x@127.0.0.1/x',
    SESSION_SECRET: 's'.repeat(48),
    FIREBASE_PROJECT_ID: 'p',
    ADMIN_EMAILS: 'a@b.c',
  };
  expect(loadConfig(base).metrics).toMatchObject({ enabled: true, onApp: false });
  expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toMatchObject({
    onApp: false,
    port: 9464,
    host: '127.0.0.1',
  });
  expect(loadConfig({ ...base, METRICS_TOKEN: 't'.repeat(32) }).metrics).toMatchObject({ onApp: true });
  expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  expect(loadConfig({ ...base, NODE_ENV: 'development', METRICS_ENABLED: 'false' }).metrics).toMatchObject({
    enabled: false,
    onApp: false,
  });
});

it('asks for the token when one is set', async () => {
  const guarded = await createHarness({ METRICS_TOKEN: 'a-metrics-token-of-32-characters' });
  try {
    await guarded.http().get('/metrics').expect(401);
    await guarded.http().get('/metrics').set('authorization', 'Bearer wrong').expect(401);
    const ok = await guarded
      .http()
      .get('/metrics')
      .set('authorization', 'Bearer a-metrics-token-of-32-characters')
      .expect(200);
    expect(ok.text).toContain('gluegun_db_pool_connections');
  } finally {
    await guarded.close();
  }
});

it('serves only GET /metrics on a listener of its own (METRICS_PORT), with the token when one is set', async () => {
  const server = await listenMetrics(createMetrics(h.deps, {}), {
    enabled: true,
    port: 0,
    host: '127.0.0.1',
    token: 'a-metrics-token-of-32-characters',
    onApp: false,
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const ok = await fetch(`${url}/metrics`, {
      headers: { authorization: 'Bearer a-metrics-token-of-32-characters' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('gluegun_outbox_waiting_events');
    expect(
      (
        await fetch(`${url}/graphql`, {
          headers: { authorization: 'Bearer a-metrics-token-of-32-characters' },
        })
      ).status,
    ).toBe(404);
  } finally {
    server.close();
  }
});
