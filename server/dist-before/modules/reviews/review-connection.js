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
exports.ReviewConnectionResolver = exports.ReviewConnection = void 0;
exports.reviewConnection = reviewConnection;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const review_type_1 = require("./review.type");
exports.ReviewConnection = (0, connection_type_1.connectionOf)(review_type_1.Review, 'Review', 'A page of reviews, newest first, by cursor');
async function reviewConnection(ctx, args) {
    (0, access_1.allow)(ctx, 'reviewConnection');
    const page = await (0, connection_1.keysetPage)(args, 'reviews', {
        rows: (past, orderBy, take) => ctx.db.review.findMany({ where: (0, connection_1.withKey)({}, past), orderBy, take }),
        any: async (past) => (await ctx.db.review.findFirst({ where: past, select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.review.count() };
}
let ReviewConnectionResolver = class ReviewConnectionResolver {
    reviewConnection(ctx, args) {
        return reviewConnection(ctx, args);
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.ReviewConnectionResolver = ReviewConnectionResolver;
__decorate([
    (0, access_1.Allow)('reviewConnection'),
    (0, type_graphql_1.Query)(() => exports.ReviewConnection, { description: 'Reviews as cursor pages, newest first: first/after or last/before, at most 100 a page. Public.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], ReviewConnectionResolver.prototype, "reviewConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'All reviews, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ReviewConnectionResolver.prototype, "totalCount", null);
exports.ReviewConnectionResolver = ReviewConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.ReviewConnection)
], ReviewConnectionResolver);
//# sourceMappingURL=review-connection.js.map