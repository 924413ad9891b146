import { todayIso } from '../src/lib/dates';

/**
 * The day a date field offers is the shop's day (UTC) in any zone the browser is in (CI runs in Asia/Kolkata): the
 * server refuses a later day, and east of Greenwich the local day runs ahead of it for hours before midnight UTC.
 */
it(`is the UTC day in this process's zone (${Intl.DateTimeFormat().resolvedOptions().timeZone})`, () => {
  expect(todayIso(new Date('2026-11-28T20:05:00Z'))).toBe('2026-11-28');
  expect(todayIso(new Date('2026-11-29T00:30:00Z'))).toBe('2026-11-29');
  expect(todayIso(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-28');
});
