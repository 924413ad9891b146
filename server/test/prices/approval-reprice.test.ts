/**
 * An order that waits for approval is priced again when it is approved: its lines cost what the requester's contract
 * says that day, the approver reads the change before deciding (`priceChanges`), the placed order and the approved
 * event carry it, and a line accepted from a quote keeps the quote's price.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as companies from '../../src/modules/companies/company.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

const PRICE_CHANGES = `query($id: ID!) { orderRequest(id: $id) { status priceChanges {
  productName quantity fromUnitPriceCents toUnitPriceCents } } }`;

/** A list for the company, fixed `cents` a unit on `productId`, valid from today. */
async function contract(companyId: string, productId: string, cents: number) {
  const list = await h.db.priceList.create({ data: { name: `Acme ${cents}-${productId.slice(0, 8)}` } });
  await h.db.priceListCompany.create({ data: { priceListId: list.id, companyId } });
  await h.db.priceListEntry.create({ data: { priceListId: list.id, productId, unitPriceCents: cents } });
  return list;
}

it('the approver reads the new contract price before approving, and the order is placed at it', async () => {
  const admin = await h.factories.createUser(h.db);
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Acme Crafts Ltd' });
  const requester = await h.factories.createUser(h.db, {
    company: { connect: { id: admin.companyId } },
    companyRole: 'REQUESTER',
  });
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Reprice sticks',
    priceCents: 1000,
    quantity: 10_000,
  });
  const gun = await h.factories.createProduct(h.db, {
    name: 'Reprice gun',
    priceCents: 5000,
    quantity: 10_000,
  });
  const a = await orders.placeOrder(ctxFor(h, requester), {
    productId: sticks.id,
    quantity: 200,
    phone: '5550100',
  });
  const b = await orders.placeOrder(ctxFor(h, requester), {
    productId: gun.id,
    quantity: 100,
    phone: '5550100',
  });
  const { approvalRequest } = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [a.id, b.id],
    details,
  });
  const id = approvalRequest!.id;

  // Nothing changed yet: nothing to say.
  const adminToken = h.tokenFor(admin);
  expect((await h.gql(PRICE_CHANGES, { id }, adminToken)).data.orderRequest.priceChanges).toEqual([]);

  // The company's contract now prices the sticks at $8.80: said to the approver, not yet written.
  await contract(admin.companyId, sticks.id, 880);
  const waiting = await h.gql(PRICE_CHANGES, { id }, adminToken);
  expect(waiting.errors).toBeUndefined();
  expect(waiting.data.orderRequest.priceChanges).toEqual([
    { productName: 'Reprice sticks', quantity: 200, fromUnitPriceCents: 1000, toUnitPriceCents: 880 },
  ]);
  expect((await h.db.orderItem.findUniqueOrThrow({ where: { id: a.id } })).unitPriceCents).toBe(1000);

  await approvalsService.approveOrder(ctxFor(h, admin), id);
  const placed = await h.db.orderItem.findMany({
    where: { id: { in: [a.id, b.id] } },
    orderBy: { quantity: 'desc' },
  });
  expect(placed.map((i) => [i.unitPriceCents, i.purchaseOrderId !== null])).toEqual([
    [880, true],
    [5000, true],
  ]);
  const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: placed[0].purchaseOrderId! } });
  expect(po.subtotalCents).toBe(200 * 880 + 100 * 5000);
  const event = await h.db.outboxEvent.findFirstOrThrow({
    where: { type: 'purchase_order.approved', resourceId: id },
  });
  expect((event.payload as { repricedItems: unknown }).repricedItems).toEqual([
    {
      itemId: a.id,
      productName: 'Reprice sticks',
      quantity: 200,
      fromUnitPriceCents: 1000,
      toUnitPriceCents: 880,
    },
  ]);
  // Decided: nothing more to say.
  expect((await h.gql(PRICE_CHANGES, { id }, adminToken)).data.orderRequest.priceChanges).toEqual([]);
});

it("a line accepted from a quote keeps the quote's price; another company's contract changes nothing", async () => {
  const admin = await h.factories.createUser(h.db);
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Acme Crafts Ltd' });
  const requester = await h.factories.createUser(h.db, {
    company: { connect: { id: admin.companyId } },
    companyRole: 'REQUESTER',
  });
  const other = await h.factories.createUser(h.db);
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Quoted sticks',
    priceCents: 1000,
    quantity: 10_000,
  });
  const quoted = await orders.placeOrder(ctxFor(h, requester), {
    productId: sticks.id,
    quantity: 300,
    phone: '5550100',
  });
  const quote = await h.db.quote.create({ data: { companyId: admin.companyId, buyerId: requester.id } });
  await h.db.orderItem.update({ where: { id: quoted.id }, data: { quoteId: quote.id, unitPriceCents: 700 } });
  const { approvalRequest } = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [quoted.id],
    details,
  });
  await contract(admin.companyId, sticks.id, 650);
  await contract(other.companyId, sticks.id, 500);
  expect(
    (await h.gql(PRICE_CHANGES, { id: approvalRequest!.id }, h.tokenFor(admin))).data.orderRequest
      .priceChanges,
  ).toEqual([]);
});
