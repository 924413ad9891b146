/** The pasted lines of a price list become entries in cents and basis points, or name the line that is wrong. */
import { parseEntryLines } from '../entryLines';

describe('parseEntryLines', () => {
  it('reads prices in dollars, percentages in basis points and an empty value as a removal', () => {
    expect(parseEntryLines('GG-STICK-11,8.80\n gg-gun-2 , 12.5%\n\nGG-OLD,\r\nGG-TEN,$1,250')).toEqual({
      error: null,
      entries: [
        { sku: 'GG-STICK-11', unitPriceCents: 880, percentOffBp: null },
        { sku: 'GG-GUN-2', unitPriceCents: null, percentOffBp: 1250 },
        { sku: 'GG-OLD', unitPriceCents: null, percentOffBp: null },
        { sku: 'GG-TEN', unitPriceCents: 125_000, percentOffBp: null },
      ],
    });
    expect(parseEntryLines('A,10%').entries).toEqual([
      { sku: 'A', unitPriceCents: null, percentOffBp: 1000 },
    ]);
    expect(parseEntryLines('A,0.01 %').entries).toEqual([
      { sku: 'A', unitPriceCents: null, percentOffBp: 1 },
    ]);
  });

  it('reads a percentage with its own breaks as quantity=percentage after it', () => {
    expect(parseEntryLines('A,10%, 1000=15%,5000 = 20.5 %').entries).toEqual([
      {
        sku: 'A',
        unitPriceCents: null,
        percentOffBp: 1000,
        percentBreaks: [
          { minQuantity: 1000, percentOffBp: 1500 },
          { minQuantity: 5000, percentOffBp: 2050 },
        ],
      },
    ]);
    expect(parseEntryLines('A,10%,1000 at 15%').error).toBe(
      'Line 1: "1000 at 15%" is not a percentage break: write quantity=percentage, e.g. 1000=15%',
    );
  });

  it('names the first line that is wrong', () => {
    expect(parseEntryLines('')).toEqual({
      entries: null,
      error: 'Paste at least one line, e.g. GG-STICK-11,8.80',
    });
    expect(parseEntryLines('A,1\nB 2').error).toBe(
      'Line 2: write the SKU, a comma, then a price or a percentage, e.g. GG-STICK-11,8.80',
    );
    expect(parseEntryLines(',5').error).toBe('Line 1: the SKU is missing before the comma');
    expect(parseEntryLines('A,150%').error).toBe(
      'Line 1: a percentage off must be from 0.01 % to 99.99 %, e.g. 12.5%',
    );
    expect(parseEntryLines('A,12.345%').error).toMatch(/^Line 1: a percentage off/);
    expect(parseEntryLines('A,1\nB,cheap').error).toBe(
      'Line 2: "cheap" is not a price in dollars, e.g. 8.80',
    );
  });
});
