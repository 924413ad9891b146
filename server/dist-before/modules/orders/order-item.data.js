"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.newOrderItemData = newOrderItemData;
exports.withTotal = withTotal;
/** A new PENDING order item's row: snapshots of the product and the customer, the unit price of its price break. */
function newOrderItemData(product, user, line, phone) {
    return {
        productId: product.id,
        userId: user.id,
        productName: product.name,
        imageUrl: product.imageUrl,
        unitPriceCents: line.unitPriceCents,
        userName: user.displayName || user.email,
        userEmail: user.email,
        userPhone: phone,
        quantity: line.quantity,
    };
}
/** An item with its line total (quantity x captured unit price). */
function withTotal(item) {
    return { ...item, totalCents: item.quantity * item.unitPriceCents };
}
//# sourceMappingURL=order-item.data.js.map