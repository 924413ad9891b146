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
exports.OrderResolver = void 0;
const type_graphql_1 = require("type-graphql");
const common_1 = require("@gluegun/common");
const purchase_order_type_1 = require("../purchase-orders/purchase-order.type");
const access_1 = require("../../auth/access");
const product_type_1 = require("../products/product.type");
const user_type_1 = require("../users/user.type");
const order_type_1 = require("./order.type");
const order_input_1 = require("./order.input");
const orders = __importStar(require("./order.service"));
let OrderResolver = class OrderResolver {
    myOrders(ctx, take, skip) {
        return orders.myOrders(ctx, { take, skip });
    }
    orders(ctx, status, take, skip) {
        return orders.allOrders(ctx, { status, take, skip });
    }
    placeOrder(ctx, input) {
        return orders.placeOrder(ctx, input);
    }
    payOrderItem(ctx, id) {
        return orders.payOrderItem(ctx, id);
    }
    cancelOrderItem(ctx, id) {
        return orders.cancelOrderItem(ctx, id);
    }
    updateOrderStatus(ctx, id, status) {
        return orders.changeStatus(ctx, id, status);
    }
    deleteOrderItem(ctx, id) {
        return orders.deleteOrderItem(ctx, id);
    }
    product(item, ctx) {
        return item.productId ? ctx.loaders.product.load(item.productId) : null;
    }
    user(item, ctx) {
        return item.userId ? ctx.loaders.user.load(item.userId) : null;
    }
    events(item, ctx) {
        return orders.orderEvents(ctx, item.id);
    }
    async paymentDueAt(item, ctx) {
        if (!item.purchaseOrderId)
            return null;
        return (await ctx.loaders.purchaseOrder.load(item.purchaseOrderId))?.dueAt ?? null;
    }
    purchaseOrder(item, ctx) {
        return item.purchaseOrderId ? ctx.loaders.purchaseOrder.load(item.purchaseOrderId) : null;
    }
    nextStatuses(item, ctx) {
        return orders.nextStatuses(ctx, item);
    }
};
exports.OrderResolver = OrderResolver;
__decorate([
    (0, access_1.Allow)('myOrders'),
    (0, type_graphql_1.Query)(() => [order_type_1.OrderItem], { description: `The signed-in user's order items, newest first: \`take\` of them (default ${common_1.DEFAULT_LIST_TAKE}, at most ${common_1.MAX_LIST_TAKE}) after skipping \`skip\`` }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { defaultValue: common_1.DEFAULT_LIST_TAKE })),
    __param(2, (0, type_graphql_1.Arg)('skip', () => type_graphql_1.Int, { defaultValue: 0 })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Number]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "myOrders", null);
__decorate([
    (0, access_1.Allow)('orders'),
    (0, type_graphql_1.Query)(() => [order_type_1.OrderItem], { description: 'All customers\' order items, newest first. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('status', () => order_type_1.OrderStatus, { nullable: true })),
    __param(2, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { defaultValue: common_1.DEFAULT_LIST_TAKE })),
    __param(3, (0, type_graphql_1.Arg)('skip', () => type_graphql_1.Int, { defaultValue: 0 })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Number, Number]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "orders", null);
__decorate([
    (0, access_1.Allow)('placeOrder'),
    (0, type_graphql_1.Mutation)(() => order_type_1.OrderItem, { description: 'Order at least 100 units of a product; one item per product and user' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, order_input_1.PlaceOrderInput]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "placeOrder", null);
__decorate([
    (0, access_1.Allow)('payOrderItem'),
    (0, type_graphql_1.Mutation)(() => order_type_1.OrderItem, { description: 'Pay a PENDING item by invoice: reserves the stock and issues an invoice reference' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "payOrderItem", null);
__decorate([
    (0, access_1.Allow)('cancelOrderItem'),
    (0, type_graphql_1.Mutation)(() => order_type_1.OrderItem, { description: 'Cancel an item: owners their PENDING ones, admins PENDING or INVOICED (stock is returned)' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "cancelOrderItem", null);
__decorate([
    (0, access_1.Allow)('updateOrderStatus'),
    (0, type_graphql_1.Mutation)(() => order_type_1.OrderItem, { description: 'Move an item to its next status (INVOICED, SHIPPED, DELIVERED or CANCELLED). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('status', () => order_type_1.OrderStatus)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "updateOrderStatus", null);
__decorate([
    (0, access_1.Allow)('deleteOrderItem'),
    (0, type_graphql_1.Mutation)(() => Boolean, { description: 'Delete an item: owners while PENDING or CANCELLED, admins any' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "deleteOrderItem", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => product_type_1.Product, { nullable: true, description: 'The product as it is now (null if deleted)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [order_type_1.OrderItem, Object]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "product", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => user_type_1.User, { nullable: true, description: 'The customer (null if the account was deleted). Admins and the owner.' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [order_type_1.OrderItem, Object]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "user", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [order_type_1.OrderEvent], { description: 'Status history, oldest first' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [order_type_1.OrderItem, Object]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "events", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => Date, { nullable: true, description: 'When the invoice of this item\'s purchase order is due (null before checkout)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [order_type_1.OrderItem, Object]),
    __metadata("design:returntype", Promise)
], OrderResolver.prototype, "paymentDueAt", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => purchase_order_type_1.PurchaseOrder, { nullable: true, description: 'The purchase order this item was checked out on (null while open)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [order_type_1.OrderItem, Object]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "purchaseOrder", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [order_type_1.OrderStatus], { description: 'Statuses the caller may move this item to next' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [order_type_1.OrderItem, Object]),
    __metadata("design:returntype", void 0)
], OrderResolver.prototype, "nextStatuses", null);
exports.OrderResolver = OrderResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => order_type_1.OrderItem)
], OrderResolver);
//# sourceMappingURL=order.resolver.js.map