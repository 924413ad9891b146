import { GraphQLObjectType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';
import { PUBLIC_OPERATIONS, getSchema, rootFieldAccess } from '../../src/schema';
import { codeOf, dbSnapshot } from '../graphql/db-snapshot';
import type { OrderItem, Product, User } from '../../src/generated/prisma/client';

/**
 * Every GraphQL root field x every kind of caller. `customer` owns the order item; `otherCustomer` is a
 * second customer (owner-scoped fields must refuse them). A new root field fails the coverage test until
 * it gets a row here.
 */
let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
interface World { admin: User; customer: User; otherCustomer: User; product: Product; item: OrderItem }
interface Row {
  op: (w: World) => Promise<{ query: string; variables?: Record<string, unknown> }> | { query: string; variables?: Record<string, unknown> };
  expect: Record<Caller, Outcome>;
}

const U = 'UNAUTHENTICATED' as const;
const F = 'FORBIDDEN' as const;
const PUBLIC: Row['expect'] = { anonymous: 'ok', customer: 'ok', otherCustomer: 'ok', admin: 'ok' };
const SIGNED_IN: Row['expect'] = { anonymous: U, customer: 'ok', otherCustomer: 'ok', admin: 'ok' };
const OWNER_OR_ADMIN: Row['expect'] = { anonymous: U, customer: 'ok', otherCustomer: F, admin: 'ok' };
const ADMIN_ONLY: Row['expect'] = { anonymous: U, customer: F, otherCustomer: F, admin: 'ok' };
const productInput = { name: 'Matrix Gun', description: 'd', imageUrl: 'https://example.com/m.png', priceCents: 100, quantity: 1000 };

const MATRIX: Record<string, Row> = {
  'Query.products': { op: () => ({ query: '{ products { total } }' }), expect: PUBLIC },
  'Query.product': { op: (w) => ({ query: 'query($id: ID!) { product(id: $id) { id } }', variables: { id: w.product.id } }), expect: PUBLIC },
  'Query.reviews': { op: () => ({ query: '{ reviews { id } }' }), expect: PUBLIC },
  'Query.me': { op: () => ({ query: '{ me { id } }' }), expect: SIGNED_IN },
  'Query.myOrders': { op: () => ({ query: '{ myOrders { id } }' }), expect: SIGNED_IN },
  'Query.orders': { op: () => ({ query: '{ orders { id user { email } } }' }), expect: ADMIN_ONLY },
  'Query.users': { op: () => ({ query: '{ users { id } }' }), expect: ADMIN_ONLY },
  // Asking about the customer's e-mail: themselves or an admin only.
  'Query.isAdmin': { op: (w) => ({ query: 'query($e: String!) { isAdmin(email: $e) }', variables: { e: w.customer.email } }), expect: OWNER_OR_ADMIN },
  'Mutation.exchangeToken': {
    op: async () => ({ query: 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }', variables: { t: (await emailSignUp(uniqueEmail('matrix'))).idToken } }),
    expect: PUBLIC,
  },
  'Mutation.signOut': { op: () => ({ query: 'mutation { signOut }' }), expect: SIGNED_IN },
  'Mutation.placeOrder': {
    op: (w) => ({ query: 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }', variables: { i: { productId: w.product.id, quantity: 100, phone: '5550100' } } }),
    // w.product is not the one the customer's existing item is for, so nobody hits the duplicate rule.
    expect: SIGNED_IN,
  },
  'Mutation.payOrderItem': { op: (w) => ({ query: 'mutation($id: ID!) { payOrderItem(id: $id) { id } }', variables: { id: w.item.id } }), expect: OWNER_OR_ADMIN },
  'Mutation.cancelOrderItem': { op: (w) => ({ query: 'mutation($id: ID!) { cancelOrderItem(id: $id) { id } }', variables: { id: w.item.id } }), expect: OWNER_OR_ADMIN },
  'Mutation.deleteOrderItem': { op: (w) => ({ query: 'mutation($id: ID!) { deleteOrderItem(id: $id) }', variables: { id: w.item.id } }), expect: OWNER_OR_ADMIN },
  'Mutation.updateOrderStatus': {
    op: (w) => ({ query: 'mutation($id: ID!) { updateOrderStatus(id: $id, status: PAID) { id } }', variables: { id: w.item.id } }),
    expect: ADMIN_ONLY,
  },
  'Mutation.createProduct': { op: () => ({ query: 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }', variables: { i: productInput } }), expect: ADMIN_ONLY },
  'Mutation.updateProduct': {
    op: (w) => ({ query: 'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }', variables: { id: w.product.id, i: { ...productInput, version: w.product.version } } }),
    expect: ADMIN_ONLY,
  },
  'Mutation.deleteProduct': { op: (w) => ({ query: 'mutation($id: ID!) { deleteProduct(id: $id) }', variables: { id: w.product.id } }), expect: ADMIN_ONLY },
  'Mutation.makeAdmin': {
    op: (w) => ({ query: 'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }', variables: { e: w.otherCustomer.email } }),
    expect: ADMIN_ONLY,
  },
  'Mutation.deleteUser': { op: (w) => ({ query: 'mutation($id: ID!) { deleteUser(id: $id) }', variables: { id: w.otherCustomer.id } }), expect: ADMIN_ONLY },
  'Mutation.addReview': {
    op: () => ({ query: 'mutation($i: ReviewInput!) { addReview(input: $i) { id } }', variables: { i: { photoUrl: 'https://example.com/p.jpg', description: 'ok' } } }),
    expect: SIGNED_IN,
  },
};

async function schemaRootFields(): Promise<string[]> {
  const schema = await getSchema();
  const names: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type instanceof GraphQLObjectType) names.push(...Object.keys(type.getFields()).map((f) => `${type.name}.${f}`));
  }
  return names.sort();
}

async function buildWorld(): Promise<World> {
  await h.reset();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const customer = await h.factories.createUser(h.db);
  const otherCustomer = await h.factories.createUser(h.db);
  const owned = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const product = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const item = await h.db.orderItem.create({
    data: {
      productId: owned.id, userId: customer.id, productName: owned.name, imageUrl: owned.imageUrl, unitPriceCents: owned.priceCents,
      userName: 'Customer', userEmail: customer.email, userPhone: '5550100', quantity: 100,
    },
  });
  await h.factories.createReview(h.db);
  return { admin, customer, otherCustomer, product, item };
}

describe('authorization matrix coverage', () => {
  it('has a row for every root field in the schema and in the resolver metadata', async () => {
    const fromSchema = await schemaRootFields();
    const fromMetadata = [...rootFieldAccess().keys()].sort();
    expect(fromMetadata).toEqual(fromSchema);
    const missing = fromSchema.filter((f) => !(f in MATRIX));
    expect(missing).toEqual([]);
    expect(Object.keys(MATRIX).filter((f) => !fromSchema.includes(f))).toEqual([]);
  });

  it('every root field is @Authorized or named in PUBLIC_OPERATIONS, and public ones are exactly the unguarded ones', async () => {
    const access = rootFieldAccess();
    const unguarded = [...access].filter(([field, roles]) => roles === null && !(PUBLIC_OPERATIONS as readonly string[]).includes(field)).map(([f]) => f);
    expect(unguarded).toEqual([]);
    const guardedButPublic = (PUBLIC_OPERATIONS as readonly string[]).filter((f) => access.get(f) !== null);
    expect(guardedButPublic).toEqual([]);
    // The table agrees: anonymous callers get through exactly the public operations.
    const anonymousOk = Object.entries(MATRIX).filter(([, r]) => r.expect.anonymous === 'ok').map(([f]) => f).sort();
    expect(anonymousOk).toEqual([...PUBLIC_OPERATIONS].sort());
  });
});

describe('authorization matrix', () => {
  const cells: Array<[string, Caller]> = [];
  for (const field of Object.keys(MATRIX)) for (const caller of ['anonymous', 'customer', 'otherCustomer', 'admin'] as Caller[]) cells.push([field, caller]);

  it.each(cells)('%s as %s', async (field, caller) => {
    const w = await buildWorld();
    const { query, variables } = await MATRIX[field].op(w);
    const token = caller === 'anonymous' ? undefined : h.tokenFor(w[caller]);
    const before = await dbSnapshot(h.db);
    const res = await h.gql(query, variables, token);
    const want = MATRIX[field].expect[caller];
    if (want === 'ok') {
      expect(res.errors).toBeUndefined();
      expect(res.data).toBeTruthy();
      if (field.startsWith('Query.')) expect(await dbSnapshot(h.db)).toEqual(before);
    } else {
      expect(codeOf(res)).toBe(want);
      expect(res.data ?? null).toBeNull();
      expect(await dbSnapshot(h.db)).toEqual(before);
    }
  });
});
