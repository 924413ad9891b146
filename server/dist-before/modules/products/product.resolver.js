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
exports.ProductResolver = void 0;
const type_graphql_1 = require("type-graphql");
const common_1 = require("@gluegun/common");
const access_1 = require("../../auth/access");
const product_type_1 = require("./product.type");
const product_wholesale_1 = require("./product.wholesale");
const product_input_1 = require("./product.input");
const products = __importStar(require("./product.service"));
let ProductResolver = class ProductResolver {
    products(ctx, args) {
        return products.listProducts(ctx, args);
    }
    product(ctx, id) {
        return products.getProduct(ctx, id);
    }
    createProduct(ctx, input) {
        return products.createProduct(ctx, input);
    }
    updateProduct(ctx, id, input) {
        return products.updateProduct(ctx, id, input);
    }
    deleteProduct(ctx, id) {
        return products.deleteProduct(ctx, id);
    }
    quantityRule(product) {
        return (0, product_wholesale_1.quantityRuleOf)(product);
    }
    priceBreaks(product) {
        return (0, product_wholesale_1.priceBreaksOf)(product);
    }
    fromPriceCents(product) {
        return (0, common_1.lowestUnitPrice)(product.priceCents, (0, product_wholesale_1.priceBreaksOf)(product));
    }
};
exports.ProductResolver = ProductResolver;
__decorate([
    (0, access_1.Allow)('products'),
    (0, type_graphql_1.Query)(() => product_type_1.ProductPage, { description: 'Products, newest first, with name search and pagination. Public.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, product_input_1.ProductsArgs]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "products", null);
__decorate([
    (0, access_1.Allow)('product'),
    (0, type_graphql_1.Query)(() => product_type_1.Product, { description: 'One product. Public.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "product", null);
__decorate([
    (0, access_1.Allow)('createProduct'),
    (0, type_graphql_1.Mutation)(() => product_type_1.Product, { description: 'Post a product. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, product_input_1.ProductInput]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "createProduct", null);
__decorate([
    (0, access_1.Allow)('updateProduct'),
    (0, type_graphql_1.Mutation)(() => product_type_1.Product, { description: 'Replace a product\'s fields. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('input')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, product_input_1.ProductInput]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "updateProduct", null);
__decorate([
    (0, access_1.Allow)('deleteProduct'),
    (0, type_graphql_1.Mutation)(() => Boolean, { description: 'Delete a product; its order items keep their snapshot. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "deleteProduct", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => product_type_1.QuantityRule, { description: 'Minimum, case pack and maximum per order' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "quantityRule", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [product_type_1.PriceBreak], { description: 'Volume price breaks by rising quantity (empty: one price for every quantity)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "priceBreaks", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'The lowest unit price any quantity gets, in cents ("from $X")' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ProductResolver.prototype, "fromPriceCents", null);
exports.ProductResolver = ProductResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => product_type_1.Product)
], ProductResolver);
//# sourceMappingURL=product.resolver.js.map