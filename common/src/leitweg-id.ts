/**
 * The Leitweg-ID, a German public buyer's routing address for e-invoices (KoSIT's Leitweg-ID format specification,
 * docs/decisions/111): a coarse address of 2 to 12 digits, an optional fine address of up to 30 letters or digits,
 * and two check digits, joined by hyphens. The check digits are ISO 7064 MOD 97-10 over the coarse and fine address
 * without hyphens, letters counted as numbers (A = 10 ... Z = 35).
 */

const LEITWEG_ID_FORM = /^([0-9]{2,12})(?:-([A-Za-z0-9]{1,30}))?-([0-9]{2})$/;

/**
 * Whether a buyer reference is read as a Leitweg-ID: one in its form, or, for a company billed in Germany (where
 * Leitweg-IDs are issued), any starting with digits and a hyphen. Any other stays a free reference, so an order
 * number such as 2026-0042 elsewhere is never refused.
 */
export const looksLikeLeitwegId = (reference: string, billingCountry?: string | null): boolean =>
  LEITWEG_ID_FORM.test(reference) || (billingCountry?.toUpperCase() === 'DE' && /^[0-9]+-/.test(reference));

export const LEITWEG_ID_FORM_MESSAGE =
  'For a company billed in Germany, a buyer reference starting with digits and a hyphen is read as a Leitweg-ID, and this one is not in its form: ' +
  '2 to 12 digits, then a hyphen and up to 30 letters or digits if the authority gave you them, then a hyphen ' +
  'and 2 check digits (like 04011000-1234512345-06)';
export const LEITWEG_ID_CHECK_MESSAGE =
  "This Leitweg-ID's check digits do not match the rest of it: copy it again from the buyer's order, or ask the " +
  'buyer for it';

/** The remainder of a string of digits and letters (letters as 10 to 35, either case) divided by 97. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text.toUpperCase()) {
    const value = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    for (const digit of String(value)) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The two check digits of a Leitweg-ID's coarse and fine address, hyphens left out ("04011000-1234512345" -> "06"). */
export function leitwegCheckDigits(address: string): string {
  return String(98 - mod97(`${address.replace(/-/g, '')}00`)).padStart(2, '0');
}

/** What is wrong with a Leitweg-ID, in words; null when its form and check digits are right. */
export function leitwegIdProblem(id: string): string | null {
  const parts = LEITWEG_ID_FORM.exec(id);
  if (!parts) return LEITWEG_ID_FORM_MESSAGE;
  const [, coarse, fine, check] = parts;
  return leitwegCheckDigits(`${coarse}${fine ?? ''}`) === check ? null : LEITWEG_ID_CHECK_MESSAGE;
}
