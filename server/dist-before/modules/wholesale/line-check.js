"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkLines = checkLines;
exports.totalsOf = totalsOf;
exports.lineView = lineView;
/**
 * The one verdict on a list of order lines, shared by quote, the quick-order preview and the bulk add: which
 * product each line names, and every reason it cannot be ordered (unreadable, unknown product, on two lines,
 * already in My Orders, then the product's quantity rule, stock and line bound from @gluegun/common's quoteLine).
 */
const common_1 = require("@gluegun/common");
const validate_1 = require("../../lib/validate");
const product_wholesale_1 = require("../products/product.wholesale");
/** Every product the lines may name, in one query: by SKU, by id, by exact name. */
async function findProducts(db, lines, idsOnly) {
    const refs = lines.filter((l) => !l.problem).map((l) => l.reference);
    const ids = refs.map(validate_1.normalizeId).filter((id) => id !== null);
    const skus = idsOnly ? [] : refs.map((r) => r.toUpperCase()).filter((r) => common_1.SKU_PATTERN.test(r));
    const names = idsOnly ? [] : refs;
    if (ids.length + skus.length + names.length === 0)
        return [];
    return db.product.findMany({ where: { OR: [{ id: { in: ids } }, { sku: { in: skus } }, { name: { in: names } }] } });
}
function productFor(reference, products, idsOnly) {
    const id = (0, validate_1.normalizeId)(reference);
    const byId = id ? products.find((p) => p.id === id) : undefined;
    if (byId)
        return byId;
    if (idsOnly)
        return 'UNKNOWN';
    const bySku = products.find((p) => p.sku === reference.toUpperCase());
    if (bySku)
        return bySku;
    const byName = products.filter((p) => p.name === reference);
    if (byName.length > 1)
        return 'AMBIGUOUS';
    return byName[0] ?? 'UNKNOWN';
}
function checkOne(line, found) {
    const checked = { ...line, product: null, quote: null, problems: [], nudge: null };
    if (line.problem)
        return { ...checked, problems: [{ code: 'UNREADABLE', message: line.problem }] };
    if (found === 'UNKNOWN' || found === null) {
        return { ...checked, problems: [{ code: 'UNKNOWN_PRODUCT', message: `No product has the SKU, id or name "${line.reference.slice(0, 60)}"` }] };
    }
    if (found === 'AMBIGUOUS')
        return { ...checked, problems: [{ code: 'AMBIGUOUS_NAME', message: `Several products are named "${line.reference}": use the SKU` }] };
    if (line.quantity === null)
        return { ...checked, product: found, problems: [{ code: 'UNREADABLE', message: 'Quantity is missing' }] };
    const quote = (0, common_1.quoteLine)((0, product_wholesale_1.pricedProduct)(found), line.quantity);
    const nudge = quote.problems.length === 0 && (0, common_1.isNudgeWorthy)(line.quantity, quote.nextBreak) ? (0, common_1.nextBreakNudge)(quote.nextBreak) : null;
    return { ...checked, product: found, quote, problems: [...quote.problems], nudge };
}
/** Lines naming the same product: each gets a problem naming the other lines. */
function markDuplicates(lines) {
    const byProduct = new Map();
    for (const l of lines)
        if (l.product)
            byProduct.set(l.product.id, [...(byProduct.get(l.product.id) ?? []), l]);
    for (const group of byProduct.values()) {
        if (group.length < 2)
            continue;
        for (const l of group) {
            const others = group.filter((o) => o !== l).map((o) => o.lineNumber).join(', ');
            l.problems.unshift({ code: 'DUPLICATE_LINE', message: `${l.product.name} is also on line ${others}: put it on one line` });
        }
    }
}
async function checkLines(db, lines, options = {}) {
    const idsOnly = options.idsOnly ?? false;
    const products = await findProducts(db, lines, idsOnly);
    const checked = lines.map((l) => checkOne(l, l.problem ? null : productFor(l.reference, products, idsOnly)));
    if (options.refuseDuplicates)
        markDuplicates(checked);
    if (options.userId) {
        const productIds = [...new Set(checked.flatMap((l) => (l.product ? [l.product.id] : [])))];
        const ordered = productIds.length === 0 ? [] : await db.orderItem.findMany({
            where: { userId: options.userId, productId: { in: productIds }, purchaseOrderId: null }, select: { productId: true },
        });
        const already = new Set(ordered.map((o) => o.productId));
        for (const l of checked)
            if (l.product && already.has(l.product.id))
                l.problems.unshift({ code: 'ALREADY_ORDERED', message: common_1.MESSAGES.orderDuplicate });
    }
    return checked;
}
/** Totals over the lines that can be ordered. */
function totalsOf(lines) {
    const ok = lines.filter((l) => l.problems.length === 0 && l.quote);
    return {
        okCount: ok.length,
        failedCount: lines.length - ok.length,
        totalUnits: ok.reduce((s, l) => s + l.quote.quantity, 0),
        totalCents: ok.reduce((s, l) => s + l.quote.lineTotalCents, 0),
    };
}
/** A checked line as the API shows it (GraphQL QuoteLine, REST the same JSON). */
function lineView(l) {
    return {
        lineNumber: l.lineNumber,
        reference: l.reference,
        quantityText: l.quantityText,
        product: l.product,
        quantity: l.quantity,
        unitPriceCents: l.quote?.unitPriceCents ?? null,
        lineTotalCents: l.quote?.lineTotalCents ?? null,
        priceBreak: l.quote?.tier ?? null,
        nextBreak: l.quote?.nextBreak ?? null,
        nudge: l.nudge,
        roundUpTo: l.quote?.roundUpTo ?? null,
        problems: l.problems,
        ok: l.problems.length === 0,
    };
}
//# sourceMappingURL=line-check.js.map