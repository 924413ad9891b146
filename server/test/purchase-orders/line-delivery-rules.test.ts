/**
 * The shop's working days and a line's promised day (@gluegun/common delivery-dates.ts, line-delivery.ts) against a
 * plain model: a calendar walked one day at a time, where a day counts when it is Monday to Friday and not a holiday.
 * CI runs in TZ=Asia/Kolkata, where a local-time slip would move a day.
 */
import fc from 'fast-check';
import {
  addWorkingDays,
  isWorkingDay,
  lineEarliestDay,
  linePromisedDay,
  lineRequestedProblem,
  workingDayOnOrBefore,
  type LineDeliveryFacts,
} from '@gluegun/common';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-12-01T00:00:00Z');
const dayAt = (i: number) => new Date(START + i * DAY_MS).toISOString().slice(0, 10);

/** By hand: a day works when its weekday is 1 to 5 and it is not on the list. */
const works = (day: string, holidays: Set<string>) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5 && !holidays.has(day);
};

/** By hand: list the working days from `day` on, take the one `n` after the first. */
function modelAdd(day: string, n: number, holidays: Set<string>): string {
  const found: string[] = [];
  for (let ms = Date.parse(`${day}T00:00:00Z`); found.length <= n; ms += DAY_MS) {
    const d = new Date(ms).toISOString().slice(0, 10);
    if (works(d, holidays)) found.push(d);
  }
  return found[n];
}

const holidaySets = fc
  .uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 40 })
  .map((is) => new Set(is.map(dayAt)));
const days = fc.integer({ min: 0, max: 90 }).map(dayAt);

describe("working days with the shop's holidays, against a plain model", () => {
  it('adds working days as a person counting on a calendar does', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 30 }), holidaySets, (day, n, holidays) => {
        expect(addWorkingDays(day, n, holidays)).toBe(modelAdd(day, n, holidays));
      }),
      { numRuns: 500 },
    );
  });

  it('never lands on a weekend or a holiday, and the day before a day off is a working day on or before it', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 30 }), holidaySets, (day, n, holidays) => {
        expect(isWorkingDay(addWorkingDays(day, n, holidays), holidays)).toBe(true);
        const back = workingDayOnOrBefore(day, holidays);
        expect(back <= day && works(back, holidays)).toBe(true);
        for (
          let ms = Date.parse(`${back}T00:00:00Z`) + DAY_MS;
          ms <= Date.parse(`${day}T00:00:00Z`);
          ms += DAY_MS
        ) {
          expect(works(new Date(ms).toISOString().slice(0, 10), holidays)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('skips a holiday: Friday January 1, 2027 off makes Thursday + 1 the Monday', () => {
    expect(addWorkingDays('2026-12-31', 1, new Set(['2027-01-01']))).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

const facts = fc.record<LineDeliveryFacts>({
  leadTimeDays: fc.integer({ min: 0, max: 20 }),
  backorderedQuantity: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
  restockOn: fc.option(days, { nil: null }),
});

describe("a line's promised day, against a plain model", () => {
  it('is the lead time from today (all in stock) or from the restock day, the requested day when later, never a day off', () => {
    fc.assert(
      fc.property(
        days,
        facts,
        fc.option(days, { nil: null }),
        holidaySets,
        (today, f, requested, holidays) => {
          const ready = f.backorderedQuantity > 0 ? f.restockOn : today;
          const earliest = ready === null || ready < today ? null : modelAdd(ready, f.leadTimeDays, holidays);
          expect(lineEarliestDay(today, f, holidays)).toBe(earliest);
          const promised = linePromisedDay(today, f, requested, holidays);
          if (earliest === null) return expect(promised).toBeNull();
          expect(works(promised!, holidays)).toBe(true);
          expect(promised! >= earliest).toBe(true);
          if (requested === null || requested <= earliest) expect(promised).toBe(earliest);
          else expect(promised! <= requested).toBe(true);
          // A requested day the rule accepts is one the promise keeps (on it, or the working day before a day off).
          if (requested !== null && lineRequestedProblem(requested, today, f, holidays) === null)
            expect(promised! <= requested).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a past day and a day before the earliest in words naming the earliest', () => {
    const inStock = { leadTimeDays: 2, backorderedQuantity: 0, restockOn: null };
    expect(lineRequestedProblem('2027-01-05', '2027-01-04', inStock)).toBe(
      'The earliest we can deliver this line is January 6, 2027',
    );
    expect(lineRequestedProblem('2027-01-01', '2027-01-04', inStock)).toBe(
      'The requested delivery date is in the past: the earliest we can deliver this line is January 6, 2027',
    );
    const waiting = { leadTimeDays: 2, backorderedQuantity: 5, restockOn: '2027-01-11' };
    expect(lineRequestedProblem('2027-01-12', '2027-01-04', waiting, new Set(['2027-01-13']))).toBe(
      'The earliest we can deliver this line is January 14, 2027',
    );
    expect(lineRequestedProblem('2027-01-14', '2027-01-04', waiting, new Set(['2027-01-13']))).toBeNull();
    expect(linePromisedDay('2027-01-04', waiting, '2027-01-16', new Set(['2027-01-15']))).toBe('2027-01-14');
  });
});
