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
exports.UserResolver = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const user_type_1 = require("./user.type");
const users = __importStar(require("./user.service"));
let UserResolver = class UserResolver {
    me(ctx) {
        return users.me(ctx);
    }
    users(ctx) {
        return users.listUsers(ctx);
    }
    isAdmin(ctx, email) {
        return users.isAdminEmail(ctx, email);
    }
    makeAdmin(ctx, email) {
        return users.makeAdmin(ctx, email);
    }
    revokeAdmin(ctx, id) {
        return users.revokeAdmin(ctx, id);
    }
    deleteUser(ctx, id) {
        return users.deleteUser(ctx, id);
    }
    isAdminField(user) {
        return user.role === 'ADMIN';
    }
};
exports.UserResolver = UserResolver;
__decorate([
    (0, access_1.Allow)('me'),
    (0, type_graphql_1.Query)(() => user_type_1.User, { description: 'The signed-in user' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "me", null);
__decorate([
    (0, access_1.Allow)('users'),
    (0, type_graphql_1.Query)(() => [user_type_1.User], { description: 'All users, oldest first. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "users", null);
__decorate([
    (0, access_1.Allow)('isAdmin'),
    (0, type_graphql_1.Query)(() => Boolean, { description: 'Whether this e-mail belongs to an admin. Your own e-mail, or any for admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('email')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "isAdmin", null);
__decorate([
    (0, access_1.Allow)('makeAdmin'),
    (0, type_graphql_1.Mutation)(() => user_type_1.MakeAdminResult, { description: 'Give a user the admin role. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('email')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "makeAdmin", null);
__decorate([
    (0, access_1.Allow)('revokeAdmin'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Take the admin role back: the user becomes a customer. Not yourself, never the last admin. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "revokeAdmin", null);
__decorate([
    (0, access_1.Allow)('deleteUser'),
    (0, type_graphql_1.Mutation)(() => Boolean, { description: 'Delete a user (not yourself). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "deleteUser", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => Boolean, { name: 'isAdmin', description: 'role == ADMIN' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [user_type_1.User]),
    __metadata("design:returntype", void 0)
], UserResolver.prototype, "isAdminField", null);
exports.UserResolver = UserResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => user_type_1.User)
], UserResolver);
//# sourceMappingURL=user.resolver.js.map