"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.purchaseOrderView = exports.ordersForExport = exports.invoiceDocument = exports.invoiceDocumentOf = exports.MAX_EXPORT_ORDERS = exports.approvalRulesOf = exports.setSpendingLimits = exports.setApprovalRules = exports.approvalPreview = exports.approvalQueue = exports.myOrderRequests = exports.orderRequest = exports.withdrawOrderRequest = exports.rejectOrder = exports.approveOrder = exports.submitOrder = exports.reorder = exports.cancelOrderOfItem = exports.updateFulfilment = exports.refreshFulfilment = exports.recordPayment = exports.purchaseOrders = exports.myPurchaseOrders = exports.purchaseOrder = exports.invoiceOneItem = exports.checkout = exports.VERIFY_EMAIL_TO_INVOICE = exports.liftHoldOf = exports.liftCreditHold = exports.setCreditTerms = exports.creditOfUser = exports.myCredit = exports.creditOf = exports.figuresOf = exports.lockOrder = void 0;
/**
 * Purchase orders and invoices (issue #20, docs/decisions/016, split by issue #27): the module's service surface.
 * One checkout turns a buyer's open items into one purchase order (checkout.ts); payment (payments.ts) and
 * fulfilment (fulfilment.ts) are separate; credit (credit.ts, credit-figures.ts) keeps open invoices within the
 * company's limit (issue #28) and an overdue one holds new checkouts; reads.ts, reorder.ts and documents.ts read what was
 * stored. Resolvers, REST routes and other modules call the service through this file; each part imports only
 * po-common.ts and the parts it needs.
 */
var po_common_1 = require("./po-common");
Object.defineProperty(exports, "lockOrder", { enumerable: true, get: function () { return po_common_1.lockOrder; } });
var presenter_1 = require("./presenter");
Object.defineProperty(exports, "figuresOf", { enumerable: true, get: function () { return presenter_1.figuresOf; } });
var credit_figures_1 = require("./credit-figures");
Object.defineProperty(exports, "creditOf", { enumerable: true, get: function () { return credit_figures_1.creditOf; } });
var credit_1 = require("./credit");
Object.defineProperty(exports, "myCredit", { enumerable: true, get: function () { return credit_1.myCredit; } });
Object.defineProperty(exports, "creditOfUser", { enumerable: true, get: function () { return credit_1.creditOfUser; } });
Object.defineProperty(exports, "setCreditTerms", { enumerable: true, get: function () { return credit_1.setCreditTerms; } });
Object.defineProperty(exports, "liftCreditHold", { enumerable: true, get: function () { return credit_1.liftCreditHold; } });
Object.defineProperty(exports, "liftHoldOf", { enumerable: true, get: function () { return credit_1.liftHoldOf; } });
var checkout_1 = require("./checkout");
Object.defineProperty(exports, "VERIFY_EMAIL_TO_INVOICE", { enumerable: true, get: function () { return checkout_1.VERIFY_EMAIL_TO_INVOICE; } });
Object.defineProperty(exports, "checkout", { enumerable: true, get: function () { return checkout_1.checkout; } });
Object.defineProperty(exports, "invoiceOneItem", { enumerable: true, get: function () { return checkout_1.invoiceOneItem; } });
var reads_1 = require("./reads");
Object.defineProperty(exports, "purchaseOrder", { enumerable: true, get: function () { return reads_1.purchaseOrder; } });
Object.defineProperty(exports, "myPurchaseOrders", { enumerable: true, get: function () { return reads_1.myPurchaseOrders; } });
Object.defineProperty(exports, "purchaseOrders", { enumerable: true, get: function () { return reads_1.purchaseOrders; } });
var payments_1 = require("./payments");
Object.defineProperty(exports, "recordPayment", { enumerable: true, get: function () { return payments_1.recordPayment; } });
var fulfilment_1 = require("./fulfilment");
Object.defineProperty(exports, "refreshFulfilment", { enumerable: true, get: function () { return fulfilment_1.refreshFulfilment; } });
Object.defineProperty(exports, "updateFulfilment", { enumerable: true, get: function () { return fulfilment_1.updateFulfilment; } });
Object.defineProperty(exports, "cancelOrderOfItem", { enumerable: true, get: function () { return fulfilment_1.cancelOrderOfItem; } });
var reorder_1 = require("./reorder");
Object.defineProperty(exports, "reorder", { enumerable: true, get: function () { return reorder_1.reorder; } });
var approvals_1 = require("./approvals");
Object.defineProperty(exports, "submitOrder", { enumerable: true, get: function () { return approvals_1.submitOrder; } });
Object.defineProperty(exports, "approveOrder", { enumerable: true, get: function () { return approvals_1.approveOrder; } });
Object.defineProperty(exports, "rejectOrder", { enumerable: true, get: function () { return approvals_1.rejectOrder; } });
Object.defineProperty(exports, "withdrawOrderRequest", { enumerable: true, get: function () { return approvals_1.withdrawOrderRequest; } });
Object.defineProperty(exports, "orderRequest", { enumerable: true, get: function () { return approvals_1.orderRequest; } });
Object.defineProperty(exports, "myOrderRequests", { enumerable: true, get: function () { return approvals_1.myOrderRequests; } });
Object.defineProperty(exports, "approvalQueue", { enumerable: true, get: function () { return approvals_1.approvalQueue; } });
var approval_rules_1 = require("./approval-rules");
Object.defineProperty(exports, "approvalPreview", { enumerable: true, get: function () { return approval_rules_1.approvalPreview; } });
Object.defineProperty(exports, "setApprovalRules", { enumerable: true, get: function () { return approval_rules_1.setApprovalRules; } });
Object.defineProperty(exports, "setSpendingLimits", { enumerable: true, get: function () { return approval_rules_1.setSpendingLimits; } });
Object.defineProperty(exports, "approvalRulesOf", { enumerable: true, get: function () { return approval_rules_1.approvalRulesOf; } });
var documents_1 = require("./documents");
Object.defineProperty(exports, "MAX_EXPORT_ORDERS", { enumerable: true, get: function () { return documents_1.MAX_EXPORT_ORDERS; } });
Object.defineProperty(exports, "invoiceDocumentOf", { enumerable: true, get: function () { return documents_1.invoiceDocumentOf; } });
Object.defineProperty(exports, "invoiceDocument", { enumerable: true, get: function () { return documents_1.invoiceDocument; } });
Object.defineProperty(exports, "ordersForExport", { enumerable: true, get: function () { return documents_1.ordersForExport; } });
Object.defineProperty(exports, "purchaseOrderView", { enumerable: true, get: function () { return documents_1.purchaseOrderView; } });
//# sourceMappingURL=purchase-order.service.js.map