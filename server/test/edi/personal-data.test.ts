/**
 * A person's data export lists the X12 documents kept for their company that name them (their e-mail, name, the
 * phone and address lines of their orders, whole or as words inside a free-text note), with id, kind, direction,
 * control number, date and content: never a document that does not name them, never another company's, even when
 * that one names the same value.
 */
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

type Listed = {
  id: string;
  kind: string;
  direction: string;
  controlNumber: string;
  createdAt: string;
  content: string;
};

/** Nobody of Acme's in it: another contact, another delivery address. */
const UNRELATED = interchange(4720, [
  ['PER*IC*Dana Buyer*TE*+49 711 555 0142', 'PER*IC*Sam Other*TE*+49 30 1234567'],
  ['N3*Industriestrasse 14', 'N3*Hauptstrasse 1'],
]);

it("lists the documents of the person's company that name them, for them and for a shop admin, and no other company's", async () => {
  const { admin, buyer, companyId } = await ediWorld(h);
  await h.db.user.update({ where: { id: buyer.user.id }, data: { displayName: 'Dana Buyer' } });
  const sent = await postX12(h, interchange(4712), buyer.token);
  expect(sent.status).toBe(200);
  const received = await h.db.ediDocument.findFirstOrThrow({
    where: { companyId, kind: '850', direction: 'IN' },
  });
  const unrelated = await h.db.ediDocument.create({
    data: {
      companyId,
      direction: 'IN',
      kind: '850',
      sender: 'ZZ:ACMEBUYER',
      controlNumber: '000004720',
      content: UNRELATED,
    },
  });
  // Only a free-text note names them here.
  const note = await h.db.ediDocument.create({
    data: {
      companyId,
      direction: 'IN',
      kind: '860',
      sender: 'ZZ:ACMEBUYER',
      controlNumber: '000004721',
      content: UNRELATED.replace('CTT*2~', 'MSG*Ask dana@acme.example before changing line 2~\nCTT*2~'),
    },
  });
  // Another company names the same person and phone: not Acme's, so not listed.
  const other = await h.factories.createUser(h.db);
  const foreign = await h.db.ediDocument.create({
    data: {
      companyId: other.companyId,
      direction: 'IN',
      kind: '850',
      sender: 'ZZ:OTHER',
      controlNumber: '000000009',
      content: interchange(9),
    },
  });

  const own = await h.gql('{ myPersonalData }', {}, buyer.token);
  expect(own.errors).toBeUndefined();
  const listed: Listed[] = JSON.parse(own.data.myPersonalData).ediDocuments;
  const ids = listed.map((d) => d.id);
  expect(ids).toEqual(expect.arrayContaining([received.id, note.id]));
  expect(ids).not.toContain(unrelated.id);
  expect(ids).not.toContain(foreign.id);
  const mine = await h.db.ediDocument.findMany({ where: { id: { in: ids } } });
  expect(mine.every((d) => d.companyId === companyId)).toBe(true);
  expect(listed.find((d) => d.id === received.id)).toEqual({
    id: received.id,
    kind: '850',
    direction: 'IN',
    controlNumber: received.controlNumber,
    createdAt: received.createdAt.toISOString(),
    content: received.content,
  });

  const asked = await h.gql(
    'query($id: ID!) { personalData(userId: $id) }',
    { id: buyer.user.id },
    admin.token,
  );
  expect(asked.errors).toBeUndefined();
  expect(JSON.parse(asked.data.personalData).ediDocuments).toEqual(listed);
  const rest = await h.http().get('/user/personal-data').set('authorization', `Bearer ${buyer.token}`);
  expect(rest.status).toBe(200);
  expect(JSON.parse(rest.text).ediDocuments.map((d: Listed) => d.id)).toEqual(ids);

  // The other company's person with no such values has none listed, though their company's document names Dana.
  await h.db.user.update({ where: { id: other.id }, data: { displayName: 'Kim Elsewhere' } });
  const theirs = await h.gql('query($id: ID!) { personalData(userId: $id) }', { id: other.id }, admin.token);
  expect(JSON.parse(theirs.data.personalData).ediDocuments).toEqual([]);
});
