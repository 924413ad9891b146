import jwt from 'jsonwebtoken';
import { createHarness, type Harness } from '../support/harness';
import { PublicCache } from '../../src/lib/public-cache';

/**
 * The public read cache (src/lib/public-cache.ts) with a TTL long enough that any staleness would show:
 * every write through the API is visible in the very next anonymous read, through GraphQL and REST.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.cache.invalidate();
});

const PRODUCTS = '{ products(page: 1, pageSize: 50) { total items { id name quantity priceCents } } }';
const PRODUCT = 'query($id: ID!) { product(id: $id) { id name quantity } }';
const input = {
  name: 'Cache Gun',
  description: 'd',
  imageUrl: 'https://example.com/c.png',
  priceCents: 1000,
  quantity: 500,
};
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const anonymousProducts = async () => (await h.gql(PRODUCTS)).data.products;

describe('public read cache', () => {
  it('answers repeated anonymous catalog reads from the cache', async () => {
    await h.factories.createProduct(h.db, { name: 'First' });
    const first = await anonymousProducts();
    expect(h.cache.size).toBe(1);
    // A row written behind the API's back is not seen while the entry lives: proof that the hit skipped the database.
    await h.factories.createProduct(h.db, { name: 'Behind the back' });
    expect(await anonymousProducts()).toEqual(first);
    const rest = await h.http().get('/products');
    expect(rest.headers['content-type']).toMatch(/^application\/json/);
    expect((await h.http().get('/products')).body).toEqual(rest.body);
  });

  it('shows a product created, updated or deleted through GraphQL or REST on the next read', async () => {
    const admin = await h.signedIn('ADMIN');
    expect((await anonymousProducts()).total).toBe(0);
    expect((await h.http().get('/products')).body).toEqual([]);

    const created = await h.gql(
      'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
      { i: input },
      admin.token,
    );
    const id = created.data.createProduct.id;
    expect((await anonymousProducts()).items.map((p: any) => p.name)).toEqual(['Cache Gun']);
    expect((await h.http().get('/products')).body.map((p: any) => p.name)).toEqual(['Cache Gun']);
    expect((await h.gql(PRODUCT, { id })).data.product.name).toBe('Cache Gun');

    await h
      .http()
      .put(`/products/${id}`)
      .set('authorization', `Bearer ${admin.token}`)
      .send({
        name: 'Renamed Gun',
        price: '12.00',
        quantity: 400,
        img: 'https://example.com/c.png',
        des: 'd',
        version: 0,
      })
      .expect(200);
    expect((await h.gql(PRODUCT, { id })).data.product).toMatchObject({ name: 'Renamed Gun', quantity: 400 });
    expect((await h.http().get(`/products/${id}`)).body).toMatchObject({
      name: 'Renamed Gun',
      quantity: 400,
    });
    expect((await anonymousProducts()).items[0]).toMatchObject({ name: 'Renamed Gun', priceCents: 1200 });

    await h.http().delete(`/products/${id}`).set('authorization', `Bearer ${admin.token}`).expect(200);
    expect((await anonymousProducts()).total).toBe(0);
    expect((await h.http().get('/products')).body).toEqual([]);
    expect((await h.http().get(`/products/${id}`)).status).toBe(404);
  });

  it('shows stock taken by Pay and returned by Cancel on the next read', async () => {
    const product = await h.factories.createProduct(h.db, { quantity: 1000 });
    const customer = await h.signedIn('CUSTOMER');
    const admin = await h.signedIn('ADMIN');
    expect((await h.gql(PRODUCT, { id: product.id })).data.product.quantity).toBe(1000);
    const placed = await h.gql(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
      { i: { productId: product.id, quantity: 300, phone: '5550100' } },
      customer.token,
    );
    const itemId = placed.data.placeOrder.id;
    await h.gql('mutation($id: ID!) { payOrderItem(id: $id) { id } }', { id: itemId }, customer.token);
    expect((await h.gql(PRODUCT, { id: product.id })).data.product.quantity).toBe(700);
    expect((await h.http().get(`/products/${product.id}`)).body.quantity).toBe(700);
    await h
      .http()
      .post(`/user-orderd-data/${itemId}/cancel`)
      .set('authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect((await h.gql(PRODUCT, { id: product.id })).data.product.quantity).toBe(1000);
  });

  it('shows a new review on the next read of /user-review and reviews', async () => {
    const customer = await h.signedIn('CUSTOMER');
    expect((await h.http().get('/user-review')).body).toEqual([]);
    expect((await h.gql('{ reviews { description } }')).data.reviews).toEqual([]);
    await h
      .http()
      .post('/user-review')
      .set('authorization', `Bearer ${customer.token}`)
      .send({ photoUrl: 'https://example.com/me.jpg', description: 'Fresh review' })
      .expect(201);
    expect((await h.http().get('/user-review')).body.map((r: any) => r.description)).toEqual([
      'Fresh review',
    ]);
    expect((await h.gql('{ reviews { description } }')).data.reviews).toEqual([
      { description: 'Fresh review' },
    ]);
  });

  it('never caches private fields, errors or documents with a mutation', async () => {
    const customer = await h.signedIn('CUSTOMER');
    await h.gql('{ me { id } }', undefined, customer.token);
    await h.gql('{ me { id } }');
    await h.gql('{ products(page: 0) { total } }');
    await h.gql('{ products { total } reviews { id } } mutation { signOut }');
    expect(h.cache.size).toBe(0);
  });

  it("answers signed-in public reads from the same cache once the token's signature is checked", async () => {
    await h.factories.createProduct(h.db, { name: 'Cached' });
    const customer = await h.signedIn('CUSTOMER');
    const first = (await h.gql(PRODUCTS, undefined, customer.token)).data.products;
    expect(h.cache.size).toBe(1);
    await h.factories.createProduct(h.db, { name: 'Behind the back' });
    // Signed-in and anonymous callers share the entry: the hit skipped the database.
    expect((await h.gql(PRODUCTS, undefined, customer.token)).data.products).toEqual(first);
    expect(await anonymousProducts()).toEqual(first);
    const rest = await h.http().get('/products').set('authorization', `Bearer ${customer.token}`).expect(200);
    expect(rest.body.map((p: any) => p.name).sort()).toEqual(['Behind the back', 'Cached']);
    expect((await h.http().get('/products').set('authorization', `Bearer ${customer.token}`)).body).toEqual(
      rest.body,
    );
  });

  it('sends tokens that fail the signature or expiry check the uncached way, and still refuses revoked sessions', async () => {
    await h.factories.createProduct(h.db, { name: 'Cached' });
    const customer = await h.signedIn('CUSTOMER');
    const cached = (await h.gql(PRODUCTS, undefined, customer.token)).data.products;
    await h.factories.createProduct(h.db, { name: 'Behind the back' });
    const secret = h.deps.config.sessionSecret;
    const claims = { sub: customer.user.id, v: customer.user.tokenVersion, iss: 'gluegun-shop' };
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
      algorithm: 'HS256',
    });
    const wrongKey = jwt.sign(claims, 'another-secret-another-secret-another-secret', { algorithm: 'HS256' });
    for (const token of [expired, wrongKey, `${customer.token}x`, 'garbage']) {
      // Not from the cache (the row written behind its back shows), and answered as before: the public catalog.
      const res = await h.gql(PRODUCTS, undefined, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.products.total).toBe(2);
      expect(codeOf(await h.gql('{ me { id } }', undefined, token))).toBe('UNAUTHENTICATED');
    }
    // Sign-out: the public catalog reads as before; everything of the caller's own is refused at once.
    expect((await h.gql('mutation { signOut }', undefined, customer.token)).data.signOut).toBe(true);
    expect((await h.gql(PRODUCTS, undefined, customer.token)).data.products.total).toBeGreaterThanOrEqual(
      cached.total,
    );
    for (const q of ['{ me { id } }', '{ myOrders { id } }', '{ products(page: 1) { total } me { id } }']) {
      const res = await h.gql(q, undefined, customer.token);
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0].message).toBe('Your session is invalid or expired; sign in again');
    }
    // A deleted user's token: the same.
    const other = await h.signedIn('CUSTOMER');
    await h.gql(PRODUCTS, undefined, other.token);
    await h.db.user.delete({ where: { id: other.user.id } });
    expect(codeOf(await h.gql('{ myOrders { id } }', undefined, other.token))).toBe('UNAUTHENTICATED');
  });
});

describe('the catalog over REST', () => {
  const SAVE_CATEGORY = 'mutation($i: CategoryInput!) { saveCategory(input: $i) { id slug } }';

  it('answers repeated anonymous catalog reads from the cache, each filter and page its own entry, with its total', async () => {
    await h.factories.createProduct(h.db, { name: 'First' });
    const first = await h.http().get('/catalog/products?inStock=false&page=1').expect(200);
    expect(first.headers['x-total-count']).toBe('1');
    await h.factories.createProduct(h.db, { name: 'Behind the back' });
    const again = await h.http().get('/catalog/products?inStock=false&page=1').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['x-total-count']).toBe('1');
    // A parameter the route does not read shares the entry; one it reads does not.
    expect((await h.http().get('/catalog/products?inStock=false&page=1&v=2')).body).toEqual(first.body);
    expect(
      (await h.http().get('/catalog/products?inStock=false&page=1&pageSize=50')).body
        .map((p: any) => p.name)
        .sort(),
    ).toEqual(['Behind the back', 'First']);
    // A value that spells other parameters, or a parameter given twice, never shares another request's entry.
    const one = await h.http().get('/catalog/products?search=a&inStock=false');
    const spelled = await h.http().get('/catalog/products?search=a%26inStock%3Dfalse');
    expect(spelled.body).not.toEqual(one.body);
    expect((await h.http().get('/catalog/products?search=a&search=b')).status).toBe(400);
    const facets = await h.http().get('/catalog/facets').expect(200);
    await h.factories.createProduct(h.db, { name: 'Later' });
    expect((await h.http().get('/catalog/facets')).body).toEqual(facets.body);
    const categories = await h.http().get('/categories').expect(200);
    await h.db.$executeRaw`INSERT INTO "Category" ("slug", "name") VALUES ('hidden', 'Hidden')`;
    expect((await h.http().get('/categories')).body).toEqual(categories.body);
  });

  it('shows a category saved through the API on the next read, and never keeps a refusal', async () => {
    const admin = await h.signedIn('ADMIN');
    expect((await h.http().get('/categories')).body).toEqual([]);
    expect((await h.http().get('/categories/glue-sticks')).status).toBe(404);
    const saved = await h.gql(
      SAVE_CATEGORY,
      { i: { slug: 'glue-sticks', name: 'Glue sticks' } },
      admin.token,
    );
    expect(saved.errors).toBeUndefined();
    expect((await h.http().get('/categories')).body.map((c: any) => c.slug)).toEqual(['glue-sticks']);
    expect((await h.http().get('/categories/glue-sticks')).body).toMatchObject({
      slug: 'glue-sticks',
      name: 'Glue sticks',
    });
    expect((await h.http().get('/catalog/products?spec.unknown=1')).status).toBe(404);
  });
});

describe('per-caller answers (myOrders, admin orders)', () => {
  const MINE = '{ myOrders { id productName quantity status } }';
  const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';

  it("keeps each caller's own answer, shows their next order at once, and refuses a revoked session as before", async () => {
    const [p1, p2] = [
      await h.factories.createProduct(h.db, { name: 'One' }),
      await h.factories.createProduct(h.db, { name: 'Two' }),
    ];
    const alice = await h.signedIn('CUSTOMER');
    const bob = await h.signedIn('CUSTOMER');
    expect(
      (await h.gql(PLACE, { i: { productId: p1.id, quantity: 100, phone: '5550100' } }, alice.token)).errors,
    ).toBeUndefined();
    const first = (await h.gql(MINE, undefined, alice.token)).data.myOrders;
    expect(first.map((o: any) => o.productName)).toEqual(['One']);
    // Bob never gets Alice's entry.
    expect((await h.gql(MINE, undefined, bob.token)).data.myOrders).toEqual([]);
    // A row written behind the shop's back is not read while the entry lives: the hit skipped the database.
    await h.db.orderItem.updateMany({ where: { userId: alice.user.id }, data: { quantity: 999 } });
    expect((await h.gql(MINE, undefined, alice.token)).data.myOrders).toEqual(first);
    // Her own write through the shop shows on the very next read.
    await h.gql(PLACE, { i: { productId: p2.id, quantity: 100, phone: '5550100' } }, alice.token);
    expect((await h.gql(MINE, undefined, alice.token)).data.myOrders.map((o: any) => o.productName)).toEqual([
      'Two',
      'One',
    ]);
    // Signed out: refused at once, with the same message as without the cache.
    await h.gql('mutation { signOut }', undefined, alice.token);
    const after = await h.gql(MINE, undefined, alice.token);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0].message).toBe('Your session is invalid or expired; sign in again');
  });

  it('caches the cursor pages My Orders and the catalog read (myOrderConnection per caller, productConnection for all), by cursor, and shows writes at once', async () => {
    const p1 = await h.factories.createProduct(h.db, { name: 'One' });
    const alice = await h.signedIn('CUSTOMER');
    const bob = await h.signedIn('CUSTOMER');
    const PAGE =
      'query($after: String) { myOrderConnection(first: 1, after: $after) { nodes { id productName quantity } pageInfo { hasNextPage endCursor } } }';
    const CATALOG =
      'query($after: String) { productConnection(first: 1, after: $after) { nodes { name } pageInfo { endCursor } } }';
    await h.gql(PLACE, { i: { productId: p1.id, quantity: 100, phone: '5550100' } }, alice.token);
    const first = (await h.gql(PAGE, { after: null }, alice.token)).data.myOrderConnection;
    expect(first.nodes.map((o: any) => o.productName)).toEqual(['One']);
    expect((await h.gql(PAGE, { after: null }, bob.token)).data.myOrderConnection.nodes).toEqual([]);
    const catalog = (await h.gql(CATALOG, { after: null })).data.productConnection;
    // Behind the shop's back: not seen while the entries live (the hits skipped the database).
    await h.db.orderItem.updateMany({ where: { userId: alice.user.id }, data: { quantity: 999 } });
    await h.factories.createProduct(h.db, { name: 'Behind the back' });
    expect((await h.gql(PAGE, { after: null }, alice.token)).data.myOrderConnection).toEqual(first);
    expect((await h.gql(CATALOG, { after: null })).data.productConnection).toEqual(catalog);
    // Another cursor is another entry, read fresh.
    expect(
      (await h.gql(CATALOG, { after: catalog.pageInfo.endCursor })).data.productConnection.nodes,
    ).toEqual([]);
    // A write through the shop shows on the very next read of every page.
    const p2 = await h.factories.createProduct(h.db, { name: 'Two' });
    await h.gql(PLACE, { i: { productId: p2.id, quantity: 100, phone: '5550100' } }, alice.token);
    const now = (await h.gql(PAGE, { after: null }, alice.token)).data.myOrderConnection;
    expect([now.nodes[0].productName, now.pageInfo.hasNextPage]).toEqual(['Two', true]);
    expect((await h.gql(CATALOG, { after: null })).data.productConnection.nodes[0].name).toBe('Two');
  });

  it('caches admin orders for admins only; a customer still gets FORBIDDEN', async () => {
    const admin = await h.signedIn('ADMIN');
    const customer = await h.signedIn('CUSTOMER');
    const ALL = '{ orders(take: 51) { id status nextStatuses } }';
    expect((await h.gql(ALL, undefined, admin.token)).data.orders).toEqual([]);
    const before = h.cache.size;
    const refused = await h.gql(ALL, undefined, customer.token);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(h.cache.size).toBe(before);
    expect(codeOf(await h.gql(ALL))).toBe('UNAUTHENTICATED');
  });

  it('gives concurrent misses of one key the same answer (they wait for the first)', async () => {
    const customer = await h.signedIn('CUSTOMER');
    await h.factories.createProduct(h.db, { name: 'Only' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => h.gql(PRODUCTS, undefined, customer.token)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

describe('PublicCache', () => {
  it('drops an answer computed while a write happened', () => {
    const cache = new PublicCache(60_000);
    const startedAt = cache.current();
    cache.invalidate();
    cache.set('k', 'old', startedAt);
    expect(cache.get('k')).toBeUndefined();
  });

  it('expires entries after the TTL and keeps at most maxEntries, least recently used out', async () => {
    const short = new PublicCache(20);
    short.set('k', 'v', short.current());
    expect(short.get('k')?.toString()).toBe('v');
    await new Promise((r) => setTimeout(r, 40));
    expect(short.get('k')).toBeUndefined();

    const small = new PublicCache(60_000, 2);
    small.set('a', '1', 0);
    small.set('b', '2', 0);
    small.get('a');
    small.set('c', '3', 0);
    expect([small.get('a')?.toString(), small.get('b'), small.get('c')?.toString()]).toEqual([
      '1',
      undefined,
      '3',
    ]);
  });

  it('is off with a TTL of 0', () => {
    const off = new PublicCache(0);
    off.set('k', 'v', off.current());
    expect(off.get('k')).toBeUndefined();
    expect(off.enabled).toBe(false);
  });
});
