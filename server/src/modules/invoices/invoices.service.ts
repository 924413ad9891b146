/**
 * Invoices as documents (docs/decisions/016, 021, 022): the one invoice document the web page, the PDF, the CSV
 * and the e-mails all read, the order exports, and a purchase order's REST view.
 */
export {
  INVOICE_FACTS_COLUMNS,
  MAX_EXPORT_ORDERS,
  invoiceDocumentFromFacts,
  invoiceDocumentOf,
  invoiceDocument,
  ordersForExport,
  purchaseOrderView,
} from './documents';
export type { InvoiceFactsRow } from './documents';
export { renderInvoicePdf } from './invoice-pdf';
export { invoicesCsv, purchaseOrdersCsv } from './exports';
export type { InvoiceDocument } from './invoice-document';
