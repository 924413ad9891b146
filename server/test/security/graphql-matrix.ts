import type { Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';
import type { Operation } from '../../src/auth/access';
import { verdict, type Caller as PolicyCaller, type Verdict } from './policy';
import type {
  Category,
  CompanyInvitation,
  CompanyLocation,
  OrderItem,
  Product,
  PurchaseOrder,
  User,
} from '../../src/generated/prisma/client';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import * as orderListsService from '../../src/modules/order-lists/order-lists.service';
import { ctxFor } from '../support/context';
import { quoteIn, quoteDay } from '../quotes/fixtures';
import { interchange } from '../edi/support';

/**
 * Every GraphQL root field as a request against a small world, with what each kind of caller gets: shared by
 * the role matrix (authorization-matrix.test.ts) and the API-key scope matrix (api-key-matrix.test.ts).
 * `customer` owns the order item; `otherCustomer` is a second customer (owner-scoped fields must refuse them).
 */
/** A Monday to Friday `days` ahead (UTC), YYYY-MM-DD: a day the shop's holiday list accepts. */
function matrixWeekday(days: number): string {
  let ms = Date.now() + days * 86_400_000;
  while ([0, 6].includes(new Date(ms).getUTCDay())) ms += 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

export type Caller = PolicyCaller;
/** NOT_FOUND: a company's thing another company (or the shop's admin) asks for by id, whose existence is not told. */
type Outcome = Verdict | 'NOT_FOUND';
export interface World {
  admin: User;
  customer: User;
  otherCustomer: User;
  product: Product;
  item: OrderItem;
  po: PurchaseOrder;
  /** A buyer in the customer's company, a ship-to location and an open invitation of that company. */
  colleague: User;
  location: CompanyLocation;
  invitation: CompanyInvitation;
  /** A category (slug matrix-cat) filtering on a specification (matrix-size, 12 mm on the world's product). */
  category: Category;
}
/**
 * What a refused call's answer holds: null when nothing came back. A nullable top-level field answers
 * `{ field: null }` beside its error, which holds nothing either, so it counts as null too.
 */
export function refusedData(res: { data?: Record<string, unknown> | null }): unknown {
  const data = res.data ?? null;
  return data && Object.values(data).every((v) => v === null) ? null : data;
}

export interface Row {
  op: (
    w: World,
    h: Harness,
  ) =>
    | Promise<{ query: string; variables?: Record<string, unknown> }>
    | { query: string; variables?: Record<string, unknown> };
  expect: Record<Caller, Outcome>;
}

/**
 * Expected answers come from the hand-written policy table (policy.ts), never from ACCESS, the code under test:
 * a wrong declaration fails here (and in policy.test.ts) instead of being tested as right.
 */
const expected = (op: Operation): Row['expect'] => ({
  anonymous: verdict(op, 'anonymous'),
  customer: verdict(op, 'customer'),
  otherCustomer: verdict(op, 'otherCustomer'),
  admin: verdict(op, 'admin'),
});
const DETAILS = {
  companyName: 'Matrix Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const productInput = {
  name: 'Matrix Gun',
  description: 'd',
  imageUrl: 'https://example.com/m.png',
  priceCents: 100,
  quantity: 1000,
};

/** The customer made a sales rep serving the other customer's company: "their own" company for the rep rows. */
async function customerServesOther(w: World, h: Harness): Promise<void> {
  await h.db.user.update({ where: { id: w.customer.id }, data: { salesRep: true } });
  await h.db.salesRepAssignment.create({
    data: { repId: w.customer.id, companyId: w.otherCustomer.companyId },
  });
}

/** The colleague, made a requester, submits an order of theirs: it waits for the customer's approval. */
async function waitingRequest(w: World, h: Harness) {
  const requester = await h.db.user.update({
    where: { id: w.colleague.id },
    data: { companyRole: 'REQUESTER' },
  });
  const item = await h.db.orderItem.create({
    data: {
      productId: w.product.id,
      userId: requester.id,
      productName: w.product.name,
      imageUrl: w.product.imageUrl,
      unitPriceCents: w.product.priceCents,
      userName: 'R',
      userEmail: requester.email,
      userPhone: '5550100',
      quantity: 100,
    },
  });
  return (await approvalsService.submitOrder(ctxFor(h, requester), { itemIds: [item.id], details: DETAILS }))
    .approvalRequest!.id;
}
/** A bank statement line proposing 1.00 of the world's invoice, for the rows that decide one. */
async function matrixBankLine(h: Harness, w: World) {
  const statement = await h.db.bankStatement.create({
    data: {
      fileName: 'matrix.csv',
      format: 'CSV',
      fileHash: `matrix-${Date.now()}-${Math.random()}`,
      importedByEmail: w.admin.email,
      creditLines: 1,
      newLines: 1,
      debitsSkipped: 0,
    },
  });
  return h.db.bankStatementLine.create({
    data: {
      statementId: statement.id,
      lineNo: 2,
      fingerprint: `matrix-${statement.id}`,
      bookedOn: new Date(),
      amountCents: 100,
      currency: 'USD',
      reference: 'Matrix',
      counterparty: 'Matrix Ltd',
      status: 'PROPOSED',
      matchRule: 'REFERENCE',
      allocations: [{ purchaseOrderId: w.po.id, invoiceNumber: w.po.invoiceNumber, amountCents: 100 }],
    },
  });
}
/** 1.00 of customer credit held for the customer's company, for the rows that spend it. */
async function matrixHeldCredit(h: Harness, w: World) {
  await h.db.customerCreditEntry.create({
    data: {
      companyId: w.customer.companyId,
      kind: 'OVERPAYMENT',
      amountCents: 100,
      detail: 'Matrix',
      actorEmail: w.admin.email,
    },
  });
  await h.db.company.update({
    where: { id: w.customer.companyId },
    data: { creditBalanceCents: { increment: 100 } },
  });
}
const BANK_CSV = 'Date,Amount,Currency,Reference,Counterparty\n2026-11-24,10.00,USD,Matrix,Matrix Ltd\n';

/** 10 units of the first line of the customer's order shipped and delivered: the line. */
async function matrixDelivered(h: Harness, w: World) {
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: w.po.id } });
  await h.db.shipment.create({
    data: {
      purchaseOrderId: w.po.id,
      number: 1,
      carrier: 'UPS',
      shippedAt: new Date(),
      deliveredAt: new Date(),
      createdByEmail: w.admin.email,
      lines: { create: [{ invoiceLineId: line.id, quantity: 10 }] },
    },
  });
  return line;
}
/** A return of 1 delivered unit of the customer's order, in `status`: its id. */
async function matrixReturn(h: Harness, w: World, status: 'REQUESTED' | 'APPROVED') {
  const line = await matrixDelivered(h, w);
  const r = await h.db.returnRequest.create({
    data: {
      purchaseOrderId: w.po.id,
      companyId: w.po.companyId,
      status,
      reason: 'Cracked',
      requestedById: w.customer.id,
      requestedByEmail: w.customer.email,
      lines: { create: [{ invoiceLineId: line.id, quantity: 1 }] },
    },
  });
  return r.id;
}
/** A registered webhook endpoint for the rows that need one. */
const matrixEndpoint = (h: Harness) =>
  h.db.webhookEndpoint.create({
    data: { url: 'https://93.184.215.14/hook', secret: 'whsec_bWF0cml4', eventTypes: [] },
  });

/** An order list of the customer's company (the world's product, 100 units), scheduled every week when asked. */
async function matrixOrderList(h: Harness, w: World, scheduled = false) {
  const list = await orderListsService.createOrderList(ctxFor(h, w.customer), {
    name: `Matrix list ${Math.random()}`,
    lines: [{ reference: w.product.id, quantity: 100 }],
  });
  if (scheduled)
    await orderListsService.setOrderSchedule(ctxFor(h, w.customer), list.id, {
      everyWeeks: 1,
      contactPhone: '+44 113 496 0000',
    });
  return list.id;
}
/** A run-unique ISA sender id (at most 15 characters). */
const matrixSender = () => `MX${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
/** Another company's list id is not found, for customers and the shop's admins alike (decision 077). */
const companyOnly = (op: Operation): Row['expect'] => ({
  ...expected(op),
  otherCustomer: 'NOT_FOUND',
  admin: 'NOT_FOUND',
});

export const MATRIX: Record<string, Row> = {
  'Query.products': { op: () => ({ query: '{ products { total } }' }), expect: expected('products') },
  'Query.categories': {
    op: () => ({ query: '{ categories { slug productCount breadcrumbs { slug } } }' }),
    expect: expected('categories'),
  },
  'Query.category': {
    op: () => ({ query: '{ category(slug: "matrix-cat") { name children { slug } filters { key } } }' }),
    expect: expected('category'),
  },
  'Query.catalogFacets': {
    op: () => ({
      query:
        '{ catalogFacets(filter: { category: "matrix-cat", specs: [{ key: "matrix-size", values: ["12"] }] }) { totalCount specs { values { count } } } }',
    }),
    expect: expected('catalogFacets'),
  },
  'Query.specifications': {
    op: () => ({ query: '{ specifications { key kind } }' }),
    expect: expected('specifications'),
  },
  'Query.product': {
    op: (w) => ({ query: 'query($id: ID!) { product(id: $id) { id } }', variables: { id: w.product.id } }),
    expect: expected('product'),
  },
  'Query.reviews': { op: () => ({ query: '{ reviews { id } }' }), expect: expected('reviews') },
  'Query.productConnection': {
    op: () => ({
      query: '{ productConnection(first: 5) { totalCount nodes { id } pageInfo { hasNextPage } } }',
    }),
    expect: expected('productConnection'),
  },
  'Query.reviewConnection': {
    op: () => ({ query: '{ reviewConnection(first: 5) { totalCount edges { cursor node { id } } } }' }),
    expect: expected('reviewConnection'),
  },
  'Query.myOrderConnection': {
    op: () => ({ query: '{ myOrderConnection(first: 5) { totalCount edges { node { id } } } }' }),
    expect: expected('myOrderConnection'),
  },
  'Query.userConnection': {
    op: () => ({ query: '{ userConnection(first: 5) { totalCount nodes { id email } } }' }),
    expect: expected('userConnection'),
  },
  'Query.me': { op: () => ({ query: '{ me { id } }' }), expect: expected('me') },
  'Query.myOrders': { op: () => ({ query: '{ myOrders { id } }' }), expect: expected('myOrders') },
  'Query.orders': { op: () => ({ query: '{ orders { id userEmail } }' }), expect: expected('orders') },
  'Query.orderConnection': {
    op: () => ({
      query:
        '{ orderConnection(first: 5) { totalCount edges { cursor node { id userEmail } } pageInfo { hasNextPage } } }',
    }),
    expect: expected('orderConnection'),
  },
  'Query.users': { op: () => ({ query: '{ users { id } }' }), expect: expected('users') },
  // Asking about the customer's e-mail: themselves or an admin only.
  'Query.isAdmin': {
    op: (w) => ({ query: 'query($e: String!) { isAdmin(email: $e) }', variables: { e: w.customer.email } }),
    expect: expected('isAdmin'),
  },
  'Mutation.exchangeToken': {
    op: async () => ({
      query: 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }',
      variables: { t: (await emailSignUp(uniqueEmail('matrix'))).idToken },
    }),
    expect: expected('exchangeToken'),
  },
  'Mutation.signOut': { op: () => ({ query: 'mutation { signOut }' }), expect: expected('signOut') },
  'Mutation.placeOrder': {
    op: (w) => ({
      query: 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
      variables: { i: { productId: w.product.id, quantity: 100, phone: '5550100' } },
    }),
    // w.product is not the one the customer's existing item is for, so nobody hits the duplicate rule.
    expect: expected('placeOrder'),
  },
  'Mutation.payOrderItem': {
    op: (w) => ({
      query: 'mutation($id: ID!) { payOrderItem(id: $id) { id } }',
      variables: { id: w.item.id },
    }),
    expect: expected('payOrderItem'),
  },
  'Mutation.cancelOrderItem': {
    op: (w) => ({
      query: 'mutation($id: ID!) { cancelOrderItem(id: $id) { id } }',
      variables: { id: w.item.id },
    }),
    expect: expected('cancelOrderItem'),
  },
  'Mutation.deleteOrderItem': {
    op: (w) => ({ query: 'mutation($id: ID!) { deleteOrderItem(id: $id) }', variables: { id: w.item.id } }),
    expect: expected('deleteOrderItem'),
  },
  'Mutation.updateOrderStatus': {
    op: (w) => ({
      query: 'mutation($id: ID!) { updateOrderStatus(id: $id, status: INVOICED) { id } }',
      variables: { id: w.item.id },
    }),
    expect: expected('updateOrderStatus'),
  },
  'Mutation.createProduct': {
    op: () => ({
      query: 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
      variables: { i: productInput },
    }),
    expect: expected('createProduct'),
  },
  'Mutation.updateProduct': {
    op: (w) => ({
      query: 'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
      variables: { id: w.product.id, i: { ...productInput, version: w.product.version } },
    }),
    expect: expected('updateProduct'),
  },
  'Mutation.deleteProduct': {
    op: (w) => ({ query: 'mutation($id: ID!) { deleteProduct(id: $id) }', variables: { id: w.product.id } }),
    expect: expected('deleteProduct'),
  },
  'Mutation.saveCategory': {
    op: () => ({
      query:
        'mutation { saveCategory(input: { slug: "matrix-new", name: "Matrix new", parentSlug: "matrix-cat" }) { id } }',
    }),
    expect: expected('saveCategory'),
  },
  'Mutation.deleteCategory': {
    op: (w) => ({
      query: 'mutation($id: ID!) { deleteCategory(id: $id) }',
      variables: { id: w.category.id },
    }),
    expect: expected('deleteCategory'),
  },
  'Query.productFamily': {
    op: async (_w, h) => ({
      query: 'query($id: ID!) { productFamily(id: $id) { name variants { sku } } }',
      variables: { id: (await h.db.productFamily.create({ data: { name: 'Matrix family' } })).id },
    }),
    expect: expected('productFamily'),
  },
  'Query.productFamilies': {
    op: () => ({ query: '{ productFamilies { id optionNames } }' }),
    expect: expected('productFamilies'),
  },
  'Mutation.saveProductFamily': {
    op: () => ({
      query:
        'mutation { saveProductFamily(input: { name: "Matrix sticks", optionNames: ["Diameter"] }) { id } }',
    }),
    expect: expected('saveProductFamily'),
  },
  'Mutation.setProductVariant': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!, $f: ID) { setProductVariant(productId: $id, familyId: $f, optionValues: ["11 mm"]) { id } }',
      variables: {
        id: w.product.id,
        f: (await h.db.productFamily.create({ data: { name: 'Matrix family', optionNames: ['Diameter'] } }))
          .id,
      },
    }),
    expect: expected('setProductVariant'),
  },
  'Mutation.setProductPacking': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { setProductPacking(productId: $id, input: { packSizes: [{ name: "Case of 250", baseUnits: 250 }], weightGrams: 12 }) { id } }',
      variables: { id: w.product.id },
    }),
    expect: expected('setProductPacking'),
  },
  'Query.compareProducts': {
    op: (w) => ({
      query: 'query($ids: [ID!]!) { compareProducts(ids: $ids) { id } }',
      variables: { ids: [w.product.id] },
    }),
    expect: expected('compareProducts'),
  },
  'Query.catalogSuggestions': {
    op: () => ({
      query: 'query($s: String!) { catalogSuggestions(search: $s) { productId label } }',
      variables: { s: 'a' },
    }),
    expect: expected('catalogSuggestions'),
  },
  'Mutation.setRelatedProducts': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!, $r: [String!]!) { setRelatedProducts(productId: $id, kind: ACCESSORY, related: $r) { id } }',
      variables: { id: w.product.id, r: [(await h.factories.createProduct(h.db, {})).id] },
    }),
    expect: expected('setRelatedProducts'),
  },
  'Mutation.saveSpecification': {
    op: () => ({
      query:
        'mutation { saveSpecification(input: { key: "matrix-colour", name: "Colour", kind: CHOICE, choices: ["Red"] }) { id } }',
    }),
    expect: expected('saveSpecification'),
  },
  'Mutation.setProductCatalog': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { setProductCatalog(productId: $id, categories: ["matrix-cat"], specs: [{ key: "matrix-size", value: "12 mm" }]) { id } }',
      variables: { id: w.product.id },
    }),
    expect: expected('setProductCatalog'),
  },
  'Mutation.makeAdmin': {
    op: (w) => ({
      query: 'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
      variables: { e: w.otherCustomer.email },
    }),
    expect: expected('makeAdmin'),
  },
  // A second admin whose role is taken back (the world's admin stays: never the last admin).
  'Mutation.revokeAdmin': {
    op: async (_w, h) => ({
      query: 'mutation($id: ID!) { revokeAdmin(id: $id) { role } }',
      variables: { id: (await h.factories.createUser(h.db, { role: 'ADMIN' })).id },
    }),
    expect: expected('revokeAdmin'),
  },
  'Mutation.deleteUser': {
    op: (w) => ({
      query: 'mutation($id: ID!) { deleteUser(id: $id) }',
      variables: { id: w.otherCustomer.id },
    }),
    expect: expected('deleteUser'),
  },
  // Webhooks. A registered endpoint is made before the snapshot, so only the call under test changes rows.
  'Query.webhookEndpoints': {
    op: () => ({ query: '{ webhookEndpoints { id url } }' }),
    expect: expected('webhookEndpoints'),
  },
  'Query.webhookDeliveries': {
    op: async (_w, h) => ({
      query: 'query($id: ID!) { webhookDeliveries(endpointId: $id) { id status } }',
      variables: { id: (await matrixEndpoint(h)).id },
    }),
    expect: expected('webhookDeliveries'),
  },
  'Query.webhookEventTypes': {
    op: () => ({ query: '{ webhookEventTypes }' }),
    expect: expected('webhookEventTypes'),
  },
  'Query.outboxHealth': {
    op: () => ({
      query:
        '{ outboxHealth { waiting oldestWaitingSeconds failedDeliveries retryingDeliveries disabledEndpoints } }',
    }),
    expect: expected('outboxHealth'),
  },
  'Mutation.createWebhookEndpoint': {
    op: () => ({
      query:
        'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }',
      variables: { i: { url: 'https://93.184.215.14/hook', eventTypes: ['invoice.paid'] } },
    }),
    expect: expected('createWebhookEndpoint'),
  },
  'Mutation.deleteWebhookEndpoint': {
    op: async (_w, h) => ({
      query: 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
      variables: { id: (await matrixEndpoint(h)).id },
    }),
    expect: expected('deleteWebhookEndpoint'),
  },
  'Mutation.rotateWebhookSecret': {
    op: async (_w, h) => ({
      query:
        'mutation($id: ID!) { rotateWebhookSecret(id: $id, overlapHours: 24) { secret endpoint { id previousSecretExpiresAt } } }',
      variables: { id: (await matrixEndpoint(h)).id },
    }),
    expect: expected('rotateWebhookSecret'),
  },
  'Mutation.enableWebhookEndpoint': {
    op: async (_w, h) => {
      const e = await matrixEndpoint(h);
      await h.db.webhookEndpoint.update({
        where: { id: e.id },
        data: { enabled: false, disabledAt: new Date(), disabledReason: 'Matrix' },
      });
      return {
        query: 'mutation($id: ID!) { enableWebhookEndpoint(id: $id) { id enabled disabledAt } }',
        variables: { id: e.id },
      };
    },
    expect: expected('enableWebhookEndpoint'),
  },
  'Mutation.redeliverWebhook': {
    op: async (_w, h) => {
      const e = await matrixEndpoint(h);
      const d = await h.db.webhookDelivery.create({
        data: {
          endpointId: e.id,
          eventId: '00000000-0000-4000-8000-00000000000a',
          eventType: 'invoice.paid',
          status: 'FAILED',
          attempts: 3,
        },
      });
      return {
        query: 'mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status } }',
        variables: { id: d.id },
      };
    },
    expect: expected('redeliverWebhook'),
  },
  // A person's own settings for optional e-mails.
  'Query.myNotificationSettings': {
    op: () => ({ query: '{ myNotificationSettings { paymentReminders shippingNotices } }' }),
    expect: expected('myNotificationSettings'),
  },
  'Mutation.updateNotificationSettings': {
    op: () => ({
      query:
        'mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { paymentReminders shippingNotices } }',
      variables: { i: { paymentReminders: false } },
    }),
    expect: expected('updateNotificationSettings'),
  },
  'Query.companyNotificationSettings': {
    op: () => ({ query: '{ companyNotificationSettings { paymentReminders shippingNotices } }' }),
    expect: expected('companyNotificationSettings'),
  },
  'Mutation.updateCompanyNotificationSettings': {
    op: () => ({
      query:
        'mutation($i: NotificationSettingsInput!) { updateCompanyNotificationSettings(input: $i) { paymentReminders } }',
      variables: { i: { shippingNotices: false } },
    }),
    expect: expected('updateCompanyNotificationSettings'),
  },
  'Query.refusalReasons': {
    op: () => ({ query: '{ refusalReasons { reason code fields } }' }),
    expect: expected('refusalReasons'),
  },
  'Query.quote': {
    op: (w) => ({
      query: 'query($l: [OrderLineInput!]!) { quote(lines: $l) { totalCents } }',
      variables: { l: [{ productId: w.product.id, quantity: 100 }] },
    }),
    expect: expected('quote'),
  },
  'Query.quickOrderPreview': {
    op: (w) => ({
      query: 'query($t: String!) { quickOrderPreview(text: $t) { okCount } }',
      variables: { t: `${w.product.sku},100` },
    }),
    expect: expected('quickOrderPreview'),
  },
  'Mutation.bulkAddToOrders': {
    op: (w) => ({
      query: 'mutation($i: BulkAddInput!) { bulkAddToOrders(input: $i) { count } }',
      variables: { i: { phone: '5550100', lines: [{ productId: w.product.id, quantity: 100 }] } },
    }),
    // w.product is not in anyone's orders: every signed-in caller adds it.
    expect: expected('bulkAddToOrders'),
  },
  // Purchase orders. w.po is the customer's checked-out order; w.item is still open.
  'Query.myPurchaseOrders': {
    op: () => ({ query: '{ myPurchaseOrders { id } }' }),
    expect: expected('myPurchaseOrders'),
  },
  'Query.myPurchaseOrderConnection': {
    op: () => ({ query: '{ myPurchaseOrderConnection(first: 5) { totalCount nodes { id } } }' }),
    expect: expected('myPurchaseOrderConnection'),
  },
  'Query.purchaseOrderConnection': {
    op: () => ({
      query:
        '{ purchaseOrderConnection(first: 5, paymentStatus: OVERDUE) { totalCount nodes { id buyerCredit { availableCents } } } }',
    }),
    expect: expected('purchaseOrderConnection'),
  },
  'Query.purchaseOrder': {
    op: (w) => ({
      query: 'query($id: ID!) { purchaseOrder(id: $id) { id lines { sku } } }',
      variables: { id: w.po.id },
    }),
    expect: expected('purchaseOrder'),
  },
  'Query.purchaseOrders': {
    op: () => ({ query: '{ purchaseOrders { total rows { id balanceCents } } }' }),
    expect: expected('purchaseOrders'),
  },
  'Query.myCredit': {
    op: () => ({ query: '{ myCredit { availableCents } }' }),
    expect: expected('myCredit'),
  },
  'Mutation.checkout': {
    op: (w) => ({
      query:
        'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }',
      variables: { ids: [w.item.id], d: DETAILS },
    }),
    expect: expected('checkout'),
  },
  'Mutation.reorder': {
    op: (w) => ({
      query: 'mutation($id: ID!) { reorder(id: $id) { addedCount } }',
      variables: { id: w.po.id },
    }),
    expect: expected('reorder'),
  },
  'Mutation.recordPayment': {
    op: (w) => ({
      query: 'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { paidCents } }',
      variables: {
        id: w.po.id,
        p: { amountCents: 100, receivedOn: new Date().toISOString().slice(0, 10), reference: 'Matrix' },
      },
    }),
    expect: expected('recordPayment'),
  },
  'Mutation.updateFulfilment': {
    op: (w) => ({
      query: 'mutation($id: ID!) { updateFulfilment(id: $id, status: SHIPPED) { id } }',
      variables: { id: w.po.id },
    }),
    expect: expected('updateFulfilment'),
  },
  'Mutation.createShipment': {
    op: async (w, h) => ({
      query:
        'mutation($o: ID!, $l: [ShipmentLineInput!]!) { createShipment(orderId: $o, lines: $l, carrier: "UPS", trackingNumber: "1Z1") { id } }',
      variables: {
        o: w.po.id,
        l: [
          {
            invoiceLineId: (await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: w.po.id } }))
              .id,
            quantity: 1,
          },
        ],
      },
    }),
    expect: expected('createShipment'),
  },
  'Mutation.markShipmentDelivered': {
    op: async (w, h) => {
      const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: w.po.id } });
      const shipment = await h.db.shipment.create({
        data: {
          purchaseOrderId: w.po.id,
          number: 1,
          carrier: 'UPS',
          shippedAt: new Date(),
          createdByEmail: w.admin.email,
          lines: { create: [{ invoiceLineId: line.id, quantity: 1 }] },
        },
      });
      return {
        query: 'mutation($id: ID!) { markShipmentDelivered(id: $id) { id } }',
        variables: { id: shipment.id },
      };
    },
    expect: expected('markShipmentDelivered'),
  },
  // Returns (decision 069): 10 units of the customer's order delivered; each row makes the return it acts on.
  'Query.returnRequests': {
    op: () => ({ query: '{ returnRequests { id lines { sku } } }' }),
    expect: expected('returnRequests'),
  },
  'Mutation.requestReturn': {
    op: async (w, h) => ({
      query:
        'mutation($o: ID!, $l: [ReturnLineInput!]!) { requestReturn(orderId: $o, lines: $l, reason: "Cracked") { id } }',
      variables: { o: w.po.id, l: [{ invoiceLineId: (await matrixDelivered(h, w)).id, quantity: 1 }] },
    }),
    expect: expected('requestReturn'),
  },
  'Query.orderLists': {
    op: () => ({ query: '{ orderLists { id name lines { sku } schedule { status } } }' }),
    expect: expected('orderLists'),
  },
  'Query.orderList': {
    op: async (w, h) => ({
      query: 'query($id: ID!) { orderList(id: $id) { id canEdit } }',
      variables: { id: await matrixOrderList(h, w) },
    }),
    expect: companyOnly('orderList'),
  },
  'Mutation.createOrderList': {
    op: (w) => ({
      query: 'mutation($i: OrderListInput!) { createOrderList(input: $i) { id } }',
      variables: { i: { name: 'Matrix', lines: [{ reference: w.product.id, quantity: 100 }] } },
    }),
    expect: expected('createOrderList'),
  },
  'Mutation.updateOrderList': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { updateOrderList(id: $id, input: { name: "Renamed" }) { name } }',
      variables: { id: await matrixOrderList(h, w) },
    }),
    expect: companyOnly('updateOrderList'),
  },
  'Mutation.deleteOrderList': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { deleteOrderList(id: $id) }',
      variables: { id: await matrixOrderList(h, w) },
    }),
    expect: companyOnly('deleteOrderList'),
  },
  'Mutation.orderOrderList': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!) { orderOrderList(id: $id, phone: "5550100") { addedCount lines { reason } } }',
      variables: { id: await matrixOrderList(h, w) },
    }),
    expect: companyOnly('orderOrderList'),
  },
  'Mutation.setOrderSchedule': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!) { setOrderSchedule(listId: $id, input: { everyWeeks: 2, contactPhone: "+44 113 496 0000" }) { schedule { nextRunOn } } }',
      variables: { id: await matrixOrderList(h, w) },
    }),
    expect: companyOnly('setOrderSchedule'),
  },
  'Mutation.changeOrderSchedule': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!) { changeOrderSchedule(listId: $id, action: SKIP) { schedule { nextRunOn } } }',
      variables: { id: await matrixOrderList(h, w, true) },
    }),
    expect: companyOnly('changeOrderSchedule'),
  },
  'Mutation.withdrawReturn': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { withdrawReturn(id: $id) { id } }',
      variables: { id: await matrixReturn(h, w, 'REQUESTED') },
    }),
    expect: expected('withdrawReturn'),
  },
  'Mutation.approveReturn': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { approveReturn(id: $id, restockingFeePercent: 10) { id } }',
      variables: { id: await matrixReturn(h, w, 'REQUESTED') },
    }),
    expect: expected('approveReturn'),
  },
  'Mutation.rejectReturn': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { rejectReturn(id: $id, reason: "Used") { id } }',
      variables: { id: await matrixReturn(h, w, 'REQUESTED') },
    }),
    expect: expected('rejectReturn'),
  },
  'Mutation.receiveReturn': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { receiveReturn(id: $id, disposition: RESTOCK) { id creditNoteNumber } }',
      variables: { id: await matrixReturn(h, w, 'APPROVED') },
    }),
    expect: expected('receiveReturn'),
  },
  // Quotes (decision 065): each row makes its own quote of the customer's, in the state the operation answers.
  'Query.myQuotes': {
    op: () => ({ query: '{ myQuotes { id versions { lines { quantity } } } }' }),
    expect: expected('myQuotes'),
  },
  'Query.quotes': { op: () => ({ query: '{ quotes(take: 5) { id } }' }), expect: expected('quotes') },
  'Query.quoteDetails': {
    op: async (w, h) => ({
      query: 'query($id: ID!) { quoteDetails(id: $id) { id status } }',
      variables: { id: (await quoteIn(h, 'REQUESTED', w.customer, w.product)).id },
    }),
    expect: expected('quoteDetails'),
  },
  'Mutation.requestQuote': {
    op: (w) => ({
      query: 'mutation($l: [SalesQuoteRequestLineInput!]!) { requestQuote(lines: $l) { id } }',
      variables: { l: [{ productId: w.product.id, quantity: 100 }] },
    }),
    expect: expected('requestQuote'),
  },
  'Mutation.counterQuote': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!, $l: [SalesQuoteRequestLineInput!]!) { counterQuote(id: $id, lines: $l) { id } }',
      variables: {
        id: (await quoteIn(h, 'SENT', w.customer, w.product)).id,
        l: [{ productId: w.product.id, quantity: 100, targetPriceCents: 1 }],
      },
    }),
    expect: expected('counterQuote'),
  },
  'Mutation.acceptQuote': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { acceptQuote(id: $id) { quote { status } } }',
      variables: { id: (await quoteIn(h, 'SENT', w.customer, w.product)).id },
    }),
    expect: expected('acceptQuote'),
  },
  'Mutation.declineQuote': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { declineQuote(id: $id) { status } }',
      variables: { id: (await quoteIn(h, 'REQUESTED', w.customer, w.product)).id },
    }),
    expect: expected('declineQuote'),
  },
  'Mutation.sendQuote': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!, $l: [SalesQuotePriceLineInput!]!, $u: String!) { sendQuote(id: $id, lines: $l, validUntil: $u) { status } }',
      variables: {
        id: (await quoteIn(h, 'REQUESTED', w.customer, w.product)).id,
        l: [{ productId: w.product.id, quantity: 100, unitPriceCents: w.product.priceCents }],
        u: quoteDay(5),
      },
    }),
    expect: expected('sendQuote'),
  },
  'Mutation.approveQuote': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { approveQuote(id: $id) { status } }',
      variables: { id: (await quoteIn(h, 'APPROVAL_NEEDED', w.customer, w.product)).id },
    }),
    expect: expected('approveQuote'),
  },
  'Mutation.withdrawQuote': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { withdrawQuote(id: $id) { status } }',
      variables: { id: (await quoteIn(h, 'REQUESTED', w.customer, w.product)).id },
    }),
    expect: expected('withdrawQuote'),
  },
  // Sales reps (decision 084): the customer serves the other customer's company; the other customer is no rep.
  'Query.salesReps': {
    op: () => ({ query: '{ salesReps { id companies { id } } }' }),
    expect: expected('salesReps'),
  },
  'Query.companyReps': {
    op: (w) => ({
      query: 'query($c: ID!) { companyReps(companyId: $c) { id } }',
      variables: { c: w.customer.companyId },
    }),
    expect: expected('companyReps'),
  },
  'Mutation.setSalesRep': {
    op: (w) => ({
      query: 'mutation($u: ID!) { setSalesRep(userId: $u, salesRep: true) }',
      variables: { u: w.otherCustomer.id },
    }),
    expect: expected('setSalesRep'),
  },
  'Mutation.setCompanyReps': {
    op: async (w, h) => {
      await h.db.user.update({ where: { id: w.otherCustomer.id }, data: { salesRep: true } });
      return {
        query: 'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id } }',
        variables: { c: w.customer.companyId, r: [w.otherCustomer.id] },
      };
    },
    expect: expected('setCompanyReps'),
  },
  // A rep limited to some of a company's locations (decision 117): the other customer serves the customer's company.
  'Mutation.setRepLocations': {
    op: async (w, h) => {
      await h.db.user.update({ where: { id: w.otherCustomer.id }, data: { salesRep: true } });
      await h.db.salesRepAssignment.upsert({
        where: { companyId_repId: { companyId: w.customer.companyId, repId: w.otherCustomer.id } },
        create: { companyId: w.customer.companyId, repId: w.otherCustomer.id },
        update: {},
      });
      return {
        query:
          'mutation($c: ID!, $r: ID!, $l: [ID!]!) { setRepLocations(companyId: $c, repId: $r, locationIds: $l) { id locationIds } }',
        variables: { c: w.customer.companyId, r: w.otherCustomer.id, l: [w.location.id] },
      };
    },
    expect: expected('setRepLocations'),
  },
  'Query.myRepCompanies': {
    op: () => ({ query: '{ myRepCompanies { id name members { id } } }' }),
    expect: expected('myRepCompanies'),
  },
  'Query.repCompanyOrders': {
    op: async (w, h) => {
      await customerServesOther(w, h);
      return {
        query: 'query($c: ID!) { repCompanyOrders(companyId: $c) { id totalCents } }',
        variables: { c: w.otherCustomer.companyId },
      };
    },
    expect: expected('repCompanyOrders'),
  },
  'Query.repQuotes': {
    op: async (w, h) => {
      await customerServesOther(w, h);
      return {
        query: 'query($c: ID!) { repQuotes(companyId: $c) { id status } }',
        variables: { c: w.otherCustomer.companyId },
      };
    },
    expect: expected('repQuotes'),
  },
  'Mutation.repSendQuote': {
    op: async (w, h) => {
      await customerServesOther(w, h);
      return {
        query:
          'mutation($id: ID!, $l: [SalesQuotePriceLineInput!]!, $u: String!) { repSendQuote(id: $id, lines: $l, validUntil: $u) { status } }',
        variables: {
          id: (await quoteIn(h, 'REQUESTED', w.otherCustomer, w.product)).id,
          l: [{ productId: w.product.id, quantity: 100, unitPriceCents: w.product.priceCents }],
          u: quoteDay(5),
        },
      };
    },
    expect: expected('repSendQuote'),
  },
  'Mutation.startActingAs': {
    op: async (w, h) => {
      await customerServesOther(w, h);
      return {
        query: 'mutation($b: ID!) { startActingAs(buyerId: $b) { banner expiresAt } }',
        variables: { b: w.otherCustomer.id },
      };
    },
    expect: expected('startActingAs'),
  },
  'Mutation.stopActingAs': {
    op: () => ({ query: 'mutation { stopActingAs }' }),
    expect: expected('stopActingAs'),
  },
  'Query.myActAsSession': {
    op: () => ({ query: '{ myActAsSession { banner } }' }),
    expect: expected('myActAsSession'),
  },
  'Mutation.setCreditTerms': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { setCreditTerms(id: $id, terms: { creditLimitCents: 100, paymentTermsDays: 7 }) { id } }',
      variables: { id: w.customer.id },
    }),
    expect: expected('setCreditTerms'),
  },
  'Mutation.liftCreditHold': {
    op: (w) => ({
      query: 'mutation($id: ID!) { liftCreditHold(id: $id) { id } }',
      variables: { id: w.customer.id },
    }),
    expect: expected('liftCreditHold'),
  },
  // Bank statements (admins; keys with read:invoices / write:payments).
  'Query.bankStatements': {
    op: () => ({ query: '{ bankStatements { id fileName } }' }),
    expect: expected('bankStatements'),
  },
  // Statements (a customer names no company) and aging.
  'Query.myStatement': {
    op: () => ({
      query:
        '{ myStatement(from: "2026-01-01", to: "2026-12-31") { closingBalanceCents lines { reference } } }',
    }),
    expect: expected('myStatement'),
  },
  'Query.companyStatement': {
    op: (w) => ({
      query:
        'query($id: ID!) { companyStatement(companyId: $id, from: "2026-01-01", to: "2026-12-31") { closingBalanceCents } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('companyStatement'),
  },
  'Query.agingReport': {
    op: () => ({ query: '{ agingReport { asOf total { totalCents } } }' }),
    expect: expected('agingReport'),
  },
  'Query.bankStatementLines': {
    op: () => ({ query: '{ bankStatementLines(status: "UNMATCHED") { total items { id } } }' }),
    expect: expected('bankStatementLines'),
  },
  'Mutation.importBankStatement': {
    op: () => ({
      query:
        'mutation($f: BankStatementFileInput!) { importBankStatement(file: $f) { alreadyImported statement { id } } }',
      variables: { f: { fileName: 'matrix.csv', content: BANK_CSV } },
    }),
    expect: expected('importBankStatement'),
  },
  'Mutation.confirmBankLine': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { confirmBankLine(id: $id) { status } }',
      variables: { id: (await matrixBankLine(h, w)).id },
    }),
    expect: expected('confirmBankLine'),
  },
  'Mutation.ignoreBankLine': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { ignoreBankLine(id: $id) { status } }',
      variables: { id: (await matrixBankLine(h, w)).id },
    }),
    expect: expected('ignoreBankLine'),
  },
  // Credit notes (whoever sees the order reads them), refunds and customer credit (admins).
  'Query.creditNotes': {
    op: (w) => ({
      query: 'query($id: ID!) { creditNotes(purchaseOrderId: $id) { id creditNoteNumber } }',
      variables: { id: w.po.id },
    }),
    expect: expected('creditNotes'),
  },
  'Query.customerCredit': {
    op: (w) => ({
      query: 'query($id: ID!) { customerCredit(companyId: $id) { balanceCents } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('customerCredit'),
  },
  'Mutation.issueCreditNote': {
    op: async (w, h) => {
      const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: w.po.id } });
      return {
        query:
          'mutation($id: ID!, $i: CreditNoteInput!) { issueCreditNote(purchaseOrderId: $id, input: $i) { id } }',
        variables: {
          id: w.po.id,
          i: { reason: 'Matrix', settlement: 'HOLD', lines: [{ invoiceLineId: line.id, quantity: 1 }] },
        },
      };
    },
    expect: expected('issueCreditNote'),
  },
  'Mutation.applyCustomerCredit': {
    op: async (w, h) => {
      await matrixHeldCredit(h, w);
      return {
        query:
          'mutation($id: ID!) { applyCustomerCredit(purchaseOrderId: $id, amountCents: 100) { paidCents } }',
        variables: { id: w.po.id },
      };
    },
    expect: expected('applyCustomerCredit'),
  },
  'Mutation.recordRefund': {
    op: async (w, h) => {
      await matrixHeldCredit(h, w);
      return {
        query: 'mutation($id: ID!, $r: RefundInput!) { recordRefund(companyId: $id, refund: $r) { id } }',
        variables: {
          id: w.customer.companyId,
          r: {
            amountCents: 100,
            paidOn: new Date().toISOString().slice(0, 10),
            method: 'BANK_TRANSFER',
            reference: 'Matrix',
          },
        },
      };
    },
    expect: expected('recordRefund'),
  },
  // Contract price lists (admins); a list made per cell so each write finds one.
  'Query.priceLists': { op: () => ({ query: '{ priceLists { id name } }' }), expect: expected('priceLists') },
  'Query.catalogImportJob': {
    op: async (_w, h) => ({
      query: 'query($id: ID!) { catalogImportJob(id: $id) { id status rowsTotal } }',
      variables: { id: (await h.db.catalogImportJob.create({ data: { apply: false, status: 'DONE' } })).id },
    }),
    expect: expected('catalogImportJob'),
  },
  'Query.priceList': {
    op: async (_w, h) => ({
      query: 'query($id: ID!) { priceList(id: $id) { id entryCount } }',
      variables: { id: (await h.db.priceList.create({ data: { name: `Matrix ${Math.random()}` } })).id },
    }),
    expect: expected('priceList'),
  },
  'Mutation.savePriceList': {
    op: (w) => ({
      query: 'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
      variables: { i: { name: `Matrix ${Math.random()}`, companyIds: [w.customer.companyId] } },
    }),
    expect: expected('savePriceList'),
  },
  'Mutation.deletePriceList': {
    op: async (_w, h) => ({
      query: 'mutation($id: ID!) { deletePriceList(id: $id) }',
      variables: { id: (await h.db.priceList.create({ data: { name: `Matrix ${Math.random()}` } })).id },
    }),
    expect: expected('deletePriceList'),
  },
  'Mutation.setPriceListEntries': {
    op: async (w, h) => ({
      query:
        'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }',
      variables: {
        id: (await h.db.priceList.create({ data: { name: `Matrix ${Math.random()}` } })).id,
        e: [{ sku: w.product.sku, percentOffBp: 500 }],
      },
    }),
    expect: expected('setPriceListEntries'),
  },
  // Lists per company location (decision 100): admins give them; a buyer choosing none always may (another company's
  // location is refused in server/test/prices/price-list-locations.test.ts).
  'Mutation.setPriceListLocations': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!, $l: [ID!]!) { setPriceListLocations(id: $id, locationIds: $l) { id } }',
      variables: {
        id: (await h.db.priceList.create({ data: { name: `Matrix ${Math.random()}` } })).id,
        l: [w.location.id],
      },
    }),
    expect: expected('setPriceListLocations'),
  },
  'Mutation.chooseShipToLocation': {
    op: () => ({ query: 'mutation { chooseShipToLocation(locationId: null) { locationId } }' }),
    expect: expected('chooseShipToLocation'),
  },
  'Query.customerGroups': {
    op: () => ({ query: '{ customerGroups { id name companies { id } } }' }),
    expect: expected('customerGroups'),
  },
  'Mutation.saveCustomerGroup': {
    op: (w) => ({
      query: 'mutation($i: CustomerGroupInput!) { saveCustomerGroup(input: $i) { id } }',
      variables: { i: { name: `Matrix ${Math.random()}`, companyIds: [w.customer.companyId] } },
    }),
    expect: expected('saveCustomerGroup'),
  },
  'Mutation.deleteCustomerGroup': {
    op: async (_w, h) => ({
      query: 'mutation($id: ID!) { deleteCustomerGroup(id: $id) }',
      variables: { id: (await h.db.customerGroup.create({ data: { name: `Matrix ${Math.random()}` } })).id },
    }),
    expect: expected('deleteCustomerGroup'),
  },
  // Warehouses and the stock in each (docs/decisions/082): admins; setting the north warehouse's units moves the total.
  'Query.warehouses': {
    op: () => ({ query: '{ warehouses { id code priority } }' }),
    expect: expected('warehouses'),
  },
  // The fulfilment queue (decision 093): admins read what the main warehouse is to pick and ship.
  'Query.fulfilmentQueue': {
    op: async (_w, h) => ({
      query: 'query($w: ID!) { fulfilmentQueue(warehouseId: $w) { sku quantity orderNumber } }',
      variables: { w: (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id },
    }),
    expect: expected('fulfilmentQueue'),
  },
  'Query.productStock': {
    op: (w) => ({
      query: 'query($id: ID!) { productStock(productId: $id) { code quantity } }',
      variables: { id: w.product.id },
    }),
    expect: expected('productStock'),
  },
  'Mutation.setWarehouseStock': {
    op: async (w, h) => ({
      query:
        'mutation($p: ID!, $w: ID!) { setWarehouseStock(productId: $p, warehouseId: $w, quantity: 77) { code quantity } }',
      variables: {
        p: w.product.id,
        w: (await h.db.warehouse.findFirstOrThrow({ where: { code: 'NORTH' } })).id,
      },
    }),
    expect: expected('setWarehouseStock'),
  },
  // Tax rates and exemptions (admins); the checkout's tax quote for the buyer's own items.
  'Query.taxRates': { op: () => ({ query: '{ taxRates { id label } }' }), expect: expected('taxRates') },
  'Mutation.setTaxRate': {
    op: () => ({
      query: 'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
      variables: { i: { country: 'AQ', region: `Matrix ${Math.random()}`, name: 'VAT', ratePercent: '20' } },
    }),
    expect: expected('setTaxRate'),
  },
  'Mutation.deleteTaxRate': {
    op: async (_w, h) => ({
      query: 'mutation($id: ID!) { deleteTaxRate(id: $id) }',
      variables: {
        id: (
          await h.db.taxRate.create({
            data: {
              country: 'AQ',
              region: `M${Math.random()}`,
              regionKey: `M${Math.random()}`,
              name: 'VAT',
              rateMillionths: 1,
            },
          })
        ).id,
      },
    }),
    expect: expected('deleteTaxRate'),
  },
  'Mutation.setCompanyTaxExemption': {
    op: (w) => ({
      query:
        'mutation($id: ID!, $i: TaxExemptionInput!) { setCompanyTaxExemption(companyId: $id, input: $i) { activeToday } }',
      variables: { id: w.customer.companyId, i: { certificate: null, expiresOn: null } },
    }),
    expect: expected('setCompanyTaxExemption'),
  },
  'Query.shippingMethods': {
    op: () => ({
      query:
        '{ shippingMethods { id name kind bands { upToGrams priceCents } offered companies { id name } } }',
    }),
    expect: expected('shippingMethods'),
  },
  'Mutation.saveShippingMethod': {
    op: () => ({
      query: 'mutation($i: ShippingMethodInput!) { saveShippingMethod(input: $i) { id } }',
      variables: { i: { name: `Matrix ${Math.random()}`, kind: 'FLAT', flatCents: 100, active: false } },
    }),
    expect: expected('saveShippingMethod'),
  },
  'Mutation.setCompanyFreeFreight': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { setCompanyFreeFreight(companyId: $id, freeFreightThresholdCents: 250000) { id } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('setCompanyFreeFreight'),
  },
  'Mutation.setOrderFreight': {
    op: async (w, h) => {
      await h.db.purchaseOrder.update({ where: { id: w.po.id }, data: { freightPending: true } });
      return {
        query:
          'mutation($id: ID!) { setOrderFreight(purchaseOrderId: $id, freightCents: 100) { freightCents } }',
        variables: { id: w.po.id },
      };
    },
    expect: expected('setOrderFreight'),
  },
  // A day 30 to 300 days ahead, new at each cell, so an allowed cell always changes the order.
  'Mutation.setPromisedDeliveryDate': {
    op: (w) => ({
      query:
        'mutation($id: ID!, $d: String!) { setPromisedDeliveryDate(purchaseOrderId: $id, promisedDeliveryDate: $d) { promisedDeliveryOn } }',
      variables: {
        id: w.po.id,
        d: new Date(Date.now() + (30 + Math.floor(Math.random() * 270)) * 86_400_000)
          .toISOString()
          .slice(0, 10),
      },
    }),
    expect: expected('setPromisedDeliveryDate'),
  },
  // Holidays: each allowed cell adds a weekday ahead to an emptied list (never a duplicate, never over the bound).
  'Query.shopHolidays': {
    op: () => ({ query: '{ shopHolidays { day name dayText } }' }),
    expect: expected('shopHolidays'),
  },
  'Mutation.addShopHoliday': {
    op: async (_w, h) => {
      await h.db.shopHoliday.deleteMany({});
      return {
        query: 'mutation($i: ShopHolidayInput!) { addShopHoliday(input: $i) { day } }',
        variables: { i: { day: matrixWeekday(40), name: 'Matrix day' } },
      };
    },
    expect: expected('addShopHoliday'),
  },
  'Mutation.removeShopHoliday': {
    op: async (_w, h) => {
      const day = matrixWeekday(50);
      await h.db.shopHoliday.upsert({
        where: { day: new Date(`${day}T00:00:00Z`) },
        create: { day: new Date(`${day}T00:00:00Z`), name: 'Matrix day' },
        update: {},
      });
      return { query: 'mutation($d: String!) { removeShopHoliday(day: $d) }', variables: { d: day } };
    },
    expect: expected('removeShopHoliday'),
  },
  'Query.checkoutTaxQuote': {
    op: (w) => ({
      query:
        'query($ids: [ID!]!) { checkoutTaxQuote(itemIds: $ids, country: "GB") { totalCents tax { taxCents } } }',
      variables: { ids: [w.item.id] },
    }),
    expect: expected('checkoutTaxQuote'),
  },
  // API keys (people only: no key may manage keys). The customer runs their company: a company key of
  // theirs is revoked by them or a shop admin; the other customer (another company's admin) is refused.
  // The remaining lists as cursor pages, each as its list.
  'Query.approvalQueueConnection': {
    op: () => ({
      query: '{ approvalQueueConnection(first: 5) { totalCount nodes { id } pageInfo { hasNextPage } } }',
    }),
    expect: expected('approvalQueueConnection'),
  },
  'Query.myOrderRequestConnection': {
    op: () => ({ query: '{ myOrderRequestConnection(first: 5) { totalCount nodes { id } } }' }),
    expect: expected('myOrderRequestConnection'),
  },
  'Query.companyInvitationConnection': {
    op: () => ({ query: '{ companyInvitationConnection(first: 5) { totalCount nodes { id email } } }' }),
    expect: expected('companyInvitationConnection'),
  },
  'Query.myPartNumberConnection': {
    op: () => ({ query: '{ myPartNumberConnection(first: 5) { totalCount nodes { partNumber } } }' }),
    expect: expected('myPartNumberConnection'),
  },
  'Query.myPartNumber': {
    op: (w) => ({
      query: 'query($id: ID!) { myPartNumber(productId: $id) { partNumber } }',
      variables: { id: w.product.id },
    }),
    expect: expected('myPartNumber'),
  },
  'Query.myPartNumbersCsv': {
    op: () => ({ query: '{ myPartNumbersCsv }' }),
    expect: expected('myPartNumbersCsv'),
  },
  'Query.myInvitationConnection': {
    op: () => ({ query: '{ myInvitationConnection(first: 5) { totalCount nodes { id } } }' }),
    expect: expected('myInvitationConnection'),
  },
  'Query.companyConnection': {
    op: () => ({ query: '{ companyConnection(first: 5) { totalCount nodes { id name } } }' }),
    expect: expected('companyConnection'),
  },
  'Query.bankStatementConnection': {
    op: () => ({ query: '{ bankStatementConnection(first: 5) { totalCount nodes { id } } }' }),
    expect: expected('bankStatementConnection'),
  },
  'Query.bankStatementLineConnection': {
    op: () => ({
      query: '{ bankStatementLineConnection(first: 5, status: "UNMATCHED") { totalCount nodes { id } } }',
    }),
    expect: expected('bankStatementLineConnection'),
  },
  'Query.webhookEndpointConnection': {
    op: () => ({ query: '{ webhookEndpointConnection(first: 5) { totalCount nodes { id url } } }' }),
    expect: expected('webhookEndpointConnection'),
  },
  'Query.webhookDeliveryConnection': {
    op: async (_w, h) => ({
      query:
        'query($id: ID!) { webhookDeliveryConnection(endpointId: $id, first: 5) { totalCount nodes { id } } }',
      variables: { id: (await matrixEndpoint(h)).id },
    }),
    expect: expected('webhookDeliveryConnection'),
  },
  'Query.apiKeys': {
    op: () => ({ query: '{ apiKeys { id prefix companyName } }' }),
    expect: expected('apiKeys'),
  },
  'Query.apiKeyConnection': {
    op: () => ({
      query: '{ apiKeyConnection(first: 5) { totalCount nodes { id prefix } pageInfo { hasNextPage } } }',
    }),
    expect: expected('apiKeyConnection'),
  },
  // The audit trail: the shop's (admins), a company's (its admins).
  'Query.auditTrail': {
    op: () => ({
      query:
        '{ auditTrail(first: 5, filter: { entityType: "Product" }) { totalCount nodes { id entityType before after } } }',
    }),
    expect: expected('auditTrail'),
  },
  'Query.auditTrailCsv': {
    op: () => ({ query: '{ auditTrailCsv(filter: { action: "UPDATE" }) }' }),
    expect: expected('auditTrailCsv'),
  },
  'Query.myCompanyAuditTrail': {
    op: () => ({ query: '{ myCompanyAuditTrail(first: 5) { totalCount nodes { id entityType } } }' }),
    expect: expected('myCompanyAuditTrail'),
  },
  'Query.myCompanyAuditTrailCsv': {
    op: () => ({ query: '{ myCompanyAuditTrailCsv }' }),
    expect: expected('myCompanyAuditTrailCsv'),
  },
  // A person's data: the customer's own export; an admin's of anyone; erasing the other customer.
  'Query.myPersonalData': { op: () => ({ query: '{ myPersonalData }' }), expect: expected('myPersonalData') },
  'Query.personalData': {
    op: (w) => ({ query: 'query($id: ID!) { personalData(userId: $id) }', variables: { id: w.customer.id } }),
    expect: expected('personalData'),
  },
  'Mutation.erasePerson': {
    op: (w) => ({
      query: 'mutation($id: ID!) { erasePerson(userId: $id) { userId erasedEmail } }',
      variables: { id: w.otherCustomer.id },
    }),
    expect: expected('erasePerson'),
  },
  'Mutation.createApiKey': {
    op: () => ({
      query: 'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id } } }',
      variables: { i: { name: 'Matrix', scopes: ['read:orders'] } },
    }),
    expect: expected('createApiKey'),
  },
  'Mutation.revokeApiKey': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      variables: {
        id: (await apiKeys.createApiKey(ctxFor(h, w.customer), { name: 'Matrix', scopes: ['read:orders'] }))
          .apiKey.id,
      },
    }),
    expect: expected('revokeApiKey'),
  },
  // Company accounts. The customer is the company admin of a company with a buyer (colleague).
  'Query.myCompany': {
    op: () => ({
      query: '{ myCompany { id name members { email companyRole } locations { id } invitations { id } } }',
    }),
    expect: expected('myCompany'),
  },
  'Query.myInvitations': {
    op: () => ({ query: '{ myInvitations { id companyName } }' }),
    expect: expected('myInvitations'),
  },
  'Query.companyInvitations': {
    op: () => ({ query: '{ companyInvitations { id email role } }' }),
    expect: expected('companyInvitations'),
  },
  'Query.companies': {
    op: () => ({ query: '{ companies(search: "a") { total rows { id members { email } } } }' }),
    expect: expected('companies'),
  },
  'Query.company': {
    op: (w) => ({
      query: 'query($id: ID!) { company(id: $id) { id name } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('company'),
  },
  'Mutation.updateMyCompany': {
    op: () => ({
      query: 'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { id } }',
      variables: { i: { name: 'Matrix Ltd' } },
    }),
    expect: expected('updateMyCompany'),
  },
  'Mutation.addCompanyLocation': {
    op: () => ({
      query: 'mutation($i: CompanyLocationInput!) { addCompanyLocation(input: $i) { id } }',
      variables: {
        i: { label: 'York', addressLine1: '2 Road', city: 'York', postalCode: 'YO1 1AA', country: 'GB' },
      },
    }),
    expect: expected('addCompanyLocation'),
  },
  // Every caller's own company has a number on the world's product (makeWorld): each reads, changes and removes its own.
  'Mutation.setMyPartNumber': {
    op: (w) => ({
      query: 'mutation($i: PartNumberInput!) { setMyPartNumber(input: $i) { partNumber } }',
      variables: { i: { product: w.product.sku, partNumber: 'MATRIX NEW' } },
    }),
    expect: expected('setMyPartNumber'),
  },
  'Mutation.removeMyPartNumber': {
    op: (w) => ({
      query: 'mutation($id: ID!) { removeMyPartNumber(productId: $id) }',
      variables: { id: w.product.id },
    }),
    expect: expected('removeMyPartNumber'),
  },
  'Mutation.importMyPartNumbers': {
    op: (w) => ({
      query: 'mutation($t: String!) { importMyPartNumbers(text: $t, dryRun: false) { applied } }',
      variables: { t: `${w.product.sku},MATRIX FILE` },
    }),
    expect: expected('importMyPartNumbers'),
  },
  'Mutation.updateCompanyLocation': {
    op: (w) => ({
      query:
        'mutation($id: ID!, $i: CompanyLocationInput!) { updateCompanyLocation(id: $id, input: $i) { id label } }',
      variables: {
        id: w.location.id,
        i: { label: 'York', addressLine1: '2 Road', city: 'York', postalCode: 'YO1 1AA', country: 'GB' },
      },
    }),
    expect: expected('updateCompanyLocation'),
  },
  'Mutation.removeCompanyLocation': {
    op: (w) => ({
      query: 'mutation($id: ID!) { removeCompanyLocation(id: $id) }',
      variables: { id: w.location.id },
    }),
    expect: expected('removeCompanyLocation'),
  },
  'Mutation.inviteToCompany': {
    op: () => ({
      query:
        'mutation { inviteToCompany(email: "new@matrix.test", role: BUYER, limits: { orderLimitCents: 100 }) { id expiresAt spendingLimits { orderLimitCents } } }',
    }),
    expect: expected('inviteToCompany'),
  },
  'Mutation.revokeCompanyInvitation': {
    op: (w) => ({
      query: 'mutation($id: ID!) { revokeCompanyInvitation(id: $id) { revokedAt } }',
      variables: { id: w.invitation.id },
    }),
    expect: expected('revokeCompanyInvitation'),
  },
  'Mutation.acceptCompanyInvitation': {
    op: async (w, h) => {
      // An invitation to the customer from a new company. The customer's own company must hold nothing for them to
      // move by themselves, so this world's order is given to another company first (only in this cell's world).
      const inviting = await h.db.company.create({ data: { name: 'Inviting Ltd' } });
      await h.db.purchaseOrder.update({ where: { id: w.po.id }, data: { companyId: inviting.id } });
      await h.db.user.update({
        where: { id: w.colleague.id },
        data: { company: { connect: { id: inviting.id } } },
      });
      const inv = await h.db.companyInvitation.create({
        data: {
          companyId: inviting.id,
          email: w.customer.email,
          role: 'BUYER',
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
      return {
        query: 'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role company { name } } }',
        variables: { id: inv.id },
      };
    },
    expect: expected('acceptCompanyInvitation'),
  },
  'Mutation.setMemberRole': {
    op: (w) => ({
      query: 'mutation($id: ID!) { setMemberRole(userId: $id, role: REQUESTER) { companyRole } }',
      variables: { id: w.colleague.id },
    }),
    expect: expected('setMemberRole'),
  },
  'Mutation.removeCompanyMember': {
    op: (w) => ({
      query: 'mutation($id: ID!) { removeCompanyMember(userId: $id) { id } }',
      variables: { id: w.colleague.id },
    }),
    expect: expected('removeCompanyMember'),
  },
  'Mutation.createCompany': {
    op: () => ({ query: 'mutation { createCompany(input: { name: "New Co" }) { id } }' }),
    expect: expected('createCompany'),
  },
  'Mutation.updateCompany': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { updateCompany(id: $id, input: { name: "Renamed Co", taxId: "GB123" }) { id } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('updateCompany'),
  },
  'Mutation.adminInviteToCompany': {
    op: (w) => ({
      query:
        'mutation($c: ID!) { adminInviteToCompany(companyId: $c, email: "shop-new@matrix.test", role: BUYER, limits: { orderLimitCents: 100 }) { id } }',
      variables: { c: w.otherCustomer.companyId },
    }),
    expect: expected('adminInviteToCompany'),
  },
  'Mutation.adminRevokeCompanyInvitation': {
    op: (w) => ({
      query: 'mutation($id: ID!) { adminRevokeCompanyInvitation(id: $id) { revokedAt } }',
      variables: { id: w.invitation.id },
    }),
    expect: expected('adminRevokeCompanyInvitation'),
  },
  'Mutation.moveUserToCompany': {
    op: (w) => ({
      query:
        'mutation($u: ID!, $c: ID!) { moveUserToCompany(userId: $u, companyId: $c, role: BUYER) { companyRole } }',
      variables: { u: w.colleague.id, c: w.otherCustomer.companyId },
    }),
    expect: expected('moveUserToCompany'),
  },
  'Mutation.setCompanyCreditTerms': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { setCompanyCreditTerms(id: $id, terms: { creditLimitCents: 100, paymentTermsDays: 7 }) { id } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('setCompanyCreditTerms'),
  },
  'Query.punchOutIdentity': {
    op: (w) => ({
      query: 'query($id: ID!) { punchOutIdentity(companyId: $id) { id } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('punchOutIdentity'),
  },
  'Mutation.savePunchOutIdentity': {
    op: (w) => ({
      query:
        'mutation($id: ID!, $i: PunchOutIdentityInput!) { savePunchOutIdentity(companyId: $id, input: $i) { id } }',
      variables: {
        id: w.customer.companyId,
        i: {
          fromDomain: 'NetworkID',
          fromIdentity: 'AN01',
          toDomain: 'DUNS',
          toIdentity: 'SHOP',
          senderDomain: 'NetworkID',
          senderIdentity: `matrix-${Math.random()}`,
          sharedSecret: 'a-matrix-secret-long-enough',
        },
      },
    }),
    expect: expected('savePunchOutIdentity'),
  },
  'Mutation.liftCompanyCreditHold': {
    op: (w) => ({
      query: 'mutation($id: ID!) { liftCompanyCreditHold(id: $id) { id } }',
      variables: { id: w.customer.companyId },
    }),
    expect: expected('liftCompanyCreditHold'),
  },
  // Spending limits and approvals.
  'Mutation.submitOrder': {
    op: (w) => ({
      query:
        'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { submitOrder(itemIds: $ids, details: $d) { purchaseOrder { id } approvalRequest { id } } }',
      variables: { ids: [w.item.id], d: DETAILS },
    }),
    expect: expected('submitOrder'),
  },
  'Query.approvalPreview': {
    op: (w) => ({
      query: 'query($ids: [ID!]!) { approvalPreview(itemIds: $ids) { needsApproval summary } }',
      variables: { ids: [w.item.id] },
    }),
    expect: expected('approvalPreview'),
  },
  'Query.approvalQueue': {
    op: async (w, h) => {
      await waitingRequest(w, h);
      return { query: '{ approvalQueue { id requestNumber waitingFor } }' };
    },
    expect: expected('approvalQueue'),
  },
  'Query.myOrderRequests': {
    op: () => ({ query: '{ myOrderRequests { id status } }' }),
    expect: expected('myOrderRequests'),
  },
  'Query.orderRequest': {
    op: async (w, h) => ({
      query: 'query($id: ID!) { orderRequest(id: $id) { id reasons items { id } events { kind } } }',
      variables: { id: await waitingRequest(w, h) },
    }),
    expect: expected('orderRequest'),
  },
  'Mutation.approveOrder': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { approveOrder(id: $id) { status } }',
      variables: { id: await waitingRequest(w, h) },
    }),
    expect: expected('approveOrder'),
  },
  'Mutation.rejectOrder': {
    op: async (w, h) => ({
      query: 'mutation($id: ID!) { rejectOrder(id: $id, reason: "Over budget") { status } }',
      variables: { id: await waitingRequest(w, h) },
    }),
    expect: expected('rejectOrder'),
  },
  'Mutation.withdrawOrderRequest': {
    op: async (w, h) => {
      // The customer asks this time: a requester, with the colleague as the company's admin.
      await h.db.user.update({ where: { id: w.colleague.id }, data: { companyRole: 'COMPANY_ADMIN' } });
      const customer = await h.db.user.update({
        where: { id: w.customer.id },
        data: { companyRole: 'REQUESTER' },
      });
      const { approvalRequest } = await approvalsService.submitOrder(ctxFor(h, customer), {
        itemIds: [w.item.id],
        details: DETAILS,
      });
      return {
        query: 'mutation($id: ID!) { withdrawOrderRequest(id: $id) { status } }',
        variables: { id: approvalRequest!.id },
      };
    },
    expect: expected('withdrawOrderRequest'),
  },
  'Mutation.setApprovalRules': {
    op: () => ({
      query: 'mutation { setApprovalRules(rules: [{ thresholdCents: 200000, approverRole: BUYER }]) { id } }',
    }),
    expect: expected('setApprovalRules'),
  },
  'Mutation.setSpendingLimits': {
    op: (w) => ({
      query:
        'mutation($id: ID!) { setSpendingLimits(userId: $id, limits: { orderLimitCents: 200000 }) { id spendingLimits { orderLimitCents } } }',
      variables: { id: w.colleague.id },
    }),
    expect: expected('setSpendingLimits'),
  },
  'Mutation.addReview': {
    op: () => ({
      query: 'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
      variables: { i: { photoUrl: 'https://example.com/p.jpg', description: 'ok' } },
    }),
    expect: expected('addReview'),
  },
  // X12 EDI (decisions 075, 080): the customer's company sends as a sender of its own; anyone else's interchange from it is refused.
  'Query.ediDocuments': {
    op: () => ({
      query: '{ ediDocuments(kind: "850", take: 5) { id kind companyName orderNumber content } }',
    }),
    expect: expected('ediDocuments'),
  },
  'Query.ediPartners': {
    op: () => ({ query: '{ ediPartners { id companyName qualifier senderId enabled } }' }),
    expect: expected('ediPartners'),
  },
  'Mutation.saveEdiPartner': {
    op: (w) => ({
      query:
        'mutation($c: ID!, $s: String!) { saveEdiPartner(companyId: $c, qualifier: "ZZ", senderId: $s) { id companyName } }',
      variables: { c: w.customer.companyId, s: matrixSender() },
    }),
    expect: expected('saveEdiPartner'),
  },
  'Mutation.ediInbound': {
    op: async (w, h) => {
      const senderId = matrixSender();
      await h.db.ediPartner.upsert({
        where: { companyId: w.customer.companyId },
        create: { companyId: w.customer.companyId, qualifier: 'ZZ', senderId },
        update: { senderId, enabled: true },
      });
      // The fixture's items, so that a caller let through places its order (and the audit trail records it).
      for (const sku of ['GG-100', 'GG-STICK-7']) {
        if (!(await h.db.product.findUnique({ where: { sku } })))
          await h.factories.createProduct(h.db, { sku, priceCents: 1_000, quantity: 100_000 });
      }
      await h.gql(
        'mutation($i: PartNumberInput!) { setMyPartNumber(input: $i) { partNumber } }',
        { i: { product: 'GG-STICK-7', partNumber: 'ACME-STICK-7' } },
        h.tokenFor(w.customer),
      );
      const text = interchange(1 + Math.floor(Math.random() * 999_999_998), [
        [/ACMEBUYER {6}/, senderId.padEnd(15)],
        [/GS\*PO\*ACMEBUYER/, `GS*PO*${senderId}`],
      ]);
      return {
        query:
          'mutation($t: String!) { ediInbound(text: $t) { accepted acknowledgement refusals { reason } } }',
        variables: { t: text },
      };
    },
    expect: { ...expected('ediInbound'), otherCustomer: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
};

/**
 * A fresh database with the world every row runs against: built once per harness, then put back row for row
 * (same ids) before each cell by h.world, so every cell starts from exactly the world a build makes.
 */
export function buildWorld(h: Harness): Promise<World> {
  return h.world('graphql-matrix', () => makeWorld(h));
}

async function makeWorld(h: Harness): Promise<World> {
  await h.reset();
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const customer = await h.factories.createUser(h.db);
  const otherCustomer = await h.factories.createUser(h.db);
  const owned = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const product = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const item = await h.db.orderItem.create({
    data: {
      productId: owned.id,
      userId: customer.id,
      productName: owned.name,
      imageUrl: owned.imageUrl,
      unitPriceCents: owned.priceCents,
      userName: 'Customer',
      userEmail: customer.email,
      userPhone: '5550100',
      quantity: 100,
    },
  });
  await h.factories.createReview(h.db);
  const ordered = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const checkedOut = await h.db.orderItem.create({
    data: {
      productId: ordered.id,
      userId: customer.id,
      productName: ordered.name,
      imageUrl: ordered.imageUrl,
      unitPriceCents: ordered.priceCents,
      userName: 'Customer',
      userEmail: customer.email,
      userPhone: '5550100',
      quantity: 100,
    },
  });
  const po = await purchaseOrders.checkout(ctxFor(h, customer), {
    itemIds: [checkedOut.id],
    details: DETAILS,
  });
  const colleague = await h.factories.createUser(h.db, {
    company: { connect: { id: customer.companyId } },
    companyRole: 'BUYER',
  });
  const location = await h.db.companyLocation.create({
    data: {
      companyId: customer.companyId,
      label: 'Leeds',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
    },
  });
  const invitation = await h.db.companyInvitation.create({
    data: {
      companyId: customer.companyId,
      email: 'invited@matrix.test',
      role: 'BUYER',
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const spec = await h.db.specification.create({
    data: { key: 'matrix-size', name: 'Size', kind: 'NUMBER', unit: 'mm' },
  });
  const category = await h.db.category.create({
    data: { slug: 'matrix-cat', name: 'Matrix', filters: { create: { specificationId: spec.id } } },
  });
  await h.db.productCategory.create({ data: { productId: product.id, categoryId: category.id } });
  await h.db.productSpec.create({
    data: { productId: product.id, specificationId: spec.id, value: '12', numberValue: 12 },
  });
  await h.db.customerPartNumber.createMany({
    data: [customer, otherCustomer, admin].map((u) => ({
      companyId: u.companyId,
      productId: product.id,
      partNumber: 'MATRIX-1',
    })),
  });
  return { admin, customer, otherCustomer, product, item, po, colleague, location, invitation, category };
}
