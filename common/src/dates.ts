/**
 * One date format wherever a person reads a date (web pages, invoice PDF, e-mails): "November 23, 2026".
 *
 * Time zone: UTC, always. The shop's calendar is UTC: an invoice's issue and due days, "overdue" (from the start of
 * the UTC day, see overdueCutoff) and payment dates are UTC calendar days, so a date is printed in the zone it was
 * decided in and reads the same in every browser, in the PDF and in an e-mail (a local formatter once printed a due
 * date a day apart from the PDF's). A bare `YYYY-MM-DD` day is that UTC day.
 */
const FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatDay(date: Date | string): string {
  const d =
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? new Date(`${date}T00:00:00Z`)
      : new Date(date);
  return Number.isNaN(d.getTime()) ? String(date) : FORMAT.format(d);
}

/**
 * Whether a moment lies in the years 1 to 9999: the calendar every store of ours can hold. JavaScript reads "0000-01-01"
 * and "+275760-09-13" as dates, but PostgreSQL refuses the one and cannot store the other, so such input is refused
 * as not a real date before it gets there.
 */
export function inCalendar(d: Date): boolean {
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= 1 && year <= 9999;
}

/** Whether `v` is a real calendar day written YYYY-MM-DD (no 2026-02-30, no year 0). */
export function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return inCalendar(d) && d.toISOString().slice(0, 10) === v;
}
