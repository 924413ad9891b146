/**
 * The payer-name rule (docs/decisions/047) as properties of the name index the matcher reads: a company is found by
 * its whole legal name, normalised (case, accents, punctuation, legal suffixes, spacing), and by nothing less. A
 * company whose name is a part of one of the payer's words, or only some of the payer's words, is never found:
 * a customer naming itself "ion" or "Tools" cannot draw PRECISION TOOLS LTD's transfers to its invoices.
 */
import fc from 'fast-check';
import { NameIndex, nameKey, type OpenInvoice } from '../../src/modules/bank-statements/matching';

const invoice = (n: number): OpenInvoice => ({
  id: `inv-${n}`,
  invoiceNumber: `INV-${String(n).padStart(6, '0')}`,
  companyId: `company-${n}`,
  legalName: null,
  balanceCents: 100,
  issuedOn: '2026-11-01',
  dueAt: new Date(0),
});
const SUFFIXES = [
  'Ltd',
  'Ltd.',
  'LIMITED',
  'LLC',
  'L.L.C.',
  'Inc.',
  'GmbH',
  'Co',
  'Corp.',
  'PLC',
  'AG',
  'S.A.',
  'B.V.',
];
/** A word of a name: letters, with an accent now and then. */
const word = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnoprstuvwzéüñ'), minLength: 3, maxLength: 9 })
  .filter(
    (w) =>
      nameKey(w) === w.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') &&
      nameKey(`x ${w}`) === `x ${nameKey(w)}`,
  );
const words = fc.array(word, { minLength: 1, maxLength: 4 });
/** The same name as another bank or clerk writes it: other case, punctuation between words, a legal suffix. */
const writtenAs = (ws: string[]) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: ws.length, maxLength: ws.length }),
      fc.constantFrom(' ', '  ', ', ', ' & ', '-', ' / '),
      fc.option(fc.constantFrom(...SUFFIXES), { nil: undefined }),
    )
    .map(([upper, sep, suffix]) =>
      [ws.map((w, i) => (upper[i] ? w.toUpperCase() : w)).join(sep), suffix].filter(Boolean).join(' '),
    );

test('a company is found by its whole legal name however the payer writes it', () => {
  fc.assert(
    fc.property(
      words.chain((ws) => fc.tuple(fc.constant(ws), writtenAs(ws), writtenAs(ws))),
      ([, legal, payer]) => {
        const index = new NameIndex();
        const inv = invoice(1);
        index.add(legal, inv);
        expect(index.find(payer)).toEqual([inv]);
      },
    ),
    { numRuns: 300 },
  );
});

test("a name that is a part of one of the payer's words never matches", () => {
  fc.assert(
    fc.property(words, fc.nat(), fc.nat(), fc.nat(), (ws, which, from, len) => {
      const target = ws[which % ws.length];
      const start = from % target.length;
      const part = target.slice(start, start + 1 + (len % (target.length - start)));
      fc.pre(part !== target);
      const index = new NameIndex();
      index.add(part, invoice(1));
      index.add(`${part} Ltd`, invoice(2));
      expect(index.find(ws.join(' '))).toEqual([]);
    }),
    { numRuns: 300 },
  );
});

test("some of the payer's words, or the payer's words and more, never match", () => {
  fc.assert(
    fc.property(
      words.filter((ws) => ws.length >= 2 && new Set(ws).size === ws.length),
      word,
      (ws, extra) => {
        fc.pre(!ws.includes(extra));
        const index = new NameIndex();
        ws.forEach((w, i) => index.add(w, invoice(i)));
        index.add(ws.slice(1).join(' '), invoice(10));
        index.add(ws.slice(0, -1).join(' '), invoice(11));
        index.add(`${ws.join(' ')} ${extra}`, invoice(12));
        index.add(`${extra} ${ws.join(' ')}`, invoice(13));
        expect(index.find(ws.join(' '))).toEqual([]);
      },
    ),
    { numRuns: 300 },
  );
});

test("the index finds exactly the invoices whose company key equals the payer's", () => {
  const tiny = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', '.'), maxLength: 9 });
  fc.assert(
    fc.property(
      fc.array(tiny, { minLength: 1, maxLength: 40 }),
      fc.array(tiny, { minLength: 1, maxLength: 10 }),
      (names, payers) => {
        const index = new NameIndex();
        const invoices = names.map((name, i) => ({ name, inv: invoice(i) }));
        for (const { name, inv } of invoices) index.add(name, inv);
        for (const who of payers) {
          const key = nameKey(who);
          const expected =
            key.length < 3
              ? []
              : invoices.filter(({ name }) => nameKey(name) === key).map(({ inv }) => inv.id);
          expect(
            index
              .find(who)
              .map((i) => i.id)
              .sort(),
          ).toEqual(expected.sort());
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('normalisation: case, accents, punctuation and legal suffixes go; words stay whole', () => {
  expect(nameKey('PRECISION TOOLS LTD.')).toBe('precision tools');
  expect(nameKey('Precision-Tools, L.L.C.')).toBe('precision tools');
  expect(nameKey('Müller & Söhne GmbH & Co. KG')).toBe('muller sohne');
  expect(nameKey('Straße Bau AG')).toBe('strasse bau');
  expect(nameKey('Company')).toBe('company');
  expect(nameKey('Coast Supplies')).toBe('coast supplies');
});
