/**
 * X12 EDI over GraphQL (decision 080): a buyer's interchange through ediInbound is POST /edi/x12's, answer and rows;
 * the documents and trading partners are the shop's (another company's buyer reads nothing); a refusal changes nothing.
 */
import { createHarness, type Harness } from '../support/harness';
import { NOTHING, created, ediWorld, interchange, postX12 } from './support';

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

const SEND =
  'mutation($t: String!) { ediInbound(text: $t) { accepted interchange acknowledgement interchangeAcknowledgement orders { transactionSet poNumber purchaseOrderId orderNumber approvalRequestId acknowledgement invoice } changes { transactionSet poNumber purchaseOrderId approvalRequestId cancellation taken refused reasons acknowledgement } refusals { transactionSet poNumber reason } acknowledged { transactionSet kind groupControl status note documentId } } }';
const DOCUMENTS =
  'query($c: ID, $k: String, $t: Int) { ediDocuments(companyId: $c, kind: $k, take: $t) { id direction kind sender controlNumber companyId companyName purchaseOrderId orderNumber approvalRequestId createdAt content } }';
/** The 997's segments without its envelope's dates and control numbers, which differ by run. */
const ackBody = (text: string) =>
  text
    .split('~')
    .map((s) => s.trim())
    .filter((s) => /^AK/.test(s));
/** The rows an interchange left, without ids, times and the shop's own control numbers. */
async function rows() {
  const docs = await h.db.ediDocument.findMany({ orderBy: [{ kind: 'asc' }] });
  const pos = await h.db.purchaseOrder.findMany({ include: { lines: { orderBy: { position: 'asc' } } } });
  return {
    documents: docs.map((d) => [
      d.direction,
      d.kind,
      d.sender,
      d.direction === 'IN' ? d.controlNumber : 'ours',
      Boolean(d.purchaseOrderId),
    ]),
    orders: pos.map((p) => [
      p.poNumber,
      p.companyId,
      p.totalCents,
      p.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents]).sort(),
    ]),
  };
}

it("a buyer's interchange through GraphQL is POST /edi/x12's: the same answer and the same rows", async () => {
  let world = await ediWorld(h);
  const viaGraphql = await h.gql(SEND, { t: interchange() }, world.buyer.token);
  expect(viaGraphql.errors).toBeUndefined();
  const answer = viaGraphql.data.ediInbound;
  const po = await h.db.purchaseOrder.findFirstOrThrow();
  expect(answer).toMatchObject({ accepted: 1, interchange: '4711', refusals: [] });
  expect(answer.orders).toEqual([
    expect.objectContaining({
      poNumber: 'PO-88231',
      purchaseOrderId: po.id,
      orderNumber: `SO-${String(po.number).padStart(6, '0')}`,
      approvalRequestId: null,
    }),
  ]);
  const graphqlRows = await rows();

  await h.reset();
  world = await ediWorld(h);
  const viaRest = await postX12(h, interchange(), world.buyer.token);
  expect(viaRest.status).toBe(200);
  expect(ackBody(answer.acknowledgement)).toEqual(ackBody(viaRest.body.acknowledgement));
  expect({
    ...answer,
    acknowledgement: '',
    orders: answer.orders.map((o: Record<string, unknown>) => o.poNumber),
  }).toEqual({
    ...viaRest.body,
    acknowledgement: '',
    orders: viaRest.body.orders.map((o: Record<string, unknown>) => o.poNumber),
  });
  const restRows = await rows();
  expect(graphqlRows.documents).toEqual(restRows.documents);
  expect(graphqlRows.orders.map(([n, , t, l]) => [n, t, l])).toEqual(
    restRows.orders.map(([n, , t, l]) => [n, t, l]),
  );
  expect(graphqlRows.documents.map((d) => d[1])).toEqual(['810', '850', '855', '997']);
});

it("a refusal changes nothing: every set refused is answered in words with a 997; a sender not the company's is an error", async () => {
  const { buyer } = await ediWorld(h);
  const refused = await h.gql(SEND, { t: interchange(2, [['VP*GG-100', 'VP*GG-NOPE']]) }, buyer.token);
  expect(refused.errors).toBeUndefined();
  expect(refused.data.ediInbound).toMatchObject({
    accepted: 0,
    orders: [],
    refusals: [{ transactionSet: '0001', poNumber: 'PO-88231', reason: expect.stringMatching(/GG-NOPE/) }],
  });
  expect(ackBody(refused.data.ediInbound.acknowledgement)).toContain('AK9*R*1*1*0');
  expect(await created(h)).toEqual(NOTHING);

  const other = await h.signedIn('CUSTOMER', { email: 'someone@else.example' });
  const foreign = await h.gql(SEND, { t: interchange(3) }, other.token);
  expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const malformed = await h.gql(SEND, { t: interchange(4).slice(0, 300) }, buyer.token);
  expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(await created(h)).toEqual(NOTHING);
});

it('shop admins read the documents (filtered, named, with the order number) and the partners; buyers, of any company, neither', async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  expect((await h.gql(SEND, { t: interchange() }, buyer.token)).errors).toBeUndefined();
  const po = await h.db.purchaseOrder.findFirstOrThrow();

  const all = await h.gql(DOCUMENTS, {}, admin.token);
  expect(all.errors).toBeUndefined();
  expect(all.data.ediDocuments.map((d: { kind: string }) => d.kind).sort()).toEqual([
    '810',
    '850',
    '855',
    '997',
  ]);
  const [received] = (await h.gql(DOCUMENTS, { c: companyId, k: '850' }, admin.token)).data.ediDocuments;
  expect(received).toMatchObject({
    direction: 'IN',
    kind: '850',
    sender: 'ZZ:ACMEBUYER',
    controlNumber: '4711',
    companyName: 'Acme',
    purchaseOrderId: po.id,
    orderNumber: `SO-${String(po.number).padStart(6, '0')}`,
    content: interchange(),
  });
  expect((await h.gql(DOCUMENTS, { k: '856' }, admin.token)).data.ediDocuments).toEqual([]);
  expect((await h.gql(DOCUMENTS, { k: '998' }, admin.token)).errors?.[0].extensions?.code).toBe(
    'BAD_USER_INPUT',
  );
  expect((await h.gql(DOCUMENTS, { t: 201 }, admin.token)).errors?.[0].extensions?.code).toBe(
    'BAD_USER_INPUT',
  );

  const partners = await h.gql(
    '{ ediPartners { companyId companyName qualifier senderId enabled } }',
    {},
    admin.token,
  );
  expect(partners.data.ediPartners).toEqual([
    { companyId, companyName: 'Acme', qualifier: 'ZZ', senderId: 'ACMEBUYER', enabled: true },
  ]);

  const other = await h.signedIn('CUSTOMER', { email: 'someone@else.example' });
  // Its own members read the company's ISA sender (the upload is offered by it); another company's read none.
  expect(
    (await h.gql('{ myCompany { edi { qualifier senderId enabled } } }', {}, buyer.token)).data.myCompany.edi,
  ).toEqual({ qualifier: 'ZZ', senderId: 'ACMEBUYER', enabled: true });
  expect((await h.gql('{ myCompany { edi { senderId } } }', {}, other.token)).data.myCompany.edi).toBeNull();
  for (const who of [buyer, other]) {
    const docs = await h.gql(DOCUMENTS, { c: companyId }, who.token);
    expect([docs.data, docs.errors?.[0].extensions?.code]).toEqual([null, 'FORBIDDEN']);
    const list = await h.gql('{ ediPartners { senderId } }', {}, who.token);
    expect([list.data, list.errors?.[0].extensions?.code]).toEqual([null, 'FORBIDDEN']);
  }
});

it('an admin sets a company up, changes its sender and turns it off through GraphQL; a taken sender is a conflict', async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  const SAVE =
    'mutation($c: ID!, $q: String!, $s: String!, $e: Boolean) { saveEdiPartner(companyId: $c, qualifier: $q, senderId: $s, enabled: $e) { companyId companyName qualifier senderId enabled } }';
  const changed = await h.gql(SAVE, { c: companyId, q: '01', s: 'ACME 2', e: false }, admin.token);
  expect(changed.data.saveEdiPartner).toEqual({
    companyId,
    companyName: 'Acme',
    qualifier: '01',
    senderId: 'ACME 2',
    enabled: false,
  });
  // Off: its interchanges are refused like any other sender's.
  const off = await h.gql(
    SEND,
    { t: interchange(9, [[/ZZ\*ACMEBUYER {6}/, '01*ACME 2         ']]) },
    buyer.token,
  );
  expect(off.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const other = await h.signedIn('CUSTOMER', { email: 'someone@else.example' });
  const taken = await h.gql(SAVE, { c: other.user.companyId, q: '01', s: 'ACME 2' }, admin.token);
  expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
  expect(
    (await h.gql(SAVE, { c: companyId, q: 'Z', s: 'X' }, admin.token)).errors?.[0].extensions?.code,
  ).toBe('BAD_USER_INPUT');
  expect(
    (await h.gql(SAVE, { c: companyId, q: 'ZZ', s: 'X' }, buyer.token)).errors?.[0].extensions?.code,
  ).toBe('FORBIDDEN');
  expect(await h.db.ediPartner.findMany({ select: { senderId: true } })).toEqual([{ senderId: 'ACME 2' }]);
});

it('GET /admin/edi/documents takes the same kind filter', async () => {
  const { admin, buyer } = await ediWorld(h);
  expect((await h.gql(SEND, { t: interchange() }, buyer.token)).errors).toBeUndefined();
  const only = await h
    .http()
    .get('/admin/edi/documents?kind=855')
    .set('authorization', `Bearer ${admin.token}`);
  expect([only.status, only.body.documents.map((d: { kind: string }) => d.kind)]).toEqual([200, ['855']]);
  const wrong = await h
    .http()
    .get('/admin/edi/documents?kind=850x')
    .set('authorization', `Bearer ${admin.token}`);
  expect([wrong.status, wrong.body.error.code]).toEqual([400, 'BAD_USER_INPUT']);
});
