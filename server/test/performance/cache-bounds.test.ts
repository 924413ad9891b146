/**
 * What one anonymous caller can make an instance hold. The caches are bounded by bytes as well as entries
 * (CACHE_MAX_BYTES), their keys are normalised, and the REST catalog and order lists are bounded answers.
 * Only sizes and counts are checked here, never timings (the flood's memory figures come from `npm run bench`).
 */
import { createHarness, type Harness } from '../support/harness';
import { PublicCache } from '../../src/lib/public-cache';
import { productData } from '../../src/db/factories';
import { orderItemData } from '../support/order-items';

const BUDGET = 2 * 1024 * 1024;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000', CACHE_MAX_BYTES: String(BUDGET) });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.cache.invalidate();
});

/** The first `n` orderings of `items`. */
function permutations<T>(items: T[], n: number): T[][] {
  const out: T[][] = [];
  const walk = (rest: T[], taken: T[]) => {
    if (out.length >= n) return;
    if (rest.length === 0) out.push(taken);
    rest.forEach((item, i) => walk([...rest.slice(0, i), ...rest.slice(i + 1)], [...taken, item]));
  };
  walk(items, []);
  return out;
}
const post = (body: unknown) =>
  h
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send(body as object);
const addProducts = (n: number) =>
  h.db.product.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      ...productData({ name: `Gun ${i}` }),
      description: 'A hot-melt glue gun for the bench. '.repeat(30),
    })),
  });

describe('byte budget', () => {
  // 300 keys of about 46 kB: ten times what the answers' share of the budget holds (about 30), so the cache is full
  // and evicting for nine tenths of the run. (More keys check nothing more: 3,000 cost 70 s of a server run
  // under CI's load for the same property.)
  it('300 distinct keys for the largest public answer (ten times what fits) leave the cache at or under its byte budget', async () => {
    await addProducts(40);
    // Another order of the same fields is another answer (GraphQL answers in the order asked), so another entry.
    let largest = 0;
    const orders = permutations(
      ['id', 'name', 'description', 'imageUrl', 'priceCents', 'quantity', 'sku', 'createdAt'],
      300,
    );
    for (const fields of orders) {
      const res = await post({
        query: `{ products(page: 1, pageSize: 40) { total items { ${fields.join(' ')} } } }`,
      });
      expect(res.status).toBe(200);
      largest = Math.max(largest, res.text.length);
      expect(h.cache.bytes).toBeLessThanOrEqual(h.cache.maxBytes);
    }
    expect(largest).toBeGreaterThan(45_000); // about 300 x 46 kB = 14 MB without a byte bound
    expect(h.cache.maxBytes).toBeLessThanOrEqual(BUDGET);
    expect(300 * largest).toBeGreaterThan(8 * h.cache.maxBytes); // the run really is several budgets' worth
    expect(h.cache.size).toBeGreaterThan(10); // it still caches: as many whole answers as fit
    expect(h.cache.size).toBeLessThan(300);
  }, 240_000);

  it('keeps no answer larger than the whole budget, and counts keys and bodies', () => {
    const cache = new PublicCache(60_000, 500, 1024 * 1024);
    cache.set('huge', 'x'.repeat(2 * 1024 * 1024), 0);
    expect(cache.get('huge')).toBeUndefined();
    for (let i = 0; i < 3000; i += 1) cache.set(`k${i}`, 'y'.repeat(100_000), 0);
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBe(10);
  });
});

describe('normalised keys', () => {
  it('REST query parameters a route does not read reuse one entry', async () => {
    await addProducts(3);
    const first = await h.http().get('/products?v=0');
    for (let v = 1; v < 50; v += 1)
      expect((await h.http().get(`/products?v=${v}&utm=${v}`)).text).toBe(first.text);
    expect(h.cache.size).toBe(1);
  });

  it('whitespace, comments, variable order and undeclared variables reuse one GraphQL entry', async () => {
    await addProducts(3);
    const variants = [
      {
        query: 'query($p: Int, $s: Int) { products(page: $p, pageSize: $s) { total items { id name } } }',
        variables: { p: 1, s: 5 },
      },
      {
        query:
          'query($p: Int, $s: Int) {\n  # the catalog\n  products(page: $p, pageSize: $s) {\n    total\n    items { id, name }\n  }\n}',
        variables: { s: 5, p: 1 },
      },
      {
        query: 'query($p: Int,$s: Int){products(page:$p,pageSize:$s){total items{id name}}}',
        variables: { p: 1, s: 5, junk: 'x' },
      },
    ];
    const answers = [];
    // The data, not the whole body: the first answer ran and says what it cost (extensions.cost); cached ones cost nothing.
    for (const body of variants) answers.push(JSON.stringify(JSON.parse((await post(body)).text).data));
    expect(new Set(answers).size).toBe(1);
    expect(h.cache.size).toBe(1);
  });

  it('documents with aliases are answered in their own shape and never cached (an alias changes the answer)', async () => {
    await addProducts(2);
    await post({ query: '{ products(page: 1, pageSize: 5) { total } }' });
    expect(h.cache.size).toBe(1);
    for (let i = 0; i < 20; i += 1) {
      const res = await post({ query: `{ products(page: 1, pageSize: 5) { n${i}: total } }` });
      expect(res.body.data.products).toEqual({ [`n${i}`]: 2 });
    }
    expect(h.cache.size).toBe(1);
  });
});

describe('bounded list answers', () => {
  it("GET /products keeps the spec's list up to 1,000 products and pages above, with the total and the next page", async () => {
    await addProducts(1001);
    const first = await h.http().get('/products');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1000);
    expect(first.headers['x-total-count']).toBe('1001');
    expect(first.headers.link).toBe('</products?offset=1000&limit=1000>; rel="next"');
    const again = await h.http().get('/products'); // from the cache: the headers come with it
    expect(again.headers.link).toBe(first.headers.link);
    const rest = await h.http().get('/products?offset=1000&limit=1000');
    expect(rest.body).toHaveLength(1);
    expect(rest.headers.link).toBeUndefined();
    const bad = await h.http().get('/products?limit=5000');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^limit must be a whole number from 1 to 1000/);
  });

  it('myOrders answers a bounded page by default, newest first, and skip reaches older lines', async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const product = await h.factories.createProduct(h.db);
    const start = Date.now() - 600_000;
    // productId null: many lines of one buyer without tripping the one-open-item-per-product rule.
    await h.db.orderItem.createMany({
      data: Array.from({ length: 600 }, (_, i) => ({
        ...orderItemData(product, buyer.user, { quantity: 100 + i }),
        productId: null,
        createdAt: new Date(start + i * 1000),
      })),
    });
    const page = await h.gql('{ myOrders { quantity } }', {}, buyer.token);
    expect(page.data.myOrders).toHaveLength(500);
    expect(page.data.myOrders[0].quantity).toBe(699);
    const older = await h.gql('{ myOrders(skip: 500) { quantity } }', {}, buyer.token);
    expect(older.data.myOrders.map((o: { quantity: number }) => o.quantity)).toEqual(
      Array.from({ length: 100 }, (_, i) => 199 - i),
    );
    const tooMany = await h.gql('{ myOrders(take: 5000) { id } }', {}, buyer.token);
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'take' });
  });
});
