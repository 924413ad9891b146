/**
 * Redis taken away under two instances that share it (each reaches Redis through a TCP proxy of its own that the
 * test cuts; the machine's Redis keeps running): both keep serving reads on GraphQL and REST, a sign-out ends the
 * session on both (fail closed), the write limit is counted by each instance alone, a revocation or a write made
 * before or during the outage holds everywhere once Redis is back, also on an instance that held the old row cached
 * and asked nothing meanwhile, and both use Redis again by themselves.
 */
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import {
  REDIS_URL,
  REDIS_WANTED,
  call,
  clearRedis,
  createDatabase,
  createProduct,
  createUser,
  gql,
  itRedis,
  requireRedis,
  startInstance,
  until,
  type Answer,
  type Instance,
  type TestUser,
} from '../support/instances';

jest.setTimeout(60_000);

const PREFIX = `gluegun-redis-fault-${process.pid}:`;
const WRITE_LIMIT = 20;
let db: Awaited<ReturnType<typeof createDatabase>>;
/** One proxy per instance: A's alone can be cut, as a network split would. */
let toA: TcpProxy;
let toB: TcpProxy;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  if (!REDIS_WANTED) return;
  await requireRedis();
  db = await createDatabase(`gluegun_redis_fault_${process.pid}`);
  const real = new URL(REDIS_URL);
  [toA, toB] = await Promise.all([0, 1].map(() => startTcpProxy(real.hostname, Number(real.port || 6379))));
  const env = (proxy: TcpProxy) => ({
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    REDIS_KEY_PREFIX: PREFIX,
    SESSION_CACHE_MS: '60000',
    JOBS_ENABLED: '0',
    WRITE_RATE_LIMIT: String(WRITE_LIMIT),
    LOG_LEVEL: process.env.TEST_INSTANCE_LOG_LEVEL || 'fatal',
  });
  [a, b] = await Promise.all([startInstance(db.url, env(toA)), startInstance(db.url, env(toB))]);
});

afterAll(async () => {
  if (!REDIS_WANTED) return;
  for (const i of [a, b]) i?.kill();
  for (const p of [toA, toB]) {
    await p?.up().catch(() => undefined);
    await p?.close();
  }
  await clearRedis(PREFIX);
  await db?.drop();
});

const ME = '{ me { id } }';
const PRODUCT = 'query($id: ID!) { product(id: $id) { name } }';
let n = 0;
const user = () => createUser(db.sql, `redis-fault-${++n}-${Date.now()}@faults.test`);

/** Signed in on both transports: GraphQL `me` answers the user, REST /my-company answers 200. */
async function expectSignedIn(on: Instance, u: TestUser) {
  const me = await gql(on.url, ME, {}, u.token);
  expect([me.status, me.body.errors, me.body.data?.me?.id]).toEqual([200, undefined, u.id]);
  expect((await call(on.url, '/my-company', { token: u.token })).status).toBe(200);
}

/** Refused on both transports as a session that ended, never a 5xx. */
async function expectRefused(on: Instance, u: TestUser) {
  const me = await gql(on.url, ME, {}, u.token);
  expect(me.status).toBeLessThan(500);
  expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const rest = await call(on.url, '/my-company', { token: u.token });
  expect([rest.status, rest.body?.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
}

/** Waits until each instance reaches Redis again (/readyz 200), at most 10 s each. */
async function expectBack(...instances: Instance[]) {
  for (const on of instances) {
    const ready = await until(
      () => call(on.url, '/readyz'),
      (r: Answer) => r.status === 200,
    );
    expect([ready.last.status, ready.last.body?.coordination]).toEqual([200, true]);
  }
}

/**
 * A session and a product's answers cached on B (60 s), then, while `cut` keeps Redis away, the session signed out
 * and the product renamed on A. Returns the check that B sees both.
 */
async function changedOnAWhileAway(cut: () => Promise<unknown>) {
  const victim = await user();
  const admin = await createUser(db.sql, `redis-fault-admin-${++n}-${Date.now()}@faults.test`, 'ADMIN');
  const id = await createProduct(db.sql, `Cached Gun ${n}`, 1000);
  await expectSignedIn(b, victim);
  for (let i = 0; i < 2; i += 1) {
    expect((await gql(b.url, PRODUCT, { id })).body.data.product.name).toBe(`Cached Gun ${n}`);
    expect((await call(b.url, `/products/${id}`)).body.name).toBe(`Cached Gun ${n}`);
  }
  await cut();
  const out = await gql(a.url, 'mutation { signOut }', {}, victim.token);
  expect([out.status, out.body.errors, out.body.data?.signOut]).toEqual([200, undefined, true]);
  const name = `Renamed During Outage ${n}`;
  const put = await call(a.url, `/products/${id}`, {
    method: 'PUT',
    token: admin.token,
    body: { name, price: 1, quantity: 900, img: '/images/glue-gun-01.svg', des: 'x', version: 0 },
  });
  expect(put.status).toBe(200);
  await expectRefused(a, victim);
  return async function expectSeenOnB() {
    await expectRefused(b, victim);
    expect((await gql(b.url, PRODUCT, { id })).body.data.product.name).toBe(name);
    expect((await call(b.url, `/products/${id}`)).body.name).toBe(name);
  };
}

itRedis(
  'B, idle while Redis was away, trusts none of its caches once back: a sign-out and an edit made on A meanwhile hold on B',
  async () => {
    const expectSeenOnB = await changedOnAWhileAway(() => Promise.all([toA.down(), toB.down()]));
    // B is back while A still cannot announce anything: B must not trust what it cached before it lost Redis.
    await toB.up();
    await expectBack(b);
    await expectSeenOnB();
    await toA.up();
    await expectBack(a);
  },
);

itRedis(
  'A alone loses Redis: what it could not announce meanwhile is announced once it is back, and B, which kept Redis, follows',
  async () => {
    const expectSeenOnB = await changedOnAWhileAway(() => toA.down());
    await toA.up();
    await expectBack(a);
    await expectSeenOnB();
  },
);

itRedis(
  'with Redis away both instances serve reads on GraphQL and REST, a sign-out ends the session on both, and both recover',
  async () => {
    await createProduct(db.sql, 'Outage Gun 60W', 1000);
    const [reader, revokedBefore, signer] = [await user(), await user(), await user()];
    for (const on of [a, b]) for (const u of [reader, revokedBefore, signer]) await expectSignedIn(on, u);
    // Revoked on A before the outage: B, which cached the row, refuses it at once.
    expect((await gql(a.url, 'mutation { signOut }', {}, revokedBefore.token)).body.data.signOut).toBe(true);
    await expectRefused(b, revokedBefore);

    await Promise.all([toA.down(), toB.down()]);
    for (const on of [a, b]) {
      const started = Date.now();
      const anonymous = await gql(on.url, '{ products { items { name } } }');
      expect([anonymous.status, anonymous.body.errors]).toEqual([200, undefined]);
      expect(anonymous.body.data.products.items.map((p: { name: string }) => p.name)).toContain(
        'Outage Gun 60W',
      );
      expect((await call(on.url, '/products')).status).toBe(200);
      await expectSignedIn(on, reader);
      // Fast: nothing waits for a reconnection.
      expect(Date.now() - started).toBeLessThan(3_000);
      // Readiness tells the load balancer that this instance cannot reach Redis.
      const ready = await call(on.url, '/readyz');
      expect([ready.status, ready.body.database, ready.body.coordination]).toEqual([503, true, false]);
      await expectRefused(on, revokedBefore);
    }

    // The write limit still holds, counted by each instance alone meanwhile (looser across them, never off).
    const writer = await user();
    for (const on of [a, b]) {
      const statuses: number[] = [];
      for (let i = 0; i < WRITE_LIMIT + 5; i += 1) {
        statuses.push(
          (
            await gql(
              on.url,
              'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
              { i: { photoUrl: 'https://example.com/p.png', description: `Limit ${i}` } },
              writer.token,
              '10.99.0.1',
            )
          ).status,
        );
      }
      expect(statuses).toEqual([...Array(WRITE_LIMIT).fill(200), ...Array(5).fill(429)]);
    }

    // Sign-out on A while no instance can be told through Redis: the session ends on both, on both transports.
    const out = await gql(a.url, 'mutation { signOut }', {}, signer.token);
    expect([out.status, out.body.errors, out.body.data?.signOut]).toEqual([200, undefined, true]);
    await expectRefused(a, signer);
    await expectRefused(b, signer);

    await Promise.all([toA.up(), toB.up()]);
    await expectBack(a, b);
    for (const on of [a, b]) {
      await expectSignedIn(on, reader);
      await expectRefused(on, signer);
    }
    // The shared version is used again: a sign-out on B reaches A's cached row at once.
    expect((await gql(b.url, 'mutation { signOut }', {}, reader.token)).body.data.signOut).toBe(true);
    await expectRefused(a, reader);
  },
);
