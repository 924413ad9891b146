/**
 * Documents the shop sends a company set up for EDI unasked: an 856 for every shipment of its orders, made in the
 * shipment's own transaction, that parses back with node-x12 to what the shipment records. Companies without EDI
 * get none.
 */
import { X12Parser, type X12Interchange } from 'node-x12';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as shipments from '../../src/modules/shipments/shipments';
import * as fulfilment from '../../src/modules/fulfilment/fulfilment.service';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import { ediWorld, interchange, postX12 } from './support';

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

const read = (text: string) => new X12Parser(true).parse(text) as X12Interchange;
const segments = (text: string) =>
  read(text).functionalGroups.flatMap((g) =>
    g.transactions.flatMap((t) =>
      t.segments.map((s) => [s.tag, ...s.elements.map((e) => e.value)].join('*')),
    ),
  );
const notices = () => h.db.ediDocument.findMany({ where: { kind: '856' }, orderBy: { createdAt: 'asc' } });

/** Acme's fixture 850 placed as an order, its lines, and a shop admin's context. */
async function ediOrder() {
  const world = await ediWorld(h);
  expect((await postX12(h, interchange(), world.buyer.token)).status).toBe(200);
  const po = await h.db.purchaseOrder.findFirstOrThrow({
    include: { lines: { orderBy: { position: 'asc' } } },
  });
  return { ...world, po, ctx: ctxFor(h, world.admin.user) };
}

it('a shipment of part of an EDI order is an 856 to the partner: carrier, tracking, ship date, ship-to, the PO and each line shipped', async () => {
  const { po, ctx, companyId } = await ediOrder();
  const gun = po.lines.find((l) => l.sku === 'GG-100')!;
  const sticks = po.lines.find((l) => l.sku === 'GG-STICK-7')!;
  const view = await shipments.createShipment(ctx, po.id, {
    lines: [
      { invoiceLineId: gun.id, quantity: 150 },
      { invoiceLineId: sticks.id, quantity: 120 },
    ],
    carrier: 'UPS',
    service: 'Freight',
    trackingNumber: '1Z999AA10123456784',
  });
  const day = new Date(view.shippedAt).toISOString().slice(0, 10).replace(/-/g, '');
  const [doc] = await notices();
  expect(doc).toMatchObject({
    companyId,
    direction: 'OUT',
    sender: 'ZZ:GLUEGUNSHOP',
    purchaseOrderId: po.id,
  });
  const x12 = read(doc.content);
  expect(x12.header.elements[5].value.trim()).toBe('GLUEGUNSHOP');
  expect(x12.header.elements[7].value.trim()).toBe('ACMEBUYER');
  expect(Number(x12.header.elements[12].value)).toBe(Number(doc.controlNumber));
  expect(x12.functionalGroups[0].header.elements[0].value).toBe('SH');
  const s = segments(doc.content);
  expect(s[0]).toMatch(new RegExp(`^BSN\\*00\\*${view.shipmentNumber}\\*${day}\\*\\d{4}\\*0004$`));
  expect(s).toEqual(
    expect.arrayContaining([
      'HL*1**S',
      'TD5*B****UPS Freight',
      'REF*CN*1Z999AA10123456784',
      `DTM*011*${day}`,
      'N1*ST*Acme Assembly Plant 2',
      'N3*Industriestrasse 14',
      'N4*Stuttgart**70565*DE',
      'HL*2*1*O',
      `PRF*PO-88231***${po.createdAt.toISOString().slice(0, 10).replace(/-/g, '')}`,
      'HL*3*2*I',
      `LIN*${gun.position}*VP*GG-100`,
      'SN1**150*EA',
      'HL*4*2*I',
      `LIN*${sticks.position}*VP*GG-STICK-7*BP*ACME-STICK-7`,
      'SN1**120*EA',
      'CTT*4',
    ]),
  );
});

it('shipping the rest by Update Status is a second 856 with only what was still open; each has its own control number', async () => {
  const { po, ctx } = await ediOrder();
  const gun = po.lines.find((l) => l.sku === 'GG-100')!;
  await shipments.createShipment(ctx, po.id, {
    lines: [{ invoiceLineId: gun.id, quantity: 50 }],
    carrier: 'DHL',
    trackingNumber: 'JD0123',
  });
  await fulfilment.updateFulfilment(ctx, po.id, 'SHIPPED');
  const docs = await notices();
  expect(docs).toHaveLength(2);
  expect(new Set(docs.map((d) => d.controlNumber)).size).toBe(2);
  const rest = segments(docs[1].content);
  expect(rest.filter((x) => x.startsWith('SN1')).sort()).toEqual(['SN1**120*EA', 'SN1**150*EA']);
  expect(rest.some((x) => x.startsWith('REF*CN'))).toBe(false);
});

it('a company not set up for EDI, or turned off, gets no 856', async () => {
  const { po, ctx, companyId, admin } = await ediOrder();
  const off = await h
    .http()
    .put(`/admin/companies/${companyId}/edi`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ qualifier: 'ZZ', senderId: 'ACMEBUYER', enabled: false });
  expect(off.status).toBe(200);
  await shipments.createShipment(ctx, po.id, {
    lines: [{ invoiceLineId: po.lines[0].id, quantity: 10 }],
    carrier: 'UPS',
    trackingNumber: '1Z1',
  });

  const buyer = await h.factories.createUser(h.db);
  const product = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 1000 });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  const plain = await pos.checkout(ctxFor(h, buyer), {
    itemIds: [item.id],
    details: {
      companyName: 'Plain Ltd',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    },
  });
  await fulfilment.updateFulfilment(ctx, plain.id, 'SHIPPED');
  expect(await notices()).toHaveLength(0);
});

it("an 850 that waited for the company's approval gets its 810 when the approver places it; its documents then name the order", async () => {
  const { buyer } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'REQUESTER' } });
  expect((await postX12(h, interchange(), buyer.token)).status).toBe(200);
  const request = await h.db.approvalRequest.findFirstOrThrow();
  expect(await h.db.ediDocument.count({ where: { kind: '810' } })).toBe(0);

  const boss = await h.db.user.findFirstOrThrow({ where: { email: 'boss@acme.example' } });
  const approved = await h.gql(
    'mutation($id: ID!) { approveOrder(id: $id) { status } }',
    { id: request.id },
    h.tokenFor(boss),
  );
  expect(approved.errors).toBeUndefined();
  const po = await h.db.purchaseOrder.findFirstOrThrow();
  const invoice = await h.db.ediDocument.findFirstOrThrow({ where: { kind: '810' } });
  expect(invoice).toMatchObject({
    direction: 'OUT',
    sender: 'ZZ:GLUEGUNSHOP',
    purchaseOrderId: po.id,
    approvalRequestId: request.id,
  });
  const billed = segments(invoice.content);
  expect(billed[0]).toBe(
    `BIG*${po.issuedAt.toISOString().slice(0, 10).replace(/-/g, '')}*${po.invoiceNumber}*${po.createdAt.toISOString().slice(0, 10).replace(/-/g, '')}*PO-88231`,
  );
  expect(billed).toContain(`TDS*${po.totalCents}`);
  const kept = await h.db.ediDocument.findMany({ where: { approvalRequestId: request.id } });
  expect(kept.map((d) => d.purchaseOrderId)).toEqual(kept.map(() => po.id));
});

it('an order from the web shop that waited for approval gets no 810, even for a company set up for EDI', async () => {
  const { buyer, gun } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'REQUESTER' } });
  const item = await orders.placeOrder(ctxFor(h, buyer.user), {
    productId: gun.id,
    quantity: 100,
    phone: '5550100',
  });
  const submitted = await h.gql(
    'mutation($i: [ID!]!, $d: CheckoutDetailsInput!) { submitOrder(itemIds: $i, details: $d) { approvalRequest { id } } }',
    {
      i: [item.id],
      d: {
        companyName: 'Acme',
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1',
        country: 'GB',
        contactPhone: '+44 113 496 0000',
      },
    },
    buyer.token,
  );
  expect(submitted.errors).toBeUndefined();
  const boss = await h.db.user.findFirstOrThrow({ where: { email: 'boss@acme.example' } });
  const request = await h.db.approvalRequest.findFirstOrThrow();
  expect(
    (
      await h.gql(
        'mutation($id: ID!) { approveOrder(id: $id) { status } }',
        { id: request.id },
        h.tokenFor(boss),
      )
    ).errors,
  ).toBeUndefined();
  expect(await h.db.purchaseOrder.count()).toBe(1);
  expect(await h.db.ediDocument.count()).toBe(0);
});
