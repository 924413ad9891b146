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
exports.orderRoutes = orderRoutes;
const express_1 = require("express");
const common_1 = require("@gluegun/common");
const orders = __importStar(require("../modules/orders/order.service"));
const product_service_1 = require("../modules/products/product.service");
const errors_1 = require("../errors");
const connection_1 = require("../lib/connection");
const validate_1 = require("../lib/validate");
const handler_1 = require("./handler");
const body_1 = require("./body");
const present_1 = require("./present");
const order_connection_1 = require("../modules/orders/order-connection");
const cursor_pages_1 = require("./cursor-pages");
function queryWhole(req, field) {
    const raw = (0, body_1.queryText)(req, field);
    if (raw === undefined || raw === '')
        return undefined;
    if (!/^\d{1,8}$/.test(raw))
        throw (0, errors_1.badInput)(`${field} must be a whole number`, field);
    return Number(raw);
}
function orderRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    // Newest first, at most MAX_LIST_TAKE items per answer; `?take=&skip=` for older ones (docs/decisions/023).
    // With `?limit=&cursor=`: cursor pages of the same items, the next in a Link header (rest/cursor-pages.ts).
    r.get('/userOrder', (0, handler_1.handle)('ordersByEmail', async (ctx, req, res) => {
        const email = (0, body_1.queryText)(req, 'email') ?? '';
        const page = await (0, cursor_pages_1.restCursorPage)(req, res, (args) => orders.ordersByEmailConnection(ctx, email, args));
        if (page)
            return (0, present_1.presentOrders)(ctx, page);
        const window = { take: queryWhole(req, 'take'), skip: queryWhole(req, 'skip') };
        return (0, present_1.presentOrders)(ctx, await orders.ordersByEmail(ctx, email, window));
    }));
    // The spec's order form sends name/price/img/userName too; the server takes those from the product and
    // the token (a client cannot set its own price or order for someone else).
    r.post('/user-orderd-data', (0, handler_1.handle)('placeOrder', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const userEmail = (0, body_1.optionalText)(body, 'userEmail');
        if (userEmail !== undefined && (0, validate_1.normalizeEmail)(userEmail) !== ctx.user.email) {
            throw (0, errors_1.forbidden)('You can only order for yourself');
        }
        const quantity = (0, body_1.optionalNumber)(body, 'quantity');
        const phone = (0, body_1.optionalText)(body, 'userPhone') ?? (0, body_1.optionalText)(body, 'phone');
        const given = (0, body_1.optionalText)(body, 'productId') ?? (0, body_1.optionalText)(body, '_id');
        const productId = given ?? (await (0, product_service_1.findProductIdByName)(ctx, (0, body_1.optionalText)(body, 'name') ?? ''));
        const order = await orders.placeOrder(ctx, { productId, quantity: quantity, phone: phone });
        return { success: true, order: await (0, present_1.presentOne)(ctx, order) };
    }, 201));
    // The spec's whole list; with `?limit=` (1-100) a keyset page instead, newest first, the next one named by a
    // `Link: <...&cursor=...>; rel="next"` header (the same cursors as GraphQL's orderConnection; docs/decisions/029).
    r.get('/user-orderd-data', (0, handler_1.handle)('orders', async (ctx, req, res) => {
        const limit = queryWhole(req, 'limit');
        const cursor = (0, body_1.queryText)(req, 'cursor');
        if (limit === undefined) {
            if (cursor !== undefined)
                throw (0, errors_1.badInput)('cursor needs limit (1 to 100)', 'limit');
            return (0, present_1.presentOrders)(ctx, await orders.allOrders(ctx));
        }
        const status = (0, body_1.queryText)(req, 'status');
        if (status !== undefined && !common_1.ORDER_STATUSES.includes(status))
            throw (0, errors_1.badInput)(`status must be one of ${common_1.ORDER_STATUSES.join(', ')}`, 'status');
        if (limit < 1 || limit > connection_1.MAX_PAGE)
            throw (0, errors_1.badInput)(`limit must be from 1 to ${connection_1.MAX_PAGE}`, 'limit');
        const page = await (0, order_connection_1.orderConnection)(ctx, { first: limit, after: cursor ?? null, status: status ?? null })
            .catch((e) => {
            // GraphQL's argument is `after`; here the same cursor is the `cursor` parameter.
            if (e instanceof errors_1.AppError && e.extensions.field === 'after')
                throw (0, errors_1.badInput)('cursor is not one from this list: start again without it', 'cursor');
            throw e;
        });
        if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
            const next = new URLSearchParams({ limit: String(limit), cursor: page.pageInfo.endCursor, ...(status ? { status } : {}) });
            res.setHeader('Link', `</user-orderd-data?${next.toString()}>; rel="next"`);
        }
        return (0, present_1.presentOrders)(ctx, page.edges.map((e) => e.node));
    }));
    r.delete('/user-orderd-data/:id', (0, handler_1.handle)('deleteOrderItem', async (ctx, req) => {
        await orders.deleteOrderItem(ctx, String(req.params.id));
        return { success: true, deletedCount: 1 };
    }));
    r.post('/user-orderd-data/:id/pay', (0, handler_1.handle)('payOrderItem', async (ctx, req) => ({
        success: true, order: await (0, present_1.presentOne)(ctx, await orders.payOrderItem(ctx, String(req.params.id))),
    })));
    r.post('/user-orderd-data/:id/cancel', (0, handler_1.handle)('cancelOrderItem', async (ctx, req) => ({
        success: true, order: await (0, present_1.presentOne)(ctx, await orders.cancelOrderItem(ctx, String(req.params.id))),
    })));
    r.put('/user-orderd-data/:id/status', (0, handler_1.handle)('updateOrderStatus', async (ctx, req) => {
        const status = (0, body_1.optionalText)((0, body_1.bodyOf)(req), 'status');
        if (!status || !common_1.ORDER_STATUSES.includes(status)) {
            throw (0, errors_1.badInput)(`status must be one of ${common_1.ORDER_STATUSES.join(', ')}`, 'status');
        }
        const order = await orders.changeStatus(ctx, String(req.params.id), status);
        return { success: true, order: await (0, present_1.presentOne)(ctx, order) };
    }));
    return r;
}
//# sourceMappingURL=orders.js.map