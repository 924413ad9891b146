/**
 * X12 860 change requests in, 865 out (decision 095), through POST /edi/x12 against real PostgreSQL: an order
 * waiting for approval is changed by the web's rules (quantity rule, contract price, totals again); a placed order's
 * invoiced lines are refused and the whole order cancels while unshipped; unknown, foreign and replayed 860s change nothing.
 */
import { X12Parser, type X12Interchange } from 'node-x12';
import { createHarness, type Harness } from '../support/harness';
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

/** An 860 from Acme's translator: BCH purpose 01 (cancel) or 04 (change), the PO number, the POC lines. */
function x12860(
  control: number,
  poNumber: string,
  purpose: '01' | '04',
  pocs: string[] = [],
  sender = 'ACMEBUYER',
): string {
  const n = String(control).padStart(9, '0');
  const body = [
    `ST*860*0001`,
    `BCH*${purpose}*SA*${poNumber}**1*20261129`,
    ...pocs.map((p) => `POC*${p}`),
    ...(pocs.length ? [`CTT*${pocs.length}`] : []),
  ];
  return (
    [
      `ISA*00*          *00*          *ZZ*${sender.padEnd(15)}*ZZ*GLUEGUNSHOP    *261130*0900*U*00401*${n}*0*T*>`,
      `GS*PC*${sender}*GLUEGUNSHOP*20261130*0900*${control}*X*004010`,
      ...body,
      `SE*${body.length + 1}*0001`,
      `GE*1*${control}`,
      `IEA*1*${n}`,
    ].join('~\n') + '~\n'
  );
}

it("a requester's waiting order: quantity raised, a line deleted, a line added, a quantity under the rule refused; totals again; 865 says each", async () => {
  const { buyer } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'REQUESTER' } });
  await h.factories.createProduct(h.db, {
    name: 'Nozzle set',
    sku: 'GG-NOZZLE',
    priceCents: 250,
    quantity: 10_000,
  });
  expect((await postX12(h, interchange(), buyer.token)).status).toBe(200);
  const request = await h.db.approvalRequest.findFirstOrThrow();

  const res = await postX12(
    h,
    x12860(5001, 'PO-88231', '04', [
      '1*QI*300**EA',
      '1*QD*20**EA',
      '2*DI***EA',
      '3*AI*150**EA***VP*GG-NOZZLE',
    ]),
    buyer.token,
  );
  expect(res.status).toBe(200);
  expect(res.body.changes).toEqual([
    expect.objectContaining({
      poNumber: 'PO-88231',
      approvalRequestId: request.id,
      purchaseOrderId: null,
      taken: 3,
      refused: 1,
    }),
  ]);
  expect(res.body.changes[0].reasons).toEqual([
    'POC 1 QD: please add 100+ itms becouse its wholesale market',
  ]);

  const items = await h.db.orderItem.findMany({
    where: { approvalRequestId: request.id },
    orderBy: { productName: 'asc' },
  });
  expect(items.map((i) => [i.productName, i.quantity, i.unitPriceCents])).toEqual([
    ['Glue gun 100 W', 300, 610],
    ['Nozzle set', 150, 250],
  ]);
  expect(await h.db.orderItem.count()).toBe(2);
  const changed = await h.db.approvalRequest.findUniqueOrThrow({
    where: { id: request.id },
    include: { events: true },
  });
  expect(changed).toMatchObject({ status: 'AWAITING_APPROVAL', totalCents: 300 * 610 + 150 * 250 });
  expect(changed.events.map((e) => e.kind).sort()).toEqual(['CHANGED', 'SUBMITTED']);

  expect(segments(res.body.acknowledgement)).toEqual(['AK1*PC*5001', 'AK2*860*0001', 'AK5*A', 'AK9*A*1*1*1']);
  const ack = read(res.body.changes[0].acknowledgement);
  expect(ack.functionalGroups[0].header.elements[0].value).toBe('CA');
  const lines = segments(res.body.changes[0].acknowledgement);
  expect(lines.slice(0, 2)).toEqual([
    'BCA*04*AC*PO-88231**1*20261129',
    `REF*VN*AR-${String(request.number).padStart(6, '0')}`,
  ]);
  expect(lines.filter((l) => l.startsWith('ACK'))).toEqual([
    'ACK*IQ*300*EA',
    'ACK*IR*20*EA',
    'ACK*ID',
    'ACK*IA*150*EA',
  ]);
  expect(lines).toContain('MSG*please add 100+ itms becouse its wholesale market');

  const kept = await h.db.ediDocument.findMany({
    where: { kind: { in: ['860', '865'] } },
    orderBy: { kind: 'asc' },
  });
  expect(kept.map((d) => [d.direction, d.kind, d.approvalRequestId, d.controlNumber === '5001'])).toEqual([
    ['IN', '860', request.id, true],
    ['OUT', '865', request.id, false],
  ]);

  // The same 860 again (same ISA13 from the same sender) is a replay: refused, and nothing moves.
  const again = await postX12(h, x12860(5001, 'PO-88231', '04', ['1*QI*900**EA']), buyer.token);
  expect(again.status).toBe(409);
  expect(
    (await h.db.orderItem.findMany({ where: { approvalRequestId: request.id } }))
      .map((i) => i.quantity)
      .sort(),
  ).toEqual([150, 300]);

  // Cancelling the whole waiting order withdraws it and takes its lines away.
  const cancel = await postX12(h, x12860(5002, 'PO-88231', '01'), buyer.token);
  expect(segments(cancel.body.changes[0].acknowledgement)[0]).toBe('BCA*01*AT*PO-88231**1*20261129');
  expect(await h.db.approvalRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
    status: 'WITHDRAWN',
  });
  expect(await h.db.orderItem.count()).toBe(0);
});

it('a placed order: its invoiced lines are refused, the whole order cancels while unshipped (invoice void), a shipped one does not', async () => {
  const { admin, buyer } = await ediWorld(h);
  expect((await postX12(h, interchange(1), buyer.token)).status).toBe(200);
  const po = await h.db.purchaseOrder.findFirstOrThrow({ include: { lines: true } });

  const change = await postX12(h, x12860(2, 'PO-88231', '04', ['1*QI*300**EA***VP*GG-100']), buyer.token);
  expect(change.status).toBe(200);
  const refused = segments(change.body.changes[0].acknowledgement);
  expect(refused[0]).toBe('BCA*04*RD*PO-88231**1*20261129');
  expect(refused).toContain('ACK*IR*300*EA');
  expect(change.body.changes[0].reasons[0]).toMatch(
    /is placed and its lines are invoiced \(invoice .+\): they are not changed/,
  );
  expect(
    (await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id }, include: { lines: true } })).lines
      .map((l) => l.quantity)
      .sort(),
  ).toEqual(po.lines.map((l) => l.quantity).sort());

  const cancel = await postX12(h, x12860(3, 'PO-88231', '01'), buyer.token);
  expect(segments(cancel.body.changes[0].acknowledgement)[0]).toBe('BCA*01*AT*PO-88231**1*20261129');
  expect(await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).toMatchObject({
    fulfilmentStatus: 'CANCELLED',
    paymentStatus: 'VOID',
  });
  expect(await h.db.product.findFirstOrThrow({ where: { sku: 'GG-100' } })).toMatchObject({
    quantity: 10_000,
  });

  // A second order, shipped by the shop: the cancellation is refused in the 865, in words, and it stays shipped.
  expect((await postX12(h, interchange(4, [['PO-88231', 'PO-88232']]), buyer.token)).status).toBe(200);
  const second = await h.db.purchaseOrder.findFirstOrThrow({ where: { poNumber: 'PO-88232' } });
  const shipped = await h.gql(
    'mutation($id: ID!) { updateFulfilment(id: $id, status: SHIPPED) { id } }',
    { id: second.id },
    admin.token,
  );
  expect(shipped.errors).toBeUndefined();
  const late = await postX12(h, x12860(5, 'PO-88232', '01'), buyer.token);
  const answer = segments(late.body.changes[0].acknowledgement);
  expect(answer[0]).toBe('BCA*01*RJ*PO-88232**1*20261129');
  expect(answer.find((l) => l.startsWith('MSG'))).toMatch(/is shipped: it cannot be cancelled/);
  expect(await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
    fulfilmentStatus: 'SHIPPED',
  });
});

it("unknown PO, another company's PO and a malformed 860 change nothing and keep nothing; the refusal names the cause", async () => {
  const { admin, buyer } = await ediWorld(h);
  const other = await h.signedIn('CUSTOMER', { email: 'olga@other.example' });
  await h.db.company.update({
    where: { id: other.user.companyId },
    data: { name: 'Other', personal: false },
  });
  await h.db.user.update({ where: { id: other.user.id }, data: { companyRole: 'BUYER' } });
  await h
    .http()
    .put(`/admin/companies/${other.user.companyId}/edi`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ qualifier: 'ZZ', senderId: 'OTHERBUYER' });
  const theirs = interchange(1, [
    ['ACMEBUYER      *ZZ', 'OTHERBUYER     *ZZ'],
    ['GS*PO*ACMEBUYER', 'GS*PO*OTHERBUYER'],
    ['PO-88231', 'PO-OTHER-1'],
    ['BP*ACME-STICK-7', 'VP*GG-STICK-7'],
  ]);
  expect((await postX12(h, theirs, other.token)).status).toBe(200);
  const before = {
    items: await h.db.orderItem.findMany({ orderBy: { id: 'asc' } }),
    documents: await h.db.ediDocument.count(),
    orders: await h.db.purchaseOrder.findMany({ orderBy: { id: 'asc' } }),
  };

  const cases: Array<[string, string, number, RegExp]> = [
    ['unknown PO', x12860(2, 'PO-NOPE', '01'), 422, /No order of your company has PO number PO-NOPE/],
    [
      "another company's PO",
      x12860(3, 'PO-OTHER-1', '04', ['1*QD*100**EA***VP*GG-100']),
      422,
      /No order of your company has PO number PO-OTHER-1/,
    ],
    [
      'a purpose not taken',
      x12860(4, 'PO-OTHER-1', '04', []).replace('BCH*04', 'BCH*05'),
      422,
      /BCH01 must be 01/,
    ],
    ['cut short', x12860(5, 'PO-NOPE', '01').slice(0, 200), 400, /.+/],
  ];
  for (const [name, body, status, reason] of cases) {
    const res = await postX12(h, body, buyer.token);
    expect([name, res.status]).toEqual([name, status]);
    expect([name, res.body.refusals?.[0]?.reason ?? res.body.error?.message ?? res.text]).toEqual([
      name,
      expect.stringMatching(reason),
    ]);
    if (status === 422) expect(res.body.acknowledgement).toMatch(/AK5\*R\*5/);
  }
  expect({
    items: await h.db.orderItem.findMany({ orderBy: { id: 'asc' } }),
    documents: await h.db.ediDocument.count(),
    orders: await h.db.purchaseOrder.findMany({ orderBy: { id: 'asc' } }),
  }).toEqual(before);
});
