import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import {
  REDIS_WANTED,
  call,
  clearRedis,
  createDatabase,
  createProduct as productIn,
  createUser as userIn,
  ROOT,
  gql,
  itRedis,
  requireRedis,
  startInstance,
  until,
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
let clientDist: string;

const createUser = (email: string, role: 'ADMIN' | 'CUSTOMER' = 'CUSTOMER') => userIn(sql, email, role);
const createProduct = (name: string, quantity: number) => productIn(sql, name, quantity);

beforeAll(async () => {
  if (!REDIS_WANTED) return;
  await requireRedis();
  db = await createDatabase(`gluegun_scale_${process.pid}`);
  sql = db.sql;
  clientDist = shopPageBuild();
  const env = {
    REDIS_KEY_PREFIX: PREFIX,
    WRITE_RATE_LIMIT: String(WRITE_LIMIT),
    CLIENT_DIST: clientDist,
  };
  [a, b] = await Promise.all([startInstance(db.url, env), startInstance(db.url, env)]);
});

afterAll(async () => {
  if (!REDIS_WANTED) return;
  for (const i of [a, b]) i?.kill();
  await clearRedis(PREFIX);
  await db?.drop();
  if (clientDist) fs.rmSync(clientDist, { recursive: true, force: true });
});

/**
 * A client build whose render module asks, for the shop's first page, the client's own grid query (read from its
 * source) with the contract price added, and prints the answers into the page: whatever a page's query asks, the
 * server renders it as a visitor.
 */
function shopPageBuild(): string {
  const source = fs.readFileSync(path.join(ROOT, 'client/src/features/shop/api/products.ts'), 'utf8');
  const grid = /graphql\(`([\s\S]*?query ShopProducts[\s\S]*?)`\)/.exec(source)![1];
  const query = grid.replace(/\bpriceCents\b/, 'priceCents myPrice { unitPriceCents explanation }');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-client-'));
  const built = '<html><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(dir, 'index.html'), built);
  fs.writeFileSync(path.join(dir, 'shop.html'), built);
  fs.mkdirSync(path.join(dir, '.ssr'));
  fs.writeFileSync(path.join(dir, '.ssr', 'template.html'), built);
  fs.writeFileSync(
    path.join(dir, '.ssr', 'prerender.mjs'),
    `const query = ${JSON.stringify(query)};
export const pageRequests = (p, search = '') =>
  p === '/shop' && !search ? [{ query, variables: { search: null, page: 1, pageSize: 9 } }] : null;
export const prerenderPage = async (p, search, answers) => ({ html: JSON.stringify(answers), title: 'Shop', state: answers });
export const pageDocument = (template, paths, page) =>
  template.replace('<div id="root"></div>', () => '<div id="root"><pre id="answers">' + page.html + '</pre></div>');
`,
  );
  return dir;
}

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

  itRedis(
    "a contract price reaches only its company's buyer, on either instance, before and after the list changes on one; the rendered shop page carries none",
    async () => {
      const stamp = Date.now();
      const admin = await createUser(`admin-prices-${stamp}@scale.test`, 'ADMIN');
      const acme = await createUser(`acme-${stamp}@scale.test`);
      const other = await createUser(`other-${stamp}@scale.test`);
      const companyOf = async (userId: string) =>
        (await sql.query<{ c: string }>('SELECT "companyId" AS c FROM "User" WHERE id = $1', [userId]))
          .rows[0].c;
      const [acmeCompany, otherCompany] = [await companyOf(acme.id), await companyOf(other.id)];
      const id = await createProduct(`Contract Gun ${stamp}`, 10_000);
      const sku = `CG-${stamp}`;
      await sql.query('UPDATE "Product" SET sku = $2, "priceCents" = 1000 WHERE id = $1', [id, sku]);
      const asAdmin = async (url: string, query: string, variables: Record<string, unknown>) => {
        const res = await gql(url, query, variables, admin.token);
        expect(res.body.errors).toBeUndefined();
        return res.body.data;
      };
      const SAVE = 'mutation($id: ID, $i: PriceListInput!) { savePriceList(id: $id, input: $i) { id } }';
      const ENTRIES =
        'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }';
      const listId = (await asAdmin(a.url, SAVE, { i: { name: `Acme ${stamp}`, companyIds: [acmeCompany] } }))
        .savePriceList.id;
      await asAdmin(a.url, ENTRIES, { id: listId, e: [{ sku, unitPriceCents: 800 }] });

      // The product page's price, a grid of products with it, and the grid's public read (one shared entry).
      const ONE =
        'query($id: ID!) { product(id: $id) { id priceCents myPrice { unitPriceCents explanation } } }';
      const GRID =
        'query($page: Int!) { products(page: $page, pageSize: 24) { items { id priceCents myPrice { unitPriceCents explanation } } } }';
      const PUBLIC = 'query($page: Int!) { products(page: $page, pageSize: 24) { items { id priceCents } } }';
      type Price = { unitPriceCents: number; explanation: string } | null;
      const readers = { acme: acme.token, other: other.token, visitor: undefined } as const;
      const seen = async (url: string, token: string | undefined) => {
        const one = await gql(url, ONE, { id }, token);
        const grid = await gql(url, GRID, { page: 1 }, token);
        const pub = await gql(url, PUBLIC, { page: 1 }, token);
        const inGrid = (r: typeof grid) =>
          (r.body.data.products.items as Array<{ id: string; priceCents: number; myPrice?: Price }>).find(
            (p) => p.id === id,
          )!;
        return {
          product: one.body.data.product.myPrice as Price,
          grid: inGrid(grid).myPrice as Price,
          listPrices: [one.body.data.product.priceCents, inGrid(grid).priceCents, inGrid(pub).priceCents],
          publicRow: Object.keys(inGrid(pub)),
        };
      };
      /** Each reader on both instances, then again where the cache now holds its answer. */
      const everyoneSees = async (want: Record<keyof typeof readers, Price>) => {
        const order: Array<[string, keyof typeof readers]> = [
          [a.url, 'acme'],
          [b.url, 'visitor'],
          [a.url, 'other'],
          [b.url, 'acme'],
          [a.url, 'visitor'],
          [b.url, 'other'],
          [a.url, 'acme'],
          [b.url, 'visitor'],
          [a.url, 'other'],
        ];
        for (const [url, who] of order)
          expect({ who, on: url === a.url ? 'A' : 'B', ...(await seen(url, readers[who])) }).toEqual({
            who,
            on: url === a.url ? 'A' : 'B',
            product: want[who],
            grid: want[who],
            listPrices: [1000, 1000, 1000],
            publicRow: ['id', 'priceCents'],
          });
      };
      const fixed = { unitPriceCents: 800, explanation: `Your contract price: Acme ${stamp}, $8.00 a unit` };
      await everyoneSees({ acme: fixed, other: null, visitor: null });

      // The entry changes through B: both instances answer the new price at once, to Acme's buyer alone.
      await asAdmin(b.url, ENTRIES, { id: listId, e: [{ sku, percentOffBp: 1_000 }] });
      const percent = { unitPriceCents: 900, explanation: `Your contract price: Acme ${stamp}, 10 % off` };
      await everyoneSees({ acme: percent, other: null, visitor: null });

      // The list moves to the other company through A: Acme's cached price is gone on both instances.
      await asAdmin(a.url, SAVE, { id: listId, i: { name: `Acme ${stamp}`, companyIds: [otherCompany] } });
      await everyoneSees({ acme: null, other: percent, visitor: null });
      await asAdmin(b.url, SAVE, { id: listId, i: { name: `Acme ${stamp}`, companyIds: [acmeCompany] } });
      await everyoneSees({ acme: percent, other: null, visitor: null });

      // The shop's first page, rendered on each instance after Acme's buyer read there, with and without a session:
      // asked as a visitor, its contract price is null however the page's query asks for it.
      for (const url of [a.url, b.url, a.url, b.url])
        for (const token of [acme.token, undefined]) {
          // The render module loads in the background: the built page goes out until it has.
          const { last } = await until(
            async () => {
              const res = await fetch(`${url}/shop`, {
                headers: { accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              });
              return { status: res.status, html: await res.text() };
            },
            (r) => r.html.includes('<pre id="answers">'),
            5_000,
            50,
          );
          const { status, html } = last;
          const answers = /<pre id="answers">([\s\S]*)<\/pre>/.exec(html);
          expect({ status, rendered: answers !== null }).toEqual({ status: 200, rendered: true });
          const row = JSON.parse(answers![1])[0].products.items.find((p: { id: string }) => p.id === id);
          expect(row).toMatchObject({ priceCents: 1000, myPrice: null });
          expect(html).not.toContain('Your contract price');
        }
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
