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
exports.ProductPage = exports.Product = exports.PriceBreak = exports.QuantityRule = void 0;
const type_graphql_1 = require("type-graphql");
let QuantityRule = class QuantityRule {
    minimum;
    increment;
    maximum;
};
exports.QuantityRule = QuantityRule;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Fewest units per order: 100 (the shop\'s wholesale minimum) or more, a multiple of `increment`' }),
    __metadata("design:type", Number)
], QuantityRule.prototype, "minimum", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Case pack: order quantities are multiples of it (1 = any whole number)' }),
    __metadata("design:type", Number)
], QuantityRule.prototype, "increment", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'Most units per order, a multiple of `increment`; null = no product maximum' }),
    __metadata("design:type", Object)
], QuantityRule.prototype, "maximum", void 0);
exports.QuantityRule = QuantityRule = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'How many units one order line of a product may hold. Valid: at least `minimum`, a multiple of `increment` (counted from zero), at most `maximum` when set.' })
], QuantityRule);
let PriceBreak = class PriceBreak {
    minQuantity;
    unitPriceCents;
};
exports.PriceBreak = PriceBreak;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Units from which this price applies' }),
    __metadata("design:type", Number)
], PriceBreak.prototype, "minQuantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Price of one unit in US cents at this quantity' }),
    __metadata("design:type", Number)
], PriceBreak.prototype, "unitPriceCents", void 0);
exports.PriceBreak = PriceBreak = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A volume price break: from `minQuantity` units on, each unit costs `unitPriceCents`' })
], PriceBreak);
let Product = class Product {
    id;
    sku;
    name;
    description;
    imageUrl;
    priceCents;
    quantity;
    version;
    createdAt;
    updatedAt;
};
exports.Product = Product;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Product.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Stock-keeping unit, unique (upper-case letters, digits, hyphens): what quick-order files name' }),
    __metadata("design:type", String)
], Product.prototype, "sku", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Product name' }),
    __metadata("design:type", String)
], Product.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Description shown on the card and detail page (the spec\'s `des`)' }),
    __metadata("design:type", String)
], Product.prototype, "description", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'http(s) link to the product image (the spec\'s `img`)' }),
    __metadata("design:type", String)
], Product.prototype, "imageUrl", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Price of one piece in US cents below the first price break (the base price)' }),
    __metadata("design:type", Number)
], Product.prototype, "priceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Units in stock' }),
    __metadata("design:type", Number)
], Product.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Changes whenever the product or its stock changes; send it back with updateProduct' }),
    __metadata("design:type", Number)
], Product.prototype, "version", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], Product.prototype, "createdAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], Product.prototype, "updatedAt", void 0);
exports.Product = Product = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A glue gun (or glue) offered wholesale. Orders are for at least 100 units.' })
], Product);
let ProductPage = class ProductPage {
    items;
    total;
    page;
    pageSize;
};
exports.ProductPage = ProductPage;
__decorate([
    (0, type_graphql_1.Field)(() => [Product]),
    __metadata("design:type", Array)
], ProductPage.prototype, "items", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Products matching the search, over all pages' }),
    __metadata("design:type", Number)
], ProductPage.prototype, "total", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ProductPage.prototype, "page", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ProductPage.prototype, "pageSize", void 0);
exports.ProductPage = ProductPage = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One page of products, newest first' })
], ProductPage);
//# sourceMappingURL=product.type.js.map