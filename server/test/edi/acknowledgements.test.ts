/**
 * A partner's 997s (and 999s) for the documents the shop sent: the 855 and 810 of an order are marked accepted or
 * rejected as the partner's AK9 says, with each set's AK5 (a 999's IK5) in words, and the acknowledgement is kept. A 997 naming no document of ours, of
 * another company, mixed with purchase orders, or replayed, is refused and changes nothing; a 997 is never answered.
 */
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

/** A 997 interchange from Acme (control `control`) answering our groups: [functional id, group control, AK9, AK5s]. */
function ack997(
  control: number,
  groups: Array<[string, string, string, string[]]>,
  sender = 'ACMEBUYER',
): string {
  const n = String(control).padStart(9, '0');
  const segs = [
    `ISA*00*          *00*          *ZZ*${sender.padEnd(15)}*ZZ*GLUEGUNSHOP    *261129*0900*U*00401*${n}*0*T*>`,
    `GS*FA*${sender}*GLUEGUNSHOP*20261129*0900*${control}*X*004010`,
  ];
  groups.forEach(([fid, groupControl, ak9, ak5s], i) => {
    const body = [
      `AK1*${fid}*${groupControl}`,
      ...ak5s.flatMap((a, j) => [
        `AK2*${fid === 'PR' ? '855' : fid === 'SH' ? '856' : '810'}*${String(j + 1).padStart(4, '0')}`,
        `AK5*${a}`,
      ]),
      `AK9*${ak9}*${ak5s.length}*${ak5s.length}*${ak5s.filter((a) => a.startsWith('A')).length}`,
    ];
    const st = String(i + 1).padStart(4, '0');
    segs.push(`ST*997*${st}`, ...body, `SE*${body.length + 2}*${st}`);
  });
  segs.push(`GE*${groups.length}*${control}`, `IEA*1*${n}`);
  return `${segs.join('~\n')}~\n`;
}

async function sentDocuments() {
  const world = await ediWorld(h);
  expect((await postX12(h, interchange(), world.buyer.token)).status).toBe(200);
  const sent = async (kind: string) =>
    h.db.ediDocument.findFirstOrThrow({ where: { direction: 'OUT', kind } });
  return { ...world, ack855: await sent('855'), inv810: await sent('810') };
}
const fresh = (id: string) => h.db.ediDocument.findUniqueOrThrow({ where: { id } });

it("marks the 855 accepted and the 810 rejected as the partner's 997 says, in words, keeps the 997 and answers none", async () => {
  const { buyer, ack855, inv810 } = await sentDocuments();
  const res = await postX12(
    h,
    ack997(9001, [
      ['PR', ack855.controlNumber, 'A', ['A']],
      ['IN', inv810.controlNumber, 'R', ['R*5']],
    ]),
    buyer.token,
  );
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    accepted: 2,
    interchange: '9001',
    acknowledgement: null,
    orders: [],
    refusals: [],
  });
  expect(res.body.acknowledged).toEqual([
    {
      transactionSet: '0001',
      kind: '855',
      groupControl: ack855.controlNumber,
      status: 'ACCEPTED',
      note: 'set 0001 accepted',
      documentId: ack855.id,
    },
    {
      transactionSet: '0002',
      kind: '810',
      groupControl: inv810.controlNumber,
      status: 'REJECTED',
      note: 'set 0001 rejected: one or more segments in error',
      documentId: inv810.id,
    },
  ]);
  const kept = await h.db.ediDocument.findFirstOrThrow({ where: { direction: 'IN', kind: '997' } });
  expect(await fresh(ack855.id)).toMatchObject({
    ackStatus: 'ACCEPTED',
    ackDocumentId: kept.id,
    ackNote: 'set 0001 accepted',
  });
  expect(await fresh(inv810.id)).toMatchObject({ ackStatus: 'REJECTED', ackDocumentId: kept.id });
  expect((await fresh(inv810.id)).acknowledgedAt).toBeInstanceOf(Date);
  expect(await h.db.ediDocument.count({ where: { direction: 'OUT', kind: '997' } })).toBe(1); // only the one answering the 850

  // The dashboard reads the verdict beside the document.
  const listed = await h.gql(
    '{ ediDocuments(kind: "810") { id ackStatus ackNote acknowledgedAt } }',
    {},
    (await h.signedIn('ADMIN')).token,
  );
  expect(listed.data.ediDocuments[0]).toMatchObject({
    id: inv810.id,
    ackStatus: 'REJECTED',
    ackNote: 'set 0001 rejected: one or more segments in error',
  });

  // The same interchange again is a replay: refused, nothing changes.
  const again = await postX12(h, ack997(9001, [['PR', ack855.controlNumber, 'R', ['R*5']]]), buyer.token);
  expect(again.status).toBe(409);
  expect((await fresh(ack855.id)).ackStatus).toBe('ACCEPTED');
});

it('refuses a 997 that names no document of ours, one of a group we never send, and one mixed with orders, changing nothing', async () => {
  const { buyer, ack855 } = await sentDocuments();
  const before = await h.db.ediDocument.count();
  const unknown = await postX12(
    h,
    ack997(9002, [
      ['PR', '999999', 'A', ['A']],
      ['PO', ack855.controlNumber, 'A', ['A']],
    ]),
    buyer.token,
  );
  expect(unknown.status).toBe(422);
  expect(unknown.body.refusals.map((r: { reason: string }) => r.reason)).toEqual([
    '997 0001 was not taken: no 855 was sent to you with group control number 999999',
    '997 0002 was not taken: it answers a PO group, and the shop sends only PR (855), SH (856) and IN (810)',
  ]);
  const mixed = interchange(4712).replace(
    'IEA*1*000004712',
    `GS*FA*ACMEBUYER*GLUEGUNSHOP*20261129*0900*77*X*004010~\nST*997*0001~\nAK1*PR*${ack855.controlNumber}~\nAK9*A*1*1*1~\nSE*4*0001~\nGE*1*77~\nIEA*2*000004712`,
  );
  const refused = await postX12(h, mixed, buyer.token);
  expect(refused.status).toBe(400);
  expect(refused.body.error.message).toBe(
    'Send 997 or 999 acknowledgements (GS01 FA) in an interchange of their own, without purchase orders',
  );
  expect(await h.db.ediDocument.count()).toBe(before);
  expect((await fresh(ack855.id)).ackStatus).toBeNull();
});

it("a 997 cannot mark another company's documents: its sender must be the caller's own partner", async () => {
  const { ack855 } = await sentDocuments();
  const other = await h.signedIn('CUSTOMER', { email: 'eve@other.example' });
  const admin = await h.signedIn('ADMIN');
  await h.db.user.update({ where: { id: other.user.id }, data: { companyRole: 'BUYER' } });
  expect(
    (
      await h
        .http()
        .put(`/admin/companies/${other.user.companyId}/edi`)
        .set('authorization', `Bearer ${admin.token}`)
        .send({ qualifier: 'ZZ', senderId: 'EVEBUYER' })
    ).status,
  ).toBe(200);
  // Her own sender, naming Acme's 855: nothing of hers has that number.
  const res = await postX12(
    h,
    ack997(9003, [['PR', ack855.controlNumber, 'R', ['R*5']]], 'EVEBUYER'),
    other.token,
  );
  expect(res.status).toBe(422);
  // Acme's sender from her session: the sender is not hers.
  expect(
    (await postX12(h, ack997(9004, [['PR', ack855.controlNumber, 'R', ['R*5']]]), other.token)).status,
  ).toBe(403);
  expect((await fresh(ack855.id)).ackStatus).toBeNull();
});

/** A 999 (005010X231) from Acme answering one of our groups: IK3/IK4 name the segment and element, IK5 the set. */
function ack999(
  control: number,
  functionalId: string,
  groupControl: string,
  ik5: string,
  ak9: string,
): string {
  const n = String(control).padStart(9, '0');
  const body = [
    `AK1*${functionalId}*${groupControl}*005010`,
    'AK2*810*0001*005010',
    ...(ik5.startsWith('A') ? [] : ['IK3*IT1*5**8', 'IK4*3*358*7*CS']),
    `IK5*${ik5}`,
    `AK9*${ak9}*1*1*${ik5.startsWith('A') ? 1 : 0}`,
  ];
  return `${[
    `ISA*00*          *00*          *ZZ*ACMEBUYER      *ZZ*GLUEGUNSHOP    *261129*0900*^*00501*${n}*0*T*>`,
    `GS*FA*ACMEBUYER*GLUEGUNSHOP*20261129*0900*${control}*X*005010X231A1`,
    'ST*999*0001*005010X231A1',
    ...body,
    `SE*${body.length + 2}*0001`,
    `GE*1*${control}`,
    `IEA*1*${n}`,
  ].join('~\n')}~\n`;
}

it("reads a partner's 999 as it reads a 997: the 810 rejected with the IK5's reasons in words, the 999 kept", async () => {
  const { buyer, inv810, ack855 } = await sentDocuments();
  const res = await postX12(h, ack999(9101, 'IN', inv810.controlNumber, 'R*I5*5', 'R'), buyer.token);
  expect(res.status).toBe(200);
  expect(res.body.acknowledged).toEqual([
    {
      transactionSet: '0001',
      kind: '810',
      groupControl: inv810.controlNumber,
      status: 'REJECTED',
      note: 'set 0001 rejected: implementation: one or more segments in error, one or more segments in error',
      documentId: inv810.id,
    },
  ]);
  const kept = await h.db.ediDocument.findFirstOrThrow({ where: { direction: 'IN', kind: '999' } });
  expect(await fresh(inv810.id)).toMatchObject({ ackStatus: 'REJECTED', ackDocumentId: kept.id });
  // Accepted, for the 855; the same interchange again is a replay and changes nothing.
  expect((await postX12(h, ack999(9102, 'PR', ack855.controlNumber, 'A', 'A'), buyer.token)).status).toBe(
    200,
  );
  expect(await fresh(ack855.id)).toMatchObject({ ackStatus: 'ACCEPTED', ackNote: 'set 0001 accepted' });
  const replay = await postX12(h, ack999(9102, 'PR', ack855.controlNumber, 'R*5', 'R'), buyer.token);
  expect(replay.status).toBe(409);
  expect((await fresh(ack855.id)).ackStatus).toBe('ACCEPTED');
  // A 999 is never answered: the only 997 and 999 the shop sent are none (this partner gets 997s for its orders).
  expect(await h.db.ediDocument.count({ where: { direction: 'OUT', kind: '999' } })).toBe(0);
});
