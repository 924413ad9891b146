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
exports.RefusalResolver = void 0;
const type_graphql_1 = require("type-graphql");
const common_1 = require("@gluegun/common");
const access_1 = require("../../auth/access");
const refusal_type_1 = require("./refusal.type");
let RefusalResolver = class RefusalResolver {
    refusalReasons() {
        return Object.entries(common_1.REFUSAL_REASONS)
            .map(([reason, info]) => ({ reason, code: info.code, description: info.description, fields: [...info.fields] }));
    }
};
exports.RefusalResolver = RefusalResolver;
__decorate([
    (0, access_1.Allow)('refusalReasons'),
    (0, type_graphql_1.Query)(() => [refusal_type_1.RefusalReasonInfo], { description: 'Every reason the shop may refuse a request, with its code and fields (the RefusalReason enum, documented)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Array)
], RefusalResolver.prototype, "refusalReasons", null);
exports.RefusalResolver = RefusalResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], RefusalResolver);
//# sourceMappingURL=refusal.resolver.js.map