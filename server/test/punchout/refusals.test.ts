/**
 * Hostile PunchOut documents against real PostgreSQL: a tampered shared secret, a replayed payloadID, an unknown
 * sender, From/To not the sender's, an XML bomb, an external entity, a 10 MB body, a malformed document. Each is
 * refused with a cXML error status and changes nothing in the database.
 */
import { randomUUID } from 'node:crypto';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import { fixture, postXml, punchOutWorld, setupDocument } from './support';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function refused(body: string, status: number, contentType = 'text/xml') {
  const before = await dbSnapshot(h.db);
  const res = await h.http().post('/punchout/cxml/setup').set('content-type', contentType).send(body);
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
