"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.customerCreditHeld = exports.customerCreditApplied = exports.refundRecorded = exports.creditNoteIssued = exports.approvalMoved = exports.userInvited = exports.webhookEndpointDisabled = exports.invoiceReminder = exports.creditHoldLifted = exports.orderMoved = exports.paymentRecorded = exports.checkedOut = exports.orderItemStatusChanged = exports.orderItemPlaced = exports.isWebhookEventType = exports.INTERNAL_EVENT_TYPES = exports.EVENT_TYPES = void 0;
/**
 * Business events (issue #30): their types and versioned payloads, built from the rows the services already hold so
 * that each call site stays one line. Payloads are the integrator-facing contract (README "Events and webhooks"):
 * add fields freely, but renaming or removing one needs a new `version`.
 */
const common_1 = require("@gluegun/common");
exports.EVENT_TYPES = [
    'order_item.placed',
    'order_item.status_changed',
    'purchase_order.checked_out',
    'invoice.issued',
    'payment.recorded',
    'invoice.paid',
    'purchase_order.shipped',
    'purchase_order.delivered',
    'purchase_order.cancelled',
    'purchase_order.fulfilment_changed',
    'customer.credit_hold_lifted',
    'invoice.reminder',
    'invoice.overdue',
    'user.invited',
    'purchase_order.awaiting_approval',
    'purchase_order.approved',
    'purchase_order.rejected',
    'credit_note.issued',
    'refund.recorded',
    'customer_credit.applied',
    'customer_credit.held',
];
/** Events for the shop's own people only: never delivered to webhook endpoints. */
exports.INTERNAL_EVENT_TYPES = ['webhook_endpoint.disabled'];
const isWebhookEventType = (t) => exports.EVENT_TYPES.includes(t);
exports.isWebhookEventType = isWebhookEventType;
const orderRef = (po) => ({
    purchaseOrderId: po.id, orderNumber: (0, common_1.orderNumberText)(po.number), invoiceNumber: po.invoiceNumber, customerId: po.userId,
});
const orderItemPlaced = (item) => ({
    type: 'order_item.placed', resourceType: 'order_item', resourceId: item.id,
    data: {
        orderItemId: item.id, customerId: item.userId, productId: item.productId, productName: item.productName,
        quantity: item.quantity, unitPriceCents: item.unitPriceCents, totalCents: item.quantity * item.unitPriceCents,
    },
});
exports.orderItemPlaced = orderItemPlaced;
const orderItemStatusChanged = (item, to) => ({
    type: 'order_item.status_changed', resourceType: 'order_item', resourceId: item.id,
    data: { orderItemId: item.id, customerId: item.userId, fromStatus: item.status, toStatus: to },
});
exports.orderItemStatusChanged = orderItemStatusChanged;
/** Checkout writes the order and issues its invoice at once: two events, in this order. */
const checkedOut = (po, lineCount) => [
    {
        type: 'purchase_order.checked_out', resourceType: 'purchase_order', resourceId: po.id,
        data: { ...orderRef(po), lineCount, totalCents: po.totalCents, buyerEmail: po.buyerEmail },
    },
    {
        type: 'invoice.issued', resourceType: 'purchase_order', resourceId: po.id,
        data: { ...orderRef(po), totalCents: po.totalCents, issuedAt: po.issuedAt.toISOString(), dueAt: po.dueAt.toISOString() },
    },
];
exports.checkedOut = checkedOut;
/** A payment, and `invoice.paid` when it settles the invoice. `po` is the order before the payment. */
const paymentRecorded = (po, payment) => {
    const paidCents = po.paidCents + payment.amountCents;
    const events = [{
            type: 'payment.recorded', resourceType: 'purchase_order', resourceId: po.id,
            data: {
                ...orderRef(po), amountCents: payment.amountCents, reference: payment.reference, receivedOn: payment.receivedOn,
                paidCents, creditedCents: po.creditedCents, balanceCents: po.totalCents - po.creditedCents - paidCents,
            },
        }];
    if (paidCents + po.creditedCents === po.totalCents) {
        events.push({ type: 'invoice.paid', resourceType: 'purchase_order', resourceId: po.id, data: { ...orderRef(po), totalCents: po.totalCents } });
    }
    return events;
};
exports.paymentRecorded = paymentRecorded;
/** A whole-order move, or the order's fulfilment following its lines (CANCELLED: the invoice is void too). */
const orderMoved = (po, to, lineCount) => ({
    type: to === 'UNFULFILLED' ? 'purchase_order.fulfilment_changed' : `purchase_order.${to.toLowerCase()}`,
    resourceType: 'purchase_order', resourceId: po.id,
    data: { ...orderRef(po), fromStatus: po.fulfilmentStatus, toStatus: to, lineCount, invoiceVoid: to === 'CANCELLED' },
});
exports.orderMoved = orderMoved;
/** The hold is the company's (issue #28): customerId names the member an admin acted through, if any. */
const creditHoldLifted = (companyId, at, userId = null) => ({
    type: 'customer.credit_hold_lifted', resourceType: 'company', resourceId: companyId, data: { companyId, customerId: userId, liftedAt: at.toISOString() },
});
exports.creditHoldLifted = creditHoldLifted;
/**
 * An unpaid-invoice reminder step (docs/decisions/032): `invoice.reminder` before and on the due day,
 * `invoice.overdue` for each weekly step while it stays unpaid.
 */
const invoiceReminder = (po, step, daysOverdue, eventId) => ({
    type: step.startsWith('overdue_') ? 'invoice.overdue' : 'invoice.reminder', resourceType: 'purchase_order', resourceId: po.id, eventId,
    data: {
        ...orderRef(po), step, dueAt: po.dueAt.toISOString(), daysOverdue, totalCents: po.totalCents, paidCents: po.paidCents,
        creditedCents: po.creditedCents, balanceCents: po.totalCents - po.creditedCents - po.paidCents,
    },
});
exports.invoiceReminder = invoiceReminder;
/** Retries of a delivery ran out and the endpoint was disabled: the shop's admins are told (internal event). */
const webhookEndpointDisabled = (endpoint, reason, at) => ({
    type: 'webhook_endpoint.disabled', resourceType: 'webhook_endpoint', resourceId: endpoint.id,
    data: { endpointId: endpoint.id, url: endpoint.url, reason, disabledAt: at.toISOString() },
});
exports.webhookEndpointDisabled = webhookEndpointDisabled;
/** A company admin invited someone (issue #28): the invitee gets an e-mail; integrators may subscribe. */
const userInvited = (inv) => ({
    type: 'user.invited', resourceType: 'company', resourceId: inv.companyId,
    data: { invitationId: inv.id, companyId: inv.companyId, email: inv.email, role: inv.role, invitedById: inv.invitedById, expiresAt: inv.expiresAt.toISOString() },
});
exports.userInvited = userInvited;
const requestRef = (r) => ({
    approvalRequestId: r.id, requestNumber: `AR-${String(r.number).padStart(6, '0')}`, companyId: r.companyId, customerId: r.requesterId, totalCents: r.totalCents,
});
/** An order submitted for approval, approved (with the purchase order it became) or rejected (issue #28). */
const approvalMoved = (r, to, extra = {}) => ({
    type: `purchase_order.${to}`, resourceType: 'approval_request', resourceId: r.id,
    data: { ...requestRef(r), requiredRoles: r.requiredRoles, ...extra },
});
exports.approvalMoved = approvalMoved;
/** A credit note (docs/decisions/038): `po` is the order after it; released money went to `settlement`. */
const creditNoteIssued = (po, note, lineCount) => ({
    type: 'credit_note.issued', resourceType: 'purchase_order', resourceId: po.id,
    data: {
        ...orderRef(po), companyId: note.companyId, creditNoteId: note.id, creditNoteNumber: `CN-${String(note.number).padStart(6, '0')}`,
        amountCents: note.amountCents, appliedToInvoiceCents: note.appliedToInvoiceCents, releasedCents: note.releasedCents,
        settlement: note.settlement, returnStock: note.returnStock, reason: note.reason, lineCount,
        creditedCents: po.creditedCents, paidCents: po.paidCents, balanceCents: po.totalCents - po.creditedCents - po.paidCents,
    },
});
exports.creditNoteIssued = creditNoteIssued;
/** Money paid back to a company out of its customer credit. */
const refundRecorded = (refund) => ({
    type: 'refund.recorded', resourceType: 'company', resourceId: refund.companyId,
    data: {
        refundId: refund.id, companyId: refund.companyId, creditNoteId: refund.creditNoteId, amountCents: refund.amountCents,
        paidOn: refund.paidOn.toISOString().slice(0, 10), method: refund.method, reference: refund.reference,
    },
});
exports.refundRecorded = refundRecorded;
/** Held customer credit paid (part of) an invoice; `po` is the order before it. */
const customerCreditApplied = (po, amountCents, paidCents, settled) => [
    {
        type: 'customer_credit.applied', resourceType: 'purchase_order', resourceId: po.id,
        data: { ...orderRef(po), companyId: po.companyId, amountCents, paidCents, balanceCents: po.totalCents - po.creditedCents - paidCents },
    },
    ...(settled ? [{ type: 'invoice.paid', resourceType: 'purchase_order', resourceId: po.id, data: { ...orderRef(po), totalCents: po.totalCents } }] : []),
];
exports.customerCreditApplied = customerCreditApplied;
/** Money a company paid past its invoices (an overpayment on a bank line) is held as its credit. */
const customerCreditHeld = (companyId, amountCents, source) => ({
    type: 'customer_credit.held', resourceType: 'company', resourceId: companyId, data: { companyId, amountCents, ...source },
});
exports.customerCreditHeld = customerCreditHeld;
//# sourceMappingURL=event-types.js.map