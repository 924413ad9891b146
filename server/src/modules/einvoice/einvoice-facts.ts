/**
 * What an e-invoice says (docs/decisions/067), as plain data: the facts of one invoice or credit note, taken from the
 * same documents the PDFs print (invoices/documents.ts, credit-notes/reads.ts), so the XML cannot say otherwise.
 */

/** The EN 16931 VAT category of a document: standard rate, exempt (a certificate), or outside the tax (no rate). */
export type TaxCategory = 'S' | 'E' | 'O';

export interface EInvoiceTax {
  category: TaxCategory;
  /** The rate in millionths as frozen on the order (200000 = 20%); 0 unless the category is S. */
  rateMillionths: number;
  /** Why no tax was charged (E and O), as the receiver reads it; null for S. */
  exemptionReason: string | null;
}

export interface EInvoiceAddress {
  /** Street lines, then any further printed lines. */
  lines: string[];
  city: string | null;
  postalCode: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface EInvoiceParty {
  name: string;
  address: EInvoiceAddress;
  /** The VAT or tax number as printed ("Tax ID: ..."), or null. */
  taxId: string | null;
  email: string;
  phone: string | null;
  /** Who ordered (the buyer's contact), or null. */
  contactName: string | null;
}

export interface EInvoiceLine {
  position: number;
  sku: string;
  customerPartNumber: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  /** Net. */
  lineTotalCents: number;
}

/** Where to pay, as the invoice's "Pay to" block; null account fields are not configured. */
export interface EInvoicePayment {
  accountName: string;
  /** IBAN (compact) or, without one, the bank account number. */
  accountId: string | null;
  /** BIC or, without one, the routing number. */
  bankId: string | null;
  /** The ISO 11649 creditor reference in its electronic form (RF73INV000123). */
  reference: string;
}

export interface EInvoiceFacts {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  /** INV-000123 or CN-000012. */
  number: string;
  issuedOn: string;
  /** Invoices only. */
  dueOn: string | null;
  /** A credit note's invoice (number and issue day); null for an invoice. */
  creditsInvoice: { number: string; issuedOn: string } | null;
  orderNumber: string;
  poNumber: string | null;
  /** The buyer reference (BT-10) frozen on the order when placed (docs/decisions/111); null = none. */
  buyerReference: string | null;
  /** The actual delivery date (BT-72): the day the order's last shipment left; null = nothing shipped yet. */
  deliveredOn: string | null;
  notes: string[];
  /** "Net 30"; for a credit note, what became of the money. */
  paymentTerms: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  deliverTo: EInvoiceAddress | null;
  lines: EInvoiceLine[];
  tax: EInvoiceTax;
  /** The lines' sum (net). */
  netCents: number;
  /** Freight as a document-level charge (docs/decisions/076), taxed in the same category; absent or 0: none. */
  freightCents?: number;
  freightLabel?: string;
  taxCents: number;
  totalCents: number;
  /** What no longer has to be paid: credited plus paid standing on the invoice (total - balance); 0 on a credit note. */
  prepaidCents: number;
  /** The invoice's balance (amount due) or the credit note's total. */
  payableCents: number;
  payment: EInvoicePayment | null;
  currency: 'USD';
}

/** What an e-invoice takes from beyond its document: the seller's country and contact, the order's frozen buyer
 * reference and its shipments' last day. */
export interface EInvoiceSetup {
  sellerCountry: string;
  sellerContact: {
    city: string | null;
    postalCode: string | null;
    contactName: string;
    phone: string | null;
  };
  buyerReference: string | null;
  deliveredOn: string | null;
}

/** The tax category of an order's frozen tax (docs/decisions/041): a rate, an exemption, or neither. */
export function taxOf(o: {
  taxName: string | null;
  taxRateMillionths: number;
  taxExemptCertificate: string | null;
}): EInvoiceTax {
  if (o.taxName && o.taxRateMillionths > 0)
    return { category: 'S', rateMillionths: o.taxRateMillionths, exemptionReason: null };
  if (o.taxExemptCertificate)
    return {
      category: 'E',
      rateMillionths: 0,
      exemptionReason: `Exempt from tax: certificate ${o.taxExemptCertificate}`,
    };
  return { category: 'O', rateMillionths: 0, exemptionReason: 'Not subject to tax' };
}

/** Cents as the XML's decimal amount ("1234.50"), from integers only. */
export function amountOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in millionths as a percentage without trailing zeros (88750 -> "8.875", 200000 -> "20"). */
export function percentOf(millionths: number): string {
  const whole = Math.trunc(millionths / 10_000);
  const fraction = String(millionths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** Countries whose VAT numbers carry their prefix (the EU's, with EL for Greece and XI for Northern Ireland, and neighbours'). */
const VAT_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR GB HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI CH NO'.split(' '),
);

/** A VAT number starts with its country's two letters (rule BR-CO-09); other tax numbers are tax registrations. */
export const isVatNumber = (taxId: string): boolean =>
  VAT_PREFIXES.has(taxId.trim().slice(0, 2)) && /\d/.test(taxId);

/** An address from its printed lines (the seller's configured lines): the first two are streets, the rest extra lines. */
export function addressFromLines(lines: readonly string[], country: string): EInvoiceAddress {
  return { lines: lines.filter((l) => l.trim() !== ''), city: null, postalCode: null, region: null, country };
}
