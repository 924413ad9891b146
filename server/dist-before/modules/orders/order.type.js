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
Object.defineProperty(exports, "__esModule", { value: true });
exports.OrderItem = exports.OrderEvent = exports.OrderStatus = void 0;
const type_graphql_1 = require("type-graphql");
const enums_1 = require("../../generated/prisma/enums");
Object.defineProperty(exports, "OrderStatus", { enumerable: true, get: function () { return enums_1.OrderStatus; } });
(0, type_graphql_1.registerEnumType)(enums_1.OrderStatus, {
    name: 'OrderStatus',
    description: 'PENDING (placed, not invoiced) -> INVOICED (on a purchase order, invoice issued; payment is the order\'s paymentStatus) -> SHIPPED -> DELIVERED; CANCELLED from PENDING or INVOICED',
});
let OrderEvent = class OrderEvent {
    id;
    fromStatus;
    toStatus;
    actorEmail;
    actorRole;
    createdAt;
};
exports.OrderEvent = OrderEvent;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], OrderEvent.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.OrderStatus, { nullable: true, description: 'Null for the placement itself' }),
    __metadata("design:type", Object)
], OrderEvent.prototype, "fromStatus", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.OrderStatus),
    __metadata("design:type", String)
], OrderEvent.prototype, "toStatus", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'E-mail of the user who made the change; shown to admins only (null for customers)' }),
    __metadata("design:type", Object)
], OrderEvent.prototype, "actorEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.Role, { nullable: true, description: 'Role of who made the change: CUSTOMER (the buyer) or ADMIN (the shop)' }),
    __metadata("design:type", Object)
], OrderEvent.prototype, "actorRole", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], OrderEvent.prototype, "createdAt", void 0);
exports.OrderEvent = OrderEvent = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One status change of an order item: who made it and when' })
], OrderEvent);
let OrderItem = class OrderItem {
    id;
    productId;
    productName;
    imageUrl;
    unitPriceCents;
    quantity;
    totalCents;
    userName;
    userEmail;
    userPhone;
    status;
    invoiceReference;
    invoicedAt;
    createdAt;
    updatedAt;
    userId;
    purchaseOrderId;
};
exports.OrderItem = OrderItem;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], OrderItem.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'Null when the product has since been deleted' }),
    __metadata("design:type", Object)
], OrderItem.prototype, "productId", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Product name when ordered' }),
    __metadata("design:type", String)
], OrderItem.prototype, "productName", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Product image when ordered' }),
    __metadata("design:type", String)
], OrderItem.prototype, "imageUrl", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Price of one piece in cents, captured when ordered' }),
    __metadata("design:type", Number)
], OrderItem.prototype, "unitPriceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], OrderItem.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'quantity x unitPriceCents' }),
    __metadata("design:type", Number)
], OrderItem.prototype, "totalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], OrderItem.prototype, "userName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], OrderItem.prototype, "userEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], OrderItem.prototype, "userPhone", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.OrderStatus),
    __metadata("design:type", String)
], OrderItem.prototype, "status", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Invoice number to pay against, once paid/invoiced' }),
    __metadata("design:type", Object)
], OrderItem.prototype, "invoiceReference", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'When the invoice was issued (Pay); null before' }),
    __metadata("design:type", Object)
], OrderItem.prototype, "invoicedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], OrderItem.prototype, "createdAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], OrderItem.prototype, "updatedAt", void 0);
exports.OrderItem = OrderItem = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A line a customer ordered: one product, at least 100 units. Name, image and price are captured when placed.' })
], OrderItem);
//# sourceMappingURL=order.type.js.map