/** Signed-in downloads (lib/download.ts, shared with the statements) and where an invoice's PDF is served. */
export { downloadMessage, downloadWithSession } from '../../lib/download';

/** Where an invoice's PDF is served (owner or admin). */
export const invoicePdfPath = (purchaseOrderId: string) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/invoice.pdf`;
/** Where a credit note's PDF is served (whoever may see its invoice). */
export const creditNotePdfPath = (purchaseOrderId: string, creditNoteId: string) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;
/** Where a shipment's packing slip is served (whoever may see its order). */
export const packingSlipPath = (purchaseOrderId: string, shipmentId: string) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/shipments/${encodeURIComponent(shipmentId)}/packing-slip.pdf`;
/** Where an invoice's or a credit note's e-invoice is served, in one of its formats (as their PDFs, docs/decisions/067, 102). */
export type EInvoiceFormat = 'ubl' | 'cii' | 'factur-x' | 'xrechnung-ubl' | 'xrechnung-cii';
export const invoiceEInvoicePath = (purchaseOrderId: string, format: EInvoiceFormat) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/e-invoice?format=${format}`;
export const creditNoteEInvoicePath = (
  purchaseOrderId: string,
  creditNoteId: string,
  format: EInvoiceFormat,
) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/credit-notes/${encodeURIComponent(creditNoteId)}/e-invoice?format=${format}`;
