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
exports.CATALOG_PARAMS = void 0;
exports.productRoutes = productRoutes;
const express_1 = require("express");
const common_1 = require("@gluegun/common");
const products = __importStar(require("../modules/products/product.service"));
const errors_1 = require("../errors");
const handler_1 = require("./handler");
const body_1 = require("./body");
const present_1 = require("./present");
const cursor_pages_1 = require("./cursor-pages");
const product_connection_1 = require("../modules/products/product-connection");
/**
 * The spec's product form ({name, price (dollars), quantity, img, des}) or our names ({priceCents,
 * imageUrl, description}) -> the service's input. Required/limits are checked by the shared schema.
 */
function productInput(body) {
    let priceCents = (0, body_1.optionalNumber)(body, 'priceCents');
    if (priceCents === undefined && body.price !== undefined && body.price !== null && body.price !== '') {
        if (typeof body.price !== 'number' && typeof body.price !== 'string')
            throw (0, errors_1.badInput)('price must be a dollar amount', 'price');
        priceCents = (0, common_1.dollarsToCents)(body.price);
        if (Number.isNaN(priceCents))
            throw (0, errors_1.badInput)('price must be a dollar amount like 12.50', 'price');
    }
    return {
        name: (0, body_1.optionalText)(body, 'name'),
        description: (0, body_1.optionalText)(body, 'description') ?? (0, body_1.optionalText)(body, 'des'),
        imageUrl: (0, body_1.optionalText)(body, 'imageUrl') ?? (0, body_1.optionalText)(body, 'img'),
        priceCents,
        quantity: (0, body_1.optionalNumber)(body, 'quantity'),
        version: (0, body_1.optionalNumber)(body, 'version'),
        // Wholesale fields (issue #19), checked by the shared schema: sku text, quantityRule {minimum, increment,
        // maximum}, priceBreaks [{minQuantity, unitPriceCents}].
        sku: (0, body_1.optionalText)(body, 'sku'),
        quantityRule: body.quantityRule,
        priceBreaks: body.priceBreaks,
    };
}
/** The query parameters GET /products reads: part of its cache key (router.ts), every other one is not. */
exports.CATALOG_PARAMS = ['offset', 'limit', 'cursor'];
function queryInt(req, field) {
    const raw = (0, body_1.queryText)(req, field);
    if (raw === undefined || raw === '')
        return undefined;
    if (!/^\d{1,7}$/.test(raw))
        throw (0, errors_1.badInput)(`${field} must be a whole number`, field);
    return Number(raw);
}
function productRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    // The spec's list; above REST_CATALOG_LIMIT products it is paged (`?offset=&limit=`), the total and the next page
    // in headers so the body keeps the spec's shape (docs/decisions/023).
    // With `?cursor=` (empty for the first page) and `limit` (1-100): cursor pages in the same order, the next page in
    // a Link header with its cursor (issue #31; rest/cursor-pages.ts). `limit` alone keeps its offset meaning.
    r.get('/products', (0, handler_1.handle)('products', async (ctx, req, res) => {
        if ((0, body_1.queryText)(req, 'cursor') !== undefined) {
            if ((0, body_1.queryText)(req, 'offset') !== undefined)
                throw (0, errors_1.badInput)('Give offset or cursor, not both', 'cursor');
            return ((await (0, cursor_pages_1.restCursorPage)(req, res, (args) => (0, product_connection_1.productConnection)(ctx, args))) ?? []).map(present_1.presentProduct);
        }
        const page = await products.listCatalog(ctx, { offset: queryInt(req, 'offset'), limit: queryInt(req, 'limit') });
        res.setHeader('X-Total-Count', String(page.total));
        if (page.offset + page.items.length < page.total) {
            res.setHeader('Link', `</products?offset=${page.offset + page.items.length}&limit=${page.limit}>; rel="next"`);
        }
        return page.items.map(present_1.presentProduct);
    }));
    r.get('/products/:id', (0, handler_1.handle)('product', async (ctx, req) => (0, present_1.presentProduct)(await products.getProduct(ctx, String(req.params.id)))));
    r.post('/products', (0, handler_1.handle)('createProduct', async (ctx, req) => {
        const product = await products.createProduct(ctx, productInput((0, body_1.bodyOf)(req)));
        return { success: true, product: (0, present_1.presentProduct)(product) };
    }, 201));
    r.put('/products/:id', (0, handler_1.handle)('updateProduct', async (ctx, req) => {
        const product = await products.updateProduct(ctx, String(req.params.id), productInput((0, body_1.bodyOf)(req)));
        return { success: true, product: (0, present_1.presentProduct)(product) };
    }));
    r.delete('/products/:id', (0, handler_1.handle)('deleteProduct', async (ctx, req) => {
        await products.deleteProduct(ctx, String(req.params.id));
        return { success: true, deletedCount: 1 };
    }));
    return r;
}
//# sourceMappingURL=products.js.map