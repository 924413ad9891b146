/** Signed-in downloads (lib/download.ts, shared with the statements) and where an invoice's PDF is served. */
export { downloadMessage, downloadWithSession } from '../../lib/download';

/** Where an invoice's PDF is served (owner or admin). */
export const invoicePdfPath = (purchaseOrderId: string) => `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/invoice.pdf`;
/** Where a credit note's PDF is served (whoever may see its invoice). */
export const creditNotePdfPath = (purchaseOrderId: string, creditNoteId: string) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;
/** Where a shipment's packing slip is served (whoever may see its order). */
export const packingSlipPath = (purchaseOrderId: string, shipmentId: string) =>
  `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/shipments/${encodeURIComponent(shipmentId)}/packing-slip.pdf`;
