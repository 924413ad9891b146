/**
 * A person's erasure reaches the X12 documents kept for their company: every element naming them (the 850's PER
 * contact and phone, the N3 address line their order took, as the order's own address line is erased) becomes the
 * placeholder, the rest of each document (envelope, order lines) as it was, and the document still parses; another
 * company's documents are left alone. Words inside a longer element: erasure-inside.test.ts.
 */
import { X12Parser, type X12Interchange } from 'node-x12';
import { createHarness, type Harness } from '../support/harness';
import { ediWorld, interchange, postX12 } from './support';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

const segments = (text: string) =>
  (new X12Parser(true).parse(text) as X12Interchange).functionalGroups.flatMap((g) =>
    g.transactions.flatMap((t) =>
      t.segments.map((s) => [s.tag, ...s.elements.map((e) => e.value)].join('*')),
    ),
  );

it('erasing the buyer replaces their name, phone and address line in the kept 850, and nothing else', async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { displayName: 'Dana Buyer' } });
  // The plant's name holds the buyer's name as words of a longer element: those words go, the rest of it stays.
  const sent = await postX12(
    h,
    interchange(4712, [['N1*ST*Acme Assembly Plant 2', 'N1*ST*Dana Buyer Plant']]),
    buyer.token,
  );
  expect(sent.status).toBe(200);
  const other = await h.factories.createUser(h.db);
  const foreign = await h.db.ediDocument.create({
    data: {
      companyId: other.companyId,
      direction: 'IN',
      kind: '850',
      sender: 'ZZ:OTHER',
      controlNumber: '1',
      content: interchange(9),
    },
  });
  const before = await h.db.ediDocument.findFirstOrThrow({ where: { companyId, kind: '850' } });
  expect(before.content).toContain('PER*IC*Dana Buyer*TE*+49 711 555 0142~');

  const erased = await h.gql(
    'mutation($id: ID!) { erasePerson(userId: $id) { erasedEmail } }',
    { id: buyer.user.id },
    admin.token,
  );
  expect(erased.errors).toBeUndefined();

  const after = await h.db.ediDocument.findUniqueOrThrow({ where: { id: before.id } });
  expect(after.content).not.toContain('+49 711 555 0142');
  expect(after.content).toContain('PER*IC*Erased person*TE*Erased person~');
  const restored = after.content
    .replace('PER*IC*Erased person*TE*Erased person~', 'PER*IC*Dana Buyer*TE*+49 711 555 0142~')
    .replace('N3*Erased person~', 'N3*Industriestrasse 14~')
    .replace('N1*ST*Erased person Plant*', 'N1*ST*Dana Buyer Plant*');
  expect(restored).toBe(before.content);
  expect(segments(after.content)).toEqual(
    expect.arrayContaining([
      'N1*ST*Erased person Plant*92*PLANT2',
      'N3*Erased person',
      'N4*Stuttgart**70565*DE',
      'PO1*1*200*EA*6.10**VP*GG-100',
      'PER*IC*Erased person*TE*Erased person',
    ]),
  );
  expect((await h.db.ediDocument.findUniqueOrThrow({ where: { id: foreign.id } })).content).toBe(
    foreign.content,
  );
});
