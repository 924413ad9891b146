import type { Client } from 'pg';
import {
  REDIS_WANTED,
  call,
  clearRedis,
  createDatabase,
  createProduct as productIn,
  createUser as userIn,
  gql,
  itRedis,
  requireRedis,
  startInstance,
  type Instance,
} from '../support/instances';

/**
 * Two instances of the built server (`node server/dist/index.js`) on one PostgreSQL database and
 * one Redis, as behind a load balancer. Runs when TEST_REDIS_URL is set (`npm test` sets it when Redis answers on
 * 127.0.0.1:6379; CI always, with REQUIRE_REDIS=1 so that a missing Redis fails instead of skipping).
 */
jest.setTimeout(180_000);

const PREFIX = `gluegun-test-${process.pid}:`;
const WRITE_LIMIT = 60;

let db: Awaited<ReturnType<typeof createDatabase>>;
let sql: Client;
let a: Instance;
let b: Instance;

const createUser = (email: string, role: 'ADMIN' | 'CUSTOMER' = 'CUSTOMER') => userIn(sql, email, role);
const createProduct = (name: string, quantity: number) => productIn(sql, name, quantity);

beforeAll(async () => {
  if (!REDIS_WANTED) return;
  await requireRedis();
  db = await createDatabase(`gluegun_scale_${process.pid}`);
  sql = db.sql;
  const env = { REDIS_KEY_PREFIX: PREFIX, WRITE_RATE_LIMIT: String(WRITE_LIMIT) };
  [a, b] = await Promise.all([startInstance(db.url, env), startInstance(db.url, env)]);
});

afterAll(async () => {
  if (!REDIS_WANTED) return;
  for (const i of [a, b]) i?.kill();
  await clearRedis(PREFIX);
  await db?.drop();
});

describe('two instances on one PostgreSQL and one Redis', () => {
  itRedis(
    'a product edit through A is seen by the next anonymous read on B (REST and GraphQL, 60 s cache)',
    async () => {
      const id = await createProduct('Scale Gun', 1000);
      const admin = await createUser(`admin-${Date.now()}@scale.test`, 'ADMIN');
      const PRODUCT = 'query($id: ID!) { product(id: $id) { name version } }';
      // Warm B's cache (two reads each, so the second is a cache hit).
      for (let i = 0; i < 2; i += 1) {
        expect((await call(b.url, `/products/${id}`)).body.name).toBe('Scale Gun');
        expect((await gql(b.url, PRODUCT, { id })).body.data.product.name).toBe('Scale Gun');
      }
      const put = await call(a.url, `/products/${id}`, {
        method: 'PUT',
        token: admin.token,
        body: {
          name: 'Renamed On A',
          price: 1,
          quantity: 900,
          img: '/images/glue-gun-01.svg',
          des: 'scale test',
          version: 0,
        },
      });
      expect(put.status).toBe(200);
      expect((await call(b.url, `/products/${id}`)).body.name).toBe('Renamed On A');
      expect((await gql(b.url, PRODUCT, { id })).body.data.product).toEqual({
        name: 'Renamed On A',
        version: 1,
      });
    },
  );

  itRedis('a customer signed out or deleted through A is refused on B at once', async () => {
    const c = await createUser(`c-${Date.now()}@scale.test`);
    expect((await gql(b.url, '{ me { id } }', {}, c.token)).body.data.me.id).toBe(c.id);
    expect((await gql(a.url, 'mutation { signOut }', {}, c.token)).body.data.signOut).toBe(true);
    expect((await gql(b.url, '{ me { id } }', {}, c.token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );

    const d = await createUser(`d-${Date.now()}@scale.test`);
    const admin = await createUser(`admin2-${Date.now()}@scale.test`, 'ADMIN');
    expect((await gql(b.url, '{ me { id } }', {}, d.token)).body.data.me.id).toBe(d.id);
    expect((await call(a.url, `/user/${d.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await gql(b.url, '{ me { id } }', {}, d.token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  itRedis(
    "a role given through A applies on B at once (B's session-user cache held the old row)",
    async () => {
      const e = await createUser(`e-${Date.now()}@scale.test`);
      const admin = await createUser(`admin3-${Date.now()}@scale.test`, 'ADMIN');
      expect(
        (await gql(b.url, '{ orders(take: 1) { id } }', {}, e.token)).body.errors[0].extensions.code,
      ).toBe('FORBIDDEN');
      const made = await gql(
        a.url,
        'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
        { e: e.email },
        admin.token,
      );
      expect(made.body.data.makeAdmin.modifiedCount).toBe(1);
      expect((await gql(b.url, '{ orders(take: 1) { id } }', {}, e.token)).body.errors).toBeUndefined();
    },
  );

  itRedis(`the write limit (${WRITE_LIMIT} a minute per client) counts across both instances`, async () => {
    const c = await createUser(`rl-${Date.now()}@scale.test`);
    const ip = '10.250.250.250';
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT + 20; i += 1) {
      statuses.push((await gql(i % 2 ? b.url : a.url, 'mutation { signOut }', {}, c.token, ip)).status);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(WRITE_LIMIT);
    expect(statuses.slice(WRITE_LIMIT).every((s) => s === 429)).toBe(true);
  });

  // The same limit under parallel requests spread over both instances (the shared Redis counter
  // is incremented atomically): exactly the limit gets through and lands, the rest are clean 429s, none is a 5xx.
  itRedis(
    `the write limit holds under ${WRITE_LIMIT + 40} parallel writes over both instances from one client`,
    async () => {
      const c = await createUser(`rlp-${Date.now()}@scale.test`);
      const ip = '10.250.250.251';
      const answers = await Promise.all(
        Array.from({ length: WRITE_LIMIT + 40 }, (_, i) =>
          gql(
            i % 2 ? b.url : a.url,
            'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
            { i: { photoUrl: 'https://example.com/p.png', description: `Parallel ${i}` } },
            c.token,
            ip,
          ),
        ),
      );
      expect(answers.every((r) => r.status < 500)).toBe(true);
      const through = answers.filter((r) => r.status !== 429);
      expect(through).toHaveLength(WRITE_LIMIT);
      for (const r of through)
        expect({ status: r.status, errors: r.body.errors, id: typeof r.body.data?.addReview?.id }).toEqual({
          status: 200,
          errors: undefined,
          id: 'string',
        });
      for (const r of answers.filter((x) => x.status === 429))
        expect(r.body.error).toEqual({
          code: 'TOO_MANY_REQUESTS',
          message: expect.any(String),
          requestId: expect.any(String),
        });
      const { rows } = await sql.query<{ n: string }>(
        'SELECT count(*) AS n FROM "Review" WHERE description LIKE \'Parallel %\'',
      );
      expect(Number(rows[0].n)).toBe(WRITE_LIMIT);
    },
  );

  itRedis(
    '200 concurrent payments spread over both instances for stock that covers 50: exactly 50 succeed',
    async () => {
      const productId = await createProduct('Scarce Gun', 5_000);
      const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
      const customers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => createUser(`payer${i}-${Date.now()}@scale.test`)),
      );
      const items: Array<{ token: string; id: string }> = [];
      for (const [i, c] of customers.entries()) {
        const placed = await gql(
          i % 2 ? a.url : b.url,
          PLACE,
          { i: { productId, quantity: 100, phone: '5550100' } },
          c.token,
        );
        items.push({ token: c.token, id: placed.body.data.placeOrder.id });
      }
      const PAY = 'mutation($id: ID!) { payOrderItem(id: $id) { status } }';
      const results = await Promise.all(
        items.map((it, i) => gql(i % 2 ? b.url : a.url, PAY, { id: it.id }, it.token)),
      );
      const ok = results.filter((r) => r.body.data?.payOrderItem?.status === 'INVOICED').length;
      const conflicts = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT').length;
      expect({ ok, conflicts }).toEqual({ ok: 50, conflicts: 150 });
      // Every answer checked: no 5xx, and every loser told plainly that the stock ran out.
      expect(results.every((r) => r.status === 200)).toBe(true);
      for (const r of results.filter((x) => x.body.errors))
        expect(r.body.errors[0].message).not.toMatch(/internal|prisma|postgres|transaction/i);
      const { rows } = await sql.query('SELECT quantity FROM "Product" WHERE id = $1', [productId]);
      expect(rows[0].quantity).toBe(0);
      const paid = await sql.query<{ n: string }>(
        'SELECT count(*) AS n FROM "OrderItem" WHERE "productId" = $1 AND status = \'INVOICED\' AND "stockReserved"',
        [productId],
      );
      expect(Number(paid.rows[0].n)).toBe(50);
    },
  );

  itRedis(
    'SIGKILL of one instance mid-load loses no acknowledged write, and the other keeps serving',
    async () => {
      const admin = await createUser(`admin3-${Date.now()}@scale.test`, 'ADMIN');
      const CREATE = 'mutation($i: ProductInput!) { createProduct(input: $i) { id name } }';
      const acknowledged: string[] = [];
      let n = 0;
      const writer = async (url: string) => {
        for (let i = 0; i < 60; i += 1) {
          const name = `Kill ${++n}`;
          try {
            const res = await gql(
              url,
              CREATE,
              {
                i: {
                  name,
                  description: 'k',
                  imageUrl: '/images/glue-gun-01.svg',
                  priceCents: 100,
                  quantity: 1,
                },
              },
              admin.token,
            );
            if (res.status === 200 && res.body.data?.createProduct?.name === name)
              acknowledged.push(res.body.data.createProduct.id);
          } catch {
            // connection reset by the kill: not acknowledged
          }
        }
      };
      const load = Promise.all([writer(a.url), writer(a.url), writer(b.url), writer(b.url)]);
      await new Promise((r) => setTimeout(r, 300));
      a.child.kill('SIGKILL');
      await load;
      expect(await a.exited).toBeNull(); // killed by the signal
      const { rows } = await sql.query<{ id: string }>(
        'SELECT id FROM "Product" WHERE id = ANY($1::uuid[])',
        [acknowledged],
      );
      expect(rows).toHaveLength(acknowledged.length);
      expect(acknowledged.length).toBeGreaterThan(60); // B went on serving after the kill
      expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    },
  );
});
