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
exports.purchaseOrderAnswer = void 0;
exports.purchaseOrderRoutes = purchaseOrderRoutes;
const express_1 = require("express");
const common_1 = require("@gluegun/common");
const pos = __importStar(require("../modules/purchase-orders/purchase-order.service"));
const invoice_pdf_1 = require("../modules/purchase-orders/invoice-pdf");
const exports_1 = require("../modules/purchase-orders/exports");
const remittance_1 = require("../modules/purchase-orders/remittance");
const errors_1 = require("../errors");
const handler_1 = require("./handler");
const body_1 = require("./body");
const cursor_pages_1 = require("./cursor-pages");
const connections_1 = require("../modules/purchase-orders/connections");
const present_1 = require("./present");
const CHECKOUT_FIELDS = ['poNumber', 'companyName', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country', 'contactPhone', 'notes'];
function filterOf(req) {
    const paymentStatus = (0, body_1.queryText)(req, 'paymentStatus') || undefined;
    const fulfilmentStatus = (0, body_1.queryText)(req, 'fulfilmentStatus') || undefined;
    if (paymentStatus && !common_1.PAYMENT_STATUSES.includes(paymentStatus)) {
        throw (0, errors_1.badInput)(`paymentStatus must be one of ${common_1.PAYMENT_STATUSES.join(', ')}`, 'paymentStatus');
    }
    if (fulfilmentStatus && !common_1.FULFILMENT_STATUSES.includes(fulfilmentStatus)) {
        throw (0, errors_1.badInput)(`fulfilmentStatus must be one of ${common_1.FULFILMENT_STATUSES.join(', ')}`, 'fulfilmentStatus');
    }
    const number = (field) => {
        const text = (0, body_1.queryText)(req, field);
        if (text === undefined || text === '')
            return undefined;
        if (!/^\d{1,6}$/.test(text))
            throw (0, errors_1.badInput)(`${field} must be a whole number`, field);
        return Number(text);
    };
    return {
        paymentStatus: paymentStatus, fulfilmentStatus: fulfilmentStatus,
        companyId: (0, body_1.queryText)(req, 'companyId') || undefined, take: number('take'), skip: number('skip'),
    };
}
/** A download: UTF-8 CSV with a byte-order mark (spreadsheets then read accents right). */
function sendCsv(res, name, csv) {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(`\uFEFF${csv}`);
}
/** A purchase order as REST answers it: with the seller and remittance block its invoice prints (as GraphQL). */
const purchaseOrderAnswer = async (ctx, po) => ({
    ...(await pos.purchaseOrderView(ctx, po)),
    seller: (0, remittance_1.invoiceSellerOf)(ctx.config),
    remittance: (0, remittance_1.invoiceRemittanceOf)(ctx.config, po.invoiceNumber),
});
exports.purchaseOrderAnswer = purchaseOrderAnswer;
/** Purchase orders, invoices, payments and credit over REST (issue #20): the same services as GraphQL. */
function purchaseOrderRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.post('/checkout', (0, handler_1.handle)('checkout', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const details = {};
        for (const field of CHECKOUT_FIELDS)
            details[field] = (0, body_1.optionalText)(body, field);
        const po = await pos.checkout(ctx, { itemIds: body.itemIds, details });
        return { success: true, purchaseOrder: await (0, exports.purchaseOrderAnswer)(ctx, po) };
    }, 201));
    r.get('/purchase-orders', (0, handler_1.handle)('myPurchaseOrders', async (ctx, req, res) => {
        const page = await (0, cursor_pages_1.restCursorPage)(req, res, (args) => (0, connections_1.myPurchaseOrderConnection)(ctx, args));
        return Promise.all((page ?? (await pos.myPurchaseOrders(ctx))).map((po) => (0, exports.purchaseOrderAnswer)(ctx, po)));
    }));
    r.get('/purchase-orders/:id', (0, handler_1.handle)('purchaseOrder', async (ctx, req) => (0, exports.purchaseOrderAnswer)(ctx, await pos.purchaseOrder(ctx, String(req.params.id)))));
    r.get('/purchase-orders/:id/invoice.pdf', (0, handler_1.handle)('invoiceDocument', async (ctx, req, res) => {
        const document = await pos.invoiceDocument(ctx, String(req.params.id));
        const pdf = await (0, invoice_pdf_1.renderInvoicePdf)(document);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${document.invoiceNumber}.pdf"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(pdf);
    }));
    r.post('/purchase-orders/:id/reorder', (0, handler_1.handle)('reorder', async (ctx, req) => {
        const result = await pos.reorder(ctx, String(req.params.id));
        return { success: true, addedCount: result.addedCount, orders: result.items.map((o) => (0, present_1.presentOrder)(o)), refused: result.refused };
    }));
    r.get('/my-credit', (0, handler_1.handle)('myCredit', async (ctx) => pos.myCredit(ctx)));
    // Admins. Registered before GET /admin/{email} (users.ts).
    r.get('/admin/purchase-orders.csv', (0, handler_1.handle)('exportPurchaseOrdersCsv', async (ctx, req, res) => {
        const rows = await pos.ordersForExport(ctx, 'exportPurchaseOrdersCsv', filterOf(req));
        sendCsv(res, 'purchase-orders.csv', (0, exports_1.purchaseOrdersCsv)(rows.map(({ po, figures, document }) => ({
            orderNumber: figures.orderNumber, invoiceNumber: po.invoiceNumber, poNumber: po.poNumber, createdOn: figures.issuedOn,
            buyerName: po.buyerName, buyerEmail: po.buyerEmail, companyName: figures.billToName, companyTaxId: figures.billToTaxId, lineCount: document.lines.length,
            subtotalCents: po.subtotalCents, taxCents: po.taxCents, taxLabel: document.taxLabel, totalCents: po.totalCents, creditedCents: po.creditedCents, paidCents: po.paidCents, balanceCents: figures.balanceCents,
            paymentStatusLabel: figures.paymentStatusLabel, fulfilmentStatusLabel: figures.fulfilmentStatusLabel, dueOn: figures.dueOn,
        }))));
    }));
    r.get('/admin/invoices.csv', (0, handler_1.handle)('exportInvoicesCsv', async (ctx, req, res) => {
        const rows = await pos.ordersForExport(ctx, 'exportInvoicesCsv', filterOf(req));
        sendCsv(res, 'invoices.csv', (0, exports_1.invoicesCsv)(rows.map((row) => row.document)));
    }));
    // With `?limit=&cursor=`: one cursor page of the same filtered list in the same shape, the next in a Link header.
    r.get('/admin/purchase-orders', (0, handler_1.handle)('purchaseOrders', async (ctx, req, res) => {
        const filter = filterOf(req);
        let total;
        const cursorPage = await (0, cursor_pages_1.restCursorPage)(req, res, async (args) => {
            const connection = await (0, connections_1.purchaseOrderConnection)(ctx, { ...args, paymentStatus: filter.paymentStatus, fulfilmentStatus: filter.fulfilmentStatus, companyId: filter.companyId });
            total = connection.count;
            return connection;
        });
        if (cursorPage && total)
            return { total: await total(), purchaseOrders: await Promise.all(cursorPage.map((po) => (0, exports.purchaseOrderAnswer)(ctx, po))) };
        const page = await pos.purchaseOrders(ctx, filter);
        return { total: page.total, purchaseOrders: await Promise.all(page.rows.map((po) => (0, exports.purchaseOrderAnswer)(ctx, po))) };
    }));
    r.post('/admin/purchase-orders/:id/payments', (0, handler_1.handle)('recordPayment', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const po = await pos.recordPayment(ctx, String(req.params.id), {
            amountCents: (0, body_1.optionalNumber)(body, 'amountCents'), receivedOn: (0, body_1.optionalText)(body, 'receivedOn'), reference: (0, body_1.optionalText)(body, 'reference'),
        });
        return { success: true, purchaseOrder: await (0, exports.purchaseOrderAnswer)(ctx, po) };
    }, 201));
    r.put('/admin/purchase-orders/:id/fulfilment', (0, handler_1.handle)('updateFulfilment', async (ctx, req) => {
        const status = (0, body_1.optionalText)((0, body_1.bodyOf)(req), 'status');
        if (!status || !common_1.FULFILMENT_STATUSES.includes(status)) {
            throw (0, errors_1.badInput)(`status must be one of ${common_1.FULFILMENT_STATUSES.join(', ')}`, 'status');
        }
        const po = await pos.updateFulfilment(ctx, String(req.params.id), status);
        return { success: true, purchaseOrder: await (0, exports.purchaseOrderAnswer)(ctx, po) };
    }));
    r.put('/admin/users/:id/credit', (0, handler_1.handle)('setCreditTerms', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const user = await pos.setCreditTerms(ctx, String(req.params.id), {
            creditLimitCents: (0, body_1.optionalNumber)(body, 'creditLimitCents') ?? null, paymentTermsDays: (0, body_1.optionalNumber)(body, 'paymentTermsDays') ?? null,
        });
        return { success: true, credit: await pos.creditOfUser(ctx, user.id) };
    }));
    r.post('/admin/users/:id/lift-hold', (0, handler_1.handle)('liftCreditHold', async (ctx, req) => {
        const user = await pos.liftCreditHold(ctx, String(req.params.id));
        return { success: true, credit: await pos.creditOfUser(ctx, user.id) };
    }));
    return r;
}
//# sourceMappingURL=purchase-orders.js.map