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
exports.ProductConnectionResolver = exports.ProductConnection = void 0;
exports.productConnection = productConnection;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const product_type_1 = require("./product.type");
const product_service_1 = require("./product.service");
exports.ProductConnection = (0, connection_type_1.connectionOf)(product_type_1.Product, 'Product', 'A page of products, newest first (as the shop lists them), by cursor');
/** The catalog as cursor pages, in the shop's order (newest first) with the same name search as `products`. */
async function productConnection(ctx, args) {
    (0, access_1.allow)(ctx, 'productConnection');
    const where = (0, product_service_1.productSearchWhere)(args.search);
    const page = await (0, connection_1.keysetPage)(args, 'products', {
        rows: (past, orderBy, take) => ctx.db.product.findMany({ where: (0, connection_1.withKey)(where, past), select: product_service_1.CARD_FIELDS, orderBy, take }),
        any: async (past) => (await ctx.db.product.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.product.count({ where }) };
}
let ProductConnectionResolver = class ProductConnectionResolver {
    productConnection(ctx, args, search) {
        return productConnection(ctx, { ...args, search });
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.ProductConnectionResolver = ProductConnectionResolver;
__decorate([
    (0, access_1.Allow)('productConnection'),
    (0, type_graphql_1.Query)(() => exports.ProductConnection, { description: 'Products as cursor pages, newest first, with name search: first/after or last/before, at most 100 a page. Public.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __param(2, (0, type_graphql_1.Arg)('search', () => String, { nullable: true, description: 'Case-insensitive search in product names' })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput, String]),
    __metadata("design:returntype", void 0)
], ProductConnectionResolver.prototype, "productConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'Products matching the search, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ProductConnectionResolver.prototype, "totalCount", null);
exports.ProductConnectionResolver = ProductConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.ProductConnection)
], ProductConnectionResolver);
//# sourceMappingURL=product-connection.js.map