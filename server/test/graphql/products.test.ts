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

const LIST = `query($search: String, $page: Int!, $pageSize: Int!) {
  products(search: $search, page: $page, pageSize: $pageSize) { total page pageSize items { id name priceCents quantity } }
}`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id name priceCents quantity imageUrl } }`;
const input = {
  name: 'Test Gun',
  description: 'Hot',
  imageUrl: 'https://example.com/g.png',
  priceCents: 1999,
  quantity: 500,
};

describe('products', () => {
  it('lists products anonymously with search and pagination', async () => {
    for (let i = 0; i < 5; i++)
      await h.factories.createProduct(h.db, { name: i % 2 ? `Mini ${i}` : `Pro ${i}` });
    const all = await h.gql(LIST, { page: 1, pageSize: 2 });
    expect(all.errors).toBeUndefined();
    expect(all.data.products.total).toBe(5);
    expect(all.data.products.items).toHaveLength(2);
    const mini = await h.gql(LIST, { search: 'mini', page: 1, pageSize: 10 });
    expect(mini.data.products.items.map((p: any) => p.name).sort()).toEqual(['Mini 1', 'Mini 3']);
  });

  it('refuses a bad page size with BAD_USER_INPUT', async () => {
    const res = await h.gql(LIST, { page: 1, pageSize: 1000 });
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lets an admin create a product and refuses customers and visitors', async () => {
    const admin = await h.signedIn('ADMIN');
    const customer = await h.signedIn('CUSTOMER');
    const anon = await h.gql(CREATE, { input });
    expect(anon.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const cust = await h.gql(CREATE, { input }, customer.token);
    expect(cust.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await h.db.product.count()).toBe(0);
    const ok = await h.gql(CREATE, { input }, admin.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.createProduct).toMatchObject({ name: 'Test Gun', priceCents: 1999, quantity: 500 });
  });

  it('refuses javascript: image links and negative stock, changing nothing', async () => {
    const admin = await h.signedIn('ADMIN');
    for (const bad of [
      { imageUrl: 'javascript:alert(1)' },
      { quantity: -1 },
      { name: '   ' },
      { priceCents: 0 },
    ]) {
      const res = await h.gql(CREATE, { input: { ...input, ...bad } }, admin.token);
      expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await h.db.product.count()).toBe(0);
  });
});

const ONE = `query($id: ID!) { product(id: $id) { id name priceCents quantity } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name priceCents quantity imageUrl } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(id: $id) }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('product by id', () => {
  it('returns one product to anyone, NOT_FOUND for an unknown or malformed id', async () => {
    const p = await h.factories.createProduct(h.db, { name: 'Solo' });
    const ok = await h.gql(ONE, { id: p.id });
    expect(ok.data.product).toMatchObject({ id: p.id, name: 'Solo' });
    expect(codeOf(await h.gql(ONE, { id: MISSING_ID }))).toBe('NOT_FOUND');
    const bad = await h.gql(ONE, { id: 'not-a-uuid' });
    expect(codeOf(bad)).toBe('NOT_FOUND');
    expect(bad.errors?.[0].message).toBe('Product not found');
  });
});

describe('updateProduct', () => {
  it('lets an admin replace every field', async () => {
    const admin = await h.signedIn('ADMIN');
    const p = await h.factories.createProduct(h.db);
    const res = await h.gql(
      UPDATE,
      { id: p.id, input: { ...input, version: 0, name: 'Renamed', priceCents: 2500, quantity: 7 } },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProduct).toMatchObject({
      id: p.id,
      name: 'Renamed',
      priceCents: 2500,
      quantity: 7,
    });
    expect(await h.db.product.findUnique({ where: { id: p.id } })).toMatchObject({
      name: 'Renamed',
      priceCents: 2500,
      quantity: 7,
    });
  });

  it('refuses visitors (UNAUTHENTICATED) and customers (FORBIDDEN), changing nothing', async () => {
    const customer = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db);
    const before = await dbSnapshot(h.db);
    expect(codeOf(await h.gql(UPDATE, { id: p.id, input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(UPDATE, { id: p.id, input }, customer.token))).toBe('FORBIDDEN');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses bad input with a message naming the problem, changing nothing', async () => {
    const admin = await h.signedIn('ADMIN');
    const p = await h.factories.createProduct(h.db);
    const before = await dbSnapshot(h.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Name is required'],
      [{ priceCents: -5 }, 'Price must be positive'],
      [{ quantity: -1 }, 'Quantity cannot be negative'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'Image URL must be an http(s) link'],
      [{ description: '  ' }, 'Description is required'],
    ];
    for (const [bad, message] of cases) {
      const res = await h.gql(UPDATE, { id: p.id, input: { ...input, version: 0, ...bad } }, admin.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(message);
    }
    expect(
      codeOf(await h.gql(UPDATE, { id: MISSING_ID, input: { ...input, version: 0 } }, admin.token)),
    ).toBe('NOT_FOUND');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});

describe('deleteProduct', () => {
  it('lets an admin delete; the order items keep their snapshot', async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db, { name: 'Gone Gun', priceCents: 777 });
    const placed = await h.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }`,
      { i: { productId: p.id, quantity: 100, phone: '+1 555 0100' } },
      buyer.token,
    );
    expect(placed.errors).toBeUndefined();
    const res = await h.gql(DELETE, { id: p.id }, admin.token);
    expect(res.data.deleteProduct).toBe(true);
    expect(await h.db.product.count()).toBe(0);
    const item = await h.db.orderItem.findFirstOrThrow();
    expect(item).toMatchObject({ productId: null, productName: 'Gone Gun', unitPriceCents: 777 });
    expect(codeOf(await h.gql(DELETE, { id: p.id }, admin.token))).toBe('NOT_FOUND');
  });

  it('refuses visitors and customers, changing nothing', async () => {
    const customer = await h.signedIn('CUSTOMER');
    const p = await h.factories.createProduct(h.db);
    const before = await dbSnapshot(h.db);
    expect(codeOf(await h.gql(DELETE, { id: p.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE, { id: p.id }, customer.token))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE, { id: 'x' }, customer.token))).toBe('FORBIDDEN');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});
