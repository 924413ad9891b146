import { createHarness, type Harness } from '../support/harness';
import { codeOf, dbSnapshot } from '../support/db-snapshot';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id quantity unitPriceCents totalCents status productName userEmail userPhone } }`;
const MY = `{ myOrders { id productName userEmail } }`;
const ALL = `{ orders { id quantity product { id name } user { id email } } }`;
const DELETE = `mutation($id: ID!) { deleteOrderItem(id: $id) }`;
const PHONE = '+1 555 0100';

async function placeFor(token: string, productId: string, quantity = 150) {
  const res = await h.gql(PLACE, { i: { productId, quantity, phone: PHONE } }, token);
  expect(res.errors).toBeUndefined();
  return res.data.placeOrder as { id: string };
}

describe('placeOrder', () => {
  it('accepts 150 units, capturing price, name and customer from the server', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { name: 'Bulk Gun', priceCents: 250, quantity: 1000 });
    const res = await h.gql(PLACE, { i: { productId: p.id, quantity: 150, phone: PHONE } }, c.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.placeOrder).toMatchObject({
      quantity: 150,
      unitPriceCents: 250,
      totalCents: 37_500,
      status: 'PENDING',
      productName: 'Bulk Gun',
      userEmail: c.user.email,
      userPhone: PHONE,
    });
    expect(await h.db.orderItem.count()).toBe(1);
  });

  it("refuses 99 units with the spec's message, changing nothing", async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db);
    const before = await dbSnapshot(h.db);
    const res = await h.gql(PLACE, { i: { productId: p.id, quantity: 99, phone: PHONE } }, c.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('please add 100+ itms becouse its wholesale market');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses a second item for the same product with CONFLICT and the spec message', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db);
    await placeFor(c.token, p.id);
    const before = await dbSnapshot(h.db);
    const res = await h.gql(PLACE, { i: { productId: p.id, quantity: 200, phone: PHONE } }, c.token);
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors?.[0].message).toBe('All ready you added this product');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses more than the stock, a bad phone and an unknown product, changing nothing', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { name: 'Scarce', quantity: 120 });
    const before = await dbSnapshot(h.db);
    const tooMany = await h.gql(PLACE, { i: { productId: p.id, quantity: 121, phone: PHONE } }, c.token);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0].message).toBe('Only 120 units of Scarce are in stock');
    const phone = await h.gql(PLACE, { i: { productId: p.id, quantity: 100, phone: 'call me' } }, c.token);
    expect(codeOf(phone)).toBe('BAD_USER_INPUT');
    expect(phone.errors?.[0].message).toBe('Phone must be a phone number');
    const unknown = await h.gql(
      PLACE,
      { i: { productId: '00000000-0000-4000-8000-000000000000', quantity: 100, phone: PHONE } },
      c.token,
    );
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses visitors with UNAUTHENTICATED', async () => {
    const p = await h.factories.createProduct(h.db);
    const before = await dbSnapshot(h.db);
    expect(codeOf(await h.gql(PLACE, { i: { productId: p.id, quantity: 150, phone: PHONE } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});

describe('myOrders and orders', () => {
  it("myOrders shows only the caller's own items", async () => {
    const a = await h.signedIn('CUSTOMER');
    const b = await h.signedIn('CUSTOMER');
    const p1 = await h.factories.createProduct(h.db, { name: 'A gun' });
    const p2 = await h.factories.createProduct(h.db, { name: 'B gun' });
    await placeFor(a.token, p1.id);
    await placeFor(b.token, p2.id);
    const mine = await h.gql(MY, {}, a.token);
    expect(mine.data.myOrders).toEqual([
      expect.objectContaining({ productName: 'A gun', userEmail: a.user.email }),
    ]);
    expect(codeOf(await h.gql(MY))).toBe('UNAUTHENTICATED');
  });

  it('orders is admin-only and resolves product and user', async () => {
    const admin = await h.signedIn('ADMIN');
    const a = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { name: 'Listed' });
    const item = await placeFor(a.token, p.id);
    const res = await h.gql(ALL, {}, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.orders).toEqual([
      {
        id: item.id,
        quantity: 150,
        product: { id: p.id, name: 'Listed' },
        user: { id: a.user.id, email: a.user.email },
      },
    ]);
    expect(codeOf(await h.gql(ALL, {}, a.token))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(ALL))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(`{ orders(take: 0) { id } }`, {}, admin.token))).toBe('BAD_USER_INPUT');
  });
});

describe('deleteOrderItem', () => {
  async function setup() {
    const owner = await h.signedIn('CUSTOMER');
    const other = await h.signedIn('CUSTOMER');
    const admin = await h.signedIn('ADMIN');
    const p = await h.factories.createProduct(h.db);
    const item = await placeFor(owner.token, p.id);
    return { owner, other, admin, item };
  }

  it('lets the owner delete a PENDING item', async () => {
    const { owner, item } = await setup();
    const res = await h.gql(DELETE, { id: item.id }, owner.token);
    expect(res.data?.deleteOrderItem).toBe(true);
    expect(await h.db.orderItem.count()).toBe(0);
  });

  it('refuses the owner on an INVOICED item and another customer on any item, changing nothing', async () => {
    const { owner, other, item } = await setup();
    const before = await dbSnapshot(h.db);
    const res = await h.gql(DELETE, { id: item.id }, other.token);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE, { id: item.id }))).toBe('UNAUTHENTICATED');
    expect(await dbSnapshot(h.db)).toEqual(before);
    const paid = await h.gql(
      `mutation($id: ID!) { payOrderItem(id: $id) { status } }`,
      { id: item.id },
      owner.token,
    );
    expect(paid.data.payOrderItem.status).toBe('INVOICED');
    const afterPay = await dbSnapshot(h.db);
    const refused = await h.gql(DELETE, { id: item.id }, owner.token);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('This order item is invoiced: only the shop can remove it now');
    expect(await dbSnapshot(h.db)).toEqual(afterPay);
  });

  it("lets an admin delete anyone's item; an unknown id is NOT_FOUND", async () => {
    const { admin, item } = await setup();
    expect((await h.gql(DELETE, { id: item.id }, admin.token)).data.deleteOrderItem).toBe(true);
    expect(await h.db.orderItem.count()).toBe(0);
    expect(codeOf(await h.gql(DELETE, { id: item.id }, admin.token))).toBe('NOT_FOUND');
  });
});

describe('internal errors', () => {
  it('reach the client as a generic message, never SQL or a stack', async () => {
    const c = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db);
    const item = await placeFor(c.token, p.id);
    // Something underneath fails with a message full of internals (here the clock the invoice is dated by).
    h.deps.clock = () => {
      throw new Error('SELECT * FROM "User" failed at /srv/app.js:12');
    };
    try {
      const before = await dbSnapshot(h.db);
      const res = await h.gql(
        `mutation($id: ID!) { payOrderItem(id: $id) { id } }`,
        { id: item.id },
        c.token,
      );
      expect(res.status).toBe(200);
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0].message).toBe('Internal server error');
      expect(res.errors?.[0].extensions).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        requestId: expect.any(String),
      });
      expect(JSON.stringify(res)).not.toMatch(/SELECT|stack|app\.js/);
      expect(await dbSnapshot(h.db)).toEqual(before);
    } finally {
      h.deps.clock = undefined;
    }
  });
});
