/**
 * Money and limits: each test is an attack the shop must refuse. Totals over 2^31-1 cents,
 * stock hoarding by invoice, a stale product form undoing a stock move, mixed-case REST paths, rate limits
 * skipped by a comment / a trailing slash / X-Forwarded-For, admin e-mails shown to customers, LIKE wildcards,
 * e-mails in request logs, the Sandbox page on the token's origin.
 */
import { createHarness, type Harness } from '../support/harness';
import { createOrderItem } from '../support/order-items';
import { redactPath } from '../../src/lib/text';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CREDIT_LIMIT_CENTS: '1000000' });
}); // $10,000.00
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id totalCents } }`;
const PAY = `mutation($id: ID!) { payOrderItem(id: $id) { id status } }`;
const UPDATE = `mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { quantity version } }`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('6. money cannot overflow', () => {
  it('refuses an order line over $10,000,000 with a clear message; every list keeps working', async () => {
    const customer = await h.signedIn();
    const admin = await h.signedIn('ADMIN');
    const product = await h.factories.createProduct(h.db, { priceCents: 100_000, quantity: 50_000_000 });
    const res = await h.gql(
      PLACE,
      { i: { productId: product.id, quantity: 30_000, phone: '+1 555 0100' } },
      customer.token,
    );
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
    expect(res.errors?.[0].message).toMatch(/at most \$10,000,000\.00: at most 10000 units/);
    expect(await h.db.orderItem.count()).toBe(0);
    const edge = await h.gql(
      PLACE,
      { i: { productId: product.id, quantity: 10_000, phone: '+1 555 0100' } },
      customer.token,
    );
    expect(edge.data.placeOrder.totalCents).toBe(1_000_000_000);
    expect((await h.gql(`{ myOrders { totalCents } }`, {}, customer.token)).errors).toBeUndefined();
    expect((await h.gql(`{ orders { totalCents } }`, {}, admin.token)).errors).toBeUndefined();
  });

  it('the database refuses such a row even if a code path forgot the rule', async () => {
    const user = await h.factories.createUser(h.db);
    const product = await h.factories.createProduct(h.db, { priceCents: 100_000 });
    await expect(createOrderItem(h.db, product, user, { quantity: 30_000 })).rejects.toThrow(
      /line_total_bounded/,
    );
  });
});

describe('7. stock hoarding: a credit limit on invoiced, unshipped stock', () => {
  it('refuses the invoice that would go over the limit, naming what is available; changes nothing', async () => {
    const c = await h.signedIn();
    const p1 = await h.factories.createProduct(h.db, { priceCents: 4_000, quantity: 10_000 }); // 150 x $40 = $6,000
    const p2 = await h.factories.createProduct(h.db, { priceCents: 4_000, quantity: 10_000 });
    const a = await h.gql(PLACE, { i: { productId: p1.id, quantity: 150, phone: '+1 555 0100' } }, c.token);
    const b = await h.gql(PLACE, { i: { productId: p2.id, quantity: 150, phone: '+1 555 0100' } }, c.token);
    expect((await h.gql(PAY, { id: a.data.placeOrder.id }, c.token)).data.payOrderItem.status).toBe(
      'INVOICED',
    );
    const refused = await h.gql(PAY, { id: b.data.placeOrder.id }, c.token);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'CREDIT_LIMIT',
      availableCents: 400_000,
    });
    expect(refused.errors?.[0].message).toMatch(/\$4,000\.00 is available/);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: p2.id } })).quantity).toBe(10_000);
    expect((await h.db.orderItem.findUniqueOrThrow({ where: { id: b.data.placeOrder.id } })).status).toBe(
      'PENDING',
    );
  });

  it('two payments at once cannot both squeeze under the limit', async () => {
    const c = await h.signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const p = await h.factories.createProduct(h.db, { priceCents: 4_000, quantity: 10_000 });
      ids.push(
        (await h.gql(PLACE, { i: { productId: p.id, quantity: 150, phone: '+1 555 0100' } }, c.token)).data
          .placeOrder.id,
      );
    }
    const results = await Promise.all(ids.map((id) => h.gql(PAY, { id }, c.token)));
    expect(results.filter((r) => r.data?.payOrderItem?.status === 'INVOICED')).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions.reason === 'CREDIT_LIMIT')).toHaveLength(3);
  });

  it("an admin can still invoice on the customer's behalf (their judgement)", async () => {
    const c = await h.signedIn();
    const admin = await h.signedIn('ADMIN');
    const p = await h.factories.createProduct(h.db, { priceCents: 10_000, quantity: 10_000 }); // $15,000 > limit
    const item = await createOrderItem(h.db, p, c.user);
    expect((await h.gql(PAY, { id: item.id }, admin.token)).data.payOrderItem.status).toBe('INVOICED');
  });
});

describe('8. a product edit never silently undoes a concurrent stock change', () => {
  it('a form loaded before a payment is refused with the current stock; stock keeps the payment', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn();
    const p = await h.factories.createProduct(h.db, { quantity: 1000, priceCents: 500 });
    const loaded = (
      await h.gql(
        `query($id: ID!) { product(id: $id) { name description imageUrl priceCents quantity version } }`,
        { id: p.id },
      )
    ).data.product;
    const item = await h.gql(PLACE, { i: { productId: p.id, quantity: 400, phone: '+1 555 0100' } }, c.token);
    await h.gql(PAY, { id: item.data.placeOrder.id }, c.token);
    const stale = await h.gql(UPDATE, { id: p.id, i: { ...loaded, name: 'Renamed' } }, admin.token);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'PRODUCT_CHANGED' });
    expect(stale.errors?.[0].message).toMatch(/stock is now 600/);
    const row = await h.db.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(row).toMatchObject({ quantity: 600, name: p.name });

    const fresh = (await h.gql(`query($id: ID!) { product(id: $id) { version } }`, { id: p.id })).data
      .product;
    const ok = await h.gql(
      UPDATE,
      { id: p.id, i: { ...loaded, quantity: 700, version: fresh.version } },
      admin.token,
    );
    expect(ok.data.updateProduct).toEqual({ quantity: 700, version: fresh.version + 1 });
  });

  it('REST PUT /products/{id} needs the version too', async () => {
    const admin = await h.signedIn('ADMIN');
    const p = await h.factories.createProduct(h.db, { quantity: 1000 });
    const body = { name: 'X', price: 5, quantity: 1, img: '/images/glue-gun-01.svg', des: 'd' };
    const missing = await h.http().put(`/products/${p.id}`).set(auth(admin.token)).send(body);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/version/);
    const stale = await h
      .http()
      .put(`/products/${p.id}`)
      .set(auth(admin.token))
      .send({ ...body, version: 7 });
    expect(stale.status).toBe(409);
    const ok = await h
      .http()
      .put(`/products/${p.id}`)
      .set(auth(admin.token))
      .send({ ...body, version: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body.product).toMatchObject({ quantity: 1, version: 1 });
  });
});

describe('9. REST paths in another case', () => {
  it.each([
    ['get', '/Products'],
    ['get', '/USER'],
    ['get', '/userorder?email=a@b.c'],
    ['get', '/PRODUCTS/x'],
    ['delete', '/User/abc'],
  ])('%s %s answers 404, never a 500', async (method, path) => {
    const { token } = await h.signedIn('ADMIN');
    const res = await (h.http() as any)[method](path).set(auth(token)).set('accept', 'application/json');
    expect(res.status).toBe(404);
  });
});

describe('11. rate limits cannot be skipped', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await createHarness({ WRITE_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('a mutation behind a leading comment or a fragment still counts as a write', async () => {
    const { token } = await limited.signedIn();
    const disguised = [
      '# just reading\nmutation { signOut }',
      'fragment F on Query { me { id } }\nmutation M { signOut }',
      '{ me { id } } mutation M { signOut }',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const query = disguised[i % disguised.length];
      const res = await limited
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .set(auth(token))
        .send({ query, operationName: query.includes('mutation M') ? 'M' : undefined });
      statuses.push(res.status);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('PUT /user/{email}/ with a trailing slash shares the sign-in limit', async () => {
    const statuses: number[] = [];
    for (const path of ['/user/a@b.c', '/user/a@b.c/', '/user/a@b.c/', '/user/admin']) {
      statuses.push((await limited.http().put(path).send({ idToken: 'x' })).status);
    }
    expect(statuses.slice(2)).toEqual([429, 429]);
  });

  it('X-Forwarded-For from a direct client does not reset the limit (no proxy is trusted by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await limited.http().put('/user/x@y.z').set('x-forwarded-for', `10.0.0.${i}`).send({ idToken: 'x' }))
          .status,
      );
    }
    expect(statuses.slice(2)).toEqual([429, 429]);
  });
});

describe('12-13. what customers, logs and the Sandbox page see', () => {
  it("customers see who changed their item as a role, never an admin's e-mail; admins see the e-mail", async () => {
    const c = await h.signedIn();
    const admin = await h.signedIn('ADMIN', { email: `boss-${Date.now()}@gluegun.test` });
    const p = await h.factories.createProduct(h.db);
    const item = await h.gql(PLACE, { i: { productId: p.id, quantity: 150, phone: '+1 555 0100' } }, c.token);
    await h.gql(PAY, { id: item.data.placeOrder.id }, admin.token);
    const mine = await h.gql(`{ myOrders { events { actorEmail actorRole toStatus } } }`, {}, c.token);
    expect(JSON.stringify(mine.data)).not.toContain('boss-');
    expect(mine.data.myOrders[0].events).toEqual([
      { actorEmail: null, actorRole: 'CUSTOMER', toStatus: 'PENDING' },
      { actorEmail: null, actorRole: 'ADMIN', toStatus: 'INVOICED' },
    ]);
    const all = await h.gql(`{ orders { events { actorEmail } } }`, {}, admin.token);
    expect(all.data.orders[0].events[1].actorEmail).toBe(admin.user.email);
  });

  it('% and _ in a product search match themselves', async () => {
    await h.factories.createProduct(h.db, { name: 'Glue 100% pure' });
    await h.factories.createProduct(h.db, { name: 'Glue gun' });
    // Its description says nothing of glue: the search reads descriptions' words too.
    await h.factories.createProduct(h.db, { name: 'Stick_A', description: 'A plain stick.' });
    const q = `query($s: String) { products(search: $s) { total items { name } } }`;
    expect((await h.gql(q, { s: '%' })).data.products.items.map((p: any) => p.name)).toEqual([
      'Glue 100% pure',
    ]);
    expect((await h.gql(q, { s: '_' })).data.products.items.map((p: any) => p.name)).toEqual(['Stick_A']);
    expect((await h.gql(q, { s: 'glue' })).data.products.total).toBe(2);
  });

  it('request logs carry no e-mail addresses', () => {
    expect(redactPath('/user/jane.doe@example.com')).toBe('/user/[email]');
    expect(redactPath('/admin/jane%40example.com')).toBe('/admin/[email]');
    expect(redactPath('/user/admin/x@y.z')).toBe('/user/admin/[email]');
    expect(redactPath('/products/1')).toBe('/products/1');
  });

  it('the Sandbox landing page runs in an opaque origin (CSP sandbox without allow-same-origin)', async () => {
    const res = await h.http().get('/graphql').set('accept', 'text/html');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/sandbox allow-scripts/);
    expect(csp).not.toMatch(/allow-same-origin/);
    expect(csp).toMatch(/script-src 'unsafe-inline' https:\/\/embeddable-sandbox\.cdn\.apollographql\.com/);
    const pre = await h
      .http()
      .options('/graphql')
      .set('origin', 'null')
      .set('access-control-request-method', 'POST');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('null');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    // The shop's own pages keep the strict policy.
    const shop = await h.http().get('/products');
    expect(shop.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
