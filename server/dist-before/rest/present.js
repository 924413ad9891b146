"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentReview = exports.presentUser = exports.presentOne = exports.presentOrder = exports.presentProduct = void 0;
exports.presentOrders = presentOrders;
const common_1 = require("@gluegun/common");
const product_wholesale_1 = require("../modules/products/product.wholesale");
/**
 * Response shapes for integrators: our field names plus the spec's (§3) names, so old clients
 * (`_id`, `des`, `img`, dollar `price`) and new ones (`id`, `description`, `imageUrl`, `priceCents`) both work.
 */
const dollars = (cents) => cents / 100;
const presentProduct = (p) => ({
    _id: p.id,
    id: p.id,
    name: p.name,
    des: p.description,
    description: p.description,
    img: p.imageUrl,
    imageUrl: p.imageUrl,
    price: dollars(p.priceCents),
    priceCents: p.priceCents,
    quantity: p.quantity,
    version: p.version,
    sku: p.sku,
    quantityRule: (0, product_wholesale_1.quantityRuleOf)(p),
    priceBreaks: (0, product_wholesale_1.priceBreaksOf)(p),
    fromPriceCents: (0, common_1.lowestUnitPrice)(p.priceCents, (0, product_wholesale_1.priceBreaksOf)(p)),
});
exports.presentProduct = presentProduct;
/**
 * An order item for REST. `paymentDueAt` is its purchase order's own due date (the buyer's terms), never a
 * restated rule; items not checked out have none.
 */
const presentOrder = (o, paymentDueAt = null) => ({
    _id: o.id,
    id: o.id,
    productId: o.productId,
    name: o.productName,
    userName: o.userName,
    userEmail: o.userEmail,
    price: dollars(o.unitPriceCents),
    unitPriceCents: o.unitPriceCents,
    quantity: o.quantity,
    totalCents: o.totalCents,
    userPhone: o.userPhone,
    img: o.imageUrl,
    status: o.status,
    invoiceReference: o.invoiceReference,
    invoicedAt: o.invoicedAt,
    paymentDueAt,
    createdAt: o.createdAt,
});
exports.presentOrder = presentOrder;
/** Order items with their purchase orders' due dates (one batched read through the request's loader). */
async function presentOrders(ctx, items) {
    const due = await Promise.all(items.map(async (o) => (o.purchaseOrderId ? (await ctx.loaders.purchaseOrder.load(o.purchaseOrderId))?.dueAt ?? null : null)));
    return items.map((o, i) => (0, exports.presentOrder)(o, due[i]));
}
const presentOne = async (ctx, o) => (await presentOrders(ctx, [o]))[0];
exports.presentOne = presentOne;
const presentUser = (u) => ({
    _id: u.id,
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    role: u.role === 'ADMIN' ? 'admin' : 'customer',
});
exports.presentUser = presentUser;
const presentReview = (r) => ({
    _id: r.id,
    id: r.id,
    photoUrl: r.photoUrl,
    description: r.description,
    rating: r.rating,
    authorName: r.authorName,
    createdAt: r.createdAt,
});
exports.presentReview = presentReview;
//# sourceMappingURL=present.js.map