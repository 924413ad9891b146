/**
 * An order waiting for approval reads as checkout showed it: net, the tax quoted for its ship-to at submission,
 * and the total, named the same on GraphQL, REST and through an API key, with the ship-to the approver checks.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as companies from '../../src/modules/companies/company.service';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import type { User } from '../../src/generated/prisma/client';

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

const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const shipTo = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  addressLine2: null,
  city: 'Leeds',
  region: null,
  postalCode: 'LS1 4AP',
  country: 'GB',
};
// $9,645.00 net at VAT 20%: checkout shows $11,574.00.
const figures = { netCents: 964_500, taxCents: 192_900, totalCents: 1_157_400 };

/** A GB company taxed at VAT 20% whose requester's $9,645.00 order waits for the admin. */
async function waiting() {
  await h.db.taxRate.create({ data: { country: 'GB', name: 'VAT', rateMillionths: 200_000 } });
  const admin = await h.factories.createUser(h.db);
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Acme Crafts Ltd' });
  const requester: User = await h.factories.createUser(h.db, {
    company: { connect: { id: admin.companyId } },
    companyRole: 'REQUESTER',
  });
  const p = await h.factories.createProduct(h.db, { priceCents: 9_645, quantity: 10_000 });
  const item = await orders.placeOrder(ctxFor(h, requester), {
    productId: p.id,
    quantity: 100,
    phone: '5550100',
  });
  return { admin, requester, itemId: item.id };
}

const FIELDS =
  'id netCents taxCents totalCents tax { label taxCents } shipTo { companyName addressLine1 addressLine2 city region postalCode country }';

describe("an approval request's money and ship-to", () => {
  it('GraphQL: submitOrder, the queue and the request read net, tax and total as checkout quoted them, and the ship-to', async () => {
    const { admin, requester, itemId } = await waiting();
    const quote = await h.gql(
      `query($ids: [ID!]!) { checkoutTaxQuote(itemIds: $ids, country: "GB") { subtotalCents totalCents tax { taxCents } } }`,
      { ids: [itemId] },
      h.tokenFor(requester),
    );
    expect(quote.data.checkoutTaxQuote).toEqual({
      subtotalCents: figures.netCents,
      totalCents: figures.totalCents,
      tax: { taxCents: figures.taxCents },
    });
    const submitted = await h.gql(
      `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { submitOrder(itemIds: $ids, details: $d) { approvalRequest { ${FIELDS} } } }`,
      { ids: [itemId], d: details },
      h.tokenFor(requester),
    );
    expect(submitted.errors).toBeUndefined();
    const request = submitted.data.submitOrder.approvalRequest;
    expect(request).toEqual({
      id: expect.any(String),
      ...figures,
      tax: { label: 'VAT 20%', taxCents: figures.taxCents },
      shipTo,
    });
    const queue = await h.gql(
      `{ approvalQueue { ${FIELDS} } approvalQueueConnection(first: 10) { nodes { id netCents taxCents totalCents } } }`,
      {},
      h.tokenFor(admin),
    );
    expect(queue.errors).toBeUndefined();
    expect(queue.data.approvalQueue).toEqual([request]);
    expect(queue.data.approvalQueueConnection.nodes).toEqual([{ id: request.id, ...figures }]);
    const read = await h.gql(
      `query($id: ID!) { orderRequest(id: $id) { ${FIELDS} } }`,
      { id: request.id },
      h.tokenFor(admin),
    );
    expect(read.data.orderRequest).toEqual(request);
    // Approving places the order for that same total.
    await approvalsService.approveOrder(ctxFor(h, admin), request.id);
    const po = await h.db.purchaseOrder.findFirstOrThrow({ where: { userId: requester.id } });
    expect([po.subtotalCents, po.taxCents, po.totalCents]).toEqual([
      figures.netCents,
      figures.taxCents,
      figures.totalCents,
    ]);
  });

  it("REST and an API key: the request's body carries netCents, taxCents, totalCents and shipTo", async () => {
    const { admin, requester, itemId } = await waiting();
    const res = await h
      .http()
      .post('/submit-order')
      .set('authorization', `Bearer ${h.tokenFor(requester)}`)
      .send({ itemIds: [itemId], ...details });
    expect(res.status).toBe(201);
    expect(res.body.approvalRequest).toMatchObject({
      ...figures,
      shipTo,
      tax: expect.objectContaining({ label: 'VAT 20%', taxCents: figures.taxCents }),
    });
    const id = res.body.approvalRequest.id;
    const { key } = await apiKeys.createApiKey(ctxFor(h, admin), {
      name: 'Approvals',
      scopes: ['read:orders'],
    });
    for (const req of [
      h.http().get(`/order-requests/${id}`).set('x-api-key', key),
      h
        .http()
        .get('/approvals')
        .set('authorization', `Bearer ${h.tokenFor(admin)}`),
    ]) {
      const read = await req;
      expect(read.status).toBe(200);
      const body = Array.isArray(read.body) ? read.body[0] : read.body;
      expect(body).toMatchObject({ id, ...figures, shipTo });
    }
  });

  it('an untaxed ship-to: tax 0, total = net', async () => {
    const { requester, itemId } = await waiting();
    const result = await approvalsService.submitOrder(ctxFor(h, requester), {
      itemIds: [itemId],
      details: { ...details, country: 'IE', postalCode: 'D02 X285' },
    });
    const res = await h
      .http()
      .get(`/order-requests/${result.approvalRequest!.id}`)
      .set('authorization', `Bearer ${h.tokenFor(requester)}`);
    expect(res.body).toMatchObject({
      netCents: figures.netCents,
      taxCents: 0,
      totalCents: figures.netCents,
      tax: { label: null },
    });
  });
});
