import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import { productBody, restWorld, type RestWorld } from './fixture';

/** Wrong types, missing fields, unknown ids, non-JSON and oversized bodies: a 4xx JSON error and no change. */
let h: Harness;
let w: RestWorld;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  w = await restWorld(h);
});

async function expectRefused(send: () => Promise<{ status: number; body: any }>, status: number) {
  const before = await dbSnapshot(h.db);
  const res = await send();
  expect({ status: res.status, body: res.body }).toMatchObject({
    status,
    body: { error: { code: expect.any(String), message: expect.any(String) } },
  });
  expect(await dbSnapshot(h.db)).toEqual(before);
}

const asAdmin = (t: string) => ({ authorization: `Bearer ${t}` });

describe('REST bad input', () => {
  const badProducts: Array<[string, object]> = [
    ['price text', { price: 'abc' }],
    ['price array', { price: [1] }],
    ['price object', { price: {} }],
    ['price 3 decimals', { price: '1.234' }],
    ['quantity text', { quantity: 'abc' }],
    ['quantity array', { quantity: [] }],
    ['quantity object', { quantity: { n: 1 } }],
    ['quantity fraction', { quantity: 1.5 }],
    ['name object', { name: { a: 1 } }],
    ['name array', { name: ['x'] }],
    ['img javascript', { img: 'javascript:alert(1)' }],
    ['missing des', { des: undefined }],
    ['missing price', { price: undefined }],
  ];
  it.each(badProducts)('POST /products refuses %s with 400', async (_n, patch) => {
    await expectRefused(
      () =>
        h
          .http()
          .post('/products')
          .set(asAdmin(w.admin.token))
          .send({ ...productBody, ...patch }),
      400,
    );
  });

  it('PUT /products/:id refuses bad bodies and unknown ids', async () => {
    await expectRefused(
      () =>
        h
          .http()
          .put(`/products/${w.product.id}`)
          .set(asAdmin(w.admin.token))
          .send({ ...productBody, quantity: 'abc', version: 0 }),
      400,
    );
    await expectRefused(
      () =>
        h
          .http()
          .put('/products/not-a-uuid')
          .set(asAdmin(w.admin.token))
          .send({ ...productBody, version: 0 }),
      404,
    );
    await expectRefused(
      () =>
        h
          .http()
          .put('/products/00000000-0000-4000-8000-000000000000')
          .set(asAdmin(w.admin.token))
          .send({ ...productBody, version: 0 }),
      404,
    );
  });

  it('unknown or malformed ids are 404', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      expect((await h.http().get(`/products/${encodeURIComponent(id)}`)).status).toBe(404);
      await expectRefused(
        () =>
          h
            .http()
            .delete(`/products/${encodeURIComponent(id)}`)
            .set(asAdmin(w.admin.token)),
        404,
      );
      await expectRefused(
        () =>
          h
            .http()
            .delete(`/user-orderd-data/${encodeURIComponent(id)}`)
            .set(asAdmin(w.admin.token)),
        404,
      );
      await expectRefused(
        () =>
          h
            .http()
            .delete(`/user/${encodeURIComponent(id)}`)
            .set(asAdmin(w.admin.token)),
        404,
      );
    }
    await expectRefused(
      () => h.http().put('/user/admin/nobody@example.com').set(asAdmin(w.admin.token)),
      404,
    );
  });

  const badOrders: Array<[string, object]> = [
    ['quantity text', { quantity: 'abc' }],
    ['quantity array', { quantity: [150] }],
    ['quantity object', { quantity: { n: 150 } }],
    ['quantity 99', { quantity: 99 }],
    ['no quantity', { quantity: undefined }],
    ['no phone', { userPhone: undefined }],
    ['phone object', { userPhone: { a: 1 } }],
    ['productId number', { productId: 5 }],
    ['productId object', { productId: {} }],
  ];
  it.each(badOrders)('POST /user-orderd-data refuses %s with 4xx', async (_n, patch) => {
    const body = { productId: w.spare.id, quantity: 150, userPhone: '01711111111', ...patch };
    const before = await dbSnapshot(h.db);
    const res = await h.http().post('/user-orderd-data').set(asAdmin(w.other.token)).send(body);
    expect([400, 404]).toContain(res.status);
    expect(res.body.error.code).toEqual(expect.any(String));
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses non-JSON, a JSON array body and oversized bodies', async () => {
    await expectRefused(
      () =>
        h
          .http()
          .post('/products')
          .set(asAdmin(w.admin.token))
          .set('content-type', 'application/json')
          .send('{"name":'),
      400,
    );
    await expectRefused(
      () =>
        h
          .http()
          .post('/user-review')
          .set(asAdmin(w.customer.token))
          .send([{ photoUrl: 'https://e.com/p', description: 'x' }]),
      400,
    );
    await expectRefused(
      () =>
        h
          .http()
          .post('/user-review')
          .set(asAdmin(w.customer.token))
          .send({ photoUrl: 'https://e.com/p', description: 'x'.repeat(200_000) }),
      413,
    );
  });

  it('refuses reviews with missing or wrong-typed fields', async () => {
    for (const body of [
      {},
      { photoUrl: 'https://e.com/p' },
      { photoUrl: ['https://e.com/p'], description: 'x' },
      { photoUrl: 'https://e.com/p', description: { a: 1 } },
    ]) {
      await expectRefused(() => h.http().post('/user-review').set(asAdmin(w.customer.token)).send(body), 400);
    }
  });

  it('GET /userOrder needs one e-mail', async () => {
    expect((await h.http().get('/userOrder').set(asAdmin(w.customer.token))).status).toBe(400);
    expect(
      (await h.http().get('/userOrder?email=a@b.c&email=d@e.f').set(asAdmin(w.admin.token))).status,
    ).toBe(400);
  });

  it('PUT /user/:email: missing idToken 400, bad idToken 401, path/body e-mail mismatch 403', async () => {
    await expectRefused(() => h.http().put('/user/a@example.com').send({ email: 'a@example.com' }), 400);
    await expectRefused(
      () => h.http().put('/user/a@example.com').send({ email: 'a@example.com', idToken: 'garbage' }),
      401,
    );
    await expectRefused(
      () => h.http().put('/user/a@example.com').send({ email: 'b@example.com', idToken: 'garbage' }),
      403,
    );
    await expectRefused(
      () =>
        h
          .http()
          .put('/user/a@example.com')
          .send({ idToken: ['x'] }),
      400,
    );
  });

  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) in bodies, queries and paths with 400', async () => {
    const bad = ['a\u0000b', 'x\uD800y', '\uDC00'];
    for (const text of bad) {
      await expectRefused(
        () =>
          h
            .http()
            .post('/products')
            .set(asAdmin(w.admin.token))
            .send({ ...productBody, name: text }),
        400,
      );
      await expectRefused(
        () =>
          h
            .http()
            .post('/user-review')
            .set(asAdmin(w.customer.token))
            .send({ photoUrl: 'https://e.com/p', description: text }),
        400,
      );
      await expectRefused(
        () =>
          h
            .http()
            .post('/user-orderd-data')
            .set(asAdmin(w.other.token))
            .send({ productId: w.spare.id, quantity: 150, userPhone: text }),
        400,
      );
    }
    await expectRefused(
      () => h.http().get('/userOrder?email=a%00b@example.com').set(asAdmin(w.admin.token)),
      400,
    );
    await expectRefused(() => h.http().delete('/user-orderd-data/a%00b').set(asAdmin(w.admin.token)), 400);
    await expectRefused(() => h.http().put('/user/admin/a%00b@example.com').set(asAdmin(w.admin.token)), 400);
  });
});
