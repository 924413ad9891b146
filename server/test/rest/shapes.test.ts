import { createHarness, type Harness } from '../support/harness';
import { productBody, restWorld, type RestWorld } from './fixture';

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
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('REST happy paths and response shapes', () => {
  it('lists and shows products with both our names and the spec names', async () => {
    const list = await h.http().get('/products');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const one = await h.http().get(`/products/${w.product.id}`);
    expect(one.body).toEqual({
      _id: w.product.id,
      id: w.product.id,
      name: 'Rest Gun A',
      des: w.product.description,
      description: w.product.description,
      img: w.product.imageUrl,
      imageUrl: w.product.imageUrl,
      price: 12.5,
      priceCents: 1250,
      quantity: 5000,
      version: 0,
      // Wholesale terms: the defaults for a product created without them.
      sku: w.product.sku,
      quantityRule: { minimum: 100, increment: 1, maximum: null },
      priceBreaks: [],
      fromPriceCents: 1250,
      // Not a variant, sold each, no weight or size given (docs/decisions/066).
      familyId: null,
      optionValues: [],
      packSizes: [{ name: 'Each', baseUnits: 1 }],
      weightGrams: null,
      dimensions: null,
      // Ships at once unless a lead time is given (docs/decisions/083).
      leadTimeDays: 0,
      // Not backorderable, no restock day, unless staff say so (docs/decisions/088).
      backordersAllowed: false,
      restockOn: null,
    });
  });

  it('posts, updates and deletes a product as admin (price in dollars, string or number)', async () => {
    const posted = await h.http().post('/products').set(bearer(w.admin.token)).send(productBody);
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      success: true,
      product: { name: 'Posted Gun', price: 19.99, priceCents: 1999, quantity: 300, des: 'Hot melt gun' },
    });
    const id = posted.body.product.id;
    const put = await h
      .http()
      .put(`/products/${id}`)
      .set(bearer(w.admin.token))
      .send({ ...productBody, price: 21, name: 'Renamed', version: posted.body.product.version });
    expect(put.body).toMatchObject({ success: true, product: { id, name: 'Renamed', priceCents: 2100 } });
    const ours = await h.http().put(`/products/${id}`).set(bearer(w.admin.token)).send({
      name: 'Ours',
      priceCents: 500,
      quantity: 1,
      imageUrl: 'https://example.com/x.png',
      description: 'd',
      version: put.body.product.version,
    });
    expect(ours.body.product).toMatchObject({
      name: 'Ours',
      priceCents: 500,
      img: 'https://example.com/x.png',
    });
    const del = await h.http().delete(`/products/${id}`).set(bearer(w.admin.token));
    expect(del.body).toEqual({ success: true, deletedCount: 1 });
    expect(await h.db.product.findUnique({ where: { id } })).toBeNull();
  });

  it('places an order from the spec form: product by name, price and user from the server', async () => {
    const res = await h.http().post('/user-orderd-data').set(bearer(w.other.token)).send({
      name: 'Rest Gun B',
      userName: 'Forged',
      userEmail: w.other.user.email.toUpperCase(),
      price: 0.01,
      quantity: '200',
      userPhone: 1712345678,
      img: 'x',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      order: expect.objectContaining({
        name: 'Rest Gun B',
        price: 9.99,
        unitPriceCents: 999,
        quantity: 200,
        totalCents: 199800,
        userEmail: w.other.user.email,
        userPhone: '1712345678',
        img: w.spare.imageUrl,
        status: 'PENDING',
        invoiceReference: null,
      }),
    });
    expect(res.body.order._id).toBe(res.body.order.id);
  });

  it('answers the spec messages for a duplicate and for fewer than 100 units', async () => {
    const dup = await h
      .http()
      .post('/user-orderd-data')
      .set(bearer(w.customer.token))
      .send({ _id: w.product.id, quantity: 150, userPhone: '0171' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      error: {
        code: 'CONFLICT',
        reason: 'ALREADY_ORDERED',
        message: 'All ready you added this product',
        requestId: expect.any(String),
      },
    });
    const few = await h
      .http()
      .post('/user-orderd-data')
      .set(bearer(w.other.token))
      .send({ productId: w.product.id, quantity: 99, userPhone: '0171' });
    expect(few.status).toBe(400);
    expect(few.body).toEqual({
      error: {
        code: 'BAD_USER_INPUT',
        reason: 'BELOW_SHOP_MINIMUM',
        message: 'please add 100+ itms becouse its wholesale market',
        field: 'quantity',
        requestId: expect.any(String),
      },
    });
  });

  it('refuses ordering for someone else, an unknown name and an ambiguous name', async () => {
    const body = { productId: w.spare.id, quantity: 150, userPhone: '0171' };
    expect(
      (
        await h
          .http()
          .post('/user-orderd-data')
          .set(bearer(w.other.token))
          .send({ ...body, userEmail: w.customer.user.email })
      ).status,
    ).toBe(403);
    expect(
      (
        await h
          .http()
          .post('/user-orderd-data')
          .set(bearer(w.other.token))
          .send({ name: 'Nope', quantity: 150, userPhone: '0171' })
      ).status,
    ).toBe(404);
    await h.factories.createProduct(h.db, { name: 'Rest Gun B' });
    expect(
      (
        await h
          .http()
          .post('/user-orderd-data')
          .set(bearer(w.other.token))
          .send({ name: 'Rest Gun B', quantity: 150, userPhone: '0171' })
      ).status,
    ).toBe(400);
    expect(await h.db.orderItem.count()).toBe(1);
  });

  it('lists own orders and all orders in the spec shape', async () => {
    const mine = await h
      .http()
      .get('/userOrder')
      .query({ email: w.customer.user.email })
      .set(bearer(w.customer.token));
    expect(mine.body).toEqual([
      expect.objectContaining({
        _id: w.order.id,
        name: 'Rest Gun A',
        price: 12.5,
        totalCents: 187500,
        userPhone: '01700000000',
      }),
    ]);
    // A caller's own answer is never kept by a shared cache between them and the shop.
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const all = await h.http().get('/user-orderd-data').set(bearer(w.admin.token));
    expect(all.body).toHaveLength(1);
  });

  it('walks the order lifecycle: pay, admin status moves, cancel with stock returned', async () => {
    const pay = await h.http().post(`/user-orderd-data/${w.order.id}/pay`).set(bearer(w.customer.token));
    expect(pay.body.order).toMatchObject({ status: 'INVOICED', invoiceReference: expect.any(String) });
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(4850);
    expect(
      (
        await h
          .http()
          .put(`/user-orderd-data/${w.order.id}/status`)
          .set(bearer(w.customer.token))
          .send({ status: 'SHIPPED' })
      ).status,
    ).toBe(403);
    expect(
      (
        await h
          .http()
          .put(`/user-orderd-data/${w.order.id}/status`)
          .set(bearer(w.admin.token))
          .send({ status: 'LOST' })
      ).status,
    ).toBe(400);
    const cancel = await h.http().post(`/user-orderd-data/${w.order.id}/cancel`).set(bearer(w.admin.token));
    expect(cancel.body.order.status).toBe('CANCELLED');
    expect((await h.db.product.findUniqueOrThrow({ where: { id: w.product.id } })).quantity).toBe(5000);
    const again = await h
      .http()
      .put(`/user-orderd-data/${w.order.id}/status`)
      .set(bearer(w.admin.token))
      .send({ status: 'SHIPPED' });
    expect(again.status).toBe(400);
  });

  it('asks about admins, lists users, makes admin and deletes a user', async () => {
    expect((await h.http().get(`/admin/${w.admin.user.email}`).set(bearer(w.admin.token))).body).toEqual({
      admin: true,
    });
    expect(
      (await h.http().get(`/admin/${w.customer.user.email}`).set(bearer(w.customer.token))).body,
    ).toEqual({ admin: false });
    const users = await h.http().get('/user').set(bearer(w.admin.token));
    expect(users.body).toHaveLength(4);
    expect(users.body[0]).toEqual({
      _id: w.admin.user.id,
      id: w.admin.user.id,
      email: w.admin.user.email,
      displayName: w.admin.user.displayName,
      role: 'admin',
    });
    const made = await h.http().put(`/user/admin/${w.victim.user.email}`).set(bearer(w.admin.token));
    expect(made.body).toMatchObject({ modifiedCount: 1, user: { role: 'admin' } });
    expect(
      (await h.http().put(`/user/admin/${w.victim.user.email}`).set(bearer(w.admin.token))).body
        .modifiedCount,
    ).toBe(0);
    expect((await h.http().delete(`/user/${w.other.user.id}`).set(bearer(w.admin.token))).body).toEqual({
      success: true,
      deletedCount: 1,
    });
    expect((await h.http().delete(`/user/${w.admin.user.id}`).set(bearer(w.admin.token))).status).toBe(403);
  });

  it('adds and lists reviews', async () => {
    const added = await h
      .http()
      .post('/user-review')
      .set(bearer(w.customer.token))
      .send({ photoUrl: 'https://example.com/p.jpg', description: 'Nice' });
    expect(added.body).toEqual({
      success: true,
      review: expect.objectContaining({
        photoUrl: 'https://example.com/p.jpg',
        description: 'Nice',
        rating: 5,
      }),
    });
    const list = await h.http().get('/user-review');
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toHaveProperty('_id');
  });
});

describe('REST auth headers', () => {
  it("accepts Authorization: Bearer and the spec's autherization header, with or without Bearer", async () => {
    for (const headers of [
      { authorization: `Bearer ${w.admin.token}` },
      { autherization: `Bearer ${w.admin.token}` },
      { autherization: w.admin.token },
    ]) {
      expect((await h.http().get('/user').set(headers)).status).toBe(200);
    }
  });

  it('answers 401 for a bad or stale token', async () => {
    expect((await h.http().get('/user').set('autherization', 'Bearer nope')).status).toBe(401);
    await h.db.user.update({ where: { id: w.admin.user.id }, data: { tokenVersion: { increment: 1 } } });
    const stale = await h.http().get('/user').set(bearer(w.admin.token));
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('UNAUTHENTICATED');
  });
});
