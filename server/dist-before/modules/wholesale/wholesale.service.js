"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.candidateLines = candidateLines;
exports.quote = quote;
exports.quickOrderPreview = quickOrderPreview;
exports.bulkAddToOrders = bulkAddToOrders;
/**
 * Quotes, the quick-order preview and the bulk add (issue #19). Every verdict comes from checkLines; the bulk add
 * repeats it inside its transaction, so what the preview showed cannot go stale into a partial add.
 */
const common_1 = require("@gluegun/common");
const access_1 = require("../../auth/access");
const errors_1 = require("../../errors");
const validate_1 = require("../../lib/validate");
const client_1 = require("../../generated/prisma/client");
const order_item_data_1 = require("../orders/order-item.data");
const retry_1 = require("../../db/retry");
const line_check_1 = require("./line-check");
const quick_order_csv_1 = require("./quick-order-csv");
const outbox_1 = require("../events/outbox");
const event_types_1 = require("../events/event-types");
/** [{productId, quantity}] from a caller (GraphQL or JSON) -> candidate lines; a whole-list problem is BAD_USER_INPUT. */
function candidateLines(lines) {
    if (!Array.isArray(lines))
        throw (0, errors_1.badInput)('lines must be a list of {productId, quantity}', 'lines');
    if (lines.length === 0)
        throw (0, errors_1.badInput)('Send at least one line', 'lines');
    if (lines.length > common_1.MAX_QUICK_ORDER_LINES)
        throw (0, errors_1.badInput)(`At most ${common_1.MAX_QUICK_ORDER_LINES} lines at once; this has ${lines.length}`, 'lines');
    return lines.map((raw, i) => {
        const line = (raw ?? {});
        const reference = typeof line.productId === 'string' ? line.productId : '';
        const quantity = line.quantity;
        const quantityText = typeof quantity === 'number' || typeof quantity === 'string' ? String(quantity) : '';
        const whole = typeof quantity === 'number' && Number.isSafeInteger(quantity);
        const problem = typeof raw !== 'object' || raw === null || Array.isArray(raw)
            ? 'Each line must be {productId, quantity}'
            : !whole ? 'Quantity must be a whole number of units' : null;
        const lineNumber = Number.isSafeInteger(line.lineNumber) && line.lineNumber > 0 ? line.lineNumber : i + 1;
        return { lineNumber, reference, quantityText, quantity: whole ? quantity : null, problem };
    });
}
/** What these lines would cost, line by line, without placing anything. Public: it reads only the catalog. */
async function quote(ctx, lines) {
    (0, access_1.allow)(ctx, 'quote');
    const checked = await (0, line_check_1.checkLines)(ctx.db, candidateLines(lines), { idsOnly: true });
    return { lines: checked.map(line_check_1.lineView), ...(0, line_check_1.totalsOf)(checked) };
}
/** A pasted or uploaded `sku,quantity` file, parsed and checked line by line for the signed-in buyer. */
async function quickOrderPreview(ctx, text) {
    const user = (0, access_1.allowUser)(ctx, 'quickOrderPreview');
    if (typeof text !== 'string')
        throw (0, errors_1.badInput)('text must be the file as text', 'text');
    const checked = await (0, line_check_1.checkLines)(ctx.db, (0, quick_order_csv_1.parseQuickOrderText)(text), { userId: user.id, refuseDuplicates: true });
    const failed = checked.filter((l) => l.problems.length > 0);
    return {
        lines: checked.map(line_check_1.lineView),
        ...(0, line_check_1.totalsOf)(checked),
        failedLinesCsv: (0, quick_order_csv_1.failedLinesCsv)(failed.map((l) => ({ ...l, reasons: l.problems.map((p) => p.message) }))),
    };
}
/** Nothing was added: the refused lines in the error's extensions (GraphQL) and its message (REST). */
function refused(failed, total) {
    const listed = failed.slice(0, 5).map((l) => `line ${l.lineNumber}: ${l.problems[0].message}`).join('; ');
    const more = failed.length > 5 ? `; and ${failed.length - 5} more` : '';
    const onlyDuplicates = failed.every((l) => l.problems.every((p) => p.code === 'ALREADY_ORDERED' || p.code === 'DUPLICATE_LINE'));
    return new errors_1.AppError(onlyDuplicates ? 'CONFLICT' : 'BAD_USER_INPUT', `Nothing was added: ${failed.length} of ${total} lines cannot be ordered (${listed}${more})`, {
        field: 'lines',
        reason: 'LINES_REFUSED',
        lines: failed.map((l) => ({ lineNumber: l.lineNumber, productId: l.product?.id ?? null, problems: l.problems.map((p) => p.message) })),
    });
}
/**
 * Adds every line to My Orders in one transaction, or none. The customer's row is locked first, so two tabs adding
 * overlapping files run one after the other: the second sees the first's items and is refused whole. A single
 * placeOrder racing it is settled by the (userId, productId) unique index.
 */
async function bulkAddToOrders(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'bulkAddToOrders');
    const { phone } = await (0, validate_1.validate)(common_1.orderInputSchema.pick(['phone']), { phone: input?.phone });
    const lines = candidateLines(input?.lines);
    try {
        const items = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
            // NO KEY UPDATE: two bulk adds of one customer queue here, while the KEY SHARE locks that foreign keys take
            // (a single placeOrder's item and event rows point at this user) pass; FOR UPDATE made those deadlock.
            await tx.$queryRaw `SELECT 1 FROM "User" WHERE "id" = ${user.id}::uuid FOR NO KEY UPDATE`;
            const checked = await (0, line_check_1.checkLines)(tx, lines, { idsOnly: true, userId: user.id, refuseDuplicates: true });
            const failed = checked.filter((l) => l.problems.length > 0);
            if (failed.length > 0)
                throw refused(failed, checked.length);
            const created = await tx.orderItem.createManyAndReturn({ data: checked.map((l) => (0, order_item_data_1.newOrderItemData)(l.product, user, l.quote, phone)) });
            await tx.orderEvent.createMany({
                data: created.map((item) => ({ orderItemId: item.id, toStatus: 'PENDING', actorId: user.id, actorEmail: user.email, actorRole: user.role })),
            });
            await (0, outbox_1.emit)(tx, created.map(event_types_1.orderItemPlaced));
            return created;
        });
        const byLine = new Map(items.map((item) => [item.productId, item]));
        const ordered = lines.map((l) => byLine.get(l.reference.toLowerCase())).filter((i) => i !== undefined);
        return { items: ordered.map(order_item_data_1.withTotal), count: items.length, totalCents: items.reduce((s, i) => s + i.quantity * i.unitPriceCents, 0) };
    }
    catch (e) {
        // An item placed at the same moment by another path (placeOrder): the unique index refuses the whole add.
        if (e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
            throw (0, errors_1.conflict)(`Nothing was added: ${common_1.MESSAGES.orderDuplicate}`);
        throw e;
    }
}
//# sourceMappingURL=wholesale.service.js.map