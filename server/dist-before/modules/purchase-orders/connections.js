"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PurchaseOrderConnectionResolver = exports.MyPurchaseOrderConnectionResolver = exports.MyPurchaseOrderConnection = exports.PurchaseOrderConnection = void 0;
exports.myPurchaseOrderConnection = myPurchaseOrderConnection;
exports.purchaseOrderConnection = purchaseOrderConnection;
/** Purchase orders as cursor pages: the buyer's own and the admins' filtered list (docs/decisions/029-cursor-pages.md). */
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const purchase_order_type_1 = require("./purchase-order.type");
const reads_1 = require("./reads");
exports.PurchaseOrderConnection = (0, connection_type_1.connectionOf)(purchase_order_type_1.PurchaseOrder, 'PurchaseOrder', 'A page of purchase orders, newest first, by cursor');
exports.MyPurchaseOrderConnection = (0, connection_type_1.connectionOf)(purchase_order_type_1.PurchaseOrder, 'MyPurchaseOrder', 'A page of the signed-in buyer\'s purchase orders, newest first, by cursor');
async function purchaseOrderPage(ctx, args, list, where) {
    const page = await (0, connection_1.keysetPage)(args, list, {
        rows: (past, orderBy, take) => ctx.db.purchaseOrder.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take }),
        any: async (past) => (await ctx.db.purchaseOrder.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.purchaseOrder.count({ where }) };
}
/** The buyer's own purchase orders: the rows `myPurchaseOrders` shows, through the same visibility rule. */
async function myPurchaseOrderConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'myPurchaseOrderConnection');
    return purchaseOrderPage(ctx, args, 'myPurchaseOrders', (0, reads_1.visiblePurchaseOrdersWhere)(ctx, user));
}
/** Admins: every purchase order with `purchaseOrders`' filters (payment status incl. OVERDUE, fulfilment, company). */
async function purchaseOrderConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'purchaseOrderConnection');
    const { paymentStatus, fulfilmentStatus, companyId } = args;
    return purchaseOrderPage(ctx, args, 'purchaseOrders', (0, reads_1.whereFor)(ctx, { paymentStatus, fulfilmentStatus, companyId }));
}
let MyPurchaseOrderConnectionResolver = class MyPurchaseOrderConnectionResolver {
    myPurchaseOrderConnection(ctx, args) {
        return myPurchaseOrderConnection(ctx, args);
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.MyPurchaseOrderConnectionResolver = MyPurchaseOrderConnectionResolver;
__decorate([
    (0, access_1.Allow)('myPurchaseOrderConnection'),
    (0, type_graphql_1.Query)(() => exports.MyPurchaseOrderConnection, { description: 'The signed-in buyer\'s purchase orders as cursor pages, newest first: first/after or last/before, at most 100 a page' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], MyPurchaseOrderConnectionResolver.prototype, "myPurchaseOrderConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'The buyer\'s purchase orders, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], MyPurchaseOrderConnectionResolver.prototype, "totalCount", null);
exports.MyPurchaseOrderConnectionResolver = MyPurchaseOrderConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.MyPurchaseOrderConnection)
], MyPurchaseOrderConnectionResolver);
let PurchaseOrderConnectionResolver = class PurchaseOrderConnectionResolver {
    purchaseOrderConnection(ctx, args, paymentStatus, fulfilmentStatus, companyId) {
        return purchaseOrderConnection(ctx, { ...args, paymentStatus, fulfilmentStatus, companyId });
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.PurchaseOrderConnectionResolver = PurchaseOrderConnectionResolver;
__decorate([
    (0, access_1.Allow)('purchaseOrderConnection'),
    (0, type_graphql_1.Query)(() => exports.PurchaseOrderConnection, { description: 'Every purchase order as cursor pages, newest first, by payment status (OVERDUE included), fulfilment and company: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __param(2, (0, type_graphql_1.Arg)('paymentStatus', () => purchase_order_type_1.PaymentStatusView, { nullable: true })),
    __param(3, (0, type_graphql_1.Arg)('fulfilmentStatus', () => purchase_order_type_1.FulfilmentStatusView, { nullable: true })),
    __param(4, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID, { nullable: true, description: 'Only the orders placed for this company' })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput, String, String, Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderConnectionResolver.prototype, "purchaseOrderConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'Purchase orders matching the filters, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderConnectionResolver.prototype, "totalCount", null);
exports.PurchaseOrderConnectionResolver = PurchaseOrderConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.PurchaseOrderConnection)
], PurchaseOrderConnectionResolver);
//# sourceMappingURL=connections.js.map