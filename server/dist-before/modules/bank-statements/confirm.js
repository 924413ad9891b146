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
exports.confirmBankLine = confirmBankLine;
exports.ignoreBankLine = ignoreBankLine;
/**
 * An admin decides a statement line (issue #29 item 2): confirm it as proposed, confirm it re-assigned to other
 * invoices and amounts, or ignore it. Confirming records each allocation through applyPayment, the same code path
 * as a payment typed by hand (same order lock, checks, events, outbox, credit effects), all in one transaction with
 * the line's own row lock: two admins confirming the same line at once record it once; the second is told it is
 * already confirmed. Money not allocated stays on the line as unapplied (an overpayment) and, when the line pays one
 * company's invoices, is held as that company's customer credit (docs/decisions/038).
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const payments_1 = require("../purchase-orders/payments");
const statement_line_1 = require("./statement-line");
const ledger_1 = require("../credit-notes/ledger");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
const MAX_ALLOCATIONS = 50;
async function lockLine(tx, rawId) {
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Bank statement line');
    const [row] = await tx.$queryRaw `SELECT "id" FROM "BankStatementLine" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (!row)
        throw (0, errors_1.notFound)('Bank statement line');
    const line = await tx.bankStatementLine.findUniqueOrThrow({ where: { id } });
    if (line.status === 'CONFIRMED')
        throw (0, errors_1.conflict)('This line is already confirmed: its payments are recorded');
    if (line.status === 'IGNORED')
        throw (0, errors_1.conflict)('This line was ignored: it records no payment');
    return line;
}
/** The admin's re-assignment, checked: invoice numbers that exist, whole positive cents, no more than the line. */
async function reassigned(tx, given, lineCents) {
    if (!Array.isArray(given) || given.length === 0)
        throw (0, errors_1.badInput)('Name at least one invoice to pay', 'allocations');
    if (given.length > MAX_ALLOCATIONS)
        throw (0, errors_1.badInput)(`At most ${MAX_ALLOCATIONS} invoices per line`, 'allocations');
    const out = [];
    for (const a of given) {
        const number = (0, statement_line_1.cleanText)(a?.invoiceNumber, 40).toUpperCase();
        if (!Number.isSafeInteger(a?.amountCents) || a.amountCents < 1)
            throw (0, errors_1.badInput)('Each amount must be whole cents, more than $0.00', 'allocations');
        const po = number ? await tx.purchaseOrder.findUnique({ where: { invoiceNumber: number }, select: { id: true, invoiceNumber: true } }) : null;
        if (!po)
            throw (0, errors_1.badInput)(`No invoice ${number || '(blank)'}`, 'allocations');
        if (out.some((o) => o.purchaseOrderId === po.id))
            throw (0, errors_1.badInput)(`Invoice ${po.invoiceNumber} is named twice`, 'allocations');
        out.push({ purchaseOrderId: po.id, invoiceNumber: po.invoiceNumber, amountCents: a.amountCents });
    }
    const total = out.reduce((s, a) => s + a.amountCents, 0);
    if (total > lineCents)
        throw (0, errors_1.badInput)(`The amounts add up to ${(0, common_1.formatCents)(total)}, more than the ${(0, common_1.formatCents)(lineCents)} received`, 'allocations');
    return out;
}
async function confirmBankLine(ctx, lineId, allocations) {
    const admin = (0, access_1.allowUser)(ctx, 'confirmBankLine');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const line = await lockLine(tx, lineId);
        const chosen = allocations ? await reassigned(tx, allocations, line.amountCents) : line.allocations;
        if (chosen.length === 0)
            throw (0, errors_1.badInput)('Nothing is proposed for this line: name the invoices it pays', 'allocations');
        const unapplied = line.amountCents - chosen.reduce((s, a) => s + a.amountCents, 0);
        // An overpayment of one company's invoices is held as that company's credit (docs/decisions/038). Its row lock
        // comes first (company, then orders), as every credit move takes them.
        const companies = new Set((await tx.purchaseOrder.findMany({ where: { id: { in: chosen.map((a) => a.purchaseOrderId) } }, select: { companyId: true } })).map((p) => p.companyId));
        const holder = unapplied > 0 && companies.size === 1 ? [...companies][0] : null;
        if (holder)
            await (0, ledger_1.lockCompany)(tx, holder);
        const receivedOn = (0, common_1.isoDay)(line.bookedOn);
        const reference = (0, statement_line_1.cleanText)(`Bank ${receivedOn}: ${line.reference || line.counterparty || 'transfer'}`, 100);
        // Orders locked in one order (by id) whatever the allocation order: two lines paying the same invoices never deadlock.
        for (const a of [...chosen].sort((x, y) => x.purchaseOrderId.localeCompare(y.purchaseOrderId))) {
            await (0, payments_1.applyPayment)(tx, admin, a.purchaseOrderId, { amountCents: a.amountCents, receivedOn, reference, bankStatementLineId: line.id });
        }
        if (holder) {
            await (0, ledger_1.moveCredit)(tx, holder, 'OVERPAYMENT', unapplied, (0, statement_line_1.cleanText)(`Overpaid by bank transfer ${receivedOn}: ${line.reference || line.counterparty}`, 200), admin, { bankStatementLineId: line.id });
            await (0, outbox_1.emit)(tx, events.customerCreditHeld(holder, unapplied, { bankStatementLineId: line.id }));
        }
        return tx.bankStatementLine.update({
            where: { id: line.id },
            data: {
                status: 'CONFIRMED', allocations: chosen, unappliedCents: unapplied,
                note: holder ? `${line.note ? `${line.note}. ` : ''}${(0, common_1.formatCents)(unapplied)} overpaid: held as customer credit` : line.note,
                matchRule: allocations ? 'MANUAL' : line.matchRule, decidedById: admin.id, decidedByEmail: admin.email, decidedAt: new Date(), version: { increment: 1 },
            },
        });
    });
}
async function ignoreBankLine(ctx, lineId, reason) {
    const admin = (0, access_1.allowUser)(ctx, 'ignoreBankLine');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const line = await lockLine(tx, lineId);
        const why = (0, statement_line_1.cleanText)(reason ?? '', 200);
        return tx.bankStatementLine.update({
            where: { id: line.id },
            data: { status: 'IGNORED', note: why ? `Ignored: ${why}` : line.note, decidedById: admin.id, decidedByEmail: admin.email, decidedAt: new Date(), version: { increment: 1 } },
        });
    });
}
//# sourceMappingURL=confirm.js.map