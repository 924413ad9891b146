import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import { ctxFor } from '../support/context';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';

/** `Idempotency-Key` on writes (docs/decisions/028): one run per caller and key, the same answer every time. */
let h: Harness;
let second: Harness;
beforeAll(async () => {
  h = await createHarness();
  second = await createHarness(); // another instance on the same database
});
afterAll(async () => {
  await h.close();
  await second.close();
});
beforeEach(async () => {
  await h.reset();
}); // reset() empties IdempotencyKey too

const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id quantity status } }';
const DETAILS = {
  companyName: 'Idem Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

function gqlWithKey(target: Harness, token: string, key: string, body: object) {
  return target
    .http()
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('idempotency-key', key)
    .send(body);
}

describe('Idempotency-Key', () => {
  it('20 concurrent identical placeOrder requests, over two instances, make one order and 20 identical answers', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const body = { query: PLACE, variables: { i: { productId: p.id, quantity: 150, phone: '5550100' } } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gqlWithKey(i % 2 ? second : h, c.token, 'order-1', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0].body.errors).toBeUndefined();
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await h.db.orderItem.count()).toBe(1);
  });

  it('20 concurrent identical REST checkouts make one purchase order and 20 identical answers', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const placed = await h.gql(PLACE, { i: { productId: p.id, quantity: 150, phone: '5550100' } }, c.token);
    const body = { itemIds: [placed.data.placeOrder.id], ...DETAILS };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h
          .http()
          .post('/checkout')
          .set('authorization', `Bearer ${c.token}`)
          .set('idempotency-key', 'checkout-1')
          .send(body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await h.db.purchaseOrder.count()).toBe(1);
  });

  it('refuses the same key with a different request (422, changing nothing), and answers the first request again later', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const first = await gqlWithKey(h, c.token, 'k-2', {
      query: PLACE,
      variables: { i: { productId: p.id, quantity: 150, phone: '5550100' } },
    });
    expect(first.body.errors).toBeUndefined();
    const before = await dbSnapshot(h.db);
    const other = await gqlWithKey(h, c.token, 'k-2', {
      query: PLACE,
      variables: { i: { productId: p.id, quantity: 200, phone: '5550100' } },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toEqual({
      message:
        'This Idempotency-Key was already used for a different request in the last 24 hours; send a new key for a new request',
      extensions: { code: 'IDEMPOTENCY_KEY_REUSED', requestId: expect.any(String) },
    });
    const rest = await h
      .http()
      .post('/user-orderd-data')
      .set('authorization', `Bearer ${c.token}`)
      .set('idempotency-key', 'k-2')
      .send({ productId: p.id, quantity: 150, userPhone: '5550100' });
    expect([rest.status, rest.body.error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await dbSnapshot(h.db)).toEqual(before);
    // The same request with its keys in another order is the same request.
    const again = await gqlWithKey(second, c.token, 'k-2', {
      variables: { i: { phone: '5550100', quantity: 150, productId: p.id } },
      query: PLACE,
    });
    expect([again.status, again.text, again.headers['idempotent-replayed']]).toEqual([
      200,
      first.text,
      'true',
    ]);
  });

  it('keeps keys per caller and for 24 hours', async () => {
    const a = await h.signedIn('CUSTOMER');
    const b = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const body = { query: PLACE, variables: { i: { productId: p.id, quantity: 150, phone: '5550100' } } };
    const first = await gqlWithKey(h, a.token, 'shared', body);
    const other = await gqlWithKey(h, b.token, 'shared', body);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.data.placeOrder.id).not.toBe(first.body.data.placeOrder.id);
    expect(await h.db.orderItem.count()).toBe(2);
    // A day and a bit later the key is free again: this time it runs (and meets the one-open-item-per-product rule).
    await h.db.$executeRawUnsafe(
      `UPDATE "IdempotencyKey" SET "createdAt" = "createdAt" - interval '25 hours'`,
    );
    const later = await gqlWithKey(h, a.token, 'shared', body);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.errors?.[0].extensions.code).toBe('CONFLICT');
  });

  it('an API key has its own keys, and a malformed key is refused before anything runs', async () => {
    const admin = await h.signedIn('ADMIN');
    const { key } = await apiKeys.createApiKey(ctxFor(h, admin.user), {
      name: 'Idem',
      scopes: ['write:products'],
    });
    const product = {
      name: 'Idem Gun',
      description: 'd',
      imageUrl: 'https://example.com/i.png',
      priceCents: 100,
      quantity: 1000,
    };
    const create = () =>
      h.http().post('/products').set('x-api-key', key).set('idempotency-key', 'p-1').send(product);
    const [one, two] = [await create(), await create()];
    expect([one.status, two.status, two.text === one.text, two.headers['idempotent-replayed']]).toEqual([
      201,
      201,
      true,
      'true',
    ]);
    const bySession = await h
      .http()
      .post('/products')
      .set('authorization', `Bearer ${admin.token}`)
      .set('idempotency-key', 'p-1')
      .send(product);
    expect([bySession.status, bySession.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await h.db.product.count()).toBe(2);
    const before = await dbSnapshot(h.db);
    const bad = await h
      .http()
      .post('/products')
      .set('x-api-key', key)
      .set('idempotency-key', 'has spaces')
      .send(product);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(bad.body.error.message).toMatch(/^Idempotency-Key must be 1 to 255 visible characters/);
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});
