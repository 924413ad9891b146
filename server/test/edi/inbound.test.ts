/**
 * X12 850 in, 997 and 855 out, against real PostgreSQL: the fixture becomes one purchase order at Acme's contract
 * price through the punch-out order path (approval rules, stock, credit); the 997, 855 and 810 parse back with node-x12.
 */
import { X12Parser, type X12Interchange } from 'node-x12';
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

const read = (text: string) => new X12Parser(true).parse(text) as X12Interchange;
const segments = (text: string) =>
  read(text).functionalGroups.flatMap((g) =>
    g.transactions.flatMap((t) =>
      t.segments.map((s) => [s.tag, ...s.elements.map((e) => e.value)].join('*')),
    ),
  );

it('the fixture 850 becomes one purchase order at the contract price, answered by a 997 and an 855 that parse back', async () => {
  const { buyer, companyId } = await ediWorld(h);
  const res = await postX12(h, interchange(), buyer.token);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ accepted: 1, interchange: '4711', refusals: [] });
  const po = await h.db.purchaseOrder.findFirstOrThrow({
    include: { lines: { orderBy: { position: 'asc' } } },
  });
  expect(po).toMatchObject({
    companyId,
    poNumber: 'PO-88231',
    companyName: 'Acme Assembly Plant 2',
    city: 'Stuttgart',
    postalCode: '70565',
    country: 'DE',
  });
  expect(po.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents]).sort()).toEqual([
    ['GG-100', 200, 610],
    ['GG-STICK-7', 120, 1_190],
  ]);
  expect(await h.db.purchaseOrder.count()).toBe(1);

  const ack = read(res.body.acknowledgement);
  expect(ack.header.elements[5].value.trim()).toBe('GLUEGUNSHOP');
  expect(ack.header.elements[7].value.trim()).toBe('ACMEBUYER');
  expect(ack.functionalGroups[0].header.elements[0].value).toBe('FA');
  expect(segments(res.body.acknowledgement)).toEqual(['AK1*PO*4711', 'AK2*850*0001', 'AK5*A', 'AK9*A*1*1*1']);

  const [order] = res.body.orders;
  expect(order).toMatchObject({ poNumber: 'PO-88231', purchaseOrderId: po.id, approvalRequestId: null });
  expect(read(order.acknowledgement).functionalGroups[0].header.elements[0].value).toBe('PR');
  const lines = segments(order.acknowledgement);
  expect(lines[0]).toMatch(/^BAK\*00\*AD\*PO-88231\*\d{8}\*\*\*\*\S+$/);
  expect(lines.slice(1)).toEqual([
    'PO1*1*200*EA*6.10**VP*GG-100',
    'ACK*IA*200*EA',
    'PO1*2*120*EA*11.90**VP*GG-STICK-7*BP*ACME-STICK-7',
    'ACK*IA*120*EA',
    'CTT*2',
  ]);

  // The 810 is the invoice issued at checkout, as stored: number, terms, lines at the contract prices, the total.
  expect(read(order.invoice).functionalGroups[0].header.elements[0].value).toBe('IN');
  const billed = segments(order.invoice);
  const issued = po.issuedAt.toISOString().slice(0, 10).replace(/-/g, '');
  expect(billed[0]).toBe(
    `BIG*${issued}*${po.invoiceNumber}*${po.createdAt.toISOString().slice(0, 10).replace(/-/g, '')}*PO-88231`,
  );
  expect(billed).toContain(
    `ITD*01*3****${po.dueAt.toISOString().slice(0, 10).replace(/-/g, '')}*${po.termsDays}`,
  );
  expect(
    billed
      .filter((x) => x.startsWith('IT1'))
      .map((x) => x.split('*').slice(2, 8).join('*'))
      .sort(),
  ).toEqual(['120*EA*11.90**VP*GG-STICK-7', '200*EA*6.10**VP*GG-100']);
  expect(billed).toContain(`TDS*${po.totalCents}`);
  expect(po.totalCents).toBe(200 * 610 + 120 * 1_190 + po.taxCents);

  const kept = await h.db.ediDocument.findMany({ orderBy: { kind: 'asc' } });
  expect(kept.map((d) => [d.direction, d.kind, d.purchaseOrderId])).toEqual([
    ['OUT', '810', po.id],
    ['IN', '850', po.id],
    ['OUT', '855', po.id],
    ['OUT', '997', null],
  ]);
  expect(kept[1]).toMatchObject({ sender: 'ZZ:ACMEBUYER', controlNumber: '4711', content: interchange() });
});

it("a requester's 850 waits for the company's approval rule: no purchase order yet, the 855 names the request", async () => {
  const { buyer } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'REQUESTER' } });
  const res = await postX12(h, interchange(), buyer.token);
  expect(res.status).toBe(200);
  expect(await h.db.purchaseOrder.count()).toBe(0);
  const request = await h.db.approvalRequest.findFirstOrThrow();
  expect(request).toMatchObject({ status: 'AWAITING_APPROVAL', totalCents: 200 * 610 + 120 * 1_190 });
  expect(res.body.orders[0]).toMatchObject({
    purchaseOrderId: null,
    approvalRequestId: request.id,
    invoice: null,
  });
});

it('the same interchange again (same ISA13 from the same sender) is refused, and nothing more is made', async () => {
  const { buyer } = await ediWorld(h);
  expect((await postX12(h, interchange(), buyer.token)).status).toBe(200);
  const before = await created(h);
  const again = await postX12(h, interchange(), buyer.token);
  expect(again.status).toBe(409);
  expect(await created(h)).toEqual(before);
});

it('two copies of one interchange at once: one order, the other refused as a replay', async () => {
  const { buyer } = await ediWorld(h);
  const statuses = (
    await Promise.all([postX12(h, interchange(), buyer.token), postX12(h, interchange(), buyer.token)])
  )
    .map((r) => r.status)
    .sort();
  expect(statuses).toEqual([200, 409]);
  expect(await h.db.purchaseOrder.count()).toBe(1);
});

it("the company's translator posts with a company API key holding write:orders; a key without it is refused", async () => {
  await ediWorld(h);
  const boss = await h.db.user.findFirstOrThrow({ where: { email: 'boss@acme.example' } });
  const key = async (scopes: string[]) => {
    const made = await h.gql(
      'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }',
      { i: { name: 'EDI translator', scopes, company: true } },
      h.tokenFor(boss),
    );
    expect(made.errors).toBeUndefined();
    return made.data.createApiKey.key as string;
  };
  const post = async (k: string, control: number) =>
    h
      .http()
      .post('/edi/x12')
      .set('x-api-key', k)
      .set('content-type', 'application/edi-x12')
      .send(interchange(control));
  expect((await post(await key(['read:orders']), 1)).status).toBe(403);
  expect(await created(h)).toEqual(NOTHING);
  expect((await post(await key(['write:orders']), 2)).status).toBe(200);
  expect(await h.db.purchaseOrder.findFirstOrThrow()).toMatchObject({
    userId: boss.id,
    poNumber: 'PO-88231',
  });
});

it("refusals create nothing: unknown sender, another company's sender, unknown item, quantity under the rule, malformed", async () => {
  const { buyer } = await ediWorld(h);
  const other = await h.signedIn('CUSTOMER', { email: 'someone@else.example' });
  const cases: Array<[string, string, number]> = [
    ['unknown sender', interchange(1, [['ACMEBUYER      *ZZ', 'NOBODY         *ZZ']]), 403],
    ['unknown item', interchange(2, [['VP*GG-100', 'VP*GG-NOPE']]), 422],
    ['under the minimum', interchange(3, [['PO1*1*200*EA', 'PO1*1*20*EA']]), 422],
    ['not a number', interchange(4, [['PO1*1*200*EA', 'PO1*1*2x*EA']]), 422],
    ['no ship-to', interchange(5, [['N1*ST*', 'N1*BT*']]), 422],
    ['an invoice group', interchange(6, [['GS*PO*', 'GS*IN*']]), 422],
    ['cut short', interchange(7).slice(0, 300), 400],
    ['a wrong segment count', interchange(10, [['SE*12*', 'SE*11*']]), 400],
    ['wrong separators', interchange(8).replace(/\*/g, '|').replace('ISA|', 'ISA*'), 400],
  ];
  for (const [name, body, status] of cases) {
    const res = await postX12(h, body, buyer.token);
    expect([name, res.status]).toEqual([name, status]);
    expect([name, await created(h)]).toEqual([name, NOTHING]);
    if (status === 422) expect(res.body.acknowledgement).toMatch(/AK5\*R\*\d/);
  }
  // Another company's buyer cannot post Acme's interchange.
  expect((await postX12(h, interchange(9), other.token)).status).toBe(403);
  expect(await created(h)).toEqual(NOTHING);
  // After a refused interchange its control number is free: the corrected document goes through.
  expect((await postX12(h, interchange(2), buyer.token)).status).toBe(200);
});

it('shop admins read the documents kept; buyers cannot', async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  await postX12(h, interchange(), buyer.token);
  const list = await h
    .http()
    .get('/admin/edi/documents')
    .query({ companyId })
    .set('authorization', `Bearer ${admin.token}`);
  expect(list.status).toBe(200);
  expect(list.body.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
    '810',
    '850',
    '855',
    '997',
  ]);
  // Setting the sender is in the audit trail with the operation and the admin who did it.
  expect(
    await h.db.auditRecord.findFirst({ where: { entityType: 'EdiPartner', action: 'INSERT' } }),
  ).toMatchObject({ operation: 'saveEdiPartner', userId: admin.user.id, companyId });
  expect(
    (await h.http().get('/admin/edi/documents').set('authorization', `Bearer ${buyer.token}`)).status,
  ).toBe(403);
  expect(
    (
      await h
        .http()
        .put(`/admin/companies/${companyId}/edi`)
        .set('authorization', `Bearer ${buyer.token}`)
        .send({ qualifier: 'ZZ', senderId: 'X' })
    ).status,
  ).toBe(403);
});
