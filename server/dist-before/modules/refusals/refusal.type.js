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
exports.RefusalReasonInfo = exports.RefusalReasonEnum = void 0;
const type_graphql_1 = require("type-graphql");
const common_1 = require("@gluegun/common");
/** The schema's enum of every refusal reason, from the one catalogue (common/src/refusals.ts). */
exports.RefusalReasonEnum = Object.fromEntries(Object.keys(common_1.REFUSAL_REASONS).map((k) => [k, k]));
(0, type_graphql_1.registerEnumType)(exports.RefusalReasonEnum, {
    name: 'RefusalReason',
    description: 'Why a request was refused: every error the shop raises on purpose carries one as `extensions.reason` '
        + '(REST: `error.reason`), beside `extensions.code`. Branch on it and on `extensions.field`, never on the message.',
    valuesConfig: Object.fromEntries(Object.entries(common_1.REFUSAL_REASONS).map(([k, v]) => [k, { description: `${v.code}: ${v.description}` }])),
});
let RefusalReasonInfo = class RefusalReasonInfo {
    reason;
    code;
    description;
    fields;
};
exports.RefusalReasonInfo = RefusalReasonInfo;
__decorate([
    (0, type_graphql_1.Field)(() => exports.RefusalReasonEnum),
    __metadata("design:type", String)
], RefusalReasonInfo.prototype, "reason", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'extensions.code (REST: the HTTP status it maps to)' }),
    __metadata("design:type", String)
], RefusalReasonInfo.prototype, "code", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], RefusalReasonInfo.prototype, "description", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { description: 'extensions fields beside code, reason and the message' }),
    __metadata("design:type", Array)
], RefusalReasonInfo.prototype, "fields", void 0);
exports.RefusalReasonInfo = RefusalReasonInfo = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One refusal reason: its error code, what it means and the extension fields that come with it' })
], RefusalReasonInfo);
//# sourceMappingURL=refusal.type.js.map