/**
 * The Leitweg-ID rule without a database (docs/decisions/111): published IDs pass, any one character changed or two
 * neighbours swapped fail on their check digits, a wrong form is refused as such, and other references stay free.
 */
import fc from 'fast-check';
import {
  companyProfileSchema,
  LEITWEG_ID_CHECK_MESSAGE,
  LEITWEG_ID_FORM_MESSAGE,
  leitwegCheckDigits,
  leitwegIdProblem,
  looksLikeLeitwegId,
} from '@gluegun/common';

/** Published IDs: KoSIT's worked example, and others printed beside reference implementations. */
const KNOWN_VALID = [
  '04011000-1234512345-06',
  '991-99012-32',
  '992-90009-96',
  '09564000-NUE0001-49',
  '04011000-900X999-08',
];

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alnum = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: min,
    maxLength: max,
  });
/** Any well-formed Leitweg-ID, its check digits computed. */
const validId = fc.tuple(digits(2, 12), fc.option(alnum(1, 30), { nil: undefined })).map(([coarse, fine]) => {
  const address = fine ? `${coarse}-${fine}` : coarse;
  return `${address}-${leitwegCheckDigits(address)}`;
});

describe('a Leitweg-ID', () => {
  it.each(KNOWN_VALID)('%s passes', (id) => {
    expect(leitwegIdProblem(id)).toBeNull();
  });

  it('computes the worked example of the specification: 04011000-1234512345 gives 06', () => {
    expect(leitwegCheckDigits('04011000-1234512345')).toBe('06');
    expect(leitwegCheckDigits('991-99012')).toBe('32');
  });

  it.each([
    ['04011000-1234512345-05', LEITWEG_ID_CHECK_MESSAGE],
    ['04011000-1234512345-07', LEITWEG_ID_CHECK_MESSAGE],
    ['04011000-1234512354-06', LEITWEG_ID_CHECK_MESSAGE],
    ['09564000-NUE0002-49', LEITWEG_ID_CHECK_MESSAGE],
    ['991-99012-3', LEITWEG_ID_FORM_MESSAGE],
    ['991-99012-321', LEITWEG_ID_FORM_MESSAGE],
    ['1234567890123-45', LEITWEG_ID_FORM_MESSAGE],
    ['9-99012-32', LEITWEG_ID_FORM_MESSAGE],
    ['991--32', LEITWEG_ID_FORM_MESSAGE],
    ['991-9901.2-32', LEITWEG_ID_FORM_MESSAGE],
    [`991-${'1'.repeat(31)}-32`, LEITWEG_ID_FORM_MESSAGE],
  ])('%s is refused: %s', (id, message) => {
    expect(leitwegIdProblem(id)).toBe(message);
  });

  it('takes letters in either case, as the same numbers', () => {
    expect(leitwegIdProblem('09564000-nue0001-49')).toBeNull();
  });

  it('any generated ID passes, and its check digits make the whole ID leave 1 when divided by 97', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(leitwegIdProblem(id)).toBeNull();
        const numeric = [...id.replace(/-/g, '')]
          .map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55)))
          .join('');
        expect(BigInt(numeric) % 97n).toBe(1n);
      }),
    );
  });

  it('any one digit or letter changed for another of its kind fails on the check digits', () => {
    fc.assert(
      fc.property(validId, fc.nat(), fc.integer({ min: 1, max: 35 }), (id, at, shift) => {
        const places = [...id].flatMap((c, i) => (c === '-' ? [] : [i]));
        const i = places[at % places.length];
        const c = id[i];
        const changed = /[0-9]/.test(c)
          ? String((Number(c) + (shift % 9) + 1) % 10)
          : String.fromCharCode(65 + ((c.charCodeAt(0) - 65 + (shift % 25) + 1) % 26));
        const mutated = id.slice(0, i) + changed + id.slice(i + 1);
        expect(leitwegIdProblem(mutated)).toBe(LEITWEG_ID_CHECK_MESSAGE);
      }),
    );
  });

  it('two different neighbouring digits swapped fail on the check digits', () => {
    fc.assert(
      fc.property(validId, fc.nat(), (id, at) => {
        const pairs = [...id].flatMap((c, i) =>
          /[0-9]/.test(c) && /[0-9]/.test(id[i + 1] ?? '') && c !== id[i + 1] ? [i] : [],
        );
        fc.pre(pairs.length > 0);
        const i = pairs[at % pairs.length];
        const swapped = id.slice(0, i) + id[i + 1] + id[i] + id.slice(i + 2);
        expect(leitwegIdProblem(swapped)).toBe(LEITWEG_ID_CHECK_MESSAGE);
      }),
    );
  });
});

describe('the buyer reference field', () => {
  const check = (buyerReference: string, billingCountry: string | null = null) =>
    companyProfileSchema
      .validateAt('buyerReference', { name: 'Ledger GmbH', buyerReference, billingCountry })
      .then(
        () => null,
        (e: Error) => e.message,
      );

  it('reads a reference in the Leitweg-ID form as one, and refuses wrong check digits in words', async () => {
    expect(await check('04011000-1234512345-06')).toBeNull();
    expect(await check(' 991-99012-32 ')).toBeNull();
    expect(await check('04011000-1234512345-60')).toBe(LEITWEG_ID_CHECK_MESSAGE);
    expect(await check('04011000-1234512345-60', 'US')).toBe(LEITWEG_ID_CHECK_MESSAGE);
  });

  it('for a company billed in Germany, any reference starting with digits and a hyphen is read as a Leitweg-ID', async () => {
    expect(await check('2026-0042', 'DE')).toBe(LEITWEG_ID_FORM_MESSAGE);
    expect(await check('04011000-1234512345', 'de')).toBe(LEITWEG_ID_FORM_MESSAGE);
    expect(await check('991-99012-32', 'DE')).toBeNull();
    // Elsewhere an order number of that shape stays the buyer's own reference.
    expect(await check('2026-0042')).toBeNull();
    expect(await check('2026-0042', 'FR')).toBeNull();
  });

  it('leaves any other reference free, as the buyer asks for it', async () => {
    for (const ref of ['PO/2026.7', 'ACME-PURCH-42', 'Cost centre 4711', '4711', '04011000123451234506'])
      expect([ref, looksLikeLeitwegId(ref), await check(ref)]).toEqual([ref, false, null]);
  });
});
