/**
 * The scheduling rule (docs/decisions/077), on the shop's calendar (UTC days): every N weeks from the first run, or
 * on a day of the month (1 to 28, so every month has it). A schedule past its end day has no next run.
 */
export const MAX_LISTS_PER_COMPANY = 200;
export const MAX_LIST_LINES = 100;
export const MAX_LIST_NAME = 80;
/** Days before a run that its owner is reminded (with a link to change or skip it). */
export const REMINDER_DAYS = 2;

export interface Rule {
  everyWeeks: number | null;
  dayOfMonth: number | null;
}

const DAY_MS = 86_400_000;
/** Midnight UTC of a moment's day. */
export const dayOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
export const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** The first run day on or after `from` for a day-of-month rule. */
function monthDayOnOrAfter(from: Date, dayOfMonth: number): Date {
  const here = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), dayOfMonth));
  return here >= from ? here : new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, dayOfMonth));
}

/** The first run of a new (or resumed) schedule: `start` for every-N-weeks, else the month day on or after it. */
export function firstRun(rule: Rule, start: Date): Date {
  const from = dayOf(start);
  return rule.dayOfMonth ? monthDayOnOrAfter(from, rule.dayOfMonth) : from;
}

/** The run after `runOn`. */
export function runAfter(rule: Rule, runOn: Date): Date {
  if (rule.everyWeeks) return addDays(runOn, rule.everyWeeks * 7);
  return new Date(Date.UTC(runOn.getUTCFullYear(), runOn.getUTCMonth() + 1, rule.dayOfMonth ?? 1));
}

/** The run after `runOn`, or null once it is past the end day. */
export function nextWithin(rule: Rule, runOn: Date, endOn: Date | null): Date | null {
  const next = runAfter(rule, runOn);
  return endOn && next > endOn ? null : next;
}

/** A rule's words: "Every 2 weeks", "On day 15 of each month". */
export function ruleText(rule: Rule): string {
  if (rule.everyWeeks) return rule.everyWeeks === 1 ? 'Every week' : `Every ${rule.everyWeeks} weeks`;
  return `On day ${rule.dayOfMonth} of each month`;
}
