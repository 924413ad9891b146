import { isoDay } from '@gluegun/common';

/**
 * Today as YYYY-MM-DD in the shop's calendar (UTC), the default of a "day received" or "day paid" field. The server
 * refuses a day after its own today, and a browser east of Greenwich is already on tomorrow for hours before
 * midnight UTC (an admin in Kolkata after 18:30 UTC was offered a day the server called the future).
 */
export function todayIso(now = new Date()): string {
  return isoDay(now);
}
