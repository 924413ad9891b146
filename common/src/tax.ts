/**
 * Tax (docs/decisions/041): rates by ship-to country and region, exemptions, and the integer
 * arithmetic every surface shares. Prices are net; tax is added on top. A rate is held in millionths
 * (20% = 200000, 8.875% = 88750), money in cents; nothing here ever holds a fraction.
 */
import * as yup from 'yup';
import { isCalendarDay } from './dates';
import { COUNTRY_CODES, isoDay, optionalText, requiredText, trimmedString } from './purchase-orders';
import { canonicalRegion, withKnownRegion } from './regions';

/** How tax is rounded to cents: each invoice line on its own, or once on the invoice's net subtotal. */
export const TAX_ROUNDING_MODES = ['PER_LINE', 'PER_INVOICE'] as const;
export type TaxRounding = (typeof TAX_ROUNDING_MODES)[number];
export const DEFAULT_TAX_ROUNDING: TaxRounding = 'PER_LINE';

/** A rate's unit: millionths of the net amount (one percent = 10,000). */
export const TAX_RATE_SCALE = 1_000_000;
/** The highest rate an admin may set (100%). */
export const MAX_TAX_RATE_MILLIONTHS = TAX_RATE_SCALE;
export const MAX_TAX_NAME_LENGTH = 40;
export const MAX_TAX_REGION_LENGTH = 80;
export const MAX_EXEMPTION_CERTIFICATE_LENGTH = 64;
/** Most tax rates the shop keeps. */
export const MAX_TAX_RATES = 500;

/**
 * a / b rounded to the nearest integer, halves up (away from zero for the non-negative amounts tax meets), in
 * exact integer arithmetic (BigInt: no product of cents and millionths is ever a float).
 */
export function divideHalfUp(a: number, b: number): number {
  return Number((2n * BigInt(a) + BigInt(b)) / (2n * BigInt(b)));
}

/** The tax on a net amount in cents at a rate in millionths, rounded half up to a whole cent. */
export const taxOn = (netCents: number, rateMillionths: number): number =>
  Number(
    (2n * BigInt(netCents) * BigInt(rateMillionths) + BigInt(TAX_RATE_SCALE)) / (2n * BigInt(TAX_RATE_SCALE)),
  );

/**
 * The tax of each line and of the invoice. PER_LINE: each line's tax is rounded, the invoice's is their sum.
 * PER_INVOICE: the invoice's tax is rounded once on the subtotal, then shared over the lines in proportion to their
 * net amounts (largest remainder, so the lines always add up to the invoice's tax and a credit note can take back
 * each line's share).
 */
export function taxLines(
  lineNetCents: number[],
  rateMillionths: number,
  rounding: TaxRounding,
): { lineTaxCents: number[]; taxCents: number } {
  if (rateMillionths <= 0 || lineNetCents.length === 0)
    return { lineTaxCents: lineNetCents.map(() => 0), taxCents: 0 };
  if (rounding === 'PER_LINE') {
    const lineTaxCents = lineNetCents.map((net) => taxOn(net, rateMillionths));
    return { lineTaxCents, taxCents: lineTaxCents.reduce((s, t) => s + t, 0) };
  }
  const subtotal = lineNetCents.reduce((s, n) => s + n, 0);
  const taxCents = taxOn(subtotal, rateMillionths);
  return { lineTaxCents: shareInProportion(taxCents, lineNetCents), taxCents };
}

/** `amount` split over `weights` in proportion, whole cents, largest remainder first (ties: earlier line). */
export function shareInProportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const floors = exact.map((e) => Number(e / BigInt(total)));
  const rest = exact.map((e, i) => ({ i, r: e % BigInt(total) }));
  let left = amount - floors.reduce((s, f) => s + f, 0);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

/**
 * The tax a credit note takes back of one invoice line: the line's tax in proportion to the quantity credited,
 * counted cumulatively (what all credit notes took back after this one, less what they took before), so crediting
 * a line in several steps returns exactly its tax, never a cent more or less.
 */
export function creditedLineTax(
  lineTaxCents: number,
  lineQuantity: number,
  creditedBefore: number,
  creditedNow: number,
): number {
  if (lineQuantity <= 0 || lineTaxCents === 0) return 0;
  const upTo = (q: number) => divideHalfUp(lineTaxCents * q, lineQuantity);
  return upTo(creditedBefore + creditedNow) - upTo(creditedBefore);
}

/** A rate as the percent people read: 200000 -> "20", 88750 -> "8.875". */
export function ratePercentText(rateMillionths: number): string {
  const whole = Math.trunc(rateMillionths / 10_000);
  const frac = String(rateMillionths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** The tax line's label: "VAT 20%". */
export const taxLabel = (name: string, rateMillionths: number): string =>
  `${name} ${ratePercentText(rateMillionths)}%`;

/** "8.875" (a percent with at most four decimals) -> 88750; null when it is not one. Text only: never a float. */
export function parseRatePercent(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
  return value <= MAX_TAX_RATE_MILLIONTHS ? value : null;
}

/** A region's text as compared: trimmed, case and inner spaces ignored ("new  york" = "New York"). */
export const regionKey = (region: string | null | undefined): string =>
  (region ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

export interface TaxRateLike {
  id?: string;
  country: string;
  region: string | null;
  name: string;
  rateMillionths: number;
  active: boolean;
}

/** The rate for a ship-to address: an active rate for its region wins over the country-wide one; none = no tax. */
export function rateFor<R extends TaxRateLike>(
  rates: R[],
  country: string | null | undefined,
  region: string | null | undefined,
): R | null {
  if (!country) return null;
  const c = country.trim().toUpperCase();
  const mine = rates.filter((r) => r.active && r.country === c);
  // Both sides as the region's code where the country lists its regions, so "New York", "N.Y." and "NY" are one.
  const key = canonicalRegion(c, region);
  return (
    (key ? mine.find((r) => r.region !== null && canonicalRegion(c, r.region) === key) : undefined) ??
    mine.find((r) => r.region === null) ??
    null
  );
}

/** A company's exemption holds on `day` (YYYY-MM-DD) while its certificate has not expired (expiry day included). */
export function exemptOn(
  exemption: { taxExemptCertificate: string | null; taxExemptUntil: Date | string | null },
  day: string,
): boolean {
  if (!exemption.taxExemptCertificate || !exemption.taxExemptUntil) return false;
  const until =
    typeof exemption.taxExemptUntil === 'string'
      ? exemption.taxExemptUntil.slice(0, 10)
      : isoDay(exemption.taxExemptUntil);
  return until >= day;
}

/** What an admin gives for a rate: where (country, optional region), its name, the percent as text, on or off. */
export const taxRateInputSchema = withKnownRegion(
  yup.object({
    country: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      .required('Country is required')
      .oneOf(COUNTRY_CODES, 'Choose a country from the list'),
    region: optionalText('State or region', MAX_TAX_REGION_LENGTH),
    name: requiredText('Tax name', MAX_TAX_NAME_LENGTH),
    ratePercent: trimmedString('Rate')
      .required('Rate is required')
      .test(
        'rate',
        'Rate must be a percent from 0 to 100 with at most four decimals, like 20 or 8.875',
        (v) => v == null || parseRatePercent(v) !== null,
      ),
    active: yup.boolean().typeError('Active must be true or false').default(true),
  }),
  'region',
  'country',
);
export type TaxRateInput = yup.InferType<typeof taxRateInputSchema>;

/** A company's tax exemption: a certificate number and the day it expires; both empty = not exempt. */
export const taxExemptionSchema = yup
  .object({
    certificate: optionalText('Exemption certificate number', MAX_EXEMPTION_CERTIFICATE_LENGTH),
    expiresOn: optionalText('Expiry date', 10).test(
      'day',
      'Expiry date must be a date like 2027-03-31',
      (v) => v == null || isCalendarDay(v),
    ),
  })
  .test('both', 'Give both the certificate number and its expiry date, or neither', function check(v) {
    if (!v || (v.certificate == null) === (v.expiresOn == null)) return true;
    return this.createError({
      path: v.certificate == null ? 'certificate' : 'expiresOn',
      message:
        v.certificate == null
          ? 'Exemption certificate number is required with an expiry date'
          : 'Expiry date is required with a certificate number',
    });
  });
export type TaxExemptionInput = yup.InferType<typeof taxExemptionSchema>;
