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
exports.BulkAddInput = exports.OrderLineInput = void 0;
const type_graphql_1 = require("type-graphql");
let OrderLineInput = class OrderLineInput {
    productId;
    quantity;
    lineNumber;
};
exports.OrderLineInput = OrderLineInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], OrderLineInput.prototype, "productId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Units; checked against the product\'s quantity rule' }),
    __metadata("design:type", Number)
], OrderLineInput.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'The line of the buyer\'s file, so refusals can name it; defaults to the position in the list' }),
    __metadata("design:type", Object)
], OrderLineInput.prototype, "lineNumber", void 0);
exports.OrderLineInput = OrderLineInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'One line to quote or add: a product and a quantity' })
], OrderLineInput);
let BulkAddInput = class BulkAddInput {
    lines;
    phone;
};
exports.BulkAddInput = BulkAddInput;
__decorate([
    (0, type_graphql_1.Field)(() => [OrderLineInput], { description: 'At most 500 lines; each product at most once' }),
    __metadata("design:type", Array)
], BulkAddInput.prototype, "lines", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Contact phone for every item added' }),
    __metadata("design:type", String)
], BulkAddInput.prototype, "phone", void 0);
exports.BulkAddInput = BulkAddInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Lines to add to My Orders in one transaction (all or none), with one contact phone' })
], BulkAddInput);
//# sourceMappingURL=wholesale.input.js.map