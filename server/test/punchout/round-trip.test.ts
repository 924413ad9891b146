/**
 * cXML PunchOut round trip against real PostgreSQL, with documents in the shapes SAP Ariba and Coupa send: setup,
 * the one-time start link, items added by the buyer, Transfer cart (a PunchOutOrderMessage at the contract price),
 * then the OrderRequest becoming one purchase order at that price; an edit putting the transferred items back in the
 * cart to change; and OCI's setup and NEW_ITEM-* transfer.
 */
import { randomUUID } from 'node:crypto';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import {
  OCI_PASSWORD,
  RETURN_URL,
  fixture,
  postXml,
  punchOutWorld,
  setupDocument,
  SECRET,
  start,
  transferredDocument,
} from './support';

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

const PLACE =
  'mutation($p: ID!, $q: Int!) { placeOrder(input: { productId: $p, quantity: $q, phone: "+44 113 4960000" }) { id unitPriceCents } }';

it.each([
  [
    'ariba-setup-request.xml',
    'order-request.xml',
    { poNumber: 'PO-4711', addressLine1: '1 Mill Road', addressLine2: null, region: null, country: 'GB' },
  ],
  [
    'coupa-setup-request.xml',
    'coupa-order-request.xml',
    {
      poNumber: '4711',
      addressLine1: '1 Mill Road',
      addressLine2: 'Unit 4',
      city: 'Leeds',
      region: 'West Yorkshire',
      postalCode: 'LS1 1AA',
      country: 'GB',
    },
  ],
])(
  '%s then %s: setup, start, transfer at contract price, order: one purchase order',
  async (name, orderName, shipTo) => {
    const { buyer, product } = await punchOutWorld(h);
    const cookie = randomUUID();
    const setup = await postXml(h, '/punchout/cxml/setup', setupDocument({ BUYER_COOKIE: cookie }, name));
    expect(setup.status).toBe(200);
    expect(setup.text).toMatch(/<Status code="200"/);
    const started = await start(h, setup.text);
    expect(started.res.status).toBe(303);
    expect(started.token).not.toBe('');
    // The link works once.
    expect((await h.http().get(started.path)).status).toBe(410);

    const placed = await h.gql(PLACE, { p: product.id, q: 200 }, started.token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.unitPriceCents).toBe(850);
    const transfer = await h
      .http()
      .post('/punchout/transfer')
      .type('form')
      .send({ token: started.token, session: started.session });
    expect(transfer.status).toBe(200);
    expect(transfer.headers['content-security-policy']).toContain('form-action http://127.0.0.1:9');
    expect(transfer.text).toContain(`action="${RETURN_URL}"`);
    const message = transferredDocument(transfer.text);
    expect(message).toContain(`<BuyerCookie>${cookie}</BuyerCookie>`);
    expect(message).toMatch(/<ItemIn quantity="200">.*<SupplierPartID>GG-STICK-11<\/SupplierPartID>/);
    expect(message).toContain('<Money currency="USD">8.50</Money>');
    expect(message).toContain('<Money currency="USD">1700.00</Money>');
    const aux = message.match(/<SupplierPartAuxiliaryID>([^<]+)<\/SupplierPartAuxiliaryID>/)![1];

    const items =
      `<ItemOut quantity="200" lineNumber="1"><ItemID><SupplierPartID>GG-STICK-11</SupplierPartID><SupplierPartAuxiliaryID>${aux}</SupplierPartAuxiliaryID></ItemID>` +
      '<ItemDetail><UnitPrice><Money currency="USD">0.01</Money></UnitPrice><Description xml:lang="en">Sticks</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>';
    // Ariba's fixture takes its lines as given; Coupa's carries its line (accounting, classification) itself.
    const orderDoc = fixture(orderName, {
      PAYLOAD_ID: `${randomUUID()}@procurement.test`,
      SECRET,
      ITEMS: items,
      QUANTITY: '200',
      AUX: aux,
    });
    const order = await postXml(h, '/punchout/cxml/order', orderDoc);
    expect(order.text).toMatch(/<Status code="200"/);
    const pos = await h.db.purchaseOrder.findMany({ include: { items: true } });
    expect(pos).toHaveLength(1);
    expect(pos[0].companyId).toBe(buyer.user.companyId);
    expect(pos[0]).toMatchObject(shipTo);
    expect(pos[0].items.map((i) => [i.quantity, i.unitPriceCents])).toEqual([[200, 850]]);
    // The same order again: the payloadID is a replay, and a new payloadID finds the cart already ordered.
    expect((await postXml(h, '/punchout/cxml/order', orderDoc)).status).toBe(409);
    const again = await postXml(
      h,
      '/punchout/cxml/order',
      orderDoc.replace(/payloadID="[^"]+"/, `payloadID="${randomUUID()}@x"`),
    );
    expect(again.status).toBe(404);
    expect(await h.db.purchaseOrder.count()).toBe(1);
  },
);

it("a requester's punch-out order waits for the company's approval rule", async () => {
  const { buyer, product } = await punchOutWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'REQUESTER' } });
  const started = await start(h, (await postXml(h, '/punchout/cxml/setup', setupDocument())).text);
  await h.gql(PLACE, { p: product.id, q: 100 }, started.token);
  const message = transferredDocument(
    (
      await h
        .http()
        .post('/punchout/transfer')
        .type('form')
        .send({ token: started.token, session: started.session })
    ).text,
  );
  const aux = message.match(/<SupplierPartAuxiliaryID>([^<]+)<\/SupplierPartAuxiliaryID>/)![1];
  const items = `<ItemOut quantity="100"><ItemID><SupplierPartID>GG-STICK-11</SupplierPartID><SupplierPartAuxiliaryID>${aux}</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
  const order = await postXml(
    h,
    '/punchout/cxml/order',
    fixture('order-request.xml', { PAYLOAD_ID: randomUUID(), SECRET, ITEMS: items }),
  );
  expect(order.text).toContain('waiting for your company&apos;s approval');
  expect(await h.db.purchaseOrder.count()).toBe(0);
  expect(await h.db.approvalRequest.findMany({ select: { totalCents: true, status: true } })).toEqual([
    { totalCents: 85_000, status: 'AWAITING_APPROVAL' },
  ]);
});

it('OCI: USERNAME and PASSWORD open the same session; Transfer cart posts NEW_ITEM-* fields to HOOK_URL', async () => {
  const { product } = await punchOutWorld(h);
  const hook = 'http://127.0.0.1:9/sap/bc/gui/sap/its/bbpsc02?~caller=CTLG';
  expect(
    (
      await h
        .http()
        .get('/punchout/oci')
        .query({ USERNAME: 'SAPBUYER', PASSWORD: 'wrong-password-x', HOOK_URL: hook })
    ).status,
  ).toBe(401);
  const res = await h
    .http()
    .post('/punchout/oci')
    .type('form')
    .send({ USERNAME: 'SAPBUYER', PASSWORD: OCI_PASSWORD, HOOK_URL: hook, EMAIL: 'jdoe@acme.example' });
  expect(res.status).toBe(303);
  const fragment = new URLSearchParams(String(res.headers.location).split('#')[1]);
  await h.gql(PLACE, { p: product.id, q: 300 }, fragment.get('token')!);
  const transfer = await h
    .http()
    .post('/punchout/transfer')
    .type('form')
    .send({ token: fragment.get('token'), session: fragment.get('session') });
  expect(transfer.status).toBe(200);
  expect(transfer.text).toContain('name="NEW_ITEM-VENDORMAT[1]" value="GG-STICK-11"');
  expect(transfer.text).toContain('name="NEW_ITEM-QUANTITY[1]" value="300"');
  expect(transfer.text).toContain('name="NEW_ITEM-PRICE[1]" value="8.50"');
  expect(transfer.text).toContain('action="http://127.0.0.1:9/sap/bc/gui/sap/its/bbpsc02?~caller=CTLG"');
});

it('signs in only a buyer or requester who still buys for the company, and orders only what was transferred', async () => {
  const { buyer, product, companyId } = await punchOutWorld(h);
  // The company's admin named by the document: a session never becomes an admin's.
  expect(
    (await postXml(h, '/punchout/cxml/setup', setupDocument({ EMAIL: 'boss@acme.example' }))).status,
  ).toBe(403);
  // A cart transferred, then changed (more units on the same item) before the order arrives: refused, nothing placed.
  const started = await start(h, (await postXml(h, '/punchout/cxml/setup', setupDocument())).text);
  const placed = await h.gql(PLACE, { p: product.id, q: 100 }, started.token);
  const message = transferredDocument(
    (
      await h
        .http()
        .post('/punchout/transfer')
        .type('form')
        .send({ token: started.token, session: started.session })
    ).text,
  );
  const aux = message.match(/<SupplierPartAuxiliaryID>([^<]+)<\/SupplierPartAuxiliaryID>/)![1];
  await h.db.orderItem.update({ where: { id: placed.data.placeOrder.id }, data: { quantity: 100_000 } });
  const items = `<ItemOut quantity="100"><ItemID><SupplierPartID>GG-STICK-11</SupplierPartID><SupplierPartAuxiliaryID>${aux}</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
  const changed = await postXml(
    h,
    '/punchout/cxml/order',
    fixture('order-request.xml', { PAYLOAD_ID: randomUUID(), SECRET, ITEMS: items }),
  );
  expect([changed.status, changed.text]).toEqual([
    409,
    expect.stringContaining('changed after the cart was transferred'),
  ]);
  // Put back, but the buyer has since left the company: the cart is no one's to order.
  await h.db.orderItem.update({ where: { id: placed.data.placeOrder.id }, data: { quantity: 100 } });
  const elsewhere = await h.db.company.create({ data: { name: 'Elsewhere Ltd' } });
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyId: elsewhere.id } });
  const left = await postXml(
    h,
    '/punchout/cxml/order',
    fixture('order-request.xml', { PAYLOAD_ID: randomUUID(), SECRET, ITEMS: items }),
  );
  expect(left.status).toBe(403);
  expect(await h.db.purchaseOrder.count()).toBe(0);
  expect(await h.db.punchOutSession.count({ where: { orderedAt: { not: null } } })).toBe(0);
  // The designated user who left is no one's either: a document naming nobody is refused.
  await h.db.punchOutIdentity.update({ where: { companyId }, data: { punchOutUserId: buyer.user.id } });
  expect((await postXml(h, '/punchout/cxml/setup', setupDocument({ EMAIL: '' }))).status).toBe(403);
});

it('an edit (operation="edit") puts the transferred items back in the cart to change; lines not the buyer\'s are refused', async () => {
  const { buyer, product } = await punchOutWorld(h);
  const glue = await h.factories.createProduct(h.db, { sku: 'GG-STICK-7', priceCents: 500, quantity: 1_000 });
  const started = await start(h, (await postXml(h, '/punchout/cxml/setup', setupDocument())).text);
  const first = await h.gql(PLACE, { p: product.id, q: 200 }, started.token);
  const second = await h.gql(PLACE, { p: glue.id, q: 120 }, started.token);
  expect([first.errors, second.errors]).toEqual([undefined, undefined]);
  const transfer = (s: { token: string; session: string }) =>
    h.http().post('/punchout/transfer').type('form').send({ token: s.token, session: s.session });
  const message = transferredDocument((await transfer(started)).text);
  const [sticks, glueAux] = [...message.matchAll(/<SupplierPartAuxiliaryID>([^<]+)</g)].map((m) => m[1]);
  const line = (aux: string, quantity: number, sku = 'GG-STICK-11') =>
    `<ItemOut quantity="${quantity}" lineNumber="1"><ItemID><SupplierPartID>${sku}</SupplierPartID><SupplierPartAuxiliaryID>${aux}</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
  const edit = (items: string, email = 'jdoe@acme.example') =>
    postXml(
      h,
      '/punchout/cxml/setup',
      fixture('ariba-edit-request.xml', {
        PAYLOAD_ID: `${randomUUID()}@ariba.test`,
        SECRET,
        EMAIL: email,
        BUYER_COOKIE: randomUUID(),
        RETURN_URL,
        ITEMS: items,
      }),
    );
  const cart = () =>
    h.db.orderItem.findMany({
      where: { userId: buyer.user.id, status: 'PENDING', purchaseOrderId: null },
      orderBy: { productName: 'asc' },
      select: { productId: true, quantity: true, unitPriceCents: true },
    });
  const remove = (id: string) =>
    h.gql('mutation($id: ID!) { deleteOrderItem(id: $id) }', { id }, started.token);

  // The requisition comes back for editing after the sticks left the shop's cart: they are put back, at the
  // requisition's quantity and the contract price; the glue, still in the cart, stays as it is.
  await remove(first.data.placeOrder.id);
  const opened = await edit(line(sticks, 250) + line(glueAux, 120, 'GG-STICK-7'));
  expect([opened.status, opened.text]).toEqual([200, expect.stringMatching(/<StartPage><URL>/)]);
  const restored = await cart();
  expect(restored).toEqual(
    expect.arrayContaining([
      { productId: product.id, quantity: 250, unitPriceCents: 850 },
      { productId: glue.id, quantity: 120, unitPriceCents: 500 },
    ]),
  );
  expect(restored).toHaveLength(2);
  // The buyer changes the cart in the session the edit opened; the new transfer carries the change.
  const editing = await start(h, opened.text);
  expect(editing.res.status).toBe(303);
  const glueItem = await h.db.orderItem.findFirstOrThrow({
    where: { productId: glue.id, status: 'PENDING' },
  });
  await h.gql('mutation($id: ID!) { deleteOrderItem(id: $id) }', { id: glueItem.id }, editing.token);
  const changed = transferredDocument((await transfer(editing)).text);
  expect(changed).toMatch(/<ItemIn quantity="250">.*GG-STICK-11/);
  expect(changed).not.toContain('GG-STICK-7');
  expect(await h.db.punchOutSession.count({ where: { operation: 'edit' } })).toBe(1);

  // Refused, nothing changed: a line of no transferred cart, and another buyer's lines.
  await h.factories.createUser(h.db, {
    email: 'other@acme.example',
    company: { connect: { id: buyer.user.companyId } },
    companyRole: 'BUYER',
  });
  const before = await dbSnapshot(h.db);
  expect((await edit(line(`${randomUUID()}:${randomUUID()}`, 5))).status).toBe(404);
  expect((await edit(line(sticks, 250), 'other@acme.example')).status).toBe(403);
  expect(await dbSnapshot(h.db)).toEqual(before);
  // A line the shop can no longer sell (no glue in stock): the sticks it had put back are taken out again.
  const sticksItem = await h.db.orderItem.findFirstOrThrow({
    where: { productId: product.id, status: 'PENDING' },
  });
  await h.gql('mutation($id: ID!) { deleteOrderItem(id: $id) }', { id: sticksItem.id }, editing.token);
  await h.db.product.update({ where: { id: glue.id }, data: { quantity: 0 } });
  const refused = await edit(line(sticks, 250) + line(glueAux, 120, 'GG-STICK-7'));
  expect([refused.status, refused.text]).toEqual([
    400,
    expect.stringMatching(/<Status code="400" text="Refused">GG-STICK-7: .*stock/i),
  ]);
  expect(await cart()).toEqual([]);
});
