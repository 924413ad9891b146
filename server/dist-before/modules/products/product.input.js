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
exports.ProductsArgs = exports.ProductInput = exports.PriceBreakInput = exports.QuantityRuleInput = void 0;
const common_1 = require("@gluegun/common");
const type_graphql_1 = require("type-graphql");
let QuantityRuleInput = class QuantityRuleInput {
    minimum;
    increment;
    maximum;
};
exports.QuantityRuleInput = QuantityRuleInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Fewest units per order, at least 100' }),
    __metadata("design:type", Number)
], QuantityRuleInput.prototype, "minimum", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Case pack, at least 1' }),
    __metadata("design:type", Number)
], QuantityRuleInput.prototype, "increment", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'Most units per order; null for none' }),
    __metadata("design:type", Object)
], QuantityRuleInput.prototype, "maximum", void 0);
exports.QuantityRuleInput = QuantityRuleInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A quantity rule: minimum (100 or more) and maximum must be multiples of increment' })
], QuantityRuleInput);
let PriceBreakInput = class PriceBreakInput {
    minQuantity;
    unitPriceCents;
};
exports.PriceBreakInput = PriceBreakInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Above the product\'s minimum order' }),
    __metadata("design:type", Number)
], PriceBreakInput.prototype, "minQuantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Below the base price and below every break at a smaller quantity' }),
    __metadata("design:type", Number)
], PriceBreakInput.prototype, "unitPriceCents", void 0);
exports.PriceBreakInput = PriceBreakInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A volume price break: from minQuantity units on, unitPriceCents a unit' })
], PriceBreakInput);
let ProductInput = class ProductInput {
    name;
    description;
    imageUrl;
    priceCents;
    quantity;
    sku;
    quantityRule;
    priceBreaks;
    version;
};
exports.ProductInput = ProductInput;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], ProductInput.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], ProductInput.prototype, "description", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'http(s) image link' }),
    __metadata("design:type", String)
], ProductInput.prototype, "imageUrl", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Price of one piece in US cents, at least 1' }),
    __metadata("design:type", Number)
], ProductInput.prototype, "priceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Units in stock, 0 or more' }),
    __metadata("design:type", Number)
], ProductInput.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Unique SKU (2-32 letters, digits, hyphens; stored upper-case). Generated on create when left out.' }),
    __metadata("design:type", Object)
], ProductInput.prototype, "sku", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => QuantityRuleInput, { nullable: true, description: 'Minimum, case pack and maximum per order. Default: 100, 1, none.' }),
    __metadata("design:type", Object)
], ProductInput.prototype, "quantityRule", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [PriceBreakInput], { nullable: true, description: 'Volume price breaks (at most 10); prices must fall as quantity rises. Default: none.' }),
    __metadata("design:type", Object)
], ProductInput.prototype, "priceBreaks", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, {
        nullable: true,
        description: 'Required by updateProduct: the `version` of the product you loaded. If the product changed since (an edit, or stock moved by a payment or cancellation), the update is refused with CONFLICT instead of overwriting it. Ignored by createProduct.',
    }),
    __metadata("design:type", Object)
], ProductInput.prototype, "version", void 0);
exports.ProductInput = ProductInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Name, description, image, price and stock are required (spec §5). Price is in cents. Wholesale fields are optional: left out on create they take their defaults, on update they stay as they are.' })
], ProductInput);
let ProductsArgs = class ProductsArgs {
    search;
    page;
    pageSize;
};
exports.ProductsArgs = ProductsArgs;
__decorate([
    (0, type_graphql_1.Field)({ nullable: true, description: 'Case-insensitive search in product names' }),
    __metadata("design:type", String)
], ProductsArgs.prototype, "search", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { defaultValue: 1, description: 'Page number, from 1' }),
    __metadata("design:type", Number)
], ProductsArgs.prototype, "page", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { defaultValue: common_1.DEFAULT_PAGE_SIZE, description: `Products per page, 1 to ${common_1.MAX_PAGE_SIZE}` }),
    __metadata("design:type", Number)
], ProductsArgs.prototype, "pageSize", void 0);
exports.ProductsArgs = ProductsArgs = __decorate([
    (0, type_graphql_1.ArgsType)()
], ProductsArgs);
//# sourceMappingURL=product.input.js.map