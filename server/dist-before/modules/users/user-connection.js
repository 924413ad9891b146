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
exports.UserConnectionResolver = exports.UserConnection = void 0;
exports.userConnection = userConnection;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const user_type_1 = require("./user.type");
exports.UserConnection = (0, connection_type_1.connectionOf)(user_type_1.User, 'User', 'A page of users, oldest first (as the dashboard lists them), by cursor');
/** Every user as cursor pages, oldest first like `users` (admins; read:users for API keys). */
async function userConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'userConnection');
    const page = await (0, connection_1.keysetPage)(args, 'users', {
        rows: (past, orderBy, take) => ctx.db.user.findMany({ where: (0, connection_1.withKey)({}, past), orderBy, take }),
        any: async (past) => (await ctx.db.user.findFirst({ where: past, select: { id: true } })) !== null,
    }, 'oldestFirst');
    return { ...page, count: () => ctx.db.user.count() };
}
let UserConnectionResolver = class UserConnectionResolver {
    userConnection(ctx, args) {
        return userConnection(ctx, args);
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.UserConnectionResolver = UserConnectionResolver;
__decorate([
    (0, access_1.Allow)('userConnection'),
    (0, type_graphql_1.Query)(() => exports.UserConnection, { description: 'All users as cursor pages, oldest first: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], UserConnectionResolver.prototype, "userConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'All users, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], UserConnectionResolver.prototype, "totalCount", null);
exports.UserConnectionResolver = UserConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.UserConnection)
], UserConnectionResolver);
//# sourceMappingURL=user-connection.js.map