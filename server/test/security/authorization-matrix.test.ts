import { GraphQLObjectType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';
import { PUBLIC_OPERATIONS, getSchema, rootFieldAccess } from '../../src/schema';
import { ACCESS, rolesFor, type Access, type Operation } from '../../src/auth/access';
import { codeOf, dbSnapshot } from '../graphql/db-snapshot';
import type { OrderItem, Product, PurchaseOrder, User } from '../../src/generated/prisma/client';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import { ctxFor } from '../support/context';

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
interface World { admin: User; customer: User; otherCustomer: User; product: Product; item: OrderItem; po: PurchaseOrder }
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
/** Only the owner: another customer and admins are refused too (checking out or reordering someone else's items). */
const ownerOnly = (op: Operation): Row['expect'] => ({ ...ownerOrAdmin(op), admin: F });
const DETAILS = { companyName: 'Matrix Ltd', addressLine1: '1 Road', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB', contactPhone: '+44 113 496 0000' };
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
  'Query.quote': {
    op: (w) => ({ query: 'query($l: [OrderLineInput!]!) { quote(lines: $l) { totalCents } }', variables: { l: [{ productId: w.product.id, quantity: 100 }] } }),
    expect: byAccess('quote'),
  },
  'Query.quickOrderPreview': {
    op: (w) => ({ query: 'query($t: String!) { quickOrderPreview(text: $t) { okCount } }', variables: { t: `${w.product.sku},100` } }),
    expect: byAccess('quickOrderPreview'),
  },
  'Mutation.bulkAddToOrders': {
    op: (w) => ({ query: 'mutation($i: BulkAddInput!) { bulkAddToOrders(input: $i) { count } }', variables: { i: { phone: '5550100', lines: [{ productId: w.product.id, quantity: 100 }] } } }),
    // w.product is not in anyone's orders: every signed-in caller adds it.
    expect: byAccess('bulkAddToOrders'),
  },
  // Issue #20: purchase orders. w.po is the customer's checked-out order; w.item is still open.
  'Query.myPurchaseOrders': { op: () => ({ query: '{ myPurchaseOrders { id } }' }), expect: byAccess('myPurchaseOrders') },
  'Query.purchaseOrder': { op: (w) => ({ query: 'query($id: ID!) { purchaseOrder(id: $id) { id lines { sku } } }', variables: { id: w.po.id } }), expect: ownerOrAdmin('purchaseOrder') },
  'Query.purchaseOrders': { op: () => ({ query: '{ purchaseOrders { total rows { id buyerCredit { availableCents } } } }' }), expect: byAccess('purchaseOrders') },
  'Query.myCredit': { op: () => ({ query: '{ myCredit { availableCents } }' }), expect: byAccess('myCredit') },
  'Mutation.checkout': {
    op: (w) => ({ query: 'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }', variables: { ids: [w.item.id], d: DETAILS } }),
    expect: ownerOnly('checkout'),
  },
  'Mutation.reorder': { op: (w) => ({ query: 'mutation($id: ID!) { reorder(id: $id) { addedCount } }', variables: { id: w.po.id } }), expect: ownerOnly('reorder') },
  'Mutation.recordPayment': {
    op: (w) => ({ query: 'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { paidCents } }', variables: { id: w.po.id, p: { amountCents: 100, receivedOn: '2026-01-05', reference: 'Matrix' } } }),
    expect: byAccess('recordPayment'),
  },
  'Mutation.updateFulfilment': { op: (w) => ({ query: 'mutation($id: ID!) { updateFulfilment(id: $id, status: SHIPPED) { id } }', variables: { id: w.po.id } }), expect: byAccess('updateFulfilment') },
  'Mutation.setCreditTerms': {
    op: (w) => ({ query: 'mutation($id: ID!) { setCreditTerms(id: $id, terms: { creditLimitCents: 100, paymentTermsDays: 7 }) { id } }', variables: { id: w.customer.id } }),
    expect: byAccess('setCreditTerms'),
  },
  'Mutation.liftCreditHold': { op: (w) => ({ query: 'mutation($id: ID!) { liftCreditHold(id: $id) { id } }', variables: { id: w.customer.id } }), expect: byAccess('liftCreditHold') },
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
  const ordered = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const checkedOut = await h.db.orderItem.create({
    data: {
      productId: ordered.id, userId: customer.id, productName: ordered.name, imageUrl: ordered.imageUrl, unitPriceCents: ordered.priceCents,
      userName: 'Customer', userEmail: customer.email, userPhone: '5550100', quantity: 100,
    },
  });
  const po = await purchaseOrders.checkout(ctxFor(h, customer), { itemIds: [checkedOut.id], details: DETAILS });
  return { admin, customer, otherCustomer, product, item, po };
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
