import { COMPANY_ROLES, REFUSAL_REASONS, type CompanyRoleName } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { rowChangeLog } from '../support/db-snapshot';
import { productBody, restWorld } from './fixture';
import { createRestRouter } from '../../src/rest/router';
import type { AppDeps } from '../../src/context';
import { ACCESS, type Operation } from '../../src/auth/access';
import { COMPANY_KEY_SCOPES } from '@gluegun/common';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import { POLICY, companyVerdict, keyScopeOf, levelOf, verdict } from '../security/policy';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as creditNotes from '../../src/modules/credit-notes/credit-note.service';
import * as shipmentsService from '../../src/modules/shipments/shipments';
import * as orderListsService from '../../src/modules/order-lists/order-lists.service';
import { createOrderItem } from '../support/order-items';
import { ctxFor } from '../support/context';
import { quoteDay, quoteIn } from '../quotes/fixtures';

/** A Monday to Friday `days` ahead (UTC), YYYY-MM-DD: a day the shop's holiday list accepts. */
function weekdayAhead(days: number): string {
  let ms = Date.now() + days * 86_400_000;
  while ([0, 6].includes(new Date(ms).getUTCDay())) ms += 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

const DETAILS = {
  companyName: 'Matrix Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/**
 * The REST world plus a purchase order the customer checked out: built once, then put back row for row
 * (same ids) before each cell by h.world, so every cell starts from exactly the world a build makes.
 */
function world(h: Harness): Promise<World> {
  return h.world('rest-matrix', () => buildWorld(h));
}

async function buildWorld(h: Harness) {
  const w = await restWorld(h);
  const ordered = await h.factories.createProduct(h.db, { name: 'Rest Gun C', quantity: 5000 });
  const item = await createOrderItem(h.db, ordered, w.customer.user, {
    userPhone: '01700000000',
    quantity: 100,
  });
  const po = await purchaseOrders.checkout(ctxFor(h, w.customer.user), {
    itemIds: [item.id],
    details: DETAILS,
  });
  // An order whose freight the shop quotes (docs/decisions/076): staff set it once.
  const freightItem = await createOrderItem(h.db, ordered, w.customer.user, {
    userPhone: '01700000000',
    quantity: 100,
  });
  const freightPo = await h.db.purchaseOrder.update({
    where: {
      id: (
        await purchaseOrders.checkout(ctxFor(h, w.customer.user), {
          itemIds: [freightItem.id],
          details: DETAILS,
        })
      ).id,
    },
    data: { freightPending: true },
  });
  // A second admin whose role DELETE /user/admin/{id} takes back (the world's admin stays: never the last admin).
  const secondAdmin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  // Company accounts: the customer is their company's admin; a buyer and a requester work with them.
  const companyId = w.customer.user.companyId;
  const colleague = await h.factories.createUser(h.db, {
    company: { connect: { id: companyId } },
    companyRole: 'BUYER',
  });
  const requester = await h.factories.createUser(h.db, {
    company: { connect: { id: companyId } },
    companyRole: 'REQUESTER',
  });
  const location = await h.db.companyLocation.create({
    data: {
      companyId,
      label: 'Leeds',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
    },
  });
  const invitation = await h.db.companyInvitation.create({
    data: {
      companyId,
      email: 'invited@matrix.test',
      role: 'BUYER',
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const inviting = await h.db.company.create({ data: { name: 'Inviting Ltd' } });
  const invitedCustomer = await h.db.companyInvitation.create({
    data: {
      companyId: inviting.id,
      email: w.customer.user.email,
      role: 'BUYER',
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const wanted = await createOrderItem(h.db, ordered, requester, { userPhone: '01700000000', quantity: 100 });
  const request = (
    await approvalsService.submitOrder(ctxFor(h, requester), { itemIds: [wanted.id], details: DETAILS })
  ).approvalRequest!;
  // A bank statement line proposing 1.00 of that order, for the routes that decide one.
  const statement = await h.db.bankStatement.create({
    data: {
      fileName: 'm.csv',
      format: 'CSV',
      fileHash: `rest-matrix-${po.id}`,
      importedByEmail: 'admin@example.com',
      creditLines: 1,
      newLines: 1,
      debitsSkipped: 0,
    },
  });
  const bankLine = await h.db.bankStatementLine.create({
    data: {
      statementId: statement.id,
      lineNo: 2,
      fingerprint: `rest-matrix-${po.id}`,
      bookedOn: new Date(),
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      counterparty: 'c',
      status: 'PROPOSED',
      matchRule: 'REFERENCE',
      allocations: [{ purchaseOrderId: po.id, invoiceNumber: po.invoiceNumber, amountCents: 100 }],
    },
  });
  // A second order of the customer's, paid and credited one unit (held as their company's credit).
  const creditedItem = await createOrderItem(h.db, ordered, w.customer.user, {
    userPhone: '01700000000',
    quantity: 100,
  });
  const credited = await purchaseOrders.checkout(ctxFor(h, w.customer.user), {
    itemIds: [creditedItem.id],
    details: DETAILS,
  });
  const admin = await h.db.user.findUniqueOrThrow({ where: { id: w.admin.user.id } });
  await paymentsService.recordPayment(ctxFor(h, admin), credited.id, {
    amountCents: credited.totalCents,
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: 'Matrix',
  });
  const creditLine = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: credited.id } });
  const creditNote = await creditNotes.issueCreditNote(ctxFor(h, admin), credited.id, {
    reason: 'Matrix',
    settlement: 'HOLD',
    lines: [{ invoiceLineId: creditLine.id, quantity: 1 }],
  });
  // A third order of the customer's with a shipment of 10 of its 100, for the shipment routes.
  const shippedItem = await createOrderItem(h.db, ordered, w.customer.user, {
    userPhone: '01700000000',
    quantity: 100,
  });
  const shipped = await purchaseOrders.checkout(ctxFor(h, w.customer.user), {
    itemIds: [shippedItem.id],
    details: DETAILS,
  });
  const shippedLine = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: shipped.id } });
  const shipment = await shipmentsService.createShipment(ctxFor(h, admin), shipped.id, {
    lines: [{ invoiceLineId: shippedLine.id, quantity: 10 }],
    carrier: 'UPS',
    trackingNumber: '1Z1',
  });
  // And 10 more of it delivered, with a return of one asked for and one approved, for the return routes.
  const arrived = await shipmentsService.createShipment(ctxFor(h, admin), shipped.id, {
    lines: [{ invoiceLineId: shippedLine.id, quantity: 10 }],
    carrier: 'UPS',
    trackingNumber: '1Z2',
  });
  await shipmentsService.markShipmentDelivered(ctxFor(h, admin), arrived.id, {}, shipped.id);
  const returnOf = (status: 'REQUESTED' | 'APPROVED') =>
    h.db.returnRequest.create({
      data: {
        purchaseOrderId: shipped.id,
        companyId: shipped.companyId,
        status,
        reason: 'Cracked',
        requestedByEmail: w.customer.user.email,
        lines: { create: [{ invoiceLineId: shippedLine.id, quantity: 1 }] },
      },
    });
  const askedReturn = await returnOf('REQUESTED');
  const approvedReturn = await returnOf('APPROVED');
  // A tax rate (for France: no order of the world ships there) for the route that removes one.
  const taxRate = await h.db.taxRate.create({
    data: { country: 'FR', name: 'TVA', rateMillionths: 200_000 },
  });
  const holiday = await h.db.shopHoliday.create({
    data: { day: new Date(`${weekdayAhead(60)}T00:00:00Z`), name: 'Matrix day' },
  });
  const size = await h.db.specification.create({
    data: { key: 'rest-size', name: 'Size', kind: 'NUMBER', unit: 'mm' },
  });
  const restCategory = await h.db.category.create({
    data: { slug: 'rest-cat', name: 'Rest category', filters: { create: { specificationId: size.id } } },
  });
  await h.db.productCategory.create({ data: { productId: w.spare.id, categoryId: restCategory.id } });
  await h.db.productSpec.create({
    data: { productId: w.spare.id, specificationId: size.id, value: '12', numberValue: 12 },
  });
  // Each caller's own company has a number on the spare product: each reads, changes and removes its own.
  await h.db.customerPartNumber.createMany({
    data: [w.customer, w.other, w.admin].map((u) => ({
      companyId: u.user.companyId,
      productId: w.spare.id,
      partNumber: 'MATRIX-1',
    })),
  });
  const family = await h.db.productFamily.create({
    data: { name: 'Rest sticks', optionNames: ['Diameter'] },
  });
  // Quotes of the customer's: one asked for, one sent, one priced so deep it waits for a second admin.
  const askedQuote = await quoteIn(h, 'REQUESTED', w.customer.user, ordered);
  const sentQuote = await quoteIn(h, 'SENT', w.customer.user, ordered, admin);
  const heldQuote = await quoteIn(h, 'APPROVAL_NEEDED', w.customer.user, ordered);
  // Two order lists of the customer's company (decision 077), the second on a schedule.
  const listOf = () =>
    orderListsService.createOrderList(ctxFor(h, w.customer.user), {
      name: `Matrix list ${Math.random()}`,
      lines: [{ reference: ordered.sku, quantity: 100 }],
    });
  const orderList = await listOf();
  const scheduledList = await orderListsService.setOrderSchedule(
    ctxFor(h, w.customer.user),
    (await listOf()).id,
    { everyWeeks: 1, contactPhone: '+44 113 496 0000' },
  );
  const mainWarehouseId = (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id;
  const priceList = await h.db.priceList.create({ data: { name: 'Matrix list' } });
  return {
    ...w,
    mainWarehouseId,
    priceList,
    freightPo,
    orderList,
    scheduledList,
    family,
    po,
    secondAdmin,
    colleague,
    location,
    invitation,
    inviting,
    invitedCustomer,
    request,
    bankLine,
    credited,
    creditLine,
    creditNote,
    taxRate,
    holidayDay: holiday.day.toISOString().slice(0, 10),
    shipped,
    shippedLine,
    shipment,
    askedReturn,
    approvedReturn,
    ordered,
    askedQuote,
    sentQuote,
    heldQuote,
    ...(await companyWithRep(h)),
  };
}

/** A company of its own with a sales rep (no other row sets its reps), for the rep's locations route. */
async function companyWithRep(h: Harness) {
  const company = await h.db.company.create({ data: { name: 'Rest Rep Co' } });
  const rep = await h.factories.createUser(h.db, { salesRep: true });
  await h.db.salesRepAssignment.create({ data: { repId: rep.id, companyId: company.id } });
  return { repCompanyId: company.id, companyRepId: rep.id };
}
type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * Every spec §7 route x every role: the status, and for refusals (4xx) that no row changed.
 * Roles: anon, customer (owns the order item and is asked about), other (another customer), admin.
 */
type Role = 'anon' | 'customer' | 'other' | 'admin';
interface Row {
  /** The route as the Express router declares it: a route without a row fails the coverage test. */
  route: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (w: World) => string;
  body?: (w: World) => object;
  expect: Record<Role, number>;
}

const TABLE: Row[] = [
  // No idToken: refused the same for everyone (sign-in itself is tested against the emulator in auth.test.ts).
  {
    route: 'PUT /user/:email',
    method: 'put',
    path: (w) => `/user/${w.customer.user.email}`,
    body: (w) => ({ email: w.customer.user.email }),
    expect: { anon: 400, customer: 400, other: 400, admin: 400 },
  },
  {
    route: 'GET /admin/:email',
    method: 'get',
    path: (w) => `/admin/${w.customer.user.email}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  // PunchOut documents carry their own credentials: a session token changes nothing (an empty document is a 400, no credentials a 401).
  {
    route: 'POST /punchout/cxml/setup',
    method: 'post',
    path: () => '/punchout/cxml/setup',
    body: () => ({}),
    expect: { anon: 400, customer: 400, other: 400, admin: 400 },
  },
  {
    route: 'POST /punchout/cxml/order',
    method: 'post',
    path: () => '/punchout/cxml/order',
    body: () => ({}),
    expect: { anon: 400, customer: 400, other: 400, admin: 400 },
  },
  {
    route: 'GET /punchout/start/:token',
    method: 'get',
    path: () => `/punchout/start/${'a'.repeat(43)}`,
    expect: { anon: 410, customer: 410, other: 410, admin: 410 },
  },
  {
    route: 'POST /punchout/transfer',
    method: 'post',
    path: () => '/punchout/transfer',
    body: () => ({}),
    expect: { anon: 401, customer: 401, other: 401, admin: 401 },
  },
  {
    route: 'GET /punchout/oci',
    method: 'get',
    path: () => '/punchout/oci',
    expect: { anon: 401, customer: 401, other: 401, admin: 401 },
  },
  {
    route: 'POST /punchout/oci',
    method: 'post',
    path: () => '/punchout/oci',
    body: () => ({}),
    expect: { anon: 401, customer: 401, other: 401, admin: 401 },
  },
  {
    route: 'GET /products',
    method: 'get',
    path: () => '/products',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /products/:id',
    method: 'get',
    path: (w) => `/products/${w.product.id}`,
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /products',
    method: 'post',
    path: () => '/products',
    body: () => productBody,
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'DELETE /products/:id',
    method: 'delete',
    path: (w) => `/products/${w.spare.id}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /userOrder',
    method: 'get',
    path: (w) => `/userOrder?email=${encodeURIComponent(w.customer.user.email)}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /user-orderd-data',
    method: 'post',
    path: () => '/user-orderd-data',
    body: (w) => ({ productId: w.spare.id, quantity: 150, userPhone: '01711111111' }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  {
    route: 'GET /user-orderd-data',
    method: 'get',
    path: () => '/user-orderd-data',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'DELETE /user-orderd-data/:id',
    method: 'delete',
    path: (w) => `/user-orderd-data/${w.order.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /user',
    method: 'get',
    path: () => '/user',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'DELETE /user/:id',
    method: 'delete',
    path: (w) => `/user/${w.victim.user.id}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /user/admin/:email',
    method: 'put',
    path: (w) => `/user/admin/${w.victim.user.email}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'DELETE /user/admin/:id',
    method: 'delete',
    path: (w) => `/user/admin/${w.secondAdmin.id}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /user-review',
    method: 'post',
    path: () => '/user-review',
    body: () => ({ photoUrl: 'https://example.com/me.jpg', description: 'Good' }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  {
    route: 'GET /user-review',
    method: 'get',
    path: () => '/user-review',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  // Beyond the spec's table: the update page's save and the order lifecycle.
  {
    route: 'PUT /products/:id',
    method: 'put',
    path: (w) => `/products/${w.product.id}`,
    body: (w) => ({ ...productBody, version: w.product.version }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /user-orderd-data/:id/pay',
    method: 'post',
    path: (w) => `/user-orderd-data/${w.order.id}/pay`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /user-orderd-data/:id/cancel',
    method: 'post',
    path: (w) => `/user-orderd-data/${w.order.id}/cancel`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  // Wholesale: quote, quick-order preview and bulk add.
  {
    route: 'POST /quote',
    method: 'post',
    path: () => '/quote',
    body: (w) => ({ lines: [{ productId: w.spare.id, quantity: 150 }] }),
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /quick-order/preview',
    method: 'post',
    path: () => '/quick-order/preview',
    body: (w) => ({ text: `${w.spare.sku},150` }),
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /user-orderd-data/bulk',
    method: 'post',
    path: () => '/user-orderd-data/bulk',
    body: (w) => ({ userPhone: '01711111111', lines: [{ productId: w.spare.id, quantity: 150 }] }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  // Purchase orders: w.po is the customer's; w.order is still open.
  {
    route: 'POST /checkout',
    method: 'post',
    path: () => '/checkout',
    body: (w) => ({ itemIds: [w.order.id], ...DETAILS }),
    expect: { anon: 401, customer: 201, other: 403, admin: 403 },
  },
  {
    route: 'GET /purchase-orders',
    method: 'get',
    path: () => '/purchase-orders',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /purchase-orders/:id',
    method: 'get',
    path: (w) => `/purchase-orders/${w.po.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /purchase-orders/:id/invoice.pdf',
    method: 'get',
    path: (w) => `/purchase-orders/${w.po.id}/invoice.pdf`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /purchase-orders/:id/e-invoice',
    method: 'get',
    path: (w) => `/purchase-orders/${w.po.id}/e-invoice?format=cii`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /purchase-orders/:id/reorder',
    method: 'post',
    path: (w) => `/purchase-orders/${w.po.id}/reorder`,
    expect: { anon: 401, customer: 200, other: 403, admin: 403 },
  },
  {
    route: 'GET /my-credit',
    method: 'get',
    path: () => '/my-credit',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /admin/purchase-orders',
    method: 'get',
    path: () => '/admin/purchase-orders?paymentStatus=AWAITING_PAYMENT',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/purchase-orders.csv',
    method: 'get',
    path: () => '/admin/purchase-orders.csv',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/invoices.csv',
    method: 'get',
    path: () => '/admin/invoices.csv',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // The catalog as a file (decision 073): the import's dry run writes nothing.
  {
    route: 'GET /admin/catalog.csv',
    method: 'get',
    path: () => '/admin/catalog.csv',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/catalog-import',
    method: 'post',
    path: () => '/admin/catalog-import',
    body: (w) => ({
      content: `sku,name,description,image_url,price_cents,stock,min_order,order_increment,max_order,price_breaks,family,option_values,pack_sizes,weight_grams,length_mm,width_mm,height_mm\n${w.ordered.sku},Matrix,d,https://img.example/m.png,100,5,,,,,,,,,,,\n`,
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // A price list's entries as a file (decision 094): shop admins only; a refused import changes nothing.
  {
    route: 'GET /admin/price-lists/:id/entries.csv',
    method: 'get',
    path: (w) => `/admin/price-lists/${w.priceList.id}/entries.csv`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/price-lists/:id/entries-import',
    method: 'post',
    path: (w) => `/admin/price-lists/${w.priceList.id}/entries-import`,
    body: (w) => ({ content: `sku,unit_price_cents,percent_off_bp\n${w.ordered.sku},100,\n` }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // A list given to company locations (decision 100): shop admins only.
  {
    route: 'PUT /admin/price-lists/:id/locations',
    method: 'put',
    path: (w) => `/admin/price-lists/${w.priceList.id}/locations`,
    body: (w) => ({ locationIds: [w.location.id] }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // A buyer chooses where their own orders ship: the world's location is the customer's company's, another company's reads as unknown.
  {
    route: 'GET /my-ship-to-location',
    method: 'get',
    path: () => '/my-ship-to-location',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'PUT /my-ship-to-location',
    method: 'put',
    path: () => '/my-ship-to-location',
    body: (w) => ({ locationId: w.location.id }),
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'POST /admin/catalog-import-jobs',
    method: 'post',
    path: () => '/admin/catalog-import-jobs',
    body: (w) => ({
      content: `sku,name,description,image_url,price_cents,stock,min_order,order_increment,max_order,price_breaks,family,option_values,pack_sizes,weight_grams,length_mm,width_mm,height_mm\n${w.ordered.sku},Matrix,d,https://img.example/m.png,100,5,,,,,,,,,,,\n`,
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 202 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/payments',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.po.id}/payments`,
    body: () => ({
      amountCents: 100,
      receivedOn: new Date().toISOString().slice(0, 10),
      reference: 'Matrix',
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'PUT /admin/purchase-orders/:id/fulfilment',
    method: 'put',
    path: (w) => `/admin/purchase-orders/${w.po.id}/fulfilment`,
    body: () => ({ status: 'SHIPPED' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/users/:id/credit',
    method: 'put',
    path: (w) => `/admin/users/${w.customer.user.id}/credit`,
    body: () => ({ creditLimitCents: 100, paymentTermsDays: 7 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/users/:id/lift-hold',
    method: 'post',
    path: (w) => `/admin/users/${w.customer.user.id}/lift-hold`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Company accounts. The customer runs a company with a buyer (colleague) and a requester.
  {
    route: 'GET /my-company',
    method: 'get',
    path: () => '/my-company',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'PUT /my-company',
    method: 'put',
    path: () => '/my-company',
    body: () => ({ name: 'Matrix Ltd', billingCountry: 'GB' }),
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /my-company/locations',
    method: 'post',
    path: () => '/my-company/locations',
    body: () => ({
      label: 'York',
      addressLine1: '2 Road',
      city: 'York',
      postalCode: 'YO1 1AA',
      country: 'GB',
    }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  {
    route: 'PUT /my-company/locations/:id',
    method: 'put',
    path: (w) => `/my-company/locations/${w.location.id}`,
    body: () => ({
      label: 'York',
      addressLine1: '2 Road',
      city: 'York',
      postalCode: 'YO1 1AA',
      country: 'GB',
    }),
    expect: { anon: 401, customer: 200, other: 403, admin: 403 },
  },
  {
    route: 'DELETE /my-company/locations/:id',
    method: 'delete',
    path: (w) => `/my-company/locations/${w.location.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 403 },
  },
  {
    route: 'GET /my-company/invitations',
    method: 'get',
    path: () => '/my-company/invitations',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /my-company/invitations',
    method: 'post',
    path: () => '/my-company/invitations',
    body: () => ({
      email: 'new@matrix.test',
      role: 'BUYER',
      orderLimitCents: 100,
      periodLimitCents: 1000,
      limitPeriod: 'WEEK',
    }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  {
    route: 'DELETE /my-company/invitations/:id',
    method: 'delete',
    path: (w) => `/my-company/invitations/${w.invitation.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 403 },
  },
  {
    route: 'PUT /my-company/members/:id/role',
    method: 'put',
    path: (w) => `/my-company/members/${w.colleague.id}/role`,
    body: () => ({ role: 'REQUESTER' }),
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'DELETE /my-company/members/:id',
    method: 'delete',
    path: (w) => `/my-company/members/${w.colleague.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 403 },
  },
  // The catalog's shape: public, like the products.
  {
    route: 'GET /categories',
    method: 'get',
    path: () => '/categories',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /categories/:slug',
    method: 'get',
    path: () => '/categories/rest-cat',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /catalog/facets',
    method: 'get',
    path: () => '/catalog/facets?category=rest-cat&spec.rest-size=12',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /catalog/products',
    method: 'get',
    path: () => '/catalog/products?category=rest-cat&inStock=true',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  // Families and variants: read by anyone, shaped by admins.
  {
    route: 'GET /product-families',
    method: 'get',
    path: () => '/product-families',
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /product-families/:id',
    method: 'get',
    path: (w) => `/product-families/${w.family.id}`,
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /product-families',
    method: 'post',
    path: () => '/product-families',
    body: () => ({ name: 'Rest guns', optionNames: ['Wattage'] }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'PUT /product-families/:id',
    method: 'put',
    path: (w) => `/product-families/${w.family.id}`,
    body: () => ({ name: 'Rest sticks', optionNames: ['Size'], version: 0 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /products/:id/variant',
    method: 'put',
    path: (w) => `/products/${w.spare.id}/variant`,
    body: (w) => ({ familyId: w.family.id, optionValues: ['11 mm'] }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /products/:id/packing',
    method: 'put',
    path: (w) => `/products/${w.spare.id}/packing`,
    body: () => ({ packSizes: [{ name: 'Box of 25', baseUnits: 25 }], weightGrams: 12 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Related items and compare (docs/decisions/078): read by anyone, linked by admins.
  {
    route: 'GET /products/:id/related',
    method: 'get',
    path: (w) => `/products/${w.spare.id}/related`,
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'PUT /products/:id/related',
    method: 'put',
    path: (w) => `/products/${w.spare.id}/related`,
    body: (w) => ({ kind: 'ACCESSORY', related: [w.product.id] }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /compare',
    method: 'get',
    path: (w) => `/compare?ids=${w.spare.id}`,
    expect: { anon: 200, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /my-company/part-numbers',
    method: 'get',
    path: () => '/my-company/part-numbers?search=matrix',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /my-company/part-numbers.csv',
    method: 'get',
    path: () => '/my-company/part-numbers.csv',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  // The audit trail: the shop's for its admins, a company's for its admins.
  {
    route: 'GET /admin/audit-trail',
    method: 'get',
    path: () => '/admin/audit-trail?limit=5&entityType=Product',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/audit-trail.csv',
    method: 'get',
    path: () => '/admin/audit-trail.csv?action=UPDATE',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /my-company/audit-trail',
    method: 'get',
    path: () => '/my-company/audit-trail',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /my-company/audit-trail.csv',
    method: 'get',
    path: () => '/my-company/audit-trail.csv',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  // A person's data: their own export; an admin's export of anyone and erasure.
  {
    route: 'GET /user/personal-data',
    method: 'get',
    path: () => '/user/personal-data',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /admin/users/:id/personal-data',
    method: 'get',
    path: (w) => `/admin/users/${w.customer.user.id}/personal-data`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/users/:id/erase',
    method: 'post',
    path: (w) => `/admin/users/${w.other.user.id}/erase`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /my-company/part-numbers',
    method: 'put',
    path: () => '/my-company/part-numbers',
    body: (w) => ({ product: w.spare.sku, partNumber: 'MATRIX NEW' }),
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'DELETE /my-company/part-numbers/:productId',
    method: 'delete',
    path: (w) => `/my-company/part-numbers/${w.spare.id}`,
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /my-company/part-numbers/import',
    method: 'post',
    path: () => '/my-company/part-numbers/import',
    body: (w) => ({ text: `${w.spare.sku},MATRIX FILE` }),
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'PUT /my-company/members/:id/limits',
    method: 'put',
    path: (w) => `/my-company/members/${w.colleague.id}/limits`,
    body: () => ({ orderLimitCents: 200_000 }),
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'PUT /my-company/approval-rules',
    method: 'put',
    path: () => '/my-company/approval-rules',
    body: () => ({ rules: [{ thresholdCents: 100_000, approverRole: 'BUYER' }] }),
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /my-invitations',
    method: 'get',
    path: () => '/my-invitations',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  // The customer's company has orders of its own: only the shop may move them (409 IN_ANOTHER_COMPANY, nothing changes).
  {
    route: 'POST /my-invitations/:id/accept',
    method: 'post',
    path: (w) => `/my-invitations/${w.invitedCustomer.id}/accept`,
    expect: { anon: 401, customer: 409, other: 403, admin: 403 },
  },
  {
    route: 'POST /submit-order',
    method: 'post',
    path: () => '/submit-order',
    body: (w) => ({ itemIds: [w.order.id], ...DETAILS }),
    expect: { anon: 401, customer: 201, other: 403, admin: 403 },
  },
  {
    route: 'GET /approval-preview',
    method: 'get',
    path: (w) => `/approval-preview?itemIds=${w.order.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 403 },
  },
  {
    route: 'GET /approvals',
    method: 'get',
    path: () => '/approvals',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /order-requests',
    method: 'get',
    path: () => '/order-requests',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /order-requests/:id',
    method: 'get',
    path: (w) => `/order-requests/${w.request.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /order-requests/:id/approve',
    method: 'post',
    path: (w) => `/order-requests/${w.request.id}/approve`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /order-requests/:id/reject',
    method: 'post',
    path: (w) => `/order-requests/${w.request.id}/reject`,
    body: () => ({ reason: 'Over budget' }),
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  // Only its requester withdraws: the customer (the company admin) gets 403 past the role check.
  {
    route: 'POST /order-requests/:id/withdraw',
    method: 'post',
    path: (w) => `/order-requests/${w.request.id}/withdraw`,
    expect: { anon: 401, customer: 403, other: 403, admin: 403 },
  },
  {
    route: 'GET /admin/companies',
    method: 'get',
    path: () => '/admin/companies?search=a',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/companies',
    method: 'post',
    path: () => '/admin/companies',
    body: () => ({ name: 'New Co' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'GET /admin/companies/:id',
    method: 'get',
    path: (w) => `/admin/companies/${w.inviting.id}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/companies/:id',
    method: 'put',
    path: (w) => `/admin/companies/${w.inviting.id}`,
    body: () => ({ name: 'Renamed Ltd' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/companies/:id/credit',
    method: 'put',
    path: (w) => `/admin/companies/${w.inviting.id}/credit`,
    body: () => ({ creditLimitCents: 100, paymentTermsDays: 7 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/companies/:id/punchout',
    method: 'get',
    path: (w) => `/admin/companies/${w.inviting.id}/punchout`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/companies/:id/punchout',
    method: 'put',
    path: (w) => `/admin/companies/${w.inviting.id}/punchout`,
    body: () => ({
      fromDomain: 'NetworkID',
      fromIdentity: 'AN01',
      toDomain: 'DUNS',
      toIdentity: 'SHOP',
      senderDomain: 'NetworkID',
      senderIdentity: `matrix-${Math.random()}`,
      sharedSecret: 'a-matrix-secret-long-enough',
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // X12 EDI: a JSON body is not an interchange (400) for whoever may order; test/edi runs real ones.
  {
    route: 'POST /edi/x12',
    method: 'post',
    path: () => '/edi/x12',
    body: () => ({}),
    expect: { anon: 401, customer: 400, other: 400, admin: 400 },
  },
  {
    route: 'PUT /admin/companies/:id/edi',
    method: 'put',
    path: (w) => `/admin/companies/${w.inviting.id}/edi`,
    body: () => ({ qualifier: 'ZZ', senderId: `MX${Math.floor(Math.random() * 1e9)}` }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/edi/documents',
    method: 'get',
    path: () => '/admin/edi/documents',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/companies/:id/lift-hold',
    method: 'post',
    path: (w) => `/admin/companies/${w.inviting.id}/lift-hold`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/companies/:id/invitations',
    method: 'post',
    path: (w) => `/admin/companies/${w.inviting.id}/invitations`,
    body: () => ({ email: 'shop-new@matrix.test', role: 'BUYER', orderLimitCents: 100 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'DELETE /admin/invitations/:id',
    method: 'delete',
    path: (w) => `/admin/invitations/${w.invitation.id}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/users/:id/company',
    method: 'put',
    path: (w) => `/admin/users/${w.colleague.id}/company`,
    body: (w) => ({ companyId: w.inviting.id, role: 'BUYER' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Bank statements (admins).
  {
    route: 'GET /admin/bank-statements',
    method: 'get',
    path: () => '/admin/bank-statements',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/bank-statements',
    method: 'post',
    path: () => '/admin/bank-statements',
    body: () => ({ fileName: 'm.csv', content: 'Date,Amount,Reference\n2026-11-24,10.00,Matrix\n' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'GET /admin/bank-statement-lines',
    method: 'get',
    path: () => '/admin/bank-statement-lines?status=PROPOSED',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/bank-statement-lines/:id/confirm',
    method: 'post',
    path: (w) => `/admin/bank-statement-lines/${w.bankLine.id}/confirm`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/bank-statement-lines/:id/ignore',
    method: 'post',
    path: (w) => `/admin/bank-statement-lines/${w.bankLine.id}/ignore`,
    body: () => ({ reason: 'Matrix' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Statements (the customer's own; any company's for admins) and aging.
  // Each caller's own prices: no argument names a company, so another customer reads their own (decision 134).
  {
    route: 'GET /my-prices',
    method: 'get',
    path: (w) => `/my-prices?productIds=${w.product.id}&quantity=100`,
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  ...['', '.pdf', '.csv'].map((ext): Row => ({
    route: `GET /my-statement${ext}`,
    method: 'get',
    path: () => `/my-statement${ext}?from=2026-01-01&to=2026-12-31`,
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  })),
  ...['', '.pdf', '.csv'].map((ext): Row => ({
    route: `GET /admin/companies/:id/statement${ext}`,
    method: 'get',
    path: (w) =>
      `/admin/companies/${w.customer.user.companyId}/statement${ext}?from=2026-01-01&to=2026-12-31`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  })),
  {
    route: 'GET /admin/aging',
    method: 'get',
    path: () => '/admin/aging',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/aging.csv',
    method: 'get',
    path: () => '/admin/aging.csv',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Credit notes: w.credited is the customer's paid and credited order; its company holds credit.
  {
    route: 'GET /purchase-orders/:id/credit-notes',
    method: 'get',
    path: (w) => `/purchase-orders/${w.credited.id}/credit-notes`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /purchase-orders/:id/credit-notes/:creditNoteId/pdf',
    method: 'get',
    path: (w) => `/purchase-orders/${w.credited.id}/credit-notes/${w.creditNote.id}/pdf`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /purchase-orders/:id/credit-notes/:creditNoteId/e-invoice',
    method: 'get',
    path: (w) => `/purchase-orders/${w.credited.id}/credit-notes/${w.creditNote.id}/e-invoice`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/credit-notes',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.credited.id}/credit-notes`,
    body: (w) => ({
      reason: 'Matrix',
      settlement: 'HOLD',
      lines: [{ invoiceLineId: w.creditLine.id, quantity: 1 }],
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/apply-credit',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.po.id}/apply-credit`,
    body: () => ({}),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/companies/:id/customer-credit',
    method: 'get',
    path: (w) => `/admin/companies/${w.customer.user.companyId}/customer-credit`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/companies/:id/refunds',
    method: 'post',
    path: (w) => `/admin/companies/${w.customer.user.companyId}/refunds`,
    body: () => ({
      amountCents: 50,
      paidOn: new Date().toISOString().slice(0, 10),
      method: 'CHEQUE',
      reference: 'Matrix',
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  // Shipments: w.shipped is the customer's order with one shipment; the shop ships and delivers, its buyer reads the slip.
  {
    route: 'GET /purchase-orders/:id/shipments/:shipmentId/packing-slip.pdf',
    method: 'get',
    path: (w) => `/purchase-orders/${w.shipped.id}/shipments/${w.shipment.id}/packing-slip.pdf`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/shipments',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.shipped.id}/shipments`,
    body: (w) => ({
      lines: [{ invoiceLineId: w.shippedLine.id, quantity: 5 }],
      carrier: 'DHL',
      trackingNumber: 'M1',
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/shipments/:shipmentId/delivered',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.shipped.id}/shipments/${w.shipment.id}/delivered`,
    body: () => ({}),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /purchase-orders/:id/returns',
    method: 'post',
    path: (w) => `/purchase-orders/${w.shipped.id}/returns`,
    body: (w) => ({ lines: [{ invoiceLineId: w.shippedLine.id, quantity: 1 }], reason: 'Cracked' }),
    expect: { anon: 401, customer: 201, other: 403, admin: 201 },
  },
  {
    route: 'GET /order-lists',
    method: 'get',
    path: () => '/order-lists',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /order-lists',
    method: 'post',
    path: () => '/order-lists',
    body: (w) => ({ name: 'New list', lines: [{ reference: w.ordered.sku, quantity: 200 }] }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  {
    route: 'GET /order-lists/:id',
    method: 'get',
    path: (w) => `/order-lists/${w.orderList.id}`,
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'PUT /order-lists/:id',
    method: 'put',
    path: (w) => `/order-lists/${w.orderList.id}`,
    body: () => ({ name: 'Renamed' }),
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'DELETE /order-lists/:id',
    method: 'delete',
    path: (w) => `/order-lists/${w.orderList.id}`,
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'POST /order-lists/:id/order',
    method: 'post',
    path: (w) => `/order-lists/${w.orderList.id}/order`,
    body: () => ({ phone: '01700000000' }),
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'PUT /order-lists/:id/schedule',
    method: 'put',
    path: (w) => `/order-lists/${w.orderList.id}/schedule`,
    body: () => ({ dayOfMonth: 15, contactPhone: '+44 113 496 0000' }),
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'POST /order-lists/:id/schedule/:action',
    method: 'post',
    path: (w) => `/order-lists/${w.scheduledList.id}/schedule/skip`,
    expect: { anon: 401, customer: 200, other: 404, admin: 404 },
  },
  {
    route: 'POST /returns/:id/withdraw',
    method: 'post',
    path: (w) => `/returns/${w.askedReturn.id}/withdraw`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/warehouses',
    method: 'get',
    path: () => '/admin/warehouses',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/warehouses/:id/fulfilment-queue',
    method: 'get',
    path: (w) => `/admin/warehouses/${w.mainWarehouseId}/fulfilment-queue`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/products/:id/stock',
    method: 'get',
    path: (w) => `/admin/products/${w.spare.id}/stock`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/products/:id/stock/:warehouseId',
    method: 'put',
    path: (w) => `/admin/products/${w.spare.id}/stock/${w.mainWarehouseId}`,
    body: () => ({ quantity: 50 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/warehouses/:id/pick-list.pdf',
    method: 'get',
    path: (w) => `/admin/warehouses/${w.mainWarehouseId}/pick-list.pdf`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/returns',
    method: 'get',
    path: () => '/admin/returns',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/returns/:id/approve',
    method: 'post',
    path: (w) => `/admin/returns/${w.askedReturn.id}/approve`,
    body: () => ({ restockingFeePercent: 15 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/returns/:id/reject',
    method: 'post',
    path: (w) => `/admin/returns/${w.askedReturn.id}/reject`,
    body: () => ({ reason: 'Used' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Freight (docs/decisions/076): the methods for whoever checks out; staff set a quoted freight once.
  {
    route: 'GET /checkout/shipping-methods',
    method: 'get',
    path: () => '/checkout/shipping-methods',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/freight',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.freightPo.id}/freight`,
    body: () => ({ freightCents: 1500 }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/purchase-orders/:id/promised-delivery',
    method: 'post',
    path: (w) => `/admin/purchase-orders/${w.po.id}/promised-delivery`,
    body: () => ({ promisedDeliveryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/returns/:id/receive',
    method: 'post',
    path: (w) => `/admin/returns/${w.approvedReturn.id}/receive`,
    body: () => ({ disposition: 'RESTOCK' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Quotes (decision 065): the customer's company's quotes; the shop prices, approves (a second admin) and withdraws.
  {
    route: 'POST /quotes',
    method: 'post',
    path: () => '/quotes',
    body: (w) => ({ lines: [{ productId: w.ordered.id, quantity: 100, targetPriceCents: 100 }] }),
    expect: { anon: 401, customer: 201, other: 201, admin: 201 },
  },
  {
    route: 'GET /quotes',
    method: 'get',
    path: () => '/quotes',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /quotes/:id',
    method: 'get',
    path: (w) => `/quotes/${w.askedQuote.id}`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /quotes/:id/pdf',
    method: 'get',
    path: (w) => `/quotes/${w.sentQuote.id}/pdf`,
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /quotes/:id/counter',
    method: 'post',
    path: (w) => `/quotes/${w.sentQuote.id}/counter`,
    body: (w) => ({ lines: [{ productId: w.ordered.id, quantity: 100, targetPriceCents: 100 }], version: 2 }),
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /quotes/:id/accept',
    method: 'post',
    path: (w) => `/quotes/${w.sentQuote.id}/accept`,
    body: () => ({ version: 2 }),
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'POST /quotes/:id/decline',
    method: 'post',
    path: (w) => `/quotes/${w.askedQuote.id}/decline`,
    body: () => ({}),
    expect: { anon: 401, customer: 200, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/quotes',
    method: 'get',
    path: () => '/admin/quotes',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/quotes/:id/send',
    method: 'post',
    path: (w) => `/admin/quotes/${w.askedQuote.id}/send`,
    body: (w) => ({
      lines: [{ productId: w.ordered.id, quantity: 100, unitPriceCents: w.ordered.priceCents }],
      validUntil: quoteDay(5),
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/quotes/:id/approve',
    method: 'post',
    path: (w) => `/admin/quotes/${w.heldQuote.id}/approve`,
    body: () => ({}),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/quotes/:id/withdraw',
    method: 'post',
    path: (w) => `/admin/quotes/${w.askedQuote.id}/withdraw`,
    body: () => ({}),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Tax: admins keep the rates and each company's exemption.
  {
    route: 'GET /admin/tax-rates',
    method: 'get',
    path: () => '/admin/tax-rates',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /admin/tax-rates',
    method: 'post',
    path: () => '/admin/tax-rates',
    body: () => ({ country: 'NL', name: 'BTW', ratePercent: '21' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // The shop's holidays (decision 101): whoever checks out reads them; shop admins keep them.
  {
    route: 'GET /checkout/shop-holidays',
    method: 'get',
    path: () => '/checkout/shop-holidays',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'POST /admin/shop-holidays',
    method: 'post',
    path: () => '/admin/shop-holidays',
    body: () => ({ day: weekdayAhead(70), name: 'Matrix day' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'DELETE /admin/shop-holidays/:day',
    method: 'delete',
    path: (w) => `/admin/shop-holidays/${w.holidayDay}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'DELETE /admin/tax-rates/:id',
    method: 'delete',
    path: (w) => `/admin/tax-rates/${w.taxRate.id}`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/companies/:id/tax-exemption',
    method: 'put',
    path: (w) => `/admin/companies/${w.customer.user.companyId}/tax-exemption`,
    body: () => ({ certificate: 'EX-1', expiresOn: '2027-12-31' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // Sales reps (decision 084): shop admins make reps and assign them; none of the matrix's callers is a rep, so a
  // customer reads no companies, no company's orders and acts as no one (test/sales-reps/rest.test.ts has the reps).
  {
    route: 'PUT /admin/users/:id/sales-rep',
    method: 'put',
    path: (w) => `/admin/users/${w.colleague.id}/sales-rep`,
    body: () => ({ salesRep: true }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/sales-reps',
    method: 'get',
    path: () => '/admin/sales-reps',
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /admin/companies/:id/reps',
    method: 'get',
    path: (w) => `/admin/companies/${w.customer.user.companyId}/reps`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/companies/:id/reps',
    method: 'put',
    path: (w) => `/admin/companies/${w.customer.user.companyId}/reps`,
    body: () => ({ repIds: [] }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'PUT /admin/companies/:id/reps/:repId/locations',
    method: 'put',
    path: (w) => `/admin/companies/${w.repCompanyId}/reps/${w.companyRepId}/locations`,
    body: () => ({ locationIds: [] }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'GET /rep/companies',
    method: 'get',
    path: () => '/rep/companies',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'GET /rep/companies/:id/orders',
    method: 'get',
    path: (w) => `/rep/companies/${w.customer.user.companyId}/orders`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  // A rep's quotes (decision 094): nobody in this world is a rep, so only shop admins get past the rep's rule.
  {
    route: 'GET /rep/companies/:id/quotes',
    method: 'get',
    path: (w) => `/rep/companies/${w.customer.user.companyId}/quotes`,
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /rep/quotes/:id/send',
    method: 'post',
    path: (w) => `/rep/quotes/${w.askedQuote.id}/send`,
    body: (w) => ({
      lines: [{ productId: w.ordered.id, quantity: 100, unitPriceCents: w.ordered.priceCents }],
      validUntil: quoteDay(5),
    }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
  {
    route: 'POST /act-as',
    method: 'post',
    path: () => '/act-as',
    body: (w) => ({ buyerId: w.colleague.id }),
    expect: { anon: 401, customer: 403, other: 403, admin: 201 },
  },
  {
    route: 'GET /act-as',
    method: 'get',
    path: () => '/act-as',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'DELETE /act-as',
    method: 'delete',
    path: () => '/act-as',
    expect: { anon: 401, customer: 200, other: 200, admin: 200 },
  },
  {
    route: 'PUT /user-orderd-data/:id/status',
    method: 'put',
    path: (w) => `/user-orderd-data/${w.order.id}/status`,
    body: () => ({ status: 'INVOICED' }),
    expect: { anon: 401, customer: 403, other: 403, admin: 200 },
  },
];

/** Every route the REST router declares, as 'METHOD /path' (nested routers walked), with the operation it names. */
function declaredRoutes(): string[] {
  return [...routeOperations().keys()];
}

function routeOperations(): Map<string, Operation | undefined> {
  const found = new Map<string, Operation | undefined>();
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const op = layer.route.stack.map((l: any) => l.handle?.operation).find(Boolean) as
          Operation | undefined;
        for (const m of Object.keys(layer.route.methods))
          if (layer.route.methods[m]) found.set(`${m.toUpperCase()} ${layer.route.path}`, op);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((createRestRouter({} as AppDeps) as any).stack);
  return found;
}

/**
 * What the written policy (server/test/security/policy.ts, not ACCESS: the code under test) says a role gets
 * before any ownership or input check.
 */
function statusByPolicy(op: Operation, role: Role): 'pass' | 401 | 403 {
  const v = verdict(op, role === 'anon' ? 'anonymous' : role === 'other' ? 'otherCustomer' : role);
  return v === 'UNAUTHENTICATED' ? 401 : v === 'FORBIDDEN' ? 403 : 'pass';
}

let h: Harness;
/** What a refused call must leave unchanged: no table written (support/db-snapshot.ts). */
let changes: ReturnType<typeof rowChangeLog>;
beforeAll(async () => {
  h = await createHarness();
  changes = rowChangeLog(h.db);
  await changes.install();
});
afterAll(async () => {
  await changes.remove();
  await h.close();
});

const ROLES: Role[] = ['anon', 'customer', 'other', 'admin'];
const cases = TABLE.flatMap((row) => ROLES.map((role) => [`${row.route} as ${role}`, row, role] as const));

describe('REST route x role matrix', () => {
  it('has a row for every route the router declares (11 quote routes (one the PDF), the 15 of the spec, 4 lifecycle extras, 3 wholesale extras, 13 purchase-order routes, revoke admin, 36 company routes (5 of them part numbers), 4 catalog routes, 5 bank-statement routes, 8 statement and aging routes, 1 my-prices route, 6 credit-note routes, 2 e-invoice routes, 4 tax routes, 4 audit-trail routes, 3 catalog file routes, 3 shipment routes, 6 return routes, 3 personal-data routes, 6 family and variant routes, 3 related-item and compare routes, 8 PunchOut routes, 3 EDI routes, 8 order-list routes, 2 freight routes, 1 delivery-date route, 3 shop holiday routes, 12 sales rep, rep quote and act-as routes (one the locations of a rep), 2 price-list file routes, 1 price-list locations route, 2 ship-to location routes, 4 warehouse routes)', () => {
    expect(TABLE.map((r) => r.route).sort()).toEqual(declaredRoutes().sort());
    expect(TABLE).toHaveLength(188);
  });

  it('every route names an operation of the access declaration', () => {
    const ops = routeOperations();
    for (const row of TABLE)
      expect([row.route, ops.get(row.route) ?? null]).toEqual([
        row.route,
        expect.stringMatching(new RegExp(`^(${Object.keys(ACCESS).join('|')})$`)),
      ]);
  });

  it.each(cases)('%s', async (_name, row, role) => {
    const w = await world(h);
    const token = role === 'anon' ? undefined : w[role].token;
    const before = await changes.mark();
    let req = h.http()[row.method](row.path(w));
    if (token) req = req.set('authorization', `Bearer ${token}`);
    const res = row.body ? await req.send(row.body(w)) : await req;
    // A refusal by role or ownership is the written policy's, and the row must agree with it; past it, the row says
    // what input gives (a 400 for a missing idToken, a 201 for a creation).
    const byPolicy = statusByPolicy(routeOperations().get(row.route)!, role);
    if (byPolicy !== 'pass') expect([row.route, role, row.expect[role]]).toEqual([row.route, role, byPolicy]);
    const want = byPolicy === 'pass' ? row.expect[role] : byPolicy;
    expect({ status: res.status, body: res.body }).toMatchObject({ status: want });
    // PunchOut documents are refused in their own language (a cXML Status, an HTML page for the browser), not JSON.
    if (res.status >= 400 && row.route.includes(' /punchout/'))
      expect(await changes.changedSince(before)).toEqual([]);
    else if (res.status >= 400) {
      expect(res.body.error).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
      // A refusal of ours names a documented reason (the schema's RefusalReason); the server's own 4xx (413, 404 route) do not.
      if (res.body.error.reason !== undefined)
        expect(Object.keys(REFUSAL_REASONS)).toContain(res.body.error.reason);
      expect(await changes.changedSince(before)).toEqual([]);
    }
  });
});

/**
 * Every route a customer may call x every company role: a further member of the customer's
 * company, once per role. The written policy's `company` column (companyVerdict) decides: a role it shuts out gets
 * 403 COMPANY_ROLE and changes no row; a role it lets through is never refused for its role nor meets a 5xx, and a
 * refusal past the role check changes no row. ROLE_READS pins what each role reads of the company's things.
 */
const ROLE_READS: Record<string, Partial<Record<CompanyRoleName, number>>> = {
  'GET /purchase-orders/:id': { COMPANY_ADMIN: 200, ACCOUNTS_PAYABLE: 200, BUYER: 403, REQUESTER: 403 },
  'GET /purchase-orders/:id/invoice.pdf': {
    COMPANY_ADMIN: 200,
    ACCOUNTS_PAYABLE: 200,
    BUYER: 403,
    REQUESTER: 403,
  },
  'GET /purchase-orders/:id/e-invoice': {
    COMPANY_ADMIN: 200,
    ACCOUNTS_PAYABLE: 200,
    BUYER: 403,
    REQUESTER: 403,
  },
  // The requester's request waits for a company admin only: a buyer it never waited for is refused.
  'GET /order-requests/:id': { COMPANY_ADMIN: 200, ACCOUNTS_PAYABLE: 200, BUYER: 403, REQUESTER: 403 },
  // A quote and its PDF by the orders' rule: the company-wide roles read a colleague's, a buyer or requester only their own.
  'GET /quotes/:id': { COMPANY_ADMIN: 200, ACCOUNTS_PAYABLE: 200, BUYER: 403, REQUESTER: 403 },
  'GET /quotes/:id/pdf': { COMPANY_ADMIN: 200, ACCOUNTS_PAYABLE: 200, BUYER: 403, REQUESTER: 403 },
  // Every member reads the company's lists; only their creator and the company's admins change them (decision 077).
  'GET /order-lists/:id': { COMPANY_ADMIN: 200, ACCOUNTS_PAYABLE: 200, BUYER: 200, REQUESTER: 200 },
  'PUT /order-lists/:id': { COMPANY_ADMIN: 200, BUYER: 403, REQUESTER: 403 },
  'DELETE /order-lists/:id': { COMPANY_ADMIN: 200, BUYER: 403, REQUESTER: 403 },
  'POST /order-lists/:id/order': { COMPANY_ADMIN: 200, BUYER: 200, REQUESTER: 200 },
};
const customerRows = TABLE.filter((row) => POLICY[routeOperations().get(row.route)!]?.customer);
const roleCases = customerRows.flatMap((row) =>
  COMPANY_ROLES.map((role) => [`${row.route} as a ${role}`, row, role] as const),
);

describe('REST route x company role matrix', () => {
  it('covers every company route a customer may call', () => {
    const routes = customerRows.map((r) => r.route);
    for (const route of [
      'GET /my-company',
      'POST /my-company/invitations',
      'PUT /my-company/members/:id/role',
      'POST /submit-order',
      'GET /approvals',
      'POST /order-requests/:id/approve',
      'POST /order-requests/:id/reject',
      'PUT /my-company/approval-rules',
    ]) {
      expect(routes).toContain(route);
    }
    for (const route of Object.keys(ROLE_READS)) expect(routes).toContain(route);
  });

  it.each(roleCases)("%s of the customer's company", async (_name, row, role) => {
    const w = await world(h);
    const member = await h.factories.createUser(h.db, {
      company: { connect: { id: w.customer.user.companyId } },
      companyRole: role,
    });
    const before = await changes.mark();
    const http = h.http();
    const req = http[row.method](row.path(w)).set('authorization', `Bearer ${h.tokenFor(member)}`);
    const res = row.body ? await req.send(row.body(w)) : await req;
    expect(res.status).toBeLessThan(500);
    if (companyVerdict(routeOperations().get(row.route)!, role) === 'FORBIDDEN') {
      expect([res.status, res.body.error?.reason]).toEqual([403, 'COMPANY_ROLE']);
    } else {
      expect(res.body?.error?.reason).not.toBe('COMPANY_ROLE');
      const want = ROLE_READS[row.route]?.[role];
      if (want !== undefined) expect(res.status).toBe(want);
    }
    if (res.status >= 400) expect(await changes.changedSince(before)).toEqual([]);
  });
});

/**
 * Every route with a company key the customer (their company's admin) made with every scope a
 * company admin may give. It gets what the customer gets, except what no key may do (`scope: null`) and every
 * admin route (FORBIDDEN whatever its scope); a refusal changes no row.
 */
describe('REST route x company API key', () => {
  it.each(TABLE.map((row) => [row.route, row] as const))('%s with a company key', async (_name, row) => {
    const w = await world(h);
    const { key } = await apiKeys.createApiKey(ctxFor(h, w.customer.user), {
      name: 'Matrix',
      scopes: [...COMPANY_KEY_SCOPES],
    });
    const op = routeOperations().get(row.route)!;
    // From the written policy (role level and key-scope column), not from the declaration under test.
    const want = levelOf(POLICY[op]) === 'ADMIN' || keyScopeOf(op) === null ? 403 : row.expect.customer;
    const before = await changes.mark();
    const req = h.http()[row.method](row.path(w)).set('x-api-key', key);
    const res = row.body ? await req.send(row.body(w)) : await req;
    expect({ route: row.route, status: res.status }).toEqual({ route: row.route, status: want });
    if (res.status >= 400) expect(await changes.changedSince(before, ['ApiKey'])).toEqual([]);
  });
});
