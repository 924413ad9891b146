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
exports.reorder = reorder;
/** Reorder: an order's lines back as open items at today's prices and rules, each refused line named with its reason. */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const client_1 = require("../../generated/prisma/client");
const order_item_data_1 = require("../orders/order-item.data");
const line_check_1 = require("../wholesale/line-check");
const po_common_1 = require("./po-common");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
/**
 * Puts an order's lines back as open items at today's prices and rules: each line that fits is added, each that
 * does not is named with its reason (no longer sold, quantity rule changed, not enough stock, already open).
 */
async function reorder(ctx, rawId) {
    const user = (0, access_1.allowUser)(ctx, 'reorder');
    const po = await (0, po_common_1.loadVisible)(ctx, rawId, 'reorder');
    if (po.userId !== user.id)
        throw (0, errors_1.forbidden)('You can only reorder your own orders');
    const lines = await ctx.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { position: 'asc' } });
    try {
        return await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
            await tx.$queryRaw `SELECT 1 FROM "User" WHERE "id" = ${user.id}::uuid FOR NO KEY UPDATE`;
            const candidates = lines.map((l) => ({
                lineNumber: l.position, reference: l.productId ?? '', quantityText: String(l.quantity), quantity: l.quantity,
                problem: l.productId ? null : 'This product is no longer sold',
            }));
            const checked = await (0, line_check_1.checkLines)(tx, candidates, { idsOnly: true, userId: user.id, refuseDuplicates: true });
            const ok = checked.filter((l) => l.problems.length === 0 && l.product && l.quote);
            const created = ok.length === 0 ? [] : await tx.orderItem.createManyAndReturn({
                data: ok.map((l) => (0, order_item_data_1.newOrderItemData)(l.product, user, l.quote, po.contactPhone)),
            });
            await (0, outbox_1.emit)(tx, created.map(events.orderItemPlaced));
            if (created.length > 0) {
                await tx.orderEvent.createMany({
                    data: created.map((item) => ({ orderItemId: item.id, toStatus: 'PENDING', ...(0, po_common_1.actorFields)(user) })),
                });
            }
            const refused = checked.filter((l) => l.problems.length > 0).map((l) => {
                const line = lines.find((x) => x.position === l.lineNumber);
                const first = l.problems[0];
                const reason = l.problem ?? (first?.code === 'UNKNOWN_PRODUCT' ? 'This product is no longer sold'
                    : first?.code === 'ALREADY_ORDERED' ? 'Already in your open items' : first?.message ?? 'This line cannot be ordered');
                return { productName: line.productName, sku: line.sku, quantity: line.quantity, reason };
            });
            return { items: created.map(order_item_data_1.withTotal), addedCount: created.length, refused };
        });
    }
    catch (e) {
        if (e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
            throw (0, errors_1.conflict)(`Nothing was added: ${common_1.MESSAGES.orderDuplicate}`);
        throw e;
    }
}
//# sourceMappingURL=reorder.js.map