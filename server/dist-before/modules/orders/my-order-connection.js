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
exports.MyOrderConnectionResolver = exports.MyOrderItemConnection = void 0;
exports.myOrderConnection = myOrderConnection;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const order_type_1 = require("./order.type");
const order_item_data_1 = require("./order-item.data");
exports.MyOrderItemConnection = (0, connection_type_1.connectionOf)(order_type_1.OrderItem, 'MyOrderItem', 'A page of the signed-in buyer\'s order items, newest first, by cursor');
/** The caller's own order items as cursor pages (as myOrders: whose rows is the same `userId` rule). */
async function myOrderConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'myOrderConnection');
    const mine = { userId: user.id };
    const page = await (0, connection_1.keysetPage)(args, 'myOrders', {
        rows: async (past, orderBy, take) => (await ctx.db.orderItem.findMany({ where: (0, connection_1.withKey)(mine, past), orderBy, take })).map(order_item_data_1.withTotal),
        any: async (past) => (await ctx.db.orderItem.findFirst({ where: (0, connection_1.withKey)(mine, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.orderItem.count({ where: mine }) };
}
let MyOrderConnectionResolver = class MyOrderConnectionResolver {
    myOrderConnection(ctx, args) {
        return myOrderConnection(ctx, args);
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.MyOrderConnectionResolver = MyOrderConnectionResolver;
__decorate([
    (0, access_1.Allow)('myOrderConnection'),
    (0, type_graphql_1.Query)(() => exports.MyOrderItemConnection, { description: 'The signed-in buyer\'s order items as cursor pages, newest first: first/after or last/before, at most 100 a page' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], MyOrderConnectionResolver.prototype, "myOrderConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'The buyer\'s order items, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], MyOrderConnectionResolver.prototype, "totalCount", null);
exports.MyOrderConnectionResolver = MyOrderConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.MyOrderItemConnection)
], MyOrderConnectionResolver);
//# sourceMappingURL=my-order-connection.js.map