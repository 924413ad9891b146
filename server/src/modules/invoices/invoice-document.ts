import type { InvoiceRemittance, InvoiceSeller } from '@gluegun/common';

/**
 * What an invoice shows, built once from a purchase order (purchase-order.service.ts) and rendered as PDF
 * (invoice-pdf.ts) and CSV rows (exports.ts). Plain data: no database or request types.
 */
export interface InvoiceParty {
  name: string;
  /** Company, street, city... one printed line each; empty lines left out. */
  lines: string[];
}

export interface InvoiceDocumentLine {
  position: number;
  sku: string;
  /** The buyer's company's own part number when the invoice was issued (null: none). */
  customerPartNumber: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** This line's tax (docs/decisions/041). */
  taxCents: number;
  /** The days asked for and promised for this line (docs/decisions/101), YYYY-MM-DD; null: none. */
  requestedDeliveryOn: string | null;
  promisedDeliveryOn: string | null;
  /** Both in words (common lineDeliveryText); null when the line has neither. */
  deliveryText: string | null;
}

export interface InvoiceDocumentPayment {
  receivedOn: string; // YYYY-MM-DD
  reference: string;
  amountCents: number;
}

export interface InvoiceDocumentCreditNote {
  creditNoteNumber: string; // CN-000012
  issuedOn: string; // YYYY-MM-DD
  amountCents: number;
}

export interface InvoiceDocument {
  invoiceNumber: string; // INV-000123
  orderNumber: string; // SO-000123
  /** The buyer's own purchase-order number, or null. */
  poNumber: string | null;
  /** The buyer reference (BT-10) when it is not the PO or order number it fell back to (shownBuyerReference), or null. */
  buyerReference: string | null;
  issuedOn: string; // YYYY-MM-DD
  dueOn: string; // YYYY-MM-DD
  termsDays: number;
  /** 'Awaiting payment', 'Paid', 'Overdue', 'Void'. */
  paymentStatusLabel: string;
  /** A void invoice (its order was cancelled) asks for nothing: no "Pay to", no reference to quote. */
  isVoid: boolean;
  /** Name, address lines, e-mail: the same block and order as the web invoice (remittance.ts). */
  seller: InvoiceSeller;
  /** Where to pay and this invoice's payment reference. */
  remittance: InvoiceRemittance;
  /**
   * Bill to: the buying company's legal name (`name`), its billing address as frozen at checkout, its tax id and who
   * ordered as printed lines (billToLines),
   * then the buyer's e-mail and phone. `taxId` and `orderedBy` are the same facts for the CSV columns.
   */
  buyer: InvoiceParty & { email: string; phone: string; taxId: string | null; orderedBy: string };
  /** Ship to: the delivery address, or ['To be confirmed']. */
  deliverTo: string[];
  lines: InvoiceDocumentLine[];
  /** Net. */
  subtotalCents: number;
  /** Freight before tax (docs/decisions/076) and its tax (part of taxCents); pending: quoted by us, not yet set. */
  freightCents: number;
  freightTaxCents: number;
  freightPending: boolean;
  shippingMethodName: string | null;
  /** The day staff set a quoted freight (YYYY-MM-DD), or null. */
  freightSetOn: string | null;
  /** The day the buyer asked for and the day the shop promised (YYYY-MM-DD, docs/decisions/083), or null; late: promised after requested. */
  requestedDeliveryOn: string | null;
  promisedDeliveryOn: string | null;
  promisedLate: boolean;
  /** Tax frozen on the order; total = subtotal + tax. */
  taxCents: number;
  /** The tax line's label ("VAT 20%"), or null when no rate applied (no tax line is printed). */
  taxLabel: string | null;
  /** The exemption certificate that kept tax off, printed under the totals; null otherwise. */
  taxExemptCertificate: string | null;
  totalCents: number;
  /** Credit notes against it (docs/decisions/038): balance = total - credited - paid. */
  creditedCents: number;
  /** Paid and still standing on the invoice (the order's paidCents): received less what credit notes gave back. */
  paidCents: number;
  /** What the buyer paid on it (payments plus customer credit applied): the totals block's "Paid". */
  receivedCents: number;
  /** What credit notes gave back of the money paid (refunded or held as the company's credit). */
  givenBackCents: number;
  balanceCents: number;
  /** The credit notes issued against it, oldest first. */
  creditNotes: InvoiceDocumentCreditNote[];
  payments: InvoiceDocumentPayment[];
  notes: string | null;
  currency: 'USD';
}
