"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.figuresOf = figuresOf;
exports.fulfilmentMovesOf = fulfilmentMovesOf;
exports.visiblePayment = visiblePayment;
exports.visibleEvent = visibleEvent;
/**
 * The one presenter of a purchase order (issue #27): every value a person or an integrator reads about an order that
 * is not stored as such (its number as text, balance, payment status now, its label, whole days overdue, the issue
 * and due days, the fulfilment moves an admin is offered) and what of its payments and events a viewer may see.
 * GraphQL field resolvers, the REST answers, both CSV exports and the invoice (web and PDF) all read these, so the
 * same order says the same thing on every surface.
 */
const common_1 = require("@gluegun/common");
/** The legal name an order bills: the company's as frozen at checkout; very old rows fall back to what the buyer typed. */
function billToNameOf(po) {
    for (const name of [po.billToName, po.companyName, po.buyerName])
        if (name && name.trim() !== '')
            return name.trim();
    return po.buyerName;
}
/** What an order's derived values are at `now` (the request's clock). */
function figuresOf(po, now) {
    const paymentStatus = (0, common_1.paymentStatusAt)(po.paymentStatus, po.dueAt, now);
    return {
        orderNumber: (0, common_1.orderNumberText)(po.number),
        balanceCents: (0, common_1.balanceOf)(po),
        paymentStatus,
        paymentStatusLabel: common_1.PAYMENT_STATUS_LABELS[paymentStatus],
        fulfilmentStatusLabel: common_1.FULFILMENT_STATUS_LABELS[po.fulfilmentStatus],
        daysOverdue: po.paymentStatus === 'AWAITING_PAYMENT' ? (0, common_1.daysOverdue)(po.dueAt, now) : 0,
        issuedOn: (0, common_1.isoDay)(po.issuedAt),
        dueOn: (0, common_1.isoDay)(po.dueAt),
        billToName: billToNameOf(po),
        billToTaxId: po.billToTaxId && po.billToTaxId.trim() !== '' ? po.billToTaxId.trim() : null,
        orderedBy: po.buyerName,
    };
}
/** The fulfilment moves an admin is offered: cancel only where it would be accepted (nothing paid or shipped). */
function fulfilmentMovesOf(po, admin) {
    if (!admin)
        return [];
    return common_1.FULFILMENT_MOVES[po.fulfilmentStatus].filter((to) => to !== 'CANCELLED' || (0, common_1.orderCancellable)(po));
}
/** A payment as the viewer may see it: the day it arrived as YYYY-MM-DD; who recorded it for admins only. */
function visiblePayment(p, admin) {
    return { ...p, receivedOn: (0, common_1.isoDay)(p.receivedOn), recordedByEmail: admin ? (p.recordedByEmail ?? null) : null, recordedById: admin ? (p.recordedById ?? null) : null };
}
/** An event as the viewer may see it: customers see who did it as a role, never an admin's e-mail or id. */
function visibleEvent(e, admin) {
    return { ...e, actorEmail: admin ? e.actorEmail : null, actorId: admin ? (e.actorId ?? null) : null };
}
//# sourceMappingURL=presenter.js.map