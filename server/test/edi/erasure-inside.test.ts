/**
 * A person's erasure reaches what names them inside a longer X12 element (a free-text MSG or NTE note): the value
 * goes where it stands as words of its own, the rest of the element and the document's delimiters stay, values under
 * 4 characters are left inside longer text (an element equal to one still goes), the envelope is as it came, the
 * document still parses into the same segments and elements, and another company's documents are untouched.
 */
import { X12Parser, type X12Interchange } from 'node-x12';
import { createHarness, type Harness } from '../support/harness';
import { ediWorld, interchange, postX12 } from './support';
import { readInterchange } from '../../src/modules/x12/x12-read';
import { order850 } from '../../src/modules/edi/order-850';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

const parsed = (text: string) => new X12Parser(true).parse(text) as X12Interchange;
const segments = (text: string) =>
  parsed(text).functionalGroups.flatMap((g) =>
    g.transactions.flatMap((t) =>
      t.segments.map((s) => [s.tag, ...s.elements.map((e) => e.value)].join('*')),
    ),
  );
/** Each segment's tag and element count, the envelope's segments whole. */
const shape = (text: string, es: string, st: string) =>
  text
    .split(st)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/^(ISA|GS|ST|SE|GE|IEA)\b/.test(s) ? s : `${s.split(es)[0]}/${s.split(es).length}`));

/** The shop's own reader takes the erased document as it took the original: same envelope, sets whole, same order lines. */
function readsAsBefore(after: string, before: string) {
  const [now, was] = [readInterchange(after), readInterchange(before)];
  expect({ ...now, groups: [] }).toEqual({ ...was, groups: [] });
  const [set, wasSet] = [now.groups[0].transactions[0], was.groups[0].transactions[0]];
  expect(set.trailerFault).toBeNull();
  expect(set.segments.map((g) => `${g.tag}/${g.el.length}`)).toEqual(
    wasSet.segments.map((g) => `${g.tag}/${g.el.length}`),
  );
  expect(order850(set).lines).toEqual(order850(wasSet).lines);
}

const NOTES = [
  'MSG*Call Dana Buyer at +49 711 555 0142 before delivery~',
  'NTE*GEN*Questions to DANA@ACME.EXAMPLE. Not Dana Buyerson, not boss.dana@acme.example~',
  'MSG*Gate Ost, dock 3~',
  'N2*Ost~',
].join('\n');
const withNotes = (control: number) =>
  interchange(control, [
    ['CTT*2~', `${NOTES}\nCTT*2~`],
    ['SE*12*', 'SE*16*'],
  ]);

it("replaces the person's name, phone and e-mail inside free-text notes, keeping the rest, the envelope and the delimiters", async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { displayName: 'Dana Buyer' } });
  expect((await postX12(h, interchange(4712), buyer.token)).status).toBe(200);
  // A 3-character address line of their order: an element equal to it goes, the same word inside a note stays.
  await h.db.purchaseOrder.updateMany({ where: { userId: buyer.user.id }, data: { addressLine2: 'Ost' } });
  const kept = await h.db.ediDocument.create({
    data: {
      companyId,
      direction: 'IN',
      kind: '860',
      sender: 'ZZ:ACMEBUYER',
      controlNumber: '4730',
      content: withNotes(4730),
    },
  });
  // The same notes with other delimiters: | between elements, ^ between components, a line break after each ~.
  const piped = withNotes(4731).replace(/\*/g, '|').replace('|T|>~', '|T|^~').replace(/~\n?/g, '~\n');
  const pipedDoc = await h.db.ediDocument.create({
    data: {
      companyId,
      direction: 'IN',
      kind: '860',
      sender: 'ZZ:ACMEBUYER',
      controlNumber: '4731',
      content: piped,
    },
  });
  const other = await h.factories.createUser(h.db);
  const foreign = await h.db.ediDocument.create({
    data: {
      companyId: other.companyId,
      direction: 'IN',
      kind: '860',
      sender: 'ZZ:OTHER',
      controlNumber: '9',
      content: withNotes(9),
    },
  });

  const erased = await h.gql(
    'mutation($id: ID!) { erasePerson(userId: $id) { erasedEmail } }',
    { id: buyer.user.id },
    admin.token,
  );
  expect(erased.errors).toBeUndefined();
  const email = erased.data.erasePerson.erasedEmail;

  const after = (await h.db.ediDocument.findUniqueOrThrow({ where: { id: kept.id } })).content;
  expect(segments(after)).toEqual(
    expect.arrayContaining([
      'MSG*Call Erased person at Erased person before delivery',
      `NTE*GEN*Questions to ${email}. Not Dana Buyerson, not boss.dana@acme.example`,
      'MSG*Gate Ost, dock 3',
      'N2*Erased person',
      'PER*IC*Erased person*TE*Erased person',
      'PO1*1*200*EA*6.10**VP*GG-100',
    ]),
  );
  expect(shape(after, '*', '~')).toEqual(shape(kept.content, '*', '~'));
  readsAsBefore(after, kept.content);
  expect(parsed(after).header.elements.map((e) => e.value)).toEqual(
    parsed(kept.content).header.elements.map((e) => e.value),
  );

  const pipedAfter = (await h.db.ediDocument.findUniqueOrThrow({ where: { id: pipedDoc.id } })).content;
  expect(pipedAfter).toContain('MSG|Call Erased person at Erased person before delivery~\n');
  expect(pipedAfter).not.toMatch(/Dana Buyer\b|555 0142/);
  expect(shape(pipedAfter, '|', '~')).toEqual(shape(piped, '|', '~'));
  readsAsBefore(pipedAfter, piped);
  expect(segments(pipedAfter)).toEqual(segments(after));

  expect((await h.db.ediDocument.findUniqueOrThrow({ where: { id: foreign.id } })).content).toBe(
    foreign.content,
  );
});
