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
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SpendingLimitsResolver = exports.ApprovalResolver = void 0;
const type_graphql_1 = require("type-graphql");
const common_1 = require("@gluegun/common");
const access_1 = require("../../auth/access");
const order_type_1 = require("../orders/order.type");
const order_item_data_1 = require("../orders/order-item.data");
const user_type_1 = require("../users/user.type");
const purchase_order_type_1 = require("./purchase-order.type");
const approval_type_1 = require("./approval.type");
const approvals = __importStar(require("./purchase-order.service"));
let ApprovalResolver = class ApprovalResolver {
    submitOrder(ctx, itemIds, details) {
        return approvals.submitOrder(ctx, { itemIds, details });
    }
    approvalPreview(ctx, itemIds) {
        return approvals.approvalPreview(ctx, itemIds);
    }
    approvalQueue(ctx) {
        return approvals.approvalQueue(ctx);
    }
    myOrderRequests(ctx) {
        return approvals.myOrderRequests(ctx);
    }
    orderRequest(ctx, id) {
        return approvals.orderRequest(ctx, id);
    }
    approveOrder(ctx, id) {
        return approvals.approveOrder(ctx, id);
    }
    rejectOrder(ctx, id, reason) {
        return approvals.rejectOrder(ctx, id, reason);
    }
    withdrawOrderRequest(ctx, id) {
        return approvals.withdrawOrderRequest(ctx, id);
    }
    setApprovalRules(ctx, rules) {
        return approvals.setApprovalRules(ctx, rules);
    }
    setSpendingLimits(ctx, userId, limits) {
        return approvals.setSpendingLimits(ctx, userId, limits);
    }
    requestNumber(r) {
        return (0, common_1.approvalNumberText)(r.number);
    }
    reasons(r) {
        return r.reasons.map((reason) => (0, common_1.reasonText)(reason));
    }
    events(r, ctx) {
        return ctx.db.approvalEvent.findMany({ where: { requestId: r.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    }
    async waitingFor(r, ctx) {
        if (r.status !== 'AWAITING_APPROVAL')
            return [];
        const filled = (await ctx.db.approvalEvent.findMany({ where: { requestId: r.id, kind: 'APPROVED' } })).map((e) => e.role);
        return r.requiredRoles.filter((role) => !filled.includes(role) && (0, common_1.slotFor)(r.requiredRoles, filled, role) === role);
    }
    async items(r, ctx) {
        return (await ctx.db.orderItem.findMany({ where: { approvalRequestId: r.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(order_item_data_1.withTotal);
    }
    purchaseOrder(r, ctx) {
        return r.purchaseOrderId ? ctx.loaders.purchaseOrder.load(r.purchaseOrderId) : null;
    }
    poNumber(r) {
        return r.details.poNumber ?? null;
    }
};
exports.ApprovalResolver = ApprovalResolver;
__decorate([
    (0, access_1.Allow)('submitOrder'),
    (0, type_graphql_1.Mutation)(() => approval_type_1.SubmitOrderResult, { description: 'Check out through the company\'s spending limits and approval rules: placed at once, or submitted for approval (holding no stock and no credit)' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('itemIds', () => [type_graphql_1.ID])),
    __param(2, (0, type_graphql_1.Arg)('details', () => purchase_order_type_1.CheckoutDetailsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Array, purchase_order_type_1.CheckoutDetailsInput]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "submitOrder", null);
__decorate([
    (0, access_1.Allow)('approvalPreview'),
    (0, type_graphql_1.Query)(() => approval_type_1.ApprovalPreview, { description: 'Whether checking out these open items now needs approval, by whom and why' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('itemIds', () => [type_graphql_1.ID])),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Array]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "approvalPreview", null);
__decorate([
    (0, access_1.Allow)('approvalQueue'),
    (0, type_graphql_1.Query)(() => [approval_type_1.ApprovalRequest], { description: 'Orders of your company waiting for your approval, oldest first' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "approvalQueue", null);
__decorate([
    (0, access_1.Allow)('myOrderRequests'),
    (0, type_graphql_1.Query)(() => [approval_type_1.ApprovalRequest], { description: 'Your orders submitted for approval, newest first' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "myOrderRequests", null);
__decorate([
    (0, access_1.Allow)('orderRequest'),
    (0, type_graphql_1.Query)(() => approval_type_1.ApprovalRequest, { description: 'One approval request: its requester, the company\'s admins, accounts payable and approvers' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "orderRequest", null);
__decorate([
    (0, access_1.Allow)('approveOrder'),
    (0, type_graphql_1.Mutation)(() => approval_type_1.ApprovalRequest, { description: 'Approve an order waiting for you (never your own); the last approval places it by the normal checkout, or nothing changes and you are told why' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "approveOrder", null);
__decorate([
    (0, access_1.Allow)('rejectOrder'),
    (0, type_graphql_1.Mutation)(() => approval_type_1.ApprovalRequest, { description: 'Reject an order waiting for you, with a reason; its items are open again' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('reason')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "rejectOrder", null);
__decorate([
    (0, access_1.Allow)('withdrawOrderRequest'),
    (0, type_graphql_1.Mutation)(() => approval_type_1.ApprovalRequest, { description: 'Take back your own order while it waits; its items are open again' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "withdrawOrderRequest", null);
__decorate([
    (0, access_1.Allow)('setApprovalRules'),
    (0, type_graphql_1.Mutation)(() => [approval_type_1.ApprovalRule], { description: 'Replace your company\'s approval rules (at most 10). Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('rules', () => [approval_type_1.ApprovalRuleInput])),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Array]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "setApprovalRules", null);
__decorate([
    (0, access_1.Allow)('setSpendingLimits'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Set a member\'s per-order and period spending limits (null = none). Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('userId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('limits', () => approval_type_1.SpendingLimitsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, approval_type_1.SpendingLimitsInput]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "setSpendingLimits", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String, { description: 'AR-000123' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "requestNumber", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [String], { description: 'Why approval is needed, in words' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "reasons", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [approval_type_1.ApprovalStep], { description: 'Every step, oldest first' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest, Object]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "events", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [String], { description: 'The roles still to approve' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest, Object]),
    __metadata("design:returntype", Promise)
], ApprovalResolver.prototype, "waitingFor", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [order_type_1.OrderItem], { description: 'The items it holds (until approved or rejected)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest, Object]),
    __metadata("design:returntype", Promise)
], ApprovalResolver.prototype, "items", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => purchase_order_type_1.PurchaseOrder, { nullable: true, description: 'The purchase order it became when approved' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest, Object]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "purchaseOrder", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String, { nullable: true, description: 'The buyer\'s own PO number, if given' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [approval_type_1.ApprovalRequest]),
    __metadata("design:returntype", void 0)
], ApprovalResolver.prototype, "poNumber", null);
exports.ApprovalResolver = ApprovalResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => approval_type_1.ApprovalRequest)
], ApprovalResolver);
let SpendingLimitsResolver = class SpendingLimitsResolver {
    spendingLimits(user, ctx) {
        const sees = (0, access_1.isAdmin)(ctx) || ctx.user?.id === user.id || (ctx.user?.companyId === user.companyId && ctx.user.companyRole === 'COMPANY_ADMIN');
        return sees ? { orderLimitCents: user.orderLimitCents, periodLimitCents: user.periodLimitCents, limitPeriod: user.limitPeriod } : null;
    }
};
exports.SpendingLimitsResolver = SpendingLimitsResolver;
__decorate([
    (0, type_graphql_1.FieldResolver)(() => approval_type_1.SpendingLimits, { nullable: true, description: 'Spending limits: yourself, your company\'s admins, or shop admins (null otherwise)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], SpendingLimitsResolver.prototype, "spendingLimits", null);
exports.SpendingLimitsResolver = SpendingLimitsResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => user_type_1.User)
], SpendingLimitsResolver);
//# sourceMappingURL=approval.resolver.js.map