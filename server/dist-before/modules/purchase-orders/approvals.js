"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.waitsFor = exports.queueWhere = void 0;
exports.submitOrder = submitOrder;
exports.approveOrder = approveOrder;
exports.rejectOrder = rejectOrder;
exports.withdrawOrderRequest = withdrawOrderRequest;
exports.seesRequest = seesRequest;
exports.orderRequest = orderRequest;
exports.myOrderRequests = myOrderRequests;
exports.approvalQueue = approvalQueue;
/**
 * Orders that wait for approval (issue #28, docs/decisions/037): submitOrder places an order that needs no
 * approval and submits one that does (it holds no stock and no credit); approving runs the normal checkout at that
 * moment, all or nothing, and says exactly what stopped it; rejecting needs a reason and gives the items back.
 * Nobody approves their own order. Every step is an ApprovalEvent (who, when, which role) and an outbox event.
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const sql_1 = require("../../db/sql");
const validate_1 = require("../../lib/validate");
const node_crypto_1 = require("node:crypto");
const client_1 = require("../../generated/prisma/client");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
const checkout_1 = require("./checkout");
const approval_rules_1 = require("./approval-rules");
/** Checkout through the approval rules: a purchase order, or a request waiting for approval. */
async function submitOrder(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'submitOrder');
    if (!user.emailVerified)
        throw new errors_1.AppError('FORBIDDEN', checkout_1.VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
    const itemIds = (0, checkout_1.itemIdsOf)(input?.itemIds);
    const details = (await (0, validate_1.validate)(common_1.checkoutDetailsSchema, input?.details ?? {}));
    // On `pg`, as checkout (docs/decisions/043): an order that needs no approval is placed by the same statements.
    return (0, sql_1.inPgTransaction)(ctx.db, async (sql) => {
        const locked = await (0, checkout_1.lockForCheckout)(sql, { ownerId: user.id, itemIds });
        const reasons = await (0, approval_rules_1.approvalReasons)(ctx, sql, locked);
        if (reasons.length === 0) {
            const purchaseOrder = await (0, checkout_1.placeLocked)(ctx, sql, locked, { actor: user, ownerId: user.id, itemIds, details, enforceCredit: true, approval: 'skip' });
            return { purchaseOrder, approvalRequest: null };
        }
        const written = new Date();
        const [request] = await sql.rows(INSERT_REQUEST_SQL, [
            (0, node_crypto_1.randomUUID)(), locked.owner.companyId, user.id, user.email, JSON.stringify(details), locked.total, JSON.stringify(reasons), (0, common_1.requiredApproverRoles)(reasons), written, written,
        ]);
        const moved = await sql.run(`UPDATE "OrderItem" SET "approvalRequestId" = $2::uuid, "updatedAt" = $3
      WHERE "id" = ANY($1::uuid[]) AND "approvalRequestId" IS NULL AND "purchaseOrderId" IS NULL AND "status" = 'PENDING'`, [itemIds, request.id, written]);
        if (moved !== itemIds.length)
            throw (0, errors_1.conflict)('These items were changed meanwhile; reload My Orders and try again');
        await step(sql, request.id, 'SUBMITTED', user, null, `${itemIds.length} line${itemIds.length === 1 ? '' : 's'}`);
        await (0, outbox_1.emit)(sql, events.approvalMoved(request, 'awaiting_approval'));
        return { purchaseOrder: null, approvalRequest: request };
    });
}
/** Every column of a request, its roles as a list (PostgreSQL sends an array of an enum as text). */
const REQUEST_COLUMNS = Object.values(client_1.Prisma.ApprovalRequestScalarFieldEnum)
    .map((f) => (f === 'requiredRoles' ? '"requiredRoles"::text[] AS "requiredRoles"' : `"${f}"`)).join(', ');
const INSERT_REQUEST_SQL = `INSERT INTO "ApprovalRequest" ("id", "companyId", "requesterId", "requesterEmail", "details", "totalCents", "reasons", "requiredRoles", "createdAt", "updatedAt")
  VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5::jsonb, $6::int, $7::jsonb, $8::text[]::"CompanyRole"[], $9, $10) RETURNING ${REQUEST_COLUMNS}`;
const INSERT_STEP_SQL = `INSERT INTO "ApprovalEvent" ("id", "requestId", "kind", "actorId", "actorEmail", "role", "detail", "createdAt")
  VALUES ($1::uuid, $2::uuid, $3, $4::uuid, $5, $6::"CompanyRole", $7, $8)`;
/** One step of a request's history (a Prisma transaction's, or checkout's Sql). */
async function step(tx, requestId, kind, actor, role, detail) {
    const sql = 'run' in tx ? tx : (0, sql_1.prismaSql)(tx);
    await sql.run(INSERT_STEP_SQL, [(0, node_crypto_1.randomUUID)(), requestId, kind, actor.id, actor.email, role, detail, new Date()]);
}
/** The request, locked, in the caller's company and still waiting; the roles already filled by approvals. */
async function lockWaiting(tx, ctx, caller, rawId) {
    const id = (0, validate_1.normalizeId)(rawId);
    const [locked] = id ? await tx.$queryRaw `SELECT "id" FROM "ApprovalRequest" WHERE "id" = ${id}::uuid FOR UPDATE` : [];
    if (!locked)
        throw (0, errors_1.notFound)('Approval request');
    // Read through Prisma under the lock (a raw row would bring the enum array as text).
    const request = await tx.approvalRequest.findUniqueOrThrow({ where: { id: locked.id } });
    if (request.companyId !== caller.companyId && !(0, access_1.isAdmin)(ctx))
        throw (0, errors_1.forbidden)('This request is not your company\'s');
    if (request.status !== 'AWAITING_APPROVAL')
        throw (0, errors_1.conflict)(`${(0, common_1.approvalNumberText)(request.number)} was already ${request.status.toLowerCase()}`);
    const approvals = await tx.approvalEvent.findMany({ where: { requestId: request.id, kind: 'APPROVED' } });
    return { request, approvals, filled: approvals.map((a) => a.role).filter(Boolean) };
}
/** The role `caller` would approve for, or a refusal saying why they may not. */
function slotOf(caller, request, filled, approvedBy) {
    if (request.requesterId === caller.id)
        throw (0, errors_1.forbidden)('Nobody approves their own order', { reason: 'NOT_APPROVER' });
    if (approvedBy.includes(caller.id))
        throw (0, errors_1.forbidden)('You already approved this order: it waits for someone else', { reason: 'NOT_APPROVER' });
    const slot = (0, common_1.slotFor)(request.requiredRoles, filled, caller.companyRole);
    if (!slot)
        throw (0, errors_1.forbidden)('This order does not wait for your approval', { reason: 'NOT_APPROVER' });
    return slot;
}
/** An approver approves; the last approval needed places the order by the normal checkout, or nothing changes. */
async function approveOrder(ctx, rawId) {
    const caller = (0, access_1.allowUser)(ctx, 'approveOrder');
    try {
        return await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
            const { request, approvals, filled } = await lockWaiting(tx, ctx, caller, rawId);
            const slot = slotOf(caller, request, filled, approvals.map((a) => a.actorId));
            await step(tx, request.id, 'APPROVED', caller, slot, null);
            if (!(0, common_1.isApprovalComplete)(request.requiredRoles, [...filled, slot]))
                return tx.approvalRequest.findUniqueOrThrow({ where: { id: request.id } });
            if (!request.requesterId)
                throw (0, errors_1.conflict)('The person who asked for this order no longer has an account: reject it');
            const items = await tx.orderItem.findMany({ where: { approvalRequestId: request.id }, select: { id: true } });
            const args = {
                actor: caller, ownerId: request.requesterId, itemIds: items.map((i) => i.id), details: request.details,
                enforceCredit: true, approval: 'skip', approvalRequestId: request.id,
            };
            const sql = (0, sql_1.prismaSql)(tx);
            const locked = await (0, checkout_1.lockForCheckout)(sql, args);
            if (locked.owner.companyId !== request.companyId)
                throw (0, errors_1.conflict)('The person who asked for this order moved to another company: reject it');
            const po = await (0, checkout_1.placeLocked)(ctx, sql, locked, args);
            const done = await tx.approvalRequest.update({ where: { id: request.id }, data: { status: 'APPROVED', purchaseOrderId: po.id, version: { increment: 1 } } });
            await step(tx, request.id, 'PLACED', caller, null, po.invoiceNumber);
            await (0, outbox_1.emit)(tx, events.approvalMoved(done, 'approved', { purchaseOrderId: po.id, invoiceNumber: po.invoiceNumber }));
            return done;
        });
    }
    catch (e) {
        if (!(e instanceof errors_1.AppError) || e.code === 'FORBIDDEN' || e.code === 'NOT_FOUND' || e.reason === 'STATE_CONFLICT')
            throw e;
        // The checkout refused (stock, credit, hold, items): nothing changed, the approval is not kept, and the approver
        // reads exactly what stopped it (then fixes it, or rejects the order with that reason).
        throw new errors_1.AppError('CONFLICT', `The order was not placed, so your approval was not recorded: ${e.message}`, { reason: 'NOT_PLACED', cause: e.reason });
    }
}
/** An approver the request waits for (or a company admin) rejects it with a reason; its items are open again. */
async function rejectOrder(ctx, rawId, rawReason) {
    const caller = (0, access_1.allowUser)(ctx, 'rejectOrder');
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (!reason)
        throw (0, errors_1.badInput)('Say why the order is rejected', 'reason');
    if (reason.length > common_1.MAX_REJECTION_REASON_LENGTH)
        throw (0, errors_1.badInput)(`The reason must be at most ${common_1.MAX_REJECTION_REASON_LENGTH} characters`, 'reason');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const { request, approvals, filled } = await lockWaiting(tx, ctx, caller, rawId);
        const role = caller.companyRole === 'COMPANY_ADMIN' && request.requesterId !== caller.id ? 'COMPANY_ADMIN' : slotOf(caller, request, filled, approvals.map((a) => a.actorId));
        return close(tx, request, 'REJECTED', caller, role, reason);
    });
}
/** The requester takes back a request still waiting; its items are open again. */
async function withdrawOrderRequest(ctx, rawId) {
    const caller = (0, access_1.allowUser)(ctx, 'withdrawOrderRequest');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const { request } = await lockWaiting(tx, ctx, caller, rawId);
        if (request.requesterId !== caller.id)
            throw (0, errors_1.forbidden)('Only the person who asked for this order can withdraw it');
        return close(tx, request, 'WITHDRAWN', caller, null, null);
    });
}
async function close(tx, request, status, actor, role, reason) {
    await tx.orderItem.updateMany({ where: { approvalRequestId: request.id, status: 'PENDING', purchaseOrderId: null }, data: { approvalRequestId: null } });
    const done = await tx.approvalRequest.update({ where: { id: request.id }, data: { status, rejectionReason: reason, version: { increment: 1 } } });
    await step(tx, request.id, status, actor, role, reason);
    if (status === 'REJECTED')
        await (0, outbox_1.emit)(tx, events.approvalMoved(done, 'rejected', { reason }));
    return done;
}
/** Whether `user` sees this request: its requester, the company's admins and accounts payable, its approvers, shop admins. */
function seesRequest(ctx, user, r) {
    if ((0, access_1.isAdmin)(ctx))
        return true;
    if (r.companyId !== user.companyId)
        return false;
    return r.requesterId === user.id || common_1.COMPANY_WIDE_ROLES.includes(user.companyRole) || common_1.APPROVER_ROLES.includes(user.companyRole);
}
async function orderRequest(ctx, rawId) {
    const user = (0, access_1.allowUser)(ctx, 'orderRequest');
    const id = (0, validate_1.normalizeId)(rawId);
    const r = id ? await ctx.db.approvalRequest.findUnique({ where: { id } }) : null;
    if (!r)
        throw (0, errors_1.notFound)('Approval request');
    if (!seesRequest(ctx, user, r))
        throw (0, errors_1.forbidden)('This request is not yours');
    return r;
}
async function myOrderRequests(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'myOrderRequests');
    return ctx.db.approvalRequest.findMany({ where: { requesterId: user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 100 });
}
/** What waits for the caller's approval: the company's waiting requests (not their own) with a role they can fill. */
async function approvalQueue(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'approvalQueue');
    const waiting = await ctx.db.approvalRequest.findMany({
        where: (0, exports.queueWhere)(user), include: { events: { where: { kind: 'APPROVED' } } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 200,
    });
    return waiting.filter((0, exports.waitsFor)(user));
}
/** The company's waiting requests the caller did not submit: what `waitsFor` then narrows to their queue. */
const queueWhere = (user) => ({ companyId: user.companyId, status: 'AWAITING_APPROVAL', NOT: { requesterId: user.id } });
exports.queueWhere = queueWhere;
/** Whether a waiting request (with its APPROVED events) waits for this caller: not approved by them, and a role they can fill. */
const waitsFor = (user) => (r) => !r.events.some((e) => e.actorId === user.id) && (0, common_1.slotFor)(r.requiredRoles, r.events.map((e) => e.role), user.companyRole) !== null;
exports.waitsFor = waitsFor;
//# sourceMappingURL=approvals.js.map