/**
 * The delivery-date rules (@gluegun/common delivery-dates.ts), pure: working days Monday to Friday on the UTC calendar.
 * CI runs in TZ=Asia/Kolkata, where a local-time slip would move a day.
 */
import {
  addWorkingDays,
  earliestDeliveryDay,
  leadTimeText,
  promisedAfterRequested,
  promisedDeliveryProblem,
  requestedDeliveryProblem,
  utcToday,
} from '@gluegun/common';

describe('working days', () => {
  it('counts Monday to Friday only', () => {
    expect(addWorkingDays('2027-01-08', 1)).toBe('2027-01-11'); // Friday + 1 = Monday
    expect(addWorkingDays('2027-01-04', 5)).toBe('2027-01-11'); // Monday + 5 = next Monday
    expect(addWorkingDays('2027-01-06', 0)).toBe('2027-01-06');
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-04'); // across the year
  });

  it("starts a weekend's count on the Monday", () => {
    expect(addWorkingDays('2027-01-09', 0)).toBe('2027-01-11'); // Saturday
    expect(addWorkingDays('2027-01-10', 1)).toBe('2027-01-12'); // Sunday
  });

  it('is the same in every time zone: the UTC day of a late-evening UTC moment', () => {
    // 23:30 UTC on a Friday is already Saturday in Kolkata; the shop's day is still Friday.
    expect(utcToday(new Date('2027-01-08T23:30:00Z'))).toBe('2027-01-08');
    expect(earliestDeliveryDay(utcToday(new Date('2027-01-08T23:30:00Z')), [1])).toBe('2027-01-11');
  });
});

describe('the earliest day and the requested day', () => {
  it('takes the longest lead time of the lines', () => {
    expect(earliestDeliveryDay('2027-01-04', [1, 6, 3])).toBe('2027-01-12');
    expect(earliestDeliveryDay('2027-01-04', [])).toBe('2027-01-04');
  });

  it('accepts the earliest day and later, refuses earlier and past days in words naming the earliest', () => {
    expect(requestedDeliveryProblem('2027-01-12', '2027-01-04', [6])).toBeNull();
    expect(requestedDeliveryProblem('2027-01-11', '2027-01-04', [6])).toBe(
      'The earliest we can deliver these items is January 12, 2027',
    );
    expect(requestedDeliveryProblem('2027-01-01', '2027-01-04', [0])).toBe(
      'The requested delivery date is in the past: the earliest we can deliver these items is January 4, 2027',
    );
    expect(requestedDeliveryProblem('2027-02-30', '2027-01-04', [0])).toBe(
      'Requested delivery date must be a day written YYYY-MM-DD',
    );
    expect(requestedDeliveryProblem('2030-01-04', '2027-01-04', [0])).toBe(
      'Choose a delivery date within 2 years from today',
    );
  });
});

describe('the promised day', () => {
  it('is late only when after a requested day', () => {
    expect(promisedAfterRequested('2027-01-12', '2027-01-13')).toBe(true);
    expect(promisedAfterRequested('2027-01-12', '2027-01-12')).toBe(false);
    expect(promisedAfterRequested(null, '2027-01-13')).toBe(false);
    expect(promisedAfterRequested('2027-01-12', null)).toBe(false);
  });

  it('may be today, never past', () => {
    expect(promisedDeliveryProblem('2027-01-04', '2027-01-04')).toBeNull();
    expect(promisedDeliveryProblem('2027-01-03', '2027-01-04')).toBe(
      'The promised delivery date cannot be in the past',
    );
  });
});

it('says a lead time in plain words', () => {
  expect(leadTimeText(0)).toBe('Ships the same working day');
  expect(leadTimeText(1)).toBe('Ships in 1 working day');
  expect(leadTimeText(3)).toBe('Ships in 3 working days');
});
