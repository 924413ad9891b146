/** The e-invoice mapping's arithmetic and choices, without a database: amounts and rates as exact decimal text. */
import fc from 'fast-check';
import { amountOf, isVatNumber, percentOf, taxOf } from '../../src/modules/einvoice/einvoice-facts';
import { eInvoiceFormatOf } from '../../src/modules/einvoice/einvoice.service';
import { eInvoiceFilename } from '../../src/modules/einvoice/render';

describe('amounts and rates as the XML writes them', () => {
  it('writes any cents as the decimal that reads back to the same cents', () => {
    expect([amountOf(0), amountOf(5), amountOf(1_005), amountOf(123_456_789), amountOf(-250)]).toEqual([
      '0.00',
      '0.05',
      '10.05',
      '1234567.89',
      '-2.50',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (cents) => {
        const text = amountOf(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(cents));
      }),
    );
  });

  it('writes a rate in millionths as its exact percentage', () => {
    expect([
      percentOf(200_000),
      percentOf(88_750),
      percentOf(149_750),
      percentOf(25_000),
      percentOf(1),
      percentOf(0),
    ]).toEqual(['20', '8.875', '14.975', '2.5', '0.0001', '0']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (m) => {
        expect(Math.round(Number(percentOf(m)) * 10_000)).toBe(m);
      }),
    );
  });
});

describe('the choices', () => {
  it('a rate is category S, an exemption E with its certificate, neither O', () => {
    expect(taxOf({ taxName: 'VAT', taxRateMillionths: 200_000, taxExemptCertificate: null })).toEqual({
      category: 'S',
      rateMillionths: 200_000,
      exemptionReason: null,
    });
    expect(taxOf({ taxName: null, taxRateMillionths: 0, taxExemptCertificate: 'EX-1' })).toMatchObject({
      category: 'E',
      exemptionReason: 'Exempt from tax: certificate EX-1',
    });
    expect(taxOf({ taxName: null, taxRateMillionths: 0, taxExemptCertificate: null })).toMatchObject({
      category: 'O',
    });
  });

  it('tells a VAT number (country prefix) from another tax number', () => {
    expect(
      ['GB 123 4567 89', 'DE811907980', 'FR40303265045', 'EL123456789', 'ATU12345678'].map(isVatNumber),
    ).toEqual([true, true, true, true, true]);
    expect(['12-3456789', '123456789', 'ABN 51 824 753 556'].map(isVatNumber)).toEqual([false, false, false]);
  });

  it('reads a format in any case and names each file', () => {
    expect(['ubl', 'CII', ' Factur-X '].map(eInvoiceFormatOf)).toEqual(['UBL', 'CII', 'FACTUR_X']);
    for (const bad of ['pdf', '', null, 7, ['ubl']])
      expect(() => eInvoiceFormatOf(bad)).toThrow('format must be one of ubl, cii, factur-x');
    expect([
      eInvoiceFilename('INV-000123', 'UBL'),
      eInvoiceFilename('CN-000012', 'CII'),
      eInvoiceFilename('INV-000123', 'FACTUR_X'),
    ]).toEqual(['INV-000123.ubl.xml', 'CN-000012.cii.xml', 'INV-000123.factur-x.pdf']);
  });
});
