/**
 * The e-invoice facts of an invoice or credit note, read from the very documents their PDFs print
 * (InvoiceDocument, CreditNoteDocument) plus the parts of the frozen order those print as joined lines
 * (the billing address' fields, the tax rate): one source, so XML and PDF cannot disagree by a cent.
 */
import {
  CREDIT_SETTLEMENT_LABELS,
  termsLabel,
  type CreditSettlement,
  type InvoiceRemittance,
  type InvoiceSeller,
} from '@gluegun/common';
import type { PurchaseOrder } from '../../generated/prisma/client';
import type { InvoiceDocument } from '../invoices/invoice-document';
import type { CreditNoteDocument } from '../credit-notes/credit-note-pdf';
import {
  addressFromLines,
  taxOf,
  type EInvoiceAddress,
  type EInvoiceFacts,
  type EInvoiceParty,
  type EInvoicePayment,
  type EInvoiceSetup,
} from './einvoice-facts';

type OrderFacts = Pick<
  PurchaseOrder,
  | 'billToLine1'
  | 'billToLine2'
  | 'billToCity'
  | 'billToRegion'
  | 'billToPostalCode'
  | 'billToCountry'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'country'
  | 'taxName'
  | 'taxRateMillionths'
  | 'taxExemptCertificate'
  | 'poNumber'
  | 'buyerEmail'
  | 'contactPhone'
>;

const present = (t: string | null | undefined): t is string => typeof t === 'string' && t.trim() !== '';

/**
 * The billing address as its fields. An order without one bills to the delivery country, else the seller's: EN 16931
 * needs a country code, and the PDF prints no address then either.
 */
function billToOf(po: OrderFacts, sellerCountry: string): EInvoiceAddress {
  return {
    lines: [po.billToLine1, po.billToLine2].filter(present).map((l) => l.trim()),
    city: present(po.billToCity) ? po.billToCity.trim() : null,
    postalCode: present(po.billToPostalCode) ? po.billToPostalCode.trim() : null,
    region: present(po.billToRegion) ? po.billToRegion.trim() : null,
    country: (po.billToCountry ?? po.country ?? sellerCountry).trim().toUpperCase(),
  };
}

function deliverToOf(po: OrderFacts): EInvoiceAddress | null {
  if (!present(po.country)) return null;
  return {
    lines: [po.addressLine1, po.addressLine2].filter(present),
    city: po.city,
    postalCode: po.postalCode,
    region: po.region,
    country: po.country.trim().toUpperCase(),
  };
}

/** The seller as printed, with the city, postal code and contact point the configuration names (seller-contact-config.ts). */
function sellerParty(seller: InvoiceSeller, setup: EInvoiceSetup): EInvoiceParty {
  const { city, postalCode, contactName, phone } = setup.sellerContact;
  const address = { ...addressFromLines(seller.addressLines, setup.sellerCountry), city, postalCode };
  return { name: seller.name, address, taxId: seller.taxId, email: seller.email, phone, contactName };
}

/** The "Pay to" block: IBAN and BIC, else account and routing number, and the reference in its electronic form. */
export function paymentOf(r: InvoiceRemittance): EInvoicePayment {
  const compact = (t: string | null) => (t ? t.replace(/\s+/g, '').toUpperCase() : null);
  return {
    accountName: r.accountName,
    accountId: compact(r.iban) ?? compact(r.accountNumber),
    bankId: compact(r.bic) ?? compact(r.routingNumber),
    reference: compact(r.paymentReference) as string,
  };
}

/** An invoice's e-invoice facts: the totals block of its PDF (net, tax, total, balance) and its lines, unchanged. */
export function invoiceFacts(po: OrderFacts, doc: InvoiceDocument, setup: EInvoiceSetup): EInvoiceFacts {
  const { sellerCountry } = setup;
  return {
    kind: 'INVOICE',
    number: doc.invoiceNumber,
    issuedOn: doc.issuedOn,
    dueOn: doc.dueOn,
    creditsInvoice: null,
    orderNumber: doc.orderNumber,
    poNumber: doc.poNumber,
    buyerReference: setup.buyerReference,
    deliveredOn: setup.deliveredOn,
    notes: [doc.notes].filter(present),
    paymentTerms: `${termsLabel(doc.termsDays)}. ${doc.remittance.instructions}`.trim(),
    seller: sellerParty(doc.seller, setup),
    buyer: {
      name: doc.buyer.name,
      address: billToOf(po, sellerCountry),
      taxId: doc.buyer.taxId,
      email: doc.buyer.email,
      phone: present(doc.buyer.phone) ? doc.buyer.phone : null,
      contactName: present(doc.buyer.orderedBy) ? doc.buyer.orderedBy : null,
    },
    deliverTo: deliverToOf(po),
    lines: doc.lines.map((l) => ({
      position: l.position,
      sku: l.sku,
      customerPartNumber: l.customerPartNumber,
      productName: l.productName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    tax: taxOf(po),
    netCents: doc.subtotalCents,
    freightCents: doc.freightCents,
    freightLabel: doc.shippingMethodName ? `Freight (${doc.shippingMethodName})` : 'Freight',
    taxCents: doc.taxCents,
    totalCents: doc.totalCents,
    prepaidCents: doc.totalCents - doc.balanceCents,
    payableCents: doc.balanceCents,
    payment: paymentOf(doc.remittance),
    currency: doc.currency,
  };
}

/**
 * A credit note's e-invoice facts (type 381, naming the invoice it credits): its lines, net, tax and total as its PDF
 * prints them; what it is worth to the buyer is its whole amount.
 */
export function creditNoteFacts(
  po: OrderFacts,
  invoice: { number: string; issuedOn: string; orderNumber: string; buyerTaxId: string | null },
  doc: CreditNoteDocument,
  setup: EInvoiceSetup,
): EInvoiceFacts {
  const { sellerCountry } = setup;
  const settlement = CREDIT_SETTLEMENT_LABELS[doc.settlement as CreditSettlement] ?? doc.settlement;
  return {
    kind: 'CREDIT_NOTE',
    number: doc.creditNoteNumber,
    issuedOn: doc.issuedOn,
    dueOn: null,
    creditsInvoice: { number: invoice.number, issuedOn: invoice.issuedOn },
    orderNumber: invoice.orderNumber,
    poNumber: po.poNumber,
    buyerReference: setup.buyerReference,
    deliveredOn: setup.deliveredOn,
    notes: [doc.reason].filter(present),
    paymentTerms: `Credits invoice ${invoice.number}. Money already paid: ${settlement}.`,
    seller: sellerParty(doc.seller, setup),
    buyer: {
      name: doc.buyer.name,
      address: billToOf(po, sellerCountry),
      taxId: invoice.buyerTaxId,
      email: doc.buyer.email,
      phone: present(po.contactPhone) ? po.contactPhone : null,
      contactName: null,
    },
    deliverTo: deliverToOf(po),
    // A return's restocking fee is a line of its own taken off the goods (quantity -1), and credited freight one of its
    // own too (a note may credit freight alone, and EN 16931 wants at least one line), so the lines add up to the net.
    lines: [
      ...doc.lines.map((l) => ({ ...l, customerPartNumber: null })),
      ...(doc.restockingFeeCents > 0
        ? [
            {
              position: Math.max(0, ...doc.lines.map((l) => l.position)) + 1,
              sku: 'RESTOCKING-FEE',
              customerPartNumber: null,
              productName: 'Restocking fee kept',
              quantity: -1,
              unitPriceCents: doc.restockingFeeCents,
              lineTotalCents: -doc.restockingFeeCents,
            },
          ]
        : []),
      ...(doc.freightCents > 0
        ? [
            {
              position: Math.max(0, ...doc.lines.map((l) => l.position)) + 2,
              sku: 'FREIGHT',
              customerPartNumber: null,
              productName: 'Freight credited',
              quantity: 1,
              unitPriceCents: doc.freightCents,
              lineTotalCents: doc.freightCents,
            },
          ]
        : []),
    ],
    tax: taxOf(po),
    netCents: doc.amountCents - doc.taxCents,
    taxCents: doc.taxCents,
    totalCents: doc.amountCents,
    prepaidCents: 0,
    payableCents: doc.amountCents,
    payment: null,
    currency: 'USD',
  };
}
