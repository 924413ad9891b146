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
exports.presentRequest = void 0;
exports.approvalRoutes = approvalRoutes;
const express_1 = require("express");
const common_1 = require("@gluegun/common");
const pos = __importStar(require("../modules/purchase-orders/purchase-order.service"));
const handler_1 = require("./handler");
const body_1 = require("./body");
const companies_1 = require("./companies");
const CHECKOUT_FIELDS = ['poNumber', 'companyName', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country', 'contactPhone', 'notes'];
/** An approval request as REST answers it (the GraphQL ApprovalRequest's stored fields). */
const presentRequest = (r) => ({
    id: r.id, number: r.number, requestNumber: (0, common_1.approvalNumberText)(r.number), status: r.status, totalCents: r.totalCents, requiredRoles: r.requiredRoles,
    reasons: r.reasons.map((reason) => (0, common_1.reasonText)(reason)), requesterEmail: r.requesterEmail, rejectionReason: r.rejectionReason,
    purchaseOrderId: r.purchaseOrderId, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});
exports.presentRequest = presentRequest;
/** Spending limits, approval rules and orders waiting for approval over REST (issue #28): the GraphQL services. */
function approvalRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.post('/submit-order', (0, handler_1.handle)('submitOrder', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const details = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, (0, body_1.optionalText)(body, f)]));
        const result = await pos.submitOrder(ctx, { itemIds: body.itemIds, details });
        return {
            success: true,
            purchaseOrder: result.purchaseOrder ? await pos.purchaseOrderView(ctx, result.purchaseOrder) : null,
            approvalRequest: result.approvalRequest ? (0, exports.presentRequest)(result.approvalRequest) : null,
        };
    }, 201));
    r.get('/approval-preview', (0, handler_1.handle)('approvalPreview', async (ctx, req) => pos.approvalPreview(ctx, ((0, body_1.queryText)(req, 'itemIds') ?? '').split(',').filter(Boolean))));
    r.get('/approvals', (0, handler_1.handle)('approvalQueue', async (ctx) => (await pos.approvalQueue(ctx)).map(exports.presentRequest)));
    r.get('/order-requests', (0, handler_1.handle)('myOrderRequests', async (ctx) => (await pos.myOrderRequests(ctx)).map(exports.presentRequest)));
    r.get('/order-requests/:id', (0, handler_1.handle)('orderRequest', async (ctx, req) => (0, exports.presentRequest)(await pos.orderRequest(ctx, String(req.params.id)))));
    r.post('/order-requests/:id/approve', (0, handler_1.handle)('approveOrder', async (ctx, req) => ({ success: true, approvalRequest: (0, exports.presentRequest)(await pos.approveOrder(ctx, String(req.params.id))) })));
    r.post('/order-requests/:id/reject', (0, handler_1.handle)('rejectOrder', async (ctx, req) => ({
        success: true, approvalRequest: (0, exports.presentRequest)(await pos.rejectOrder(ctx, String(req.params.id), (0, body_1.optionalText)((0, body_1.bodyOf)(req), 'reason'))),
    })));
    r.post('/order-requests/:id/withdraw', (0, handler_1.handle)('withdrawOrderRequest', async (ctx, req) => ({
        success: true, approvalRequest: (0, exports.presentRequest)(await pos.withdrawOrderRequest(ctx, String(req.params.id))),
    })));
    r.put('/my-company/approval-rules', (0, handler_1.handle)('setApprovalRules', async (ctx, req) => {
        const rules = await pos.setApprovalRules(ctx, (0, body_1.bodyOf)(req).rules);
        return { success: true, rules: rules.map((x) => ({ id: x.id, thresholdCents: x.thresholdCents, approverRole: x.approverRole })) };
    }));
    r.put('/my-company/members/:id/limits', (0, handler_1.handle)('setSpendingLimits', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const member = await pos.setSpendingLimits(ctx, String(req.params.id), {
            orderLimitCents: (0, body_1.optionalNumber)(body, 'orderLimitCents') ?? null, periodLimitCents: (0, body_1.optionalNumber)(body, 'periodLimitCents') ?? null, limitPeriod: (0, body_1.optionalText)(body, 'limitPeriod') ?? null,
        });
        return { success: true, member: { ...(0, companies_1.presentMember)(member), orderLimitCents: member.orderLimitCents, periodLimitCents: member.periodLimitCents, limitPeriod: member.limitPeriod } };
    }));
    return r;
}
//# sourceMappingURL=approvals.js.map