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
exports.creditNoteRoutes = creditNoteRoutes;
/**
 * Credit notes, refunds and customer credit over REST (issue #29 item 3), under the purchase-order and company
 * paths: the same services as GraphQL's issueCreditNote, applyCustomerCredit, recordRefund, customerCredit and
 * creditNotes, plus each credit note's PDF.
 */
const express_1 = require("express");
const cn = __importStar(require("../modules/credit-notes/credit-note.service"));
const pos = __importStar(require("../modules/purchase-orders/purchase-order.service"));
const handler_1 = require("./handler");
const body_1 = require("./body");
const purchase_orders_1 = require("./purchase-orders");
function creditNoteRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.get('/purchase-orders/:id/credit-notes', (0, handler_1.handle)('creditNotes', async (ctx, req) => ({ creditNotes: await cn.creditNotes(ctx, String(req.params.id)) })));
    r.get('/purchase-orders/:id/credit-notes/:creditNoteId/pdf', (0, handler_1.handle)('creditNoteDocument', async (ctx, req, res) => {
        const document = await cn.creditNoteDocument(ctx, String(req.params.id), String(req.params.creditNoteId));
        const pdf = await cn.renderCreditNotePdf(document);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${document.creditNoteNumber}.pdf"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(pdf);
    }));
    r.post('/admin/purchase-orders/:id/credit-notes', (0, handler_1.handle)('issueCreditNote', async (ctx, req) => {
        const note = await cn.issueCreditNote(ctx, String(req.params.id), (0, body_1.bodyOf)(req));
        const po = await pos.purchaseOrder(ctx, note.purchaseOrderId);
        return { success: true, creditNote: note, purchaseOrder: await (0, purchase_orders_1.purchaseOrderAnswer)(ctx, po) };
    }, 201));
    r.post('/admin/purchase-orders/:id/apply-credit', (0, handler_1.handle)('applyCustomerCredit', async (ctx, req) => {
        const po = await cn.applyCustomerCredit(ctx, String(req.params.id), (0, body_1.bodyOf)(req).amountCents);
        return { success: true, purchaseOrder: await (0, purchase_orders_1.purchaseOrderAnswer)(ctx, po) };
    }));
    r.get('/admin/companies/:id/customer-credit', (0, handler_1.handle)('customerCredit', async (ctx, req) => cn.customerCredit(ctx, String(req.params.id))));
    r.post('/admin/companies/:id/refunds', (0, handler_1.handle)('recordRefund', async (ctx, req) => {
        const refund = await cn.recordRefund(ctx, String(req.params.id), (0, body_1.bodyOf)(req));
        return { success: true, refund, customerCredit: await cn.customerCredit(ctx, refund.companyId) };
    }, 201));
    return r;
}
//# sourceMappingURL=credit-notes.js.map