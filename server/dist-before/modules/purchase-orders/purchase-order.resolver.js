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
exports.CreditResolver = exports.PurchaseOrderResolver = void 0;
const type_graphql_1 = require("type-graphql");
const presenter_1 = require("./presenter");
const context_1 = require("../../context");
const access_1 = require("../../auth/access");
const order_type_1 = require("../orders/order.type");
const order_item_data_1 = require("../orders/order-item.data");
const purchase_order_type_1 = require("./purchase-order.type");
const pos = __importStar(require("./purchase-order.service"));
const user_type_1 = require("../users/user.type");
let PurchaseOrderResolver = class PurchaseOrderResolver {
    myPurchaseOrders(ctx) {
        return pos.myPurchaseOrders(ctx);
    }
    purchaseOrder(ctx, id) {
        return pos.purchaseOrder(ctx, id);
    }
    purchaseOrders(ctx, paymentStatus, fulfilmentStatus, take, skip, companyId) {
        return pos.purchaseOrders(ctx, { paymentStatus, fulfilmentStatus, companyId, take, skip });
    }
    myCredit(ctx) {
        return pos.myCredit(ctx);
    }
    checkout(ctx, itemIds, details) {
        return pos.checkout(ctx, { itemIds, details });
    }
    reorder(ctx, id) {
        return pos.reorder(ctx, id);
    }
    recordPayment(ctx, id, payment) {
        return pos.recordPayment(ctx, id, payment);
    }
    updateFulfilment(ctx, id, status) {
        return pos.updateFulfilment(ctx, id, status);
    }
    // Derived values come from the one presenter (presenter.ts), as REST, the CSV exports and the invoice read them.
    orderNumber(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).orderNumber;
    }
    balanceCents(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).balanceCents;
    }
    paymentStatus(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).paymentStatus;
    }
    daysOverdue(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).daysOverdue;
    }
    billToName(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).billToName;
    }
    billToTaxId(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).billToTaxId;
    }
    orderedBy(po, ctx) {
        return (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx)).orderedBy;
    }
    nextFulfilment(po, ctx) {
        return (0, presenter_1.fulfilmentMovesOf)(po, (0, access_1.isAdmin)(ctx));
    }
    lines(po, ctx) {
        return ctx.loaders.invoiceLines.load(po.id);
    }
    async items(po, ctx) {
        return (await ctx.loaders.purchaseOrderItems.load(po.id)).map(order_item_data_1.withTotal);
    }
    async payments(po, ctx) {
        const admin = (0, access_1.isAdmin)(ctx);
        return (await ctx.loaders.payments.load(po.id)).map((p) => (0, presenter_1.visiblePayment)(p, admin));
    }
    async events(po, ctx) {
        const admin = (0, access_1.isAdmin)(ctx);
        return (await ctx.loaders.purchaseOrderEvents.load(po.id)).map((e) => (0, presenter_1.visibleEvent)(e, admin));
    }
    buyerCredit(po, ctx) {
        if (!(0, access_1.isAdmin)(ctx) || !po.userId)
            return null;
        return ctx.loaders.credit.load(po.userId);
    }
};
exports.PurchaseOrderResolver = PurchaseOrderResolver;
__decorate([
    (0, access_1.Allow)('myPurchaseOrders'),
    (0, type_graphql_1.Query)(() => [purchase_order_type_1.PurchaseOrder], { description: 'The signed-in buyer\'s purchase orders, newest first' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "myPurchaseOrders", null);
__decorate([
    (0, access_1.Allow)('purchaseOrder'),
    (0, type_graphql_1.Query)(() => purchase_order_type_1.PurchaseOrder, { description: 'One purchase order: its buyer or an admin' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "purchaseOrder", null);
__decorate([
    (0, access_1.Allow)('purchaseOrders'),
    (0, type_graphql_1.Query)(() => purchase_order_type_1.PurchaseOrderPage, { description: 'Every purchase order, newest first, by payment status (OVERDUE included), fulfilment and company. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('paymentStatus', () => purchase_order_type_1.PaymentStatusView, { nullable: true })),
    __param(2, (0, type_graphql_1.Arg)('fulfilmentStatus', () => purchase_order_type_1.FulfilmentStatusView, { nullable: true })),
    __param(3, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { defaultValue: 50 })),
    __param(4, (0, type_graphql_1.Arg)('skip', () => type_graphql_1.Int, { defaultValue: 0 })),
    __param(5, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID, { nullable: true, description: 'Only the orders placed for this company' })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, Number, Number, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "purchaseOrders", null);
__decorate([
    (0, access_1.Allow)('myCredit'),
    (0, type_graphql_1.Query)(() => purchase_order_type_1.Credit, { description: 'The signed-in buyer\'s credit limit, open invoices, terms and hold' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "myCredit", null);
__decorate([
    (0, access_1.Allow)('checkout'),
    (0, type_graphql_1.Mutation)(() => purchase_order_type_1.PurchaseOrder, { description: 'Check out open items as one purchase order: stock for every line or none, an invoice on your terms' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('itemIds', () => [type_graphql_1.ID])),
    __param(2, (0, type_graphql_1.Arg)('details', () => purchase_order_type_1.CheckoutDetailsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Array, purchase_order_type_1.CheckoutDetailsInput]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "checkout", null);
__decorate([
    (0, access_1.Allow)('reorder'),
    (0, type_graphql_1.Mutation)(() => purchase_order_type_1.ReorderResult, { description: 'Put an order\'s lines back as open items at today\'s prices and rules; lines that no longer fit are named' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "reorder", null);
__decorate([
    (0, access_1.Allow)('recordPayment'),
    (0, type_graphql_1.Mutation)(() => purchase_order_type_1.PurchaseOrder, { description: 'Record money received against an invoice; payments reaching the total mark it paid. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('payment', () => purchase_order_type_1.PaymentInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, purchase_order_type_1.PaymentInput]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "recordPayment", null);
__decorate([
    (0, access_1.Allow)('updateFulfilment'),
    (0, type_graphql_1.Mutation)(() => purchase_order_type_1.PurchaseOrder, { description: 'Ship, deliver or cancel a whole order. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('status', () => purchase_order_type_1.FulfilmentStatusView)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "updateFulfilment", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "orderNumber", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "balanceCents", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => purchase_order_type_1.PaymentStatusView),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "paymentStatus", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "daysOverdue", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "billToName", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String, { nullable: true }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "billToTaxId", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "orderedBy", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [purchase_order_type_1.FulfilmentStatusView]),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "nextFulfilment", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [purchase_order_type_1.InvoiceLine], { description: 'The invoice lines, in order' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "lines", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [order_type_1.OrderItem], { description: 'The order items checked out on this order (deleted ones are gone; the lines stay)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], PurchaseOrderResolver.prototype, "items", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [purchase_order_type_1.Payment], { description: 'Payments recorded, oldest first' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], PurchaseOrderResolver.prototype, "payments", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [purchase_order_type_1.PurchaseOrderEvent], { description: 'Every change, oldest first; customers see who as a role' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], PurchaseOrderResolver.prototype, "events", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => purchase_order_type_1.Credit, { nullable: true, description: 'The buyer\'s credit now. Admins only (null for customers).' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderResolver.prototype, "buyerCredit", null);
exports.PurchaseOrderResolver = PurchaseOrderResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => purchase_order_type_1.PurchaseOrder)
], PurchaseOrderResolver);
/** Credit on the user: limit, terms and hold (issue #20). Lives here with the rest of credit. */
let CreditResolver = class CreditResolver {
    setCreditTerms(ctx, id, terms) {
        return pos.setCreditTerms(ctx, id, terms);
    }
    liftCreditHold(ctx, id) {
        return pos.liftCreditHold(ctx, id);
    }
    credit(user, ctx) {
        if (!ctx.user || (ctx.user.id !== user.id && !(0, access_1.isAdmin)(ctx)))
            return null;
        return ctx.loaders.credit.load(user.id);
    }
};
exports.CreditResolver = CreditResolver;
__decorate([
    (0, access_1.Allow)('setCreditTerms'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Set a customer\'s credit limit and payment terms (null = the shop\'s default). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('terms', () => purchase_order_type_1.CreditTermsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, purchase_order_type_1.CreditTermsInput]),
    __metadata("design:returntype", void 0)
], CreditResolver.prototype, "setCreditTerms", null);
__decorate([
    (0, access_1.Allow)('liftCreditHold'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Lift a customer\'s credit hold: invoices overdue now no longer block checkout. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CreditResolver.prototype, "liftCreditHold", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => purchase_order_type_1.Credit, { nullable: true, description: 'Credit limit, open invoices, terms and hold: yourself, or anyone for admins (null otherwise)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [user_type_1.User, Object]),
    __metadata("design:returntype", void 0)
], CreditResolver.prototype, "credit", null);
exports.CreditResolver = CreditResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => user_type_1.User)
], CreditResolver);
//# sourceMappingURL=purchase-order.resolver.js.map