/**
 * Secrets shown once are never kept in plain text (docs/decisions/047 and 028): after every way of making one (an
 * API key, a webhook endpoint's signing secret, a rotated secret; with and without an Idempotency-Key, and the
 * replay of that key on another instance), no row of any table (the table list read from the catalog, so a new
 * table is searched too) and no key in Redis (two instances sharing it, as in server/test/scale) holds its text.
 * A replay of a request whose answer carried a secret is a 409 that says the secret was shown once.
 */
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { createHarness, type Harness } from '../support/harness';
import pino from 'pino';
import { localState, redisState, type SharedState } from '../../src/lib/shared-state';
import { signingSecretsOf } from '../../src/modules/webhooks/secret-box';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `gluegun-secrets-${process.pid}:`;
let a: Harness;
let b: Harness;
let redis: Redis | null = null;
let sql: Client;
const states: SharedState[] = [];

async function sharedState(): Promise<SharedState> {
  if (!redis) return localState;
  const state = await redisState(REDIS_URL, pino({ level: 'silent' }), PREFIX);
  states.push(state);
  return state;
}

beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  try {
    await probe.connect();
    await probe.ping();
    redis = probe;
  } catch {
    probe.disconnect();
    if (process.env.TEST_REDIS_URL || process.env.REQUIRE_REDIS === '1')
      throw new Error(`Redis is required at ${REDIS_URL}`);
  }
  a = await createHarness({}, { shared: await sharedState() });
  b = await createHarness({}, { shared: await sharedState() }); // a second instance on the same database and Redis
  sql = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await sql.connect();
});
afterAll(async () => {
  await a.close();
  await b.close();
  for (const s of states) await s.close();
  if (redis) {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  await sql.end();
});
beforeEach(async () => {
  await a.reset();
});

/** Every table of the database, from the catalog: a table added later is searched without changing this test. */
async function tablesHolding(text: string): Promise<string[]> {
  const { rows: tables } = await sql.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['IdempotencyKey', 'ApiKey', 'WebhookEndpoint', 'OutboxEvent']),
  );
  const found: string[] = [];
  for (const t of tables) {
    const table = `"${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`;
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} t WHERE strpos(t::text, $1) > 0`,
      [text],
    );
    if (rows[0].n > 0) found.push(`${t.schema}.${t.name}`);
  }
  return found;
}

/** Every key in Redis, whatever its type, searched for the text. */
async function redisKeysHolding(text: string): Promise<string[]> {
  if (!redis) return [];
  const found: string[] = [];
  let cursor = '0';
  let seen = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      seen += 1;
      const type = await redis.type(key);
      const values: string[] =
        type === 'string'
          ? [String(await redis.get(key))]
          : type === 'hash'
            ? Object.entries(await redis.hgetall(key)).flat()
            : type === 'list'
              ? await redis.lrange(key, 0, -1)
              : type === 'set'
                ? await redis.smembers(key)
                : type === 'zset'
                  ? await redis.zrange(key, 0, -1)
                  : type === 'stream'
                    ? (await redis.xrange(key, '-', '+')).flat(3).map(String)
                    : [];
      if (key.includes(text) || values.some((v) => v.includes(text))) found.push(key);
    }
  } while (cursor !== '0');
  expect(seen).toBeGreaterThan(0); // the instances did write their shared state there
  return found;
}

async function expectKeptNowhere(secret: string) {
  // The random part alone: a secret kept without its prefix, or inside a larger text, is found too.
  const tail = secret.slice(secret.length - 24);
  expect({ tables: await tablesHolding(tail), redis: await redisKeysHolding(tail) }).toEqual({
    tables: [],
    redis: [],
  });
}

const CREATE_KEY = 'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id prefix } } }';
const CREATE_HOOK =
  'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }';
const ROTATE =
  'mutation($id: ID!, $h: Int!) { rotateWebhookSecret(id: $id, overlapHours: $h) { secret endpoint { id } } }';

function post(target: Harness, token: string, body: object, key?: string) {
  const req = target.http().post('/graphql').set('authorization', `Bearer ${token}`);
  if (key) req.set('idempotency-key', key);
  return req.send(body);
}

/** Makes a secret three ways (no key; a key; that key replayed on the other instance) and checks each. */
async function everyWay(token: string, body: () => object, secretOf: (data: any) => string) {
  const plain = await post(a, token, body());
  expect(plain.body.errors).toBeUndefined();
  const first = secretOf(plain.body.data);
  expect(first).toMatch(/^(gg_live_|whsec_)/);
  await expectKeptNowhere(first);

  const keyed = await post(a, token, body(), `secret-${first.slice(-8)}`);
  expect(keyed.body.errors).toBeUndefined();
  const second = secretOf(keyed.body.data);
  expect(second).not.toBe(first);
  await expectKeptNowhere(second);

  // The same key again, on the other instance: the write does not run twice, and the secret is not shown again.
  const replay = await post(b, token, body(), `secret-${first.slice(-8)}`);
  expect(replay.status).toBe(409);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  expect(replay.body.errors[0].message).toMatch(/shown only once/);
  expect(replay.text).not.toContain(second.slice(-24));
  await expectKeptNowhere(second);
  return [first, second];
}

describe('secrets shown once are kept nowhere in plain text', () => {
  it('API keys, made by a shop admin and by a company admin', async () => {
    const admin = await a.signedIn('ADMIN');
    const body = () => ({ query: CREATE_KEY, variables: { i: { name: 'ci', scopes: ['read:invoices'] } } });
    await everyWay(admin.token, body, (d) => d.createApiKey.key);
    const owner = await a.signedIn('CUSTOMER');
    await everyWay(
      owner.token,
      () => ({ query: CREATE_KEY, variables: { i: { name: 'shop', scopes: ['read:orders'] } } }),
      (d) => d.createApiKey.key,
    );
    expect(await a.db.apiKey.count()).toBe(4);
  });

  it('webhook signing secrets, registered and rotated, still sign deliveries', async () => {
    const admin = await a.signedIn('ADMIN');
    const made = await everyWay(
      admin.token,
      () => ({ query: CREATE_HOOK, variables: { i: { url: 'https://93.184.215.14/hook', eventTypes: [] } } }),
      (d) => d.createWebhookEndpoint.secret,
    );
    const endpoint = await a.db.webhookEndpoint.findFirstOrThrow({ orderBy: { createdAt: 'asc' } });
    const rotated = await everyWay(
      admin.token,
      () => ({ query: ROTATE, variables: { id: endpoint.id, h: 24 } }),
      (d) => d.rotateWebhookSecret.secret,
    );
    expect(made.concat(rotated)).toHaveLength(4);
    // What the deliverer reads back is the newest secret and the previous one, as they were shown.
    const stored = await a.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(signingSecretsOf(stored, new Date(), a.deps.config.sessionSecret)).toEqual([
      rotated[1],
      rotated[0],
    ]);
  });
});
