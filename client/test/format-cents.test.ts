/** formatCents groups thousands by hand (decision 132): the same text as en-US's own formatting for every amount. */
import fc from 'fast-check';
import { formatCents } from '@gluegun/common';

describe('formatCents', () => {
  it('writes every amount as en-US formatting does', () => {
    const intl = (cents: number) => {
      const abs = Math.abs(Math.trunc(cents));
      return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatCents(cents)).toBe(intl(cents));
      }),
      { numRuns: 2000 },
    );
    expect([0, 5, 99999, 100000, 123456789, -100000].map(formatCents)).toEqual([
      '$0.00',
      '$0.05',
      '$999.99',
      '$1,000.00',
      '$1,234,567.89',
      '-$1,000.00',
    ]);
  });
});
