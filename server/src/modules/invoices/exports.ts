/**
 * CSV exports of purchase orders and invoices for the accounting tool. RFC 4180: a header row first, CRLF after
 * every row, fields with a comma, quote or line break quoted (inner quotes doubled). UTF-8 without a BOM: the
 * route that serves the file adds one for Excel.
 *
 * Written with the shop's one CSV writer (server/src/lib/csv.ts): text that came from users (names, e-mails, company,
 * PO number, SKU, product name) is defused against formula injection; numbers and dates we write ourselves are
 * written bare, so a spreadsheet reads them as numbers (-12.50 stays a number and is never prefixed).
 */
import { linesPromisedBy } from '@gluegun/common';
import { csvDocument, own, text, type CsvCell } from '../../lib/csv';
import type { PurchaseOrder } from '../../generated/prisma/client';
import type { PurchaseOrderFigures } from '../purchase-orders/presenter';
import type { InvoiceDocument } from './invoice-document';

/** One purchase order in the orders export. Money in integer cents; dates YYYY-MM-DD. */
export interface PurchaseOrderCsvRow {
  orderNumber: string;
  invoiceNumber: string;
  poNumber: string | null;
  createdOn: string;
  buyerName: string;
  buyerEmail: string;
  /** The buying company's legal name (bill to) and its tax id (null: none). */
  companyName: string | null;
  companyTaxId: string | null;
  lineCount: number;
  /** Net, tax and the tax line's label (docs/decisions/041): the last columns, so existing imports keep theirs. */
  subtotalCents: number;
  taxCents: number;
  taxLabel: string | null;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  balanceCents: number;
  /** Freight before tax and the shipping method (docs/decisions/076): the last columns, after the tax ones. */
  freightCents?: number;
  shippingMethodName?: string | null;
  paymentStatusLabel: string;
  fulfilmentStatusLabel: string;
  dueOn: string;
  /** The order's requested and promised delivery days and the latest of its lines' promises (docs/decisions/083, 101): the last columns. */
  requestedDeliveryOn?: string | null;
  promisedDeliveryOn?: string | null;
  linesPromisedBy?: string | null;
}

/** An order of the export as its row: the presenter's figures, the invoice's, and the order's own columns. */
export function purchaseOrderCsvRow({
  po,
  figures,
  document,
}: {
  po: PurchaseOrder;
  figures: PurchaseOrderFigures;
  document: InvoiceDocument;
}): PurchaseOrderCsvRow {
  return {
    orderNumber: figures.orderNumber,
    invoiceNumber: po.invoiceNumber,
    poNumber: po.poNumber,
    createdOn: figures.issuedOn,
    buyerName: po.buyerName,
    buyerEmail: po.buyerEmail,
    companyName: figures.billToName,
    companyTaxId: figures.billToTaxId,
    lineCount: document.lines.length,
    subtotalCents: po.subtotalCents,
    taxCents: po.taxCents,
    taxLabel: document.taxLabel,
    totalCents: po.totalCents,
    creditedCents: po.creditedCents,
    paidCents: po.paidCents,
    balanceCents: figures.balanceCents,
    freightCents: po.freightCents,
    shippingMethodName: po.shippingMethodName,
    paymentStatusLabel: figures.paymentStatusLabel,
    fulfilmentStatusLabel: figures.fulfilmentStatusLabel,
    dueOn: figures.dueOn,
    requestedDeliveryOn: document.requestedDeliveryOn,
    promisedDeliveryOn: document.promisedDeliveryOn,
    linesPromisedBy: linesPromisedBy(document.lines.map((l) => l.promisedDeliveryOn)),
  };
}

/** Integer cents as plain decimal dollars: 123450 -> 1234.50, -5 -> -0.05. No currency sign, no separators. */
export function centsToDecimal(cents: number): string {
  const whole = Math.trunc(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const money = (cents: number): CsvCell => own(centsToDecimal(cents));
const integer = (n: number): CsvCell => own(String(Math.trunc(n)));

const PURCHASE_ORDER_HEADER = [
  'Order number',
  'Invoice number',
  'PO number',
  'Created on',
  'Buyer name',
  'Buyer e-mail',
  'Company',
  'Lines',
  'Total',
  'Credited',
  'Paid',
  'Balance',
  'Payment status',
  'Fulfilment status',
  'Due on',
  'Company tax ID',
  'Subtotal',
  'Tax',
  'Tax rate',
  'Freight',
  'Shipping method',
  'Requested delivery',
  'Promised delivery',
  'Lines promised by',
];

/** One row per purchase order. */
export function purchaseOrdersCsv(rows: PurchaseOrderCsvRow[]): string {
  return csvDocument(
    PURCHASE_ORDER_HEADER,
    rows.map((r) => [
      own(r.orderNumber),
      own(r.invoiceNumber),
      text(r.poNumber),
      own(r.createdOn),
      text(r.buyerName),
      text(r.buyerEmail),
      text(r.companyName),
      integer(r.lineCount),
      money(r.totalCents),
      money(r.creditedCents),
      money(r.paidCents),
      money(r.balanceCents),
      own(r.paymentStatusLabel),
      own(r.fulfilmentStatusLabel),
      own(r.dueOn),
      text(r.companyTaxId),
      money(r.subtotalCents),
      money(r.taxCents),
      text(r.taxLabel),
      money(r.freightCents ?? 0),
      text(r.shippingMethodName ?? null),
      own(r.requestedDeliveryOn ?? ''),
      own(r.promisedDeliveryOn ?? ''),
      own(r.linesPromisedBy ?? ''),
    ]),
  );
}

const INVOICE_HEADER = [
  'Invoice number',
  'Order number',
  'PO number',
  'Issue date',
  'Due date',
  'Buyer name',
  'Buyer e-mail',
  'Company',
  'SKU',
  'Product',
  'Quantity',
  'Unit price',
  'Line total',
  'Invoice total',
  'Credited',
  'Paid',
  'Balance',
  'Payment status',
  'Company tax ID',
  'Line tax',
  'Invoice subtotal',
  'Invoice tax',
  'Tax rate',
  'Tax exemption certificate',
  'Customer part number',
  'Invoice freight',
  'Invoice freight tax',
  'Shipping method',
  'Line requested delivery',
  'Line promised delivery',
];

/**
 * One row per invoice line; the invoice's own columns repeat on each of its lines. An invoice without lines still
 * gets one row (empty line columns) so its totals reach the accounting tool. "Buyer name" is the person who
 * ordered; "Company" and "Company tax ID" (late, so existing imports keep their columns) are the company billed; the
 * buyer's own part number comes last for the same reason.
 */
export function invoicesCsv(rows: InvoiceDocument[]): string {
  const out: CsvCell[][] = [];
  for (const inv of rows) {
    const head = [
      own(inv.invoiceNumber),
      own(inv.orderNumber),
      text(inv.poNumber),
      own(inv.issuedOn),
      own(inv.dueOn),
      text(inv.buyer.orderedBy),
      text(inv.buyer.email),
      text(inv.buyer.name),
    ];
    const tail = [
      money(inv.totalCents),
      money(inv.creditedCents),
      money(inv.paidCents),
      money(inv.balanceCents),
      own(inv.paymentStatusLabel),
      text(inv.buyer.taxId),
    ];
    const taxTail = [
      money(inv.subtotalCents),
      money(inv.taxCents),
      text(inv.taxLabel),
      text(inv.taxExemptCertificate),
    ];
    const lines = inv.lines.length > 0 ? inv.lines : [null];
    for (const line of lines) {
      const middle = line
        ? [
            text(line.sku),
            text(line.productName),
            integer(line.quantity),
            money(line.unitPriceCents),
            money(line.lineTotalCents),
          ]
        : [text(''), text(''), own(''), own(''), own('')];
      const freightTail = [
        money(inv.freightCents),
        money(inv.freightTaxCents),
        text(
          inv.freightPending
            ? `${inv.shippingMethodName ?? ''} (freight to be quoted)`.trim()
            : inv.shippingMethodName,
        ),
      ];
      const days = [own(line?.requestedDeliveryOn ?? ''), own(line?.promisedDeliveryOn ?? '')];
      out.push([
        ...head,
        ...middle,
        ...tail,
        line ? money(line.taxCents) : own(''),
        ...taxTail,
        text(line?.customerPartNumber ?? ''),
        ...freightTail,
        ...days,
      ]);
    }
  }
  return csvDocument(INVOICE_HEADER, out);
}
