import { GraphQLObjectType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';
import { PUBLIC_OPERATIONS, getSchema, rootFieldAccess } from '../../src/schema';
import { ACCESS, rolesFor, type Access, type Operation } from '../../src/auth/access';
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
/** Role expectations come from the one access declaration: changing ACCESS changes the matrix. */
const BY_ACCESS: Record<Access, Row['expect']> = {
  PUBLIC: { anonymous: 'ok', customer: 'ok', otherCustomer: 'ok', admin: 'ok' },
  SIGNED_IN: { anonymous: U, customer: 'ok', otherCustomer: 'ok', admin: 'ok' },
  ADMIN: { anonymous: U, customer: F, otherCustomer: F, admin: 'ok' },
};
const byAccess = (op: Operation): Row['expect'] => BY_ACCESS[ACCESS[op]];
/** Ownership on top (checked by the services): another customer is refused; the owner and admins pass. */
const ownerOrAdmin = (op: Operation): Row['expect'] => {
  const base = byAccess(op);
  return { ...base, otherCustomer: base.otherCustomer === 'ok' ? F : base.otherCustomer };
};
const productInput = { name: 'Matrix Gun', description: 'd', imageUrl: 'https://example.com/m.png', priceCents: 100, quantity: 1000 };

const MATRIX: Record<string, Row> = {
  'Query.products': { op: () => ({ query: '{ products { total } }' }), expect: byAccess('products') },
  'Query.product': { op: (w) => ({ query: 'query($id: ID!) { product(id: $id) { id } }', variables: { id: w.product.id } }), expect: byAccess('product') },
  'Query.reviews': { op: () => ({ query: '{ reviews { id } }' }), expect: byAccess('reviews') },
  'Query.me': { op: () => ({ query: '{ me { id } }' }), expect: byAccess('me') },
  'Query.myOrders': { op: () => ({ query: '{ myOrders { id } }' }), expect: byAccess('myOrders') },
  'Query.orders': { op: () => ({ query: '{ orders { id user { email } } }' }), expect: byAccess('orders') },
  'Query.users': { op: () => ({ query: '{ users { id } }' }), expect: byAccess('users') },
  // Asking about the customer's e-mail: themselves or an admin only.
  'Query.isAdmin': { op: (w) => ({ query: 'query($e: String!) { isAdmin(email: $e) }', variables: { e: w.customer.email } }), expect: ownerOrAdmin('isAdmin') },
  'Mutation.exchangeToken': {
    op: async () => ({ query: 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }', variables: { t: (await emailSignUp(uniqueEmail('matrix'))).idToken } }),
    expect: byAccess('exchangeToken'),
  },
  'Mutation.signOut': { op: () => ({ query: 'mutation { signOut }' }), expect: byAccess('signOut') },
  'Mutation.placeOrder': {
    op: (w) => ({ query: 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }', variables: { i: { productId: w.product.id, quantity: 100, phone: '5550100' } } }),
    // w.product is not the one the customer's existing item is for, so nobody hits the duplicate rule.
    expect: byAccess('placeOrder'),
  },
  'Mutation.payOrderItem': { op: (w) => ({ query: 'mutation($id: ID!) { payOrderItem(id: $id) { id } }', variables: { id: w.item.id } }), expect: ownerOrAdmin('payOrderItem') },
  'Mutation.cancelOrderItem': { op: (w) => ({ query: 'mutation($id: ID!) { cancelOrderItem(id: $id) { id } }', variables: { id: w.item.id } }), expect: ownerOrAdmin('cancelOrderItem') },
  'Mutation.deleteOrderItem': { op: (w) => ({ query: 'mutation($id: ID!) { deleteOrderItem(id: $id) }', variables: { id: w.item.id } }), expect: ownerOrAdmin('deleteOrderItem') },
  'Mutation.updateOrderStatus': {
    op: (w) => ({ query: 'mutation($id: ID!) { updateOrderStatus(id: $id, status: PAID) { id } }', variables: { id: w.item.id } }),
    expect: byAccess('updateOrderStatus'),
  },
  'Mutation.createProduct': { op: () => ({ query: 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }', variables: { i: productInput } }), expect: byAccess('createProduct') },
  'Mutation.updateProduct': {
    op: (w) => ({ query: 'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }', variables: { id: w.product.id, i: { ...productInput, version: w.product.version } } }),
    expect: byAccess('updateProduct'),
  },
  'Mutation.deleteProduct': { op: (w) => ({ query: 'mutation($id: ID!) { deleteProduct(id: $id) }', variables: { id: w.product.id } }), expect: byAccess('deleteProduct') },
  'Mutation.makeAdmin': {
    op: (w) => ({ query: 'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }', variables: { e: w.otherCustomer.email } }),
    expect: byAccess('makeAdmin'),
  },
  'Mutation.deleteUser': { op: (w) => ({ query: 'mutation($id: ID!) { deleteUser(id: $id) }', variables: { id: w.otherCustomer.id } }), expect: byAccess('deleteUser') },
  'Mutation.addReview': {
    op: () => ({ query: 'mutation($i: ReviewInput!) { addReview(input: $i) { id } }', variables: { i: { photoUrl: 'https://example.com/p.jpg', description: 'ok' } } }),
    expect: byAccess('addReview'),
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
    const isPublic = (field: string) => (PUBLIC_OPERATIONS as readonly string[]).includes(field.split('.')[1]);
    const unguarded = [...access].filter(([field, roles]) => roles === null && !isPublic(field)).map(([f]) => f);
    expect(unguarded).toEqual([]);
    const guardedButPublic = [...access].filter(([field, roles]) => isPublic(field) && roles !== null).map(([f]) => f);
    expect(guardedButPublic).toEqual([]);
    // The resolvers' guards are the declaration's: every root field is an operation with the same roles.
    for (const [field, roles] of access) {
      const op = field.split('.')[1] as Operation;
      expect(op in ACCESS).toBe(true);
      expect([field, roles]).toEqual([field, rolesFor(ACCESS[op])]);
    }
    // The table agrees: anonymous callers get through exactly the public operations.
    const anonymousOk = Object.entries(MATRIX).filter(([, r]) => r.expect.anonymous === 'ok').map(([f]) => f).sort();
    expect(anonymousOk).toEqual([...access.keys()].filter(isPublic).sort());
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
