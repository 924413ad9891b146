/**
 * The shop's holidays (docs/decisions/101): days off beside Saturdays and Sundays, kept by staff. Promised delivery
 * days and the earliest day a buyer may ask for skip them (delivery-dates.ts, line-delivery.ts).
 */
import * as yup from 'yup';
import { formatDay, isCalendarDay } from './dates';
import { trimmedString } from './text';

/** How many holidays the shop keeps at once: years of them, and a bound for every reader. */
export const MAX_SHOP_HOLIDAYS = 200;
export const MAX_HOLIDAY_NAME_LENGTH = 80;

/** What staff send to add a holiday: a real day and a name ("New Year's Day"). */
export const shopHolidaySchema = yup.object({
  day: trimmedString('Holiday date')
    .required("Give the holiday's date")
    .test('real-day', 'Holiday date must be a day written YYYY-MM-DD', (v) => v == null || isCalendarDay(v)),
  name: trimmedString('Holiday name')
    .required('Give the holiday a name')
    .max(MAX_HOLIDAY_NAME_LENGTH, `Holiday name must be at most ${MAX_HOLIDAY_NAME_LENGTH} characters`),
});
export type ShopHolidayInput = yup.InferType<typeof shopHolidaySchema>;

/** Why `day` cannot be added as a holiday (null: it can): never a day already past, nor a weekend the shop is closed anyway. */
export function shopHolidayProblem(day: string, today: string): string | null {
  if (day < today) return 'A holiday cannot be in the past';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6)
    return `${formatDay(day)} is a ${weekday === 0 ? 'Sunday' : 'Saturday'}: the shop is closed then anyway`;
  return null;
}
