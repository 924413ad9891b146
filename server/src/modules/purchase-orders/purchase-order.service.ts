/**
 * Purchase orders (docs/decisions/016): the module's service surface. One checkout turns a buyer's open items into
 * one purchase order (checkout.ts), after the credit check (the credit module) and the approval check
 * (approval-check.ts); reads.ts reads what was stored. A reorder is the wholesale module's. Invoices and their
 * documents, payments, fulfilment and approvals are modules of their own that build on this one, never the other
 * way; checkout asks the credit module, which knows nothing of purchase orders.
 */
export { type PurchaseOrderRow, lockOrder } from './po-common';
export { figuresOf } from './presenter';
export { VERIFY_EMAIL_TO_INVOICE, checkout, invoiceOneItem } from './checkout';
export { type PurchaseOrderFilter, purchaseOrder, myPurchaseOrders, purchaseOrders } from './reads';
