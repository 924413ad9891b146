/**
 * What the German CIUS (XRechnung, docs/decisions/102) asks of the seller beyond the printed address lines: its city
 * and postal code as fields (SHOP_CITY, SHOP_POSTAL_CODE) and a contact point (SHOP_CONTACT_NAME, SHOP_PHONE; the
 * e-mail is SHOP_BILLING_EMAIL). Unset, the default address's own city and code are used, and outside production an
 * example phone; production never invents a phone, so XRechnung is refused until one is set.
 */
type Fail = (variable: string, problem: string) => never;

export interface SellerContact {
  city: string | null;
  postalCode: string | null;
  contactName: string;
  phone: string | null;
}

const MAX_TEXT = 100;

function text(env: NodeJS.ProcessEnv, name: string, fail: Fail): string | null {
  const v = env[name]?.trim() ?? '';
  if (v.length > MAX_TEXT) fail(name, `must be at most ${MAX_TEXT} characters`);
  return v === '' ? null : v;
}

export function sellerContactConfig(env: NodeJS.ProcessEnv, production: boolean, fail: Fail): SellerContact {
  const defaultAddress = !env.SHOP_ADDRESS?.trim();
  const phone = text(env, 'SHOP_PHONE', fail);
  // A receiver must be able to dial it: digits with spaces, +, -, /, ( and ), at least three digits (rule BR-DE-27).
  if (phone !== null && !(/^[0-9 +\-/()]+$/.test(phone) && (phone.match(/\d/g) ?? []).length >= 3)) {
    fail(
      'SHOP_PHONE',
      `must be a phone number: digits, spaces and + - / ( ), at least three digits (got "${phone}")`,
    );
  }
  return {
    city: text(env, 'SHOP_CITY', fail) ?? (defaultAddress ? 'Springfield' : null),
    postalCode: text(env, 'SHOP_POSTAL_CODE', fail) ?? (defaultAddress ? '62701' : null),
    contactName: text(env, 'SHOP_CONTACT_NAME', fail) ?? 'Accounts receivable',
    phone: phone ?? (production ? null : '+1 555 0100'),
  };
}
