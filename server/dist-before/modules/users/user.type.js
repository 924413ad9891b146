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
exports.MakeAdminResult = exports.User = void 0;
const type_graphql_1 = require("type-graphql");
const enums_1 = require("../../generated/prisma/enums");
(0, type_graphql_1.registerEnumType)(enums_1.Role, { name: 'Role', description: 'CUSTOMER or ADMIN' });
let User = class User {
    id;
    email;
    displayName;
    role;
    emailVerified;
    createdAt;
    /** The company this person buys for (issue #28); read through the `company` field. */
    companyId;
};
exports.User = User;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], User.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], User.prototype, "email", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], User.prototype, "displayName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.Role),
    __metadata("design:type", String)
], User.prototype, "role", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Firebase said the e-mail was verified at the last sign-in; paying by invoice needs it' }),
    __metadata("design:type", Boolean)
], User.prototype, "emailVerified", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], User.prototype, "createdAt", void 0);
exports.User = User = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A shop account, created on first sign-in' })
], User);
let MakeAdminResult = class MakeAdminResult {
    modifiedCount;
    user;
};
exports.MakeAdminResult = MakeAdminResult;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: '1 when the user became admin now, 0 when they already were' }),
    __metadata("design:type", Number)
], MakeAdminResult.prototype, "modifiedCount", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => User),
    __metadata("design:type", User)
], MakeAdminResult.prototype, "user", void 0);
exports.MakeAdminResult = MakeAdminResult = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Result of makeAdmin (the spec\'s modifiedCount answer)' })
], MakeAdminResult);
//# sourceMappingURL=user.type.js.map