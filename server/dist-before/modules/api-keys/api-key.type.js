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
exports.ApiKeyInput = exports.CreatedApiKey = exports.ApiKey = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const SCOPE_LIST = access_1.SCOPES.join(', ');
let ApiKey = class ApiKey {
    id;
    name;
    prefix;
    scopes;
    createdBy;
    companyId;
    companyName;
    createdAt;
    expiresAt;
    revokedAt;
    lastUsedAt;
    lastUsedIp;
    requestCount;
};
exports.ApiKey = ApiKey;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], ApiKey.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'What it is for ("ERP sync")' }),
    __metadata("design:type", String)
], ApiKey.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The key\'s first characters (gg_live_ + 12 hex), to recognise it' }),
    __metadata("design:type", String)
], ApiKey.prototype, "prefix", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { description: `What it may do: any of ${SCOPE_LIST}` }),
    __metadata("design:type", Array)
], ApiKey.prototype, "scopes", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'E-mail of the person who created it: the key acts as them, within its scopes' }),
    __metadata("design:type", String)
], ApiKey.prototype, "createdBy", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'A company key: the company it is limited to (it acts as its creator there, while they are its company admin); null = a shop key' }),
    __metadata("design:type", Object)
], ApiKey.prototype, "companyId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The name of the company it is limited to; null = a shop key' }),
    __metadata("design:type", Object)
], ApiKey.prototype, "companyName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], ApiKey.prototype, "createdAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'Refused from this moment; null = never expires' }),
    __metadata("design:type", Object)
], ApiKey.prototype, "expiresAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'Refused since this moment; null = not revoked' }),
    __metadata("design:type", Object)
], ApiKey.prototype, "revokedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], ApiKey.prototype, "lastUsedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Address of the last request made with it' }),
    __metadata("design:type", Object)
], ApiKey.prototype, "lastUsedIp", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Requests made with it' }),
    __metadata("design:type", Number)
], ApiKey.prototype, "requestCount", void 0);
exports.ApiKey = ApiKey = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'An integrator\'s API key. The key itself was shown once, when it was created; only its prefix is kept readable.' })
], ApiKey);
let CreatedApiKey = class CreatedApiKey {
    key;
    apiKey;
};
exports.CreatedApiKey = CreatedApiKey;
__decorate([
    (0, type_graphql_1.Field)({ description: 'Send it as `Authorization: Bearer <key>` or `X-Api-Key: <key>`' }),
    __metadata("design:type", String)
], CreatedApiKey.prototype, "key", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => ApiKey),
    __metadata("design:type", ApiKey)
], CreatedApiKey.prototype, "apiKey", void 0);
exports.CreatedApiKey = CreatedApiKey = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A new key: `key` is shown this once and never again (only its hash is stored)' })
], CreatedApiKey);
let ApiKeyInput = class ApiKeyInput {
    name;
    scopes;
    expiresAt;
    company;
};
exports.ApiKeyInput = ApiKeyInput;
__decorate([
    (0, type_graphql_1.Field)({ description: 'What it is for, 1 to 100 characters' }),
    __metadata("design:type", String)
], ApiKeyInput.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { description: `At least one of ${SCOPE_LIST}; only scopes you hold yourself` }),
    __metadata("design:type", Array)
], ApiKeyInput.prototype, "scopes", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'When it stops working (in the future); null = never' }),
    __metadata("design:type", Object)
], ApiKeyInput.prototype, "expiresAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Boolean, { nullable: true, description: 'Limit the key to your company (always so for company admins who are not shop admins)' }),
    __metadata("design:type", Object)
], ApiKeyInput.prototype, "company", void 0);
exports.ApiKeyInput = ApiKeyInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A new API key' })
], ApiKeyInput);
//# sourceMappingURL=api-key.type.js.map