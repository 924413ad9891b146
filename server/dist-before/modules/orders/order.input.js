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
exports.PlaceOrderInput = void 0;
const type_graphql_1 = require("type-graphql");
let PlaceOrderInput = class PlaceOrderInput {
    productId;
    quantity;
    phone;
};
exports.PlaceOrderInput = PlaceOrderInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], PlaceOrderInput.prototype, "productId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'At least 100 units (wholesale)' }),
    __metadata("design:type", Number)
], PlaceOrderInput.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Contact phone for this order' }),
    __metadata("design:type", String)
], PlaceOrderInput.prototype, "phone", void 0);
exports.PlaceOrderInput = PlaceOrderInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Place an order item. Name, price and customer come from the server, never from the caller.' })
], PlaceOrderInput);
//# sourceMappingURL=order.input.js.map