/**
 * The availability split and its wording (@gluegun/common backorders.ts), pure: what ships now, what follows and when,
 * as the product page, checkout and the order page say it. The restock day is a UTC calendar day in any time zone.
 */
import { availabilitySplit, backorderText, productInputSchema, restockOnProblem } from '@gluegun/common';

const terms = { inStock: 120, backordersAllowed: true, restockOn: '2027-01-12' };

describe('availabilitySplit', () => {
  it('says what ships now and what follows from the restock day', () => {
    expect(availabilitySplit(500, terms)).toEqual({
      now: 120,
      later: 380,
      short: 0,
      restockOn: '2027-01-12',
      text: '120 now, 380 from January 12, 2027',
    });
  });

  it('says on backorder when no restock day is known', () => {
    expect(availabilitySplit(500, { ...terms, restockOn: null }).text).toBe('120 now, 380 on backorder');
  });

  it('no longer names a restock day that has passed', () => {
    expect(availabilitySplit(500, { ...terms, today: '2027-01-13' }).text).toBe('120 now, 380 on backorder');
    expect(availabilitySplit(500, { ...terms, today: '2027-01-12' }).text).toBe(
      '120 now, 380 from January 12, 2027',
    );
  });

  it('ships everything now when stock covers it, with no restock day', () => {
    expect(availabilitySplit(100, terms)).toEqual({
      now: 100,
      later: 0,
      short: 0,
      restockOn: null,
      text: '100 now',
    });
  });

  it('never backorders an item that does not allow it: the rest is short', () => {
    expect(availabilitySplit(500, { ...terms, backordersAllowed: false })).toEqual({
      now: 120,
      later: 0,
      short: 380,
      restockOn: null,
      text: '120 now',
    });
  });

  it('with nothing in stock, everything follows', () => {
    expect(availabilitySplit(300, { ...terms, inStock: 0 }).text).toBe('0 now, 300 from January 12, 2027');
    expect(backorderText(0, 300, null)).toBe('0 now, 300 on backorder');
  });
});

describe('the restock day', () => {
  it('is a real day, today or later', () => {
    expect(restockOnProblem('2027-01-12', '2027-01-12')).toBeNull();
    expect(restockOnProblem('2027-01-11', '2027-01-12')).toBe(
      'The expected restock date cannot be in the past',
    );
    expect(restockOnProblem('2027-02-30', '2027-01-12')).toBe(
      'Expected restock date must be a day written YYYY-MM-DD',
    );
  });

  it("is checked by the product form's shared schema beside its field; empty clears it", async () => {
    const product = {
      name: 'Sticks',
      description: 'Hot melt',
      imageUrl: 'https://example.com/a.png',
      priceCents: 100,
      quantity: 120,
    };
    await expect(
      productInputSchema.validateAt('restockOn', { ...product, restockOn: '2001-01-01' }),
    ).rejects.toThrow('The expected restock date cannot be in the past');
    expect((await productInputSchema.validate({ ...product, restockOn: '' })).restockOn).toBeNull();
    expect(
      (await productInputSchema.validate({ ...product, backordersAllowed: true, restockOn: '2999-01-01' }))
        .backordersAllowed,
    ).toBe(true);
  });
});
