/**
 * Dates a person or a program types are refused outside the years 1 to 9999, everywhere a date comes in: JavaScript
 * reads "0000-01-01" as a date but PostgreSQL refuses it (a server error, before), and a far-future moment cannot be
 * stored. Each form's own words, the same as for 2026-02-30.
 */
import {
  deliveredInputSchema,
  isCalendarDay,
  inCalendar,
  paymentInputSchema,
  priceListSchema,
  refundInputSchema,
  statementRangeSchema,
  taxExemptionSchema,
} from '@gluegun/common';

test('a calendar day is YYYY-MM-DD, real, in the years 1 to 9999', () => {
  for (const ok of ['2027-03-31', '0001-01-01', '9999-12-31', '2028-02-29'])
    expect([ok, isCalendarDay(ok)]).toEqual([ok, true]);
  for (const bad of [
    '0000-01-01',
    '0000-12-31',
    '2026-02-30',
    '2027-2-3',
    '+275760-09-13',
    '-000001-01-01',
    '',
    '2027-03-31T00:00:00Z',
  ])
    expect([bad, isCalendarDay(bad)]).toEqual([bad, false]);
  expect(inCalendar(new Date('0000-06-01T00:00:00Z'))).toBe(false);
  expect(inCalendar(new Date(8.64e15))).toBe(false);
  expect(inCalendar(new Date(NaN))).toBe(false);
  expect(inCalendar(new Date('2026-11-29T10:00:00+05:30'))).toBe(true);
});

const refusal = async (
  schema: { validate: (v: unknown) => Promise<unknown> },
  value: Record<string, unknown>,
) => {
  try {
    await schema.validate(value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

test.each([
  [
    'price list first day',
    priceListSchema,
    { name: 'P', validFrom: '0000-01-01' },
    'First day must be a date like 2027-03-31',
  ],
  [
    'tax exemption expiry',
    taxExemptionSchema,
    { certificate: 'EX-1', expiresOn: '0000-01-01' },
    'Expiry date must be a date like 2027-03-31',
  ],
  ['statement range', statementRangeSchema, { from: '0000-01-01', to: '2026-11-01' }, null],
  [
    'payment received',
    paymentInputSchema,
    { amountCents: 100, receivedOn: '0000-01-01', reference: 'r' },
    'Date received must be a real date',
  ],
  [
    'refund paid',
    refundInputSchema,
    { amountCents: 100, paidOn: '0000-01-01', method: 'BANK_TRANSFER', reference: 'r' },
    'Date paid must be a real date',
  ],
  [
    'delivery date',
    deliveredInputSchema,
    { deliveredAt: '0000-01-01' },
    'Delivery date must be a date like 2026-11-23',
  ],
  [
    'delivery moment',
    deliveredInputSchema,
    { deliveredAt: '0000-01-01T10:00:00Z' },
    'Delivery date must be a date like 2026-11-23',
  ],
])("%s: year 0 is refused in the form's own words", async (_name, schema, value, message) => {
  const got = await refusal(schema, value);
  expect(got).not.toBeNull();
  if (message) expect(got).toBe(message);
});
