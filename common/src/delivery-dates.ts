/**
 * Delivery dates (docs/decisions/083): a product's lead time in working days (Monday to Friday), the earliest day an
 * order can be delivered, and whether a buyer's requested day may be asked for. Every day here is a UTC calendar day
 * written YYYY-MM-DD (the shop's calendar, see dates.ts), so the answer never depends on the reader's time zone.
 */
import * as yup from 'yup';
import { formatDay, isCalendarDay } from './dates';
import { trimmedString } from './text';

/** The longest lead time a product may carry, in working days (about a year). */
export const MAX_LEAD_TIME_DAYS = 260;
/** How far ahead a buyer may ask for a delivery day, in calendar days after today. */
export const MAX_REQUESTED_DELIVERY_DAYS_AHEAD = 730;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's UTC calendar day at `now`. */
export const utcToday = (now: Date): string => dayOf(now.getTime());

/** The shop's holidays (YYYY-MM-DD): days off beside Saturdays and Sundays, kept by staff. */
export type Holidays = ReadonlySet<string>;
const NO_HOLIDAYS: Holidays = new Set();

const isWeekend = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 0 || weekday === 6;
};
const isDayOff = (ms: number, holidays: Holidays) =>
  isWeekend(ms) || (holidays.size > 0 && holidays.has(dayOf(ms)));

/** Whether the shop works on `day`: Monday to Friday and not one of its holidays. */
export const isWorkingDay = (day: string, holidays: Holidays = NO_HOLIDAYS): boolean =>
  !isDayOff(dayMs(day), holidays);

/** `day` plus `n` working days (Monday to Friday, not a holiday); from a day off, counting starts on the next working day. */
export function addWorkingDays(day: string, n: number, holidays: Holidays = NO_HOLIDAYS): string {
  let ms = dayMs(day);
  while (isDayOff(ms, holidays)) ms += DAY_MS;
  for (let left = n; left > 0; left--) {
    ms += DAY_MS;
    while (isDayOff(ms, holidays)) ms += DAY_MS;
  }
  return dayOf(ms);
}

/** The last working day on or before `day` (a promise never falls on a day off). */
export function workingDayOnOrBefore(day: string, holidays: Holidays = NO_HOLIDAYS): string {
  let ms = dayMs(day);
  while (isDayOff(ms, holidays)) ms -= DAY_MS;
  return dayOf(ms);
}

/** The earliest day an order can arrive: today plus the longest lead time of its lines, in working days. */
export function earliestDeliveryDay(
  today: string,
  leadTimesDays: readonly number[],
  holidays: Holidays = NO_HOLIDAYS,
): string {
  return addWorkingDays(today, Math.max(0, ...leadTimesDays), holidays);
}

/** Why `requested` cannot be asked for (null: it can), in words for the buyer, shown beside the date field. */
export function requestedDeliveryProblem(
  requested: string,
  today: string,
  leadTimesDays: readonly number[],
  holidays: Holidays = NO_HOLIDAYS,
): string | null {
  if (!isCalendarDay(requested)) return 'Requested delivery date must be a day written YYYY-MM-DD';
  const earliest = earliestDeliveryDay(today, leadTimesDays, holidays);
  if (requested < today)
    return `The requested delivery date is in the past: the earliest we can deliver these items is ${formatDay(earliest)}`;
  if (requested < earliest) return `The earliest we can deliver these items is ${formatDay(earliest)}`;
  if (dayMs(requested) - dayMs(today) > MAX_REQUESTED_DELIVERY_DAYS_AHEAD * DAY_MS) {
    return `Choose a delivery date within ${MAX_REQUESTED_DELIVERY_DAYS_AHEAD / 365} years from today`;
  }
  return null;
}

/** Whether the shop promised a later day than the buyer asked for. */
export const promisedAfterRequested = (requested: string | null, promised: string | null): boolean =>
  requested !== null && promised !== null && promised > requested;

/** A product's lead time in plain words for its page. */
export function leadTimeText(days: number): string {
  if (days <= 0) return 'Ships the same working day';
  return `Ships in ${days} working day${days === 1 ? '' : 's'}`;
}

/** What staff send to promise a delivery day: a real day written YYYY-MM-DD (whether it is too early is the server's check). */
export const promisedDeliverySchema = yup.object({
  promisedDeliveryDate: trimmedString('Promised delivery date')
    .required('Give the promised delivery date')
    .test(
      'real-day',
      'Promised delivery date must be a day written YYYY-MM-DD',
      (v) => v == null || isCalendarDay(v),
    ),
});

/** Why staff cannot promise `promised` (null: they can): never a day already past, nor beyond the booking horizon. */
export function promisedDeliveryProblem(promised: string, today: string): string | null {
  if (promised < today) return 'The promised delivery date cannot be in the past';
  if (dayMs(promised) - dayMs(today) > MAX_REQUESTED_DELIVERY_DAYS_AHEAD * DAY_MS) {
    return `Promise a delivery date within ${MAX_REQUESTED_DELIVERY_DAYS_AHEAD / 365} years from today`;
  }
  return null;
}
