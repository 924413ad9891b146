/**
 * Hostile PunchOut documents against real PostgreSQL: a tampered shared secret, a replayed payloadID, an unknown
 * sender, From/To not the sender's, an XML bomb, an external entity, a 10 MB body, a malformed document, at the
 * setup and the OrderRequest routes alike; near-valid orders (a line's quantity, SKU or cart changed, a wrong type,
 * no lines, too many); hostile OCI setup and transfer fields. Each is refused with a cXML error status (an HTML page
 * for OCI and the transfer) and changes nothing in the database.
 */
import { randomUUID } from 'node:crypto';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import {
  OCI_PASSWORD,
  SECRET,
  fixture,
  postXml,
  punchOutWorld,
  setupDocument,
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

async function refused(body: string, status: number, contentType = 'text/xml', url = '/punchout/cxml/setup') {
  const before = await dbSnapshot(h.db);
  const res = await h.http().post(url).set('content-type', contentType).send(body);
  expect([res.status, res.text.match(/<Status code="(\d+)"/)?.[1]]).toEqual([status, String(status)]);
  expect(res.text).not.toMatch(/root:|prisma|postgres/i);
  expect(await dbSnapshot(h.db)).toEqual(before);
}

it('refuses hostile and wrong documents with a cXML status, and nothing changes', async () => {
  await h.reset();
  await punchOutWorld(h);
  const payloadId = `${randomUUID()}@ariba.test`;
  expect((await postXml(h, '/punchout/cxml/setup', setupDocument({ PAYLOAD_ID: payloadId }))).status).toBe(
    200,
  );
  await refused(setupDocument({ PAYLOAD_ID: payloadId }), 409);
  await refused(setupDocument({ SECRET: 'ariba-shared-secret-for-testz' }), 401);
  await refused(setupDocument({ SECRET: '' }), 401);
  await refused(
    setupDocument().replace(
      /<Sender>\s*<Credential domain="NetworkID"><Identity>AN01000000001/,
      '<Sender><Credential domain="NetworkID"><Identity>AN09999999999',
    ),
    401,
  );
  await refused(
    setupDocument().replace('<Identity>123456789</Identity>', '<Identity>987654321</Identity>'),
    401,
  );
  await refused(setupDocument({ EMAIL: 'someone@else.example' }), 403);
  await refused(setupDocument({ RETURN_URL: 'javascript:alert(1)' }), 400);
  await refused(fixture('xml-bomb.xml', {}), 400);
  await refused(fixture('external-entity.xml', {}), 400);
  await refused('<cXML><Header>', 400);
  await refused(`<cXML payloadID="x">${'<a>'.repeat(200)}${'</a>'.repeat(200)}</cXML>`, 400);
  await refused(`<cXML payloadID="big"><Header>${'x'.repeat(10 * 1024 * 1024)}</Header></cXML>`, 413);
  await refused(
    fixture('order-request.xml', {
      PAYLOAD_ID: randomUUID(),
      SECRET: 'wrong-secret-entirely',
      ITEMS: '',
    }).replace('OrderRequest>', 'OrderRequest>'),
    400,
  );
  expect(await h.db.punchOutSession.count()).toBe(1);
});

it('an OrderRequest with a wrong secret, unknown lines or a replayed payloadID creates nothing', async () => {
  await h.reset();
  await punchOutWorld(h);
  const items = `<ItemOut quantity="100"><ItemID><SupplierPartID>GG-STICK-11</SupplierPartID><SupplierPartAuxiliaryID>${randomUUID()}:${randomUUID()}</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
  const before = await dbSnapshot(h.db);
  const wrong = await postXml(
    h,
    '/punchout/cxml/order',
    fixture('order-request.xml', { PAYLOAD_ID: randomUUID(), SECRET: 'not-the-secret-at-all', ITEMS: items }),
  );
  expect(wrong.status).toBe(401);
  const unknown = await postXml(
    h,
    '/punchout/cxml/order',
    fixture('order-request.xml', {
      PAYLOAD_ID: randomUUID(),
      SECRET: 'ariba-shared-secret-for-tests',
      ITEMS: items,
    }),
  );
  expect(unknown.status).toBe(404);
  expect(await dbSnapshot(h.db)).toEqual(before);
});

/** A transferred cart of 200 sticks, and an OrderRequest for it with `values` and `items` changed as given. */
async function transferredCart() {
  const { product } = await punchOutWorld(h);
  const started = await start(h, (await postXml(h, '/punchout/cxml/setup', setupDocument())).text);
  await h.gql(
    'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 200, phone: "+44 113 4960000" }) { id } }',
    { p: product.id },
    started.token,
  );
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
  const item = (quantity = '200', sku = 'GG-STICK-11', auxId = aux) =>
    `<ItemOut quantity="${quantity}" lineNumber="1"><ItemID><SupplierPartID>${sku}</SupplierPartID><SupplierPartAuxiliaryID>${auxId}</SupplierPartAuxiliaryID></ItemID></ItemOut>`;
  const order = (items = item(), payloadId = `${randomUUID()}@ariba.test`) =>
    fixture('order-request.xml', { PAYLOAD_ID: payloadId, SECRET, ITEMS: items });
  return { started, aux, item, order };
}

describe('one transferred cart', () => {
  // Both tests refuse without changing anything, so they share one world; the order test ends by ordering it.
  let cart: Awaited<ReturnType<typeof transferredCart>>;
  beforeAll(async () => {
    await h.reset();
    cart = await transferredCart();
  });

  it('OCI setup and transfer fields: hostile or wrong values are refused, and nothing changes', async () => {
    const { started } = cart;
    const hook = 'http://127.0.0.1:9/sap/bc/gui/sap/its/bbpsc02';
    async function ociRefused(fields: string, status: number, url = '/punchout/oci') {
      const before = await dbSnapshot(h.db);
      const res = await h.http().post(url).type('form').send(fields);
      expect(res.status).toBe(status);
      expect(res.text).not.toMatch(/<script>alert|root:|prisma|postgres/i);
      expect(await dbSnapshot(h.db)).toEqual(before);
    }
    const form = (f: Record<string, string>) => new URLSearchParams(f).toString();
    const login = { USERNAME: 'SAPBUYER', PASSWORD: OCI_PASSWORD };
    await ociRefused(form({ ...login, HOOK_URL: 'javascript:alert(1)' }), 400);
    await ociRefused(form({ ...login, HOOK_URL: 'data:text/html,<script>alert(1)</script>' }), 400);
    await ociRefused(form({ ...login, HOOK_URL: `${hook}?${'x'.repeat(3000)}` }), 400);
    await ociRefused(
      form({ ...login, HOOK_URL: hook, EMAIL: '<script>alert(1)</script>@acme.example' }),
      403,
    );
    await ociRefused(
      `USERNAME=SAPBUYER&USERNAME=OTHER&PASSWORD=${OCI_PASSWORD}&HOOK_URL=${encodeURIComponent(hook)}`,
      401,
    );
    await ociRefused(form({ USERNAME: 'SAPBUYER', PASSWORD: 'p'.repeat(5000), HOOK_URL: hook }), 401);
    await ociRefused(`${form({ ...login, HOOK_URL: hook })}&pad=${'x'.repeat(1024 * 1024)}`, 413);
    await ociRefused(Array.from({ length: 60 }, (_, i) => `NEW_ITEM-QUANTITY[${i}]=1`).join('&'), 400);
    // The transfer's fields: a forged token, another session, an injected session id.
    await ociRefused(form({ token: 'forged', session: started.session }), 401, '/punchout/transfer');
    await ociRefused(form({ token: started.token, session: randomUUID() }), 404, '/punchout/transfer');
    await ociRefused(form({ token: started.token, session: "' OR 1=1 --" }), 404, '/punchout/transfer');
    await ociRefused(
      `token=${started.token}&token=${started.token}&session=${started.session}`,
      401,
      '/punchout/transfer',
    );
  });

  it('the OrderRequest route refuses bombs, entities, oversized and near-valid orders, and nothing changes', async () => {
    const { aux, item, order } = cart;
    // The database is fingerprinted once around all the refusals (each would have to change it and undo it to pass).
    const before = await dbSnapshot(h.db);
    const toOrder = async (body: string, status: number) => {
      const res = await postXml(h, '/punchout/cxml/order', body);
      expect([res.status, res.text.match(/<Status code="(\d+)"/)?.[1]]).toEqual([status, String(status)]);
      expect(res.text).not.toMatch(/root:|prisma|postgres/i);
    };
    // Hostile documents: refused before anything is read.
    await toOrder(fixture('xml-bomb.xml', {}), 400);
    await toOrder(fixture('external-entity.xml', {}), 400);
    const valid = order();
    await toOrder(
      valid.replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
      400,
    );
    await toOrder(
      valid.replace('<Comments xml:lang="en">Deliver to gate 2', '<Comments xml:lang="en">&x;'),
      400,
    );
    await toOrder(`${valid.slice(0, 1100)}${' '.repeat(1024 * 1024)}${valid.slice(1100)}`, 413);
    await toOrder(valid.slice(0, valid.length - 20), 400);
    await toOrder(
      valid.replace('<OrderRequest>', `<OrderRequest>${'<a>'.repeat(200)}${'</a>'.repeat(200)}`),
      400,
    );
    await toOrder(valid.replace('Deliver to gate 2', 'Deliver\u0000'), 400);
    // Sent as JSON, the app's JSON reader refuses it before the route (its JSON error, not a cXML Status).
    const asJson = await h
      .http()
      .post('/punchout/cxml/order')
      .set('content-type', 'application/json')
      .send(valid);
    expect(asJson.status).toBe(400);
    // Near-valid: right credentials, wrong order.
    await toOrder(order(item('-200')), 400);
    await toOrder(order(item('lots')), 400);
    await toOrder(order(item('201')), 409);
    await toOrder(order(item('200', 'GG-OTHER-99')), 409);
    await toOrder(order(item('200', 'GG-STICK-11', `${randomUUID()}:${aux.split(':')[1]}`)), 404);
    await toOrder(order(item('200', 'GG-STICK-11', 'not-an-aux-id')), 400);
    await toOrder(order(`${item()}${item('1', 'GG-STICK-11', `${randomUUID()}:${randomUUID()}`)}`), 400);
    await toOrder(order(''), 400);
    await toOrder(order(item().repeat(501)), 400);
    await toOrder(order().replace('type="new"', 'type="delete"'), 400);
    await toOrder(order().replace(/payloadID="[^"]+"/, ''), 400);
    await toOrder(order().replace('<OrderRequest>', '<OrderRequest/><OrderRequest>'), 400);
    await toOrder(order().replace(SECRET, `${SECRET}x`), 401);
    expect(await dbSnapshot(h.db)).toEqual(before);
    // After every refusal the cart is still orderable, once.
    const ok = await postXml(h, '/punchout/cxml/order', valid);
    expect([ok.status, ok.text]).toEqual([200, expect.stringMatching(/<Status code="200"/)]);
    expect(await h.db.purchaseOrder.count()).toBe(1);
  });
});
