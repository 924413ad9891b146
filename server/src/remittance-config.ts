/**
 * The seller's bank details and payment instructions (docs/decisions/021), read from SHOP_BANK_*
 * and SHOP_PAYMENT_INSTRUCTIONS. Either an IBAN with its BIC or a US routing number with an account number; each is
 * checked (IBAN MOD 97, BIC shape, ABA checksum) so a typo in the configuration never reaches a buyer's transfer.
 *
 * Development and test print clearly marked example details when none are set, so every invoice shows the block.
 * Production never invents an account: without SHOP_BANK_* the invoice prints the instructions and the reference
 * and no bank fields.
 */
import { isValidBankAccountNumber, isValidBic, isValidIban, isValidRoutingNumber } from '@gluegun/common';

export interface RemittanceConfig {
  accountName: string;
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  routingNumber: string | null;
  accountNumber: string | null;
  instructions: string;
  /** True when the example details below are in use (never in production). */
  example: boolean;
}

/** Printed in development and test when no bank is configured: visibly not an account to pay into. */
export const EXAMPLE_REMITTANCE = {
  bankName: 'Example Bank (example details, not a real account)',
  routingNumber: '123456780', // passes the ABA checksum, belongs to no bank
  accountNumber: '000123456789',
} as const;

const DEFAULT_INSTRUCTIONS =
  'Pay by bank transfer. Quote the reference so we can match your payment to this invoice.';
const MAX_TEXT = 200;

type Fail = (variable: string, problem: string) => never;

function text(env: NodeJS.ProcessEnv, name: string, fail: Fail): string | null {
  const v = env[name]?.trim() ?? '';
  if (v.length > MAX_TEXT) fail(name, `must be at most ${MAX_TEXT} characters`);
  return v === '' ? null : v;
}

/** Upper case with spaces removed (how IBANs and BICs are compared); null when unset. */
function code(env: NodeJS.ProcessEnv, name: string): string | null {
  const v = (env[name] ?? '').replace(/\s+/g, '').toUpperCase();
  return v === '' ? null : v;
}

export function remittanceConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  sellerName: string,
  fail: Fail,
): RemittanceConfig {
  const iban = code(env, 'SHOP_BANK_IBAN');
  const bic = code(env, 'SHOP_BANK_BIC');
  const routingNumber = env.SHOP_BANK_ROUTING?.trim() || null;
  const accountNumber = env.SHOP_BANK_ACCOUNT?.trim() || null;
  const base = {
    accountName: text(env, 'SHOP_BANK_ACCOUNT_NAME', fail) ?? sellerName,
    bankName: text(env, 'SHOP_BANK_NAME', fail),
    instructions: text(env, 'SHOP_PAYMENT_INSTRUCTIONS', fail) ?? DEFAULT_INSTRUCTIONS,
  };

  if (iban !== null && !isValidIban(iban))
    fail('SHOP_BANK_IBAN', `is not a valid IBAN (its check digits do not match: "${env.SHOP_BANK_IBAN}")`);
  if (bic !== null && !isValidBic(bic))
    fail(
      'SHOP_BANK_BIC',
      `is not a valid BIC: 8 or 11 letters and digits like DEUTDEFF or DEUTDEFF500 (got "${env.SHOP_BANK_BIC}")`,
    );
  if (routingNumber !== null && !isValidRoutingNumber(routingNumber)) {
    fail(
      'SHOP_BANK_ROUTING',
      `is not a valid ABA routing number: nine digits with a matching checksum (got "${routingNumber}")`,
    );
  }
  if (accountNumber !== null && !isValidBankAccountNumber(accountNumber))
    fail('SHOP_BANK_ACCOUNT', `must be 4 to 17 digits (got "${accountNumber}")`);

  const international = iban !== null || bic !== null;
  const domestic = routingNumber !== null || accountNumber !== null;
  if (international && domestic)
    fail(
      'SHOP_BANK_IBAN',
      'and SHOP_BANK_ROUTING are both set: set either SHOP_BANK_IBAN with SHOP_BANK_BIC, or SHOP_BANK_ROUTING with SHOP_BANK_ACCOUNT',
    );
  if (international && iban === null) fail('SHOP_BANK_IBAN', 'is required with SHOP_BANK_BIC');
  if (international && bic === null) fail('SHOP_BANK_BIC', 'is required with SHOP_BANK_IBAN');
  if (domestic && routingNumber === null) fail('SHOP_BANK_ROUTING', 'is required with SHOP_BANK_ACCOUNT');
  if (domestic && accountNumber === null) fail('SHOP_BANK_ACCOUNT', 'is required with SHOP_BANK_ROUTING');

  if (international || domestic) {
    return { ...base, iban, bic, routingNumber, accountNumber, example: false };
  }
  if (production) {
    return { ...base, iban: null, bic: null, routingNumber: null, accountNumber: null, example: false };
  }
  return {
    ...base,
    bankName: EXAMPLE_REMITTANCE.bankName, // even if SHOP_BANK_NAME is set: the numbers are the example's
    iban: null,
    bic: null,
    routingNumber: EXAMPLE_REMITTANCE.routingNumber,
    accountNumber: EXAMPLE_REMITTANCE.accountNumber,
    example: true,
  };
}
