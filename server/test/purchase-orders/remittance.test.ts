/**
 * Remittance: the invoice's ISO 11649 payment reference and the checks on the seller's bank
 * details (common/src/remittance.ts), and the SHOP_BANK_* configuration that uses them. Pure unit tests: no database.
 */
import fc from 'fast-check';
import {
  creditorReferenceFor,
  formatCreditorReference,
  formatIban,
  isValidBankAccountNumber,
  isValidBic,
  isValidCreditorReference,
  isValidIban,
  isValidRoutingNumber,
  paymentReferenceFor,
  remittanceRows,
} from '@gluegun/common';
import { ConfigError, loadConfig } from '../../src/config';

describe('ISO 11649 creditor reference', () => {
  it("matches the standard's own example and is built from the invoice number", () => {
    expect(creditorReferenceFor('539007547034')).toBe('RF18539007547034'); // ISO 11649 annex example
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(creditorReferenceFor('INV-000123')).toBe('RF73INV000123');
    expect(paymentReferenceFor('INV-000123')).toBe('RF73 INV000123');
    expect(creditorReferenceFor('INV-000001')).toMatch(/^RF\d{2}INV000001$/);
    expect(formatCreditorReference('rf73inv000123')).toBe('RF73 INV000123');
  });

  it('check digits are two digits from 02 to 98 and every reference it builds validates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        const ref = creditorReferenceFor(`INV-${String(n).padStart(6, '0')}`);
        const check = Number(ref.slice(2, 4));
        return (
          check >= 2 &&
          check <= 98 &&
          isValidCreditorReference(ref) &&
          isValidCreditorReference(formatCreditorReference(ref).toLowerCase())
        );
      }),
    );
  });

  it('catches any one mistyped digit or letter and any two swapped neighbouring digits or letters', () => {
    // MOD 97-10 guarantees these; a digit typed as a letter changes the number's length and is caught only mostly.
    const ref = creditorReferenceFor('INV-004217');
    const sameClass = (a: string, b: string) => /\d/.test(a) === /\d/.test(b);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 2; i < ref.length; i++) {
      for (const c of alphabet) {
        if (c === ref[i] || !sameClass(c, ref[i])) continue;
        expect({
          typo: `${ref.slice(0, i)}${c}${ref.slice(i + 1)}`,
          valid: isValidCreditorReference(`${ref.slice(0, i)}${c}${ref.slice(i + 1)}`),
        }).toEqual({ typo: `${ref.slice(0, i)}${c}${ref.slice(i + 1)}`, valid: false });
      }
    }
    for (let i = 2; i < ref.length - 1; i++) {
      if (ref[i] === ref[i + 1] || !sameClass(ref[i], ref[i + 1])) continue;
      const swapped = `${ref.slice(0, i)}${ref[i + 1]}${ref[i]}${ref.slice(i + 2)}`;
      expect({ swapped, valid: isValidCreditorReference(swapped) }).toEqual({ swapped, valid: false });
    }
  });

  it('refuses malformed references and invoice numbers that cannot be one', () => {
    for (const bad of [
      '',
      'RF',
      'RF73',
      'RF7INV000123',
      'XX73INV000123',
      'RF73INV-000123',
      `RF00${'1'.repeat(22)}`,
      'INV000123',
    ]) {
      expect({ bad, valid: isValidCreditorReference(bad) }).toEqual({ bad, valid: false });
    }
    expect(() => creditorReferenceFor('---')).toThrow(/1 to 21 letters or digits/);
    expect(() => creditorReferenceFor('X'.repeat(22))).toThrow(/1 to 21 letters or digits/);
  });
});

describe('bank detail checks', () => {
  it('IBAN: MOD 97 check digits, spaces and case ignored', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false); // one digit off
    expect(isValidIban('GB28 WEST 1234 5698 7654 32')).toBe(false); // check digits swapped
    expect(isValidIban('GB82')).toBe(false);
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });

  it('BIC: 8 or 11 characters, bank and country letters', () => {
    for (const good of ['WESTGB2L', 'DEUTDEFF500', 'deutdeff'])
      expect({ good, valid: isValidBic(good) }).toEqual({ good, valid: true });
    for (const bad of ['WESTGB2', 'WESTGB2L5', '1234GB2L', 'WEST12AB', 'DEUTDEFF5000'])
      expect({ bad, valid: isValidBic(bad) }).toEqual({ bad, valid: false });
  });

  it('routing number: nine digits with the ABA 3-7-1 checksum; account number 4 to 17 digits', () => {
    for (const good of ['123456780', '021000021', '011000015'])
      expect({ good, valid: isValidRoutingNumber(good) }).toEqual({ good, valid: true });
    for (const bad of ['123456789', '12345678', '1234567800', '12345678O'])
      expect({ bad, valid: isValidRoutingNumber(bad) }).toEqual({ bad, valid: false });
    expect(isValidBankAccountNumber('000123456789')).toBe(true);
    expect(isValidBankAccountNumber('123')).toBe(false);
    expect(isValidBankAccountNumber('12-34-56')).toBe(false);
  });

  it('remittanceRows prints the configured fields in one order and leaves unset ones out', () => {
    const rows = remittanceRows({
      accountName: 'Glue Gun Wholesale',
      bankName: null,
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      routingNumber: null,
      accountNumber: null,
      instructions: 'Pay',
      paymentReference: 'RF73 INV000123',
    });
    expect(rows).toEqual([
      { label: 'Account name', value: 'Glue Gun Wholesale' },
      { label: 'IBAN', value: 'GB82 WEST 1234 5698 7654 32' },
      { label: 'BIC', value: 'WESTGB2L' },
      { label: 'Reference', value: 'RF73 INV000123' },
    ]);
  });
});

describe('SHOP_BANK_* configuration', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/gluegun-remittance-test' };
  const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });
  const refusal = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    throw new Error('configuration was accepted');
  };

  it('development and test print marked example details when none are set; production prints none', () => {
    const dev = load({}).remittance;
    expect(dev).toMatchObject({
      example: true,
      accountName: 'Glue Gun Wholesale',
      routingNumber: '123456780',
      accountNumber: '000123456789',
    });
    expect(dev.bankName).toMatch(/example details, not a real account/);
    const prod = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/shop',
      FIREBASE_PROJECT_ID: 'shop-prod',
    }).remittance;
    expect(prod).toMatchObject({
      example: false,
      bankName: null,
      iban: null,
      bic: null,
      routingNumber: null,
      accountNumber: null,
    });
  });

  it('reads an IBAN account (normalised) or a US account, with the name and instructions', () => {
    const eu = load({
      SHOP_BANK_ACCOUNT_NAME: 'GGW Ltd',
      SHOP_BANK_NAME: 'West Bank',
      SHOP_BANK_IBAN: 'gb82 west 1234 5698 7654 32',
      SHOP_BANK_BIC: 'westgb2l',
      SHOP_PAYMENT_INSTRUCTIONS: 'Pay in USD.',
    }).remittance;
    expect(eu).toEqual({
      accountName: 'GGW Ltd',
      bankName: 'West Bank',
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      routingNumber: null,
      accountNumber: null,
      instructions: 'Pay in USD.',
      example: false,
    });
    const us = load({ SHOP_BANK_ROUTING: '021000021', SHOP_BANK_ACCOUNT: '9876543210' }).remittance;
    expect(us).toMatchObject({
      routingNumber: '021000021',
      accountNumber: '9876543210',
      iban: null,
      example: false,
      accountName: 'Glue Gun Wholesale',
    });
  });

  it('refuses to start on a bad or half-set bank, naming the variable', () => {
    expect(refusal({ SHOP_BANK_IBAN: 'GB82WEST12345698765433', SHOP_BANK_BIC: 'WESTGB2L' })).toMatch(
      /SHOP_BANK_IBAN is not a valid IBAN/,
    );
    expect(refusal({ SHOP_BANK_IBAN: 'GB82WEST12345698765432', SHOP_BANK_BIC: 'WEST' })).toMatch(
      /SHOP_BANK_BIC is not a valid BIC/,
    );
    expect(refusal({ SHOP_BANK_ROUTING: '123456789', SHOP_BANK_ACCOUNT: '000123456789' })).toMatch(
      /SHOP_BANK_ROUTING is not a valid ABA routing number/,
    );
    expect(refusal({ SHOP_BANK_ROUTING: '123456780', SHOP_BANK_ACCOUNT: 'ABC' })).toMatch(
      /SHOP_BANK_ACCOUNT must be 4 to 17 digits/,
    );
    expect(refusal({ SHOP_BANK_IBAN: 'GB82WEST12345698765432' })).toMatch(
      /SHOP_BANK_BIC is required with SHOP_BANK_IBAN/,
    );
    expect(refusal({ SHOP_BANK_ACCOUNT: '000123456789' })).toMatch(
      /SHOP_BANK_ROUTING is required with SHOP_BANK_ACCOUNT/,
    );
    expect(
      refusal({
        SHOP_BANK_IBAN: 'GB82WEST12345698765432',
        SHOP_BANK_BIC: 'WESTGB2L',
        SHOP_BANK_ROUTING: '123456780',
        SHOP_BANK_ACCOUNT: '000123456789',
      }),
    ).toMatch(/set either SHOP_BANK_IBAN with SHOP_BANK_BIC, or SHOP_BANK_ROUTING with SHOP_BANK_ACCOUNT/);
    expect(refusal({ SHOP_PAYMENT_INSTRUCTIONS: 'x'.repeat(201) })).toMatch(
      /SHOP_PAYMENT_INSTRUCTIONS must be at most 200 characters/,
    );
  });
});
