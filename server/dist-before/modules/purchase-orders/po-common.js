"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.actorFields = void 0;
exports.orderLabel = orderLabel;
exports.nameList = nameList;
exports.lockOrder = lockOrder;
exports.visibleOrdersWhere = visibleOrdersWhere;
exports.seesOrder = seesOrder;
exports.loadVisible = loadVisible;
/**
 * What every part of the purchase-order module shares: the transaction types, how an order is named in messages,
 * who did it (event rows), the order row lock every move takes first, and the one read of an order its buyer or an
 * admin may see. Nothing here imports another part of the module.
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
/** Who did it, as every event row records it (purchase-order events and order-item events alike). */
const actorFields = (actor) => ({ actorId: actor.id, actorEmail: actor.email, actorRole: actor.role });
exports.actorFields = actorFields;
function orderLabel(po) {
    return (0, common_1.orderNumberText)(po.number);
}
/** Lists names for a message: "A, B and 3 more". */
function nameList(names, max = 4) {
    const shown = names.slice(0, max);
    const more = names.length - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
/**
 * Locks the order row for the rest of the transaction and returns it as it is now. Every write that moves an
 * order or one of its lines takes this lock first (order, then lines), so a ship and a cancel of the same order
 * run one after the other and the second sees what the first did.
 */
async function lockOrder(tx, id) {
    const [row] = await tx.$queryRaw `SELECT "id" FROM "PurchaseOrder" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (!row)
        throw (0, errors_1.notFound)('Purchase order');
    return tx.purchaseOrder.findUniqueOrThrow({ where: { id } });
}
/**
 * The purchase orders a customer sees (issue #28): company admins and accounts payable all of their company's,
 * buyers and requesters their own. The one rule every list, page and single read applies.
 */
function visibleOrdersWhere(user) {
    return common_1.COMPANY_WIDE_ROLES.includes(user.companyRole) ? { companyId: user.companyId } : { userId: user.id };
}
/** Whether `user` (not a shop admin) may see `po`: the same rule as visibleOrdersWhere, for one row. */
function seesOrder(user, po) {
    return common_1.COMPANY_WIDE_ROLES.includes(user.companyRole) ? po.companyId === user.companyId : po.userId === user.id;
}
/** A purchase order the caller may see: by visibleOrdersWhere, or an admin (others: 403, as the spec answers for items). */
async function loadVisible(ctx, rawId, op, db = ctx.db) {
    const user = (0, access_1.allowUser)(ctx, op);
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Purchase order');
    const po = await db.purchaseOrder.findUnique({ where: { id } });
    if (!po)
        throw (0, errors_1.notFound)('Purchase order');
    if (!(0, access_1.isAdmin)(ctx) && !seesOrder(user, po))
        throw (0, errors_1.forbidden)('This purchase order is not yours');
    return po;
}
//# sourceMappingURL=po-common.js.map