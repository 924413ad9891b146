/**
 * 999 implementation acknowledgements and TA1 interchange acknowledgements (decision 095), through POST /edi/x12:
 * a partner set up for 999s gets one (005010X231A1) in place of the 997; ISA14 1 gets a TA1; a bad envelope or a
 * replay is refused with a TA1 R naming the fault's note code, and nothing is kept.
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
/** A TA1 interchange has no group, so it is read as its segments. */
const ta1Of = (text: string) =>
  text
    .split('~')
    .map((s) => s.trim())
    .filter(Boolean);
/** The fixture asking for a TA1 (ISA14 1). */
const asking = (control: number, more: Array<[string | RegExp, string]> = []) => {
  const n = String(control).padStart(9, '0');
  return interchange(control, [[`*${n}*0*T*`, `*${n}*1*T*`], ...more]);
};

it('a partner set up for 999s gets a 999 (005010X231A1) with IK3/IK5 for a refused set, and the TA1 it asked for; both kept', async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  const set = await h
    .http()
    .put(`/admin/companies/${companyId}/edi`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ qualifier: 'ZZ', senderId: 'ACMEBUYER', functionalAck: '999' });
  expect(set.body.partner).toMatchObject({ functionalAck: '999' });
  expect(
    (
      await h
        .http()
        .put(`/admin/companies/${companyId}/edi`)
        .set('authorization', `Bearer ${admin.token}`)
        .send({ qualifier: 'ZZ', senderId: 'ACMEBUYER', functionalAck: '998' })
    ).status,
  ).toBe(400);
  // Changing the sender without naming the acknowledgement keeps the 999.
  await h
    .http()
    .put(`/admin/companies/${companyId}/edi`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ qualifier: 'ZZ', senderId: 'ACMEBUYER', enabled: true });

  const res = await postX12(h, asking(4711), buyer.token);
  expect(res.status).toBe(200);
  const ack = read(res.body.acknowledgement);
  expect(ack.header.elements[11].value).toBe('00501');
  expect(ack.functionalGroups[0].header.elements.map((e) => e.value).slice(6)).toEqual(['X', '005010X231A1']);
  expect(ack.functionalGroups[0].transactions[0].header.elements.map((e) => e.value)).toEqual([
    '999',
    '0001',
    '005010X231A1',
  ]);
  expect(segments(res.body.acknowledgement)).toEqual([
    'AK1*PO*4711*004010',
    'AK2*850*0001',
    'IK5*A',
    'AK9*A*1*1*1',
  ]);
  const ta1 = ta1Of(res.body.interchangeAcknowledgement);
  expect(ta1.map((s) => s.slice(0, 3))).toEqual(['ISA', 'TA1', 'IEA']);
  expect(ta1[1]).toBe('TA1*000004711*261129*0830*A*000');
  expect(ta1[0].split('*')[6].trim()).toBe('GLUEGUNSHOP');
  expect(ta1[2]).toBe(`IEA*0*${ta1[0].split('*')[13]}`);
  expect(
    (await h.db.ediDocument.findMany({ where: { direction: 'OUT' } })).map((d) => d.kind).sort(),
  ).toEqual(['810', '855', '999', 'TA1']);

  // A set refused: the 999 names the segment at fault (IK3, IK304 8) and rejects the set (IK5 R 5).
  const refused = await postX12(h, asking(4712, [['BEG*00*', 'BEG*05*']]), buyer.token);
  expect(refused.status).toBe(422);
  expect(segments(refused.body.acknowledgement)).toEqual([
    'AK1*PO*4711*004010',
    'AK2*850*0001',
    'IK3*BEG*2**8',
    'IK5*R*5',
    'AK9*R*1*1*0',
  ]);
});

it('a bad envelope is refused with a TA1 R and its note code, asked for or not; a replay with 025; nothing is kept', async () => {
  const { buyer } = await ediWorld(h);
  const cases: Array<[string, string, number, string]> = [
    [
      'IEA not repeating ISA13',
      interchange(21, [['IEA*1*000000021', 'IEA*1*000000022']]),
      400,
      'TA1*000000021*261129*0830*R*001',
    ],
    [
      'ISA06 one character short',
      interchange(22, [['ACMEBUYER      *ZZ', 'ACMEBUYER     *ZZ']]),
      400,
      'TA1*000000022*261129*0830*R*006',
    ],
    [
      'ISA09 not six digits',
      interchange(23, [['*261129*0830*', '*2611290*0830*']]),
      400,
      'TA1*000000023*2611290*0830*R*014',
    ],
    [
      'IEA01 miscounting the groups',
      interchange(24, [['IEA*1*', 'IEA*2*']]),
      400,
      'TA1*000000024*261129*0830*R*021',
    ],
  ];
  for (const [name, body, status, ta1] of cases) {
    const res = await postX12(h, body, buyer.token);
    expect([name, res.status, res.body.error?.code]).toEqual([name, status, 'BAD_USER_INPUT']);
    expect([name, ta1Of(res.body.interchangeAcknowledgement ?? '')[1]]).toEqual([name, ta1]);
    expect([name, await created(h)]).toEqual([name, NOTHING]);
  }
  expect((await postX12(h, asking(25), buyer.token)).status).toBe(200);
  const before = await created(h);
  const replay = await postX12(h, asking(25), buyer.token);
  expect(replay.status).toBe(409);
  expect(ta1Of(replay.body.interchangeAcknowledgement)[1]).toBe('TA1*000000025*261129*0830*R*025');
  expect(await created(h)).toEqual(before);
});
