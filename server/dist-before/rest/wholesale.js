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
exports.wholesaleRoutes = wholesaleRoutes;
const express_1 = require("express");
const wholesale = __importStar(require("../modules/wholesale/wholesale.service"));
const handler_1 = require("./handler");
const body_1 = require("./body");
const present_1 = require("./present");
const withRestProducts = (result) => ({
    ...result,
    lines: result.lines.map((l) => ({ ...l, product: l.product ? (0, present_1.presentProduct)(l.product) : null })),
});
/** REST callers may name the product `_id` as in the spec's other routes. */
function restLines(lines) {
    if (!Array.isArray(lines))
        return lines;
    return lines.map((l) => {
        const named = l && typeof l === 'object' && !Array.isArray(l) ? l : null;
        return named && named.productId === undefined && named._id !== undefined ? { ...named, productId: named._id } : l;
    });
}
function wholesaleRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.post('/quote', (0, handler_1.handle)('quote', async (ctx, req) => withRestProducts(await wholesale.quote(ctx, restLines((0, body_1.bodyOf)(req).lines)))));
    r.post('/quick-order/preview', (0, handler_1.handle)('quickOrderPreview', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        return withRestProducts(await wholesale.quickOrderPreview(ctx, body.text));
    }));
    r.post('/user-orderd-data/bulk', (0, handler_1.handle)('bulkAddToOrders', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const phone = (0, body_1.optionalText)(body, 'userPhone') ?? (0, body_1.optionalText)(body, 'phone');
        const added = await wholesale.bulkAddToOrders(ctx, { lines: restLines(body.lines), phone });
        return { success: true, count: added.count, totalCents: added.totalCents, orders: added.items.map((o) => (0, present_1.presentOrder)(o)) };
    }, 201));
    return r;
}
//# sourceMappingURL=wholesale.js.map