"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.purchaseOrder = purchaseOrder;
exports.visiblePurchaseOrdersWhere = visiblePurchaseOrdersWhere;
exports.myPurchaseOrders = myPurchaseOrders;
exports.whereFor = whereFor;
exports.purchaseOrders = purchaseOrders;
/** Reading purchase orders: one (buyer or admin), the buyer's own, and the admins' filtered list. */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
const po_common_1 = require("./po-common");
async function purchaseOrder(ctx, id) {
    return (0, po_common_1.loadVisible)(ctx, id, 'purchaseOrder');
}
/**
 * The purchase orders a customer sees (`myPurchaseOrders`, `myPurchaseOrderConnection`): po-common's one rule
 * (company admins and accounts payable all of their company's, buyers their own; issue #28).
 */
function visiblePurchaseOrdersWhere(_ctx, user) {
    return (0, po_common_1.visibleOrdersWhere)(user);
}
async function myPurchaseOrders(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'myPurchaseOrders');
    return ctx.db.purchaseOrder.findMany({ where: visiblePurchaseOrdersWhere(ctx, user), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}
function whereFor(ctx, filter) {
    const now = (0, common_1.overdueCutoff)((0, context_1.nowOf)(ctx));
    const where = {};
    if (filter.paymentStatus === 'OVERDUE')
        Object.assign(where, { paymentStatus: 'AWAITING_PAYMENT', dueAt: { lt: now } });
    else if (filter.paymentStatus === 'AWAITING_PAYMENT')
        Object.assign(where, { paymentStatus: 'AWAITING_PAYMENT', dueAt: { gte: now } });
    else if (filter.paymentStatus)
        where.paymentStatus = filter.paymentStatus;
    if (filter.fulfilmentStatus)
        where.fulfilmentStatus = filter.fulfilmentStatus;
    if (filter.companyId !== undefined && filter.companyId !== null && filter.companyId !== '') {
        const companyId = (0, validate_1.normalizeId)(filter.companyId);
        if (!companyId)
            throw (0, errors_1.badInput)('companyId must be a company\'s id', 'companyId');
        where.companyId = companyId;
    }
    return where;
}
/** Admins: every purchase order, newest first, filtered by payment (incl. overdue) and fulfilment status and company. */
async function purchaseOrders(ctx, filter = {}) {
    (0, access_1.allowUser)(ctx, 'purchaseOrders');
    const take = filter.take ?? 50;
    const skip = filter.skip ?? 0;
    if (!Number.isInteger(take) || take < 1 || take > 500)
        throw (0, errors_1.badInput)('take must be from 1 to 500', 'take');
    if (!Number.isInteger(skip) || skip < 0)
        throw (0, errors_1.badInput)('skip must be 0 or more', 'skip');
    const where = whereFor(ctx, filter);
    const [rows, total] = await Promise.all([
        ctx.db.purchaseOrder.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
        ctx.db.purchaseOrder.count({ where }),
    ]);
    return { rows, total };
}
//# sourceMappingURL=reads.js.map