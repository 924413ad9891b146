/**
 * A line's delivery days: the buyer's requested day for one line and the day the shop promises it, from what was in
 * stock at checkout, the item's lead time, its restock day and the shop's working days (weekends and holidays off).
 * UTC calendar days written YYYY-MM-DD, as every day of delivery-dates.ts.
 */
import { formatDay, isCalendarDay } from './dates';
import {
  addWorkingDays,
  MAX_REQUESTED_DELIVERY_DAYS_AHEAD,
  workingDayOnOrBefore,
  type Holidays,
} from './delivery-dates';

/** What a line's days are worked out from, as checkout left it. */
export interface LineDeliveryFacts {
  /** Its product's lead time in working days. */
  leadTimeDays: number;
  /** Units no warehouse had at checkout (they leave when stock arrives). */
  backorderedQuantity: number;
  /** The day stock is expected (null: not known). */
  restockOn: string | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/**
 * The earliest day the whole line can arrive: its lead time counted from today when every unit was in stock, else
 * from the restock day; null while units wait for stock with no restock day known (or one already past).
 */
export function lineEarliestDay(today: string, facts: LineDeliveryFacts, holidays?: Holidays): string | null {
  const ready = facts.backorderedQuantity > 0 ? facts.restockOn : today;
  if (ready === null || ready < today) return null;
  return addWorkingDays(ready, Math.max(0, facts.leadTimeDays), holidays);
}

/**
 * The day the shop promises the line: the requested day when it can be kept (the working day before it when it is a
 * day off), else the earliest day; null when the earliest day is not known yet.
 */
export function linePromisedDay(
  today: string,
  facts: LineDeliveryFacts,
  requested: string | null,
  holidays?: Holidays,
): string | null {
  const earliest = lineEarliestDay(today, facts, holidays);
  if (earliest === null) return null;
  if (requested === null || requested <= earliest) return earliest;
  return workingDayOnOrBefore(requested, holidays);
}

/** Why a line's requested day cannot be asked for (null: it can), in words beside that line's date field. */
export function lineRequestedProblem(
  requested: string,
  today: string,
  facts: LineDeliveryFacts,
  holidays?: Holidays,
): string | null {
  if (!isCalendarDay(requested)) return 'Requested delivery date must be a day written YYYY-MM-DD';
  // With no restock day known, the lead time from today is all that can be checked.
  const earliest =
    lineEarliestDay(today, facts, holidays) ??
    addWorkingDays(today, Math.max(0, facts.leadTimeDays), holidays);
  if (requested < today)
    return `The requested delivery date is in the past: the earliest we can deliver this line is ${formatDay(earliest)}`;
  if (requested < earliest) return `The earliest we can deliver this line is ${formatDay(earliest)}`;
  if (daysBetween(today, requested) > MAX_REQUESTED_DELIVERY_DAYS_AHEAD) {
    return `Choose a delivery date within ${MAX_REQUESTED_DELIVERY_DAYS_AHEAD / 365} years from today`;
  }
  return null;
}

/**
 * A line's delivery days in words, the same on the order page, the invoice and the e-mails: "Requested January 12,
 * 2027; promised January 14, 2027 (later than requested)"; null when the line has neither.
 */
export function lineDeliveryText(requested: string | null, promised: string | null): string | null {
  if (promised === null)
    return requested === null ? null : `Requested ${formatDay(requested)}; delivery date to be confirmed`;
  const late = requested !== null && promised > requested ? ' (later than requested)' : '';
  return requested === null
    ? `Promised ${formatDay(promised)}`
    : `Requested ${formatDay(requested)}; promised ${formatDay(promised)}${late}`;
}

/** When a whole order arrives by its lines' promises: the latest of them; null when a line has none yet (or no lines). */
export function linesPromisedBy(promised: ReadonlyArray<string | null>): string | null {
  if (promised.length === 0 || promised.some((d) => d === null)) return null;
  return (promised as string[]).reduce((a, b) => (b > a ? b : a));
}
