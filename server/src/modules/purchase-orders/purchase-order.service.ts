/**
 * Purchase orders and invoices (docs/decisions/016): the module's service surface.
 * One checkout turns a buyer's open items into one purchase order (checkout.ts); payment (payments.ts) and
 * fulfilment (fulfilment.ts) are separate; credit (credit.ts, credit-figures.ts) keeps open invoices within the
 * company's limit and an overdue one holds new checkouts; reads.ts, reorder.ts and documents.ts read what was
 * stored. Resolvers, REST routes and other modules call the service through this file; each part imports only
 * po-common.ts and the parts it needs.
 */
export { type PurchaseOrderRow, lockOrder } from './po-common';
export { figuresOf } from './presenter';
export { type CreditView, creditOf } from './credit-figures';
export { myCredit, creditOfUser, setCreditTerms, liftCreditHold, liftHoldOf } from './credit';
export { VERIFY_EMAIL_TO_INVOICE, checkout, invoiceOneItem } from './checkout';
export { type PurchaseOrderFilter, purchaseOrder, myPurchaseOrders, purchaseOrders } from './reads';
export { recordPayment } from './payments';
export { refreshFulfilment, updateFulfilment, cancelOrderOfItem } from './fulfilment';
export { reorder } from './reorder';
export { submitOrder, approveOrder, rejectOrder, withdrawOrderRequest, orderRequest, myOrderRequests, approvalQueue } from './approvals';
export { approvalPreview, setApprovalRules, setSpendingLimits, approvalRulesOf } from './approval-rules';
export { MAX_EXPORT_ORDERS, invoiceDocumentOf, invoiceDocument, ordersForExport, purchaseOrderView } from './documents';
