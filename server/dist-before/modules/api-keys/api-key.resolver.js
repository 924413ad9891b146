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
exports.ApiKeyConnectionResolver = exports.ApiKeyResolver = exports.ApiKeyConnection = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const api_key_type_1 = require("./api-key.type");
const connection_type_1 = require("../../lib/connection-type");
const keys = __importStar(require("./api-key.service"));
exports.ApiKeyConnection = (0, connection_type_1.connectionOf)(api_key_type_1.ApiKey, 'ApiKey', 'A page of API keys, newest first, by cursor');
let ApiKeyResolver = class ApiKeyResolver {
    apiKeys(ctx) {
        return keys.listApiKeys(ctx);
    }
    createApiKey(ctx, input) {
        return keys.createApiKey(ctx, input);
    }
    revokeApiKey(ctx, id) {
        return keys.revokeApiKey(ctx, id);
    }
};
exports.ApiKeyResolver = ApiKeyResolver;
__decorate([
    (0, access_1.Allow)('apiKeys'),
    (0, type_graphql_1.Query)(() => [api_key_type_1.ApiKey], { description: 'API keys, newest first, with their last use: every key for shop admins, their company\'s for company admins. Not with an API key.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ApiKeyResolver.prototype, "apiKeys", null);
__decorate([
    (0, access_1.Allow)('createApiKey'),
    (0, type_graphql_1.Mutation)(() => api_key_type_1.CreatedApiKey, { description: 'Create an API key acting as you within its scopes; the key is shown once. Shop admins and company admins (a company key, limited to their company); not with an API key.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => api_key_type_1.ApiKeyInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, api_key_type_1.ApiKeyInput]),
    __metadata("design:returntype", void 0)
], ApiKeyResolver.prototype, "createApiKey", null);
__decorate([
    (0, access_1.Allow)('revokeApiKey'),
    (0, type_graphql_1.Mutation)(() => api_key_type_1.ApiKey, { description: 'Revoke an API key: refused from its next request, on every instance. Shop admins any key, company admins their company\'s; not with an API key.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], ApiKeyResolver.prototype, "revokeApiKey", null);
exports.ApiKeyResolver = ApiKeyResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => api_key_type_1.ApiKey)
], ApiKeyResolver);
let ApiKeyConnectionResolver = class ApiKeyConnectionResolver {
    apiKeyConnection(ctx, args) {
        return keys.apiKeyConnection(ctx, args);
    }
    totalCount(connection) {
        return connection.count();
    }
};
exports.ApiKeyConnectionResolver = ApiKeyConnectionResolver;
__decorate([
    (0, access_1.Allow)('apiKeyConnection'),
    (0, type_graphql_1.Query)(() => exports.ApiKeyConnection, { description: 'The API keys you manage as cursor pages, newest first: first/after or last/before, at most 100 a page. Not with an API key.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], ApiKeyConnectionResolver.prototype, "apiKeyConnection", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description: 'All the keys you manage, on every page' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], ApiKeyConnectionResolver.prototype, "totalCount", null);
exports.ApiKeyConnectionResolver = ApiKeyConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => exports.ApiKeyConnection)
], ApiKeyConnectionResolver);
//# sourceMappingURL=api-key.resolver.js.map