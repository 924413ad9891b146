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
exports.AuthPayload = void 0;
const type_graphql_1 = require("type-graphql");
const user_type_1 = require("../users/user.type");
let AuthPayload = class AuthPayload {
    token;
    user;
};
exports.AuthPayload = AuthPayload;
__decorate([
    (0, type_graphql_1.Field)({ description: 'The shop\'s session token (store it under the key `token`)' }),
    __metadata("design:type", String)
], AuthPayload.prototype, "token", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => user_type_1.User),
    __metadata("design:type", user_type_1.User)
], AuthPayload.prototype, "user", void 0);
exports.AuthPayload = AuthPayload = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A session: send `token` as `Authorization: Bearer <token>`' })
], AuthPayload);
//# sourceMappingURL=auth.type.js.map