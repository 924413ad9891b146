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
exports.recordPayment = recordPayment;
exports.applyPayment = applyPayment;
/** Money received against an invoice (admins): under the order's row lock, never before the invoice, never past the total. */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const po_common_1 = require("./po-common");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
/** Records money received against an invoice; the invoice becomes PAID exactly when payments reach its total. */
async function recordPayment(ctx, rawId, input) {
    const admin = (0, access_1.allowUser)(ctx, 'recordPayment');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Purchase order');
    const payment = await (0, validate_1.validate)(common_1.paymentInputSchema, input ?? {});
    const today = (0, common_1.isoDay)((0, context_1.nowOf)(ctx));
    if (payment.receivedOn > today)
        throw (0, errors_1.badInput)('Date received cannot be in the future', 'receivedOn');
    return (0, retry_1.inTransaction)(ctx.db, (tx) => applyPayment(tx, admin, id, payment));
}
/**
 * The one way money is recorded against an invoice, inside the caller's transaction: the order's row lock, the
 * checks (not before the invoice, not on a void or paid one, never past the balance), the payment row, the outbox
 * event, the order's events and its new status. recordPayment (typed by hand) and a confirmed bank statement line
 * (bank-statements/confirm.ts) both come through here, so both have the same effects.
 */
async function applyPayment(tx, admin, id, payment) {
    const po = await (0, po_common_1.lockOrder)(tx, id);
    const issuedOn = (0, common_1.isoDay)(po.issuedAt);
    if (payment.receivedOn < issuedOn)
        throw (0, errors_1.badInput)(`Date received cannot be before the invoice was issued (${issuedOn})`, 'receivedOn');
    if (po.paymentStatus === 'VOID')
        throw (0, errors_1.conflict)(`Invoice ${po.invoiceNumber} is void: no payment can be recorded against it`);
    if (po.paymentStatus === 'PAID')
        throw (0, errors_1.conflict)(`Invoice ${po.invoiceNumber} is already paid in full`);
    const balance = (0, common_1.balanceOf)(po);
    if (payment.amountCents > balance) {
        throw new errors_1.AppError('BAD_USER_INPUT', `The balance of ${po.invoiceNumber} is ${(0, common_1.formatCents)(balance)}: record at most that`, { field: 'amountCents', balanceCents: balance });
    }
    const paidCents = po.paidCents + payment.amountCents;
    const settled = paidCents + po.creditedCents === po.totalCents;
    await tx.payment.create({
        data: {
            purchaseOrderId: po.id, amountCents: payment.amountCents, receivedOn: new Date(`${payment.receivedOn}T00:00:00Z`),
            reference: payment.reference, recordedById: admin.id, recordedByEmail: admin.email, bankStatementLineId: payment.bankStatementLineId ?? null,
        },
    });
    const actor = (0, po_common_1.actorFields)(admin);
    await (0, outbox_1.emit)(tx, events.paymentRecorded(po, payment));
    await tx.purchaseOrderEvent.createMany({
        data: [
            { purchaseOrderId: po.id, kind: 'PAYMENT_RECORDED', detail: `Ref ${payment.reference}, received ${payment.receivedOn}`, amountCents: payment.amountCents, ...actor },
            ...(settled ? [{ purchaseOrderId: po.id, kind: 'PAID', detail: 'Paid in full', amountCents: paidCents, ...actor }] : []),
        ],
    });
    return tx.purchaseOrder.update({
        where: { id: po.id },
        data: { paidCents, paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT', version: { increment: 1 } },
    });
}
//# sourceMappingURL=payments.js.map