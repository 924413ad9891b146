"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WHOLESALE_FIELDS = void 0;
exports.quantityRuleOf = quantityRuleOf;
exports.priceBreaksOf = priceBreaksOf;
exports.pricedProduct = pricedProduct;
exports.wholesaleData = wholesaleData;
const common_1 = require("@gluegun/common");
/** The columns every product read selects for the rule and the breaks. */
exports.WHOLESALE_FIELDS = { sku: true, minOrderQuantity: true, orderIncrement: true, maxOrderQuantity: true, priceBreaks: true };
function quantityRuleOf(row) {
    return { minimum: row.minOrderQuantity, increment: row.orderIncrement, maximum: row.maxOrderQuantity };
}
/** Stored breaks, by rising quantity. Anything that is not a {minQuantity, unitPriceCents} pair is ignored. */
function priceBreaksOf(row) {
    const raw = Array.isArray(row.priceBreaks) ? row.priceBreaks : [];
    const breaks = raw.flatMap((b) => {
        const o = b;
        return o && Number.isSafeInteger(o.minQuantity) && Number.isSafeInteger(o.unitPriceCents)
            ? [{ minQuantity: o.minQuantity, unitPriceCents: o.unitPriceCents }]
            : [];
    });
    return (0, common_1.sortedBreaks)(breaks);
}
function pricedProduct(row) {
    return { name: row.name, priceCents: row.priceCents, quantity: row.quantity, quantityRule: quantityRuleOf(row), priceBreaks: priceBreaksOf(row) };
}
/** Validated input -> columns. `rule`/`breaks` undefined leave the columns as they are (update) or at their defaults (create). */
function wholesaleData(input) {
    const data = {};
    if (input.quantityRule) {
        data.minOrderQuantity = input.quantityRule.minimum;
        data.orderIncrement = input.quantityRule.increment;
        data.maxOrderQuantity = input.quantityRule.maximum ?? null;
    }
    if (input.priceBreaks) {
        data.priceBreaks = (0, common_1.sortedBreaks)(input.priceBreaks).map((b) => ({ minQuantity: b.minQuantity, unitPriceCents: b.unitPriceCents }));
    }
    return data;
}
//# sourceMappingURL=product.wholesale.js.map