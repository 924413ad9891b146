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
exports.OrderConnectionResolver = exports.OrderItemConnection = exports.OrderItemEdge = exports.PageInfo = void 0;
exports.orderConnection = orderConnection;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const order_type_1 = require("./order.type");
const order_item_data_1 = require("./order-item.data");
const connection_type_1 = require("../../lib/connection-type");
Object.defineProperty(exports, "PageInfo", { enumerable: true, get: function () { return connection_type_1.PageInfo; } });
let OrderItemEdge = class OrderItemEdge {
    cursor;
    node;
};
exports.OrderItemEdge = OrderItemEdge;
__decorate([
    (0, type_graphql_1.Field)({ description: 'Pass as `after` (or `before`) to read on from this item' }),
    __metadata("design:type", String)
], OrderItemEdge.prototype, "cursor", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => order_type_1.OrderItem),
    __metadata("design:type", order_type_1.OrderItem)
], OrderItemEdge.prototype, "node", void 0);
exports.OrderItemEdge = OrderItemEdge = __decorate([
    (0, type_graphql_1.ObjectType)('OrderItemEdge')
], OrderItemEdge);
let OrderItemConnection = class OrderItemConnection {
    edges;
    nodes;
    pageInfo;
    /** The filter, for totalCount (counted only when asked for). */
    status;
};
exports.OrderItemConnection = OrderItemConnection;
__decorate([
    (0, type_graphql_1.Field)(() => [OrderItemEdge]),
    __metadata("design:type", Array)
], OrderItemConnection.prototype, "edges", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [order_type_1.OrderItem], { description: 'The edges\' nodes, in the same order' }),
    __metadata("design:type", Array)
], OrderItemConnection.prototype, "nodes", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => connection_type_1.PageInfo),
    __metadata("design:type", connection_type_1.PageInfo)
], OrderItemConnection.prototype, "pageInfo", void 0);
exports.OrderItemConnection = OrderItemConnection = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A page of order items, newest first, by cursor (keyset: rows added or removed meanwhile shift nothing)' })
], OrderItemConnection);
/** All customers' order items as cursor pages (admins; read:orders for API keys). */
async function orderConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'orderConnection');
    const plan = (0, connection_1.planPage)(args);
    const filter = args.status ? { status: args.status } : {};
    const [rows, behind] = await Promise.all([
        ctx.db.orderItem.findMany({ where: plan.from ? { ...filter, ...(0, connection_1.pastKey)(plan.from, plan.backwards) } : filter, orderBy: (0, connection_1.readOrder)(plan.backwards), take: plan.take }),
        plan.from ? ctx.db.orderItem.findFirst({ where: { ...filter, ...(0, connection_1.pastKey)(plan.from, !plan.backwards) }, select: { id: true } }) : null,
    ]);
    return { ...(0, connection_1.toConnection)(rows.map(order_item_data_1.withTotal), plan, behind !== null), status: args.status ?? null };
}
let OrderConnectionResolver = class OrderConnectionResolver {
    orderConnection(ctx, first, after, last, before, status) {
        return orderConnection(ctx, { first, after, last, before, status: status });
    }
    totalCount(ctx, connection) {
        return ctx.db.orderItem.count({ where: connection.status ? { status: connection.status } : {} });
    }
};
exports.OrderConnectionResolver = OrderConnectionResolver;
__decorate([
    (0, access_1.Allow)('orderConnection'),
    (0, type_graphql_1.Query)(() => OrderItemConnection, { description: 'All customers\' order items as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('first', () => type_graphql_1.Int, { nullable: true })),
    __param(2, (0, type_graphql_1.Arg)('after', () => String, { nullable: true })),
    __param(3, (0, type_graphql_1.Arg)('last', () => type_graphql_1.Int, { nullable: true })),
    __param(4, (0, type_graphql_1.Arg)('before', () => String, { nullable: true })),
    __param(5, (0, type_graphql_1.Arg)('status', () => order_type_1.OrderStatus, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, String, Number, String, String]),
    __metadata("design:returntype", void 0)
], OrderConnectionResolver.prototype, "orderConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'Order items matching the filter, on every page' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, OrderItemConnection]),
    __metadata("design:returntype", void 0)
], OrderConnectionResolver.prototype, "totalCount", null);
exports.OrderConnectionResolver = OrderConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => OrderItemConnection)
], OrderConnectionResolver);
//# sourceMappingURL=order-connection.js.map