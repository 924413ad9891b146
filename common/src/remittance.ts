/**
 * Getting paid by bank transfer (docs/decisions/021): the invoice's payment reference and the
 * checks on the seller's bank details. The server validates its configuration with these; every invoice (web and
 * PDF) prints the same seller and remittance block from `remittanceRows`.
 */

/** Letters count as 10..35 and digits as themselves (ISO 7064 MOD 97-10, shared by IBAN and RF references). */
function mod97(alphanumeric: string): number {
  let rest = 0;
  for (const ch of alphanumeric) {
    const digits = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** Upper case without spaces: the electronic form banks compare. */
const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Most characters after RF and the check digits (ISO 11649: 25 in all). */
const MAX_CREDITOR_REFERENCE_BODY = 21;

/**
 * The ISO 11649 creditor reference of an invoice: `RF`, two check digits, then the invoice number without its
 * hyphen (INV-000123 -> RF73INV000123, electronic form). A transfer carries it; one mistyped digit or letter, or
 * two swapped neighbouring digits, no longer passes `isValidCreditorReference`, so a payment is not matched to the
 * wrong invoice.
 */
export function creditorReferenceFor(invoiceNumber: string): string {
  const body = compact(invoiceNumber).replace(/[^A-Z0-9]/g, '');
  if (body === '' || body.length > MAX_CREDITOR_REFERENCE_BODY) {
    throw new Error(
      `A creditor reference needs 1 to ${MAX_CREDITOR_REFERENCE_BODY} letters or digits (got "${invoiceNumber}")`,
    );
  }
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** True for a well-formed ISO 11649 reference whose check digits match (spaces and case ignored). */
export function isValidCreditorReference(text: string): boolean {
  const ref = compact(text);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  return mod97(`${ref.slice(4)}${ref.slice(0, 4)}`) === 1;
}

/**
 * How a reference is printed: the check part, a space, then the rest (RF73 INV000123), so a person sees their
 * invoice number in it. Banks strip the space; `isValidCreditorReference` does too.
 */
export function formatCreditorReference(reference: string): string {
  const ref = compact(reference);
  return `${ref.slice(0, 4)} ${ref.slice(4)}`;
}

/** The printed payment reference of an invoice number (INV-000123 -> "RF73 INV000123"). */
export const paymentReferenceFor = (invoiceNumber: string): string =>
  formatCreditorReference(creditorReferenceFor(invoiceNumber));

/** An IBAN with a well-formed shape (country, check digits, 11-30 letters or digits) and a passing MOD 97 check. */
export function isValidIban(text: string): boolean {
  const iban = compact(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

/** An IBAN in groups of four, as printed on paper (GB82 WEST 1234 5698 7654 32). */
export const formatIban = (text: string): string => compact(text).replace(/(.{4})(?=.)/g, '$1 ');

/** A BIC (SWIFT code): bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (text: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(text));

/** A US ABA routing number: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isValidRoutingNumber(text: string): boolean {
  const digits = text.trim();
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return sum % 10 === 0;
}

/** A US bank account number: 4 to 17 digits. */
export const isValidBankAccountNumber = (text: string): boolean => /^\d{4,17}$/.test(text.trim());

/** Who sells: printed the same way (name, address lines, tax number, e-mail) on the web invoice and the PDF. */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  email: string;
  /** The seller's VAT or tax number (SHOP_TAX_ID), or null when none is configured. */
  taxId: string | null;
}

/** The printed line of a VAT or tax number, the same on every document of both parties. */
export const taxIdLine = (taxId: string): string => `Tax ID: ${taxId}`;

/** The seller every document names, from the shop's configured seller (SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL, SHOP_TAX_ID). */
export function sellerOf(seller: {
  name: string;
  lines: readonly string[];
  email: string;
  taxId: string | null;
}): InvoiceSeller {
  return { name: seller.name, addressLines: [...seller.lines], email: seller.email, taxId: seller.taxId };
}

/** The seller's lines under its name on every document: address lines, then its tax number when configured. */
export function sellerLines(seller: InvoiceSeller): string[] {
  return [...seller.addressLines, ...(seller.taxId ? [taxIdLine(seller.taxId)] : [])];
}

/** Where and how to pay one invoice. Bank fields the seller has not configured are null. */
export interface InvoiceRemittance {
  accountName: string;
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  routingNumber: string | null;
  accountNumber: string | null;
  instructions: string;
  /** This invoice's ISO 11649 reference as printed ("RF73 INV000123"). */
  paymentReference: string;
}

/** Heading of the remittance block on every invoice. */
export const REMITTANCE_HEADING = 'Pay to';

/** The remittance block as label/value rows, in print order; unset bank fields are left out. */
export function remittanceRows(r: InvoiceRemittance): Array<{ label: string; value: string }> {
  const rows: Array<[string, string | null]> = [
    ['Account name', r.accountName],
    ['Bank', r.bankName],
    ['IBAN', r.iban && formatIban(r.iban)],
    ['BIC', r.bic],
    ['Routing number', r.routingNumber],
    ['Account number', r.accountNumber],
    ['Reference', r.paymentReference],
  ];
  return rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => ({ label, value }));
}

/** One line for page footers: the account and the reference. */
export const remittanceSummary = (r: InvoiceRemittance): string =>
  `Pay by bank transfer to ${r.accountName}, reference ${r.paymentReference}`;
