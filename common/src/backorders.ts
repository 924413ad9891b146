/**
 * Backorders (docs/decisions/088): an item staff allow to be backordered can be ordered beyond its stock; what is in
 * stock ships now and the rest follows when stock arrives, on the expected restock day when one is known. One split
 * and one wording for the product page, checkout and the order page, and the rule for the restock day staff set.
 */
import * as yup from 'yup';
import { formatDay, isCalendarDay } from './dates';
import { utcToday } from './delivery-dates';
import { trimmedString } from './text';

export interface BackorderTerms {
  /** Units in stock now. */
  inStock: number;
  backordersAllowed: boolean;
  /** The expected restock day, YYYY-MM-DD (UTC); null = not known. */
  restockOn: string | null;
  /** Today (UTC, YYYY-MM-DD): a restock day before it has passed and is not promised any more. */
  today?: string;
}

export interface AvailabilitySplit {
  /** Units that ship from stock now. */
  now: number;
  /** Units that follow when stock arrives (0 when all ship now or backorders are not allowed). */
  later: number;
  /** Units that cannot be ordered at all: beyond stock on an item that does not allow backorders. */
  short: number;
  /** When the later units are expected, YYYY-MM-DD; null = not known or nothing follows. */
  restockOn: string | null;
  /** In words: "120 now, 380 from January 12, 2027", "120 now, 380 on backorder", "500 now". */
  text: string;
}

/** How `quantity` units of an item split into what ships now and what follows, and when. */
export function availabilitySplit(quantity: number, terms: BackorderTerms): AvailabilitySplit {
  const wanted = Math.max(0, Math.floor(quantity));
  const now = Math.min(wanted, Math.max(0, terms.inStock));
  const beyond = wanted - now;
  const later = terms.backordersAllowed ? beyond : 0;
  const stillAhead =
    terms.restockOn !== null && (terms.today === undefined || terms.restockOn >= terms.today);
  const restockOn = later > 0 && stillAhead ? terms.restockOn : null;
  return { now, later, short: beyond - later, restockOn, text: backorderText(now, later, restockOn) };
}

/** The split in words, as every page says it. */
export function backorderText(now: number, later: number, restockOn: string | null): string {
  if (later <= 0) return `${now} now`;
  return `${now} now, ${later} ${restockOn ? `from ${formatDay(restockOn)}` : 'on backorder'}`;
}

/** The backordered part of a line alone, as My Orders says it: "380 on backorder, expected January 12, 2027". */
export function backorderedText(later: number, restockOn: string | null): string {
  return `${later} on backorder${restockOn ? `, expected ${formatDay(restockOn)}` : ''}`;
}

export const RESTOCK_IN_PAST = 'The expected restock date cannot be in the past';
export const RESTOCK_NOT_A_DAY = 'Expected restock date must be a day written YYYY-MM-DD';

/** Why `day` cannot be the expected restock day (null: it can): a real day, today or later. */
export function restockOnProblem(day: string, today: string): string | null {
  if (!isCalendarDay(day)) return RESTOCK_NOT_A_DAY;
  if (day < today) return RESTOCK_IN_PAST;
  return null;
}

/** The product form's backorder fields: left out, they stay as stored; an empty restock day clears it. */
export const backorderFields = {
  backordersAllowed: yup.boolean().typeError('Backorders allowed must be true or false').optional(),
  restockOn: trimmedString('Expected restock date')
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .nullable()
    .optional()
    .test('restock-day', RESTOCK_NOT_A_DAY, function check(v) {
      const problem = v == null ? null : restockOnProblem(v, utcToday(new Date()));
      return problem ? this.createError({ message: problem }) : true;
    }),
};
