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
exports.SpendingLimits = exports.SpendingLimitsInput = exports.ApprovalRuleInput = exports.ApprovalRule = exports.ApprovalPreview = exports.SubmitOrderResult = exports.ApprovalRequest = exports.ApprovalStep = void 0;
const type_graphql_1 = require("type-graphql");
const enums_1 = require("../../generated/prisma/enums");
const purchase_order_type_1 = require("./purchase-order.type");
(0, type_graphql_1.registerEnumType)(enums_1.ApprovalStatus, { name: 'ApprovalStatus', description: 'Where an order submitted for approval is (issue #28)' });
(0, type_graphql_1.registerEnumType)(enums_1.LimitPeriod, { name: 'LimitPeriod', description: 'The calendar period of a spending limit (UTC; weeks start on Monday)' });
let ApprovalStep = class ApprovalStep {
    id;
    kind;
    actorEmail;
    role;
    detail;
    createdAt;
};
exports.ApprovalStep = ApprovalStep;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], ApprovalStep.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'SUBMITTED, APPROVED, REJECTED, WITHDRAWN or PLACED' }),
    __metadata("design:type", String)
], ApprovalStep.prototype, "kind", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], ApprovalStep.prototype, "actorEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.CompanyRole, { nullable: true, description: 'The role an approval counted for' }),
    __metadata("design:type", Object)
], ApprovalStep.prototype, "role", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], ApprovalStep.prototype, "detail", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], ApprovalStep.prototype, "createdAt", void 0);
exports.ApprovalStep = ApprovalStep = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A step of an approval request: who did what, when, for which role' })
], ApprovalStep);
let ApprovalRequest = class ApprovalRequest {
    id;
    number;
    status;
    totalCents;
    requiredRoles;
    requesterEmail;
    rejectionReason;
    createdAt;
    updatedAt;
    companyId;
    requesterId;
    purchaseOrderId;
    details;
    reasons;
};
exports.ApprovalRequest = ApprovalRequest;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], ApprovalRequest.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ApprovalRequest.prototype, "number", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.ApprovalStatus),
    __metadata("design:type", String)
], ApprovalRequest.prototype, "status", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The items\' total when submitted, in cents' }),
    __metadata("design:type", Number)
], ApprovalRequest.prototype, "totalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [enums_1.CompanyRole], { description: 'One approval per role, each by a different person' }),
    __metadata("design:type", Array)
], ApprovalRequest.prototype, "requiredRoles", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], ApprovalRequest.prototype, "requesterEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], ApprovalRequest.prototype, "rejectionReason", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], ApprovalRequest.prototype, "createdAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], ApprovalRequest.prototype, "updatedAt", void 0);
exports.ApprovalRequest = ApprovalRequest = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'An order waiting for approval: it holds no stock and no credit until approved' })
], ApprovalRequest);
let SubmitOrderResult = class SubmitOrderResult {
    purchaseOrder;
    approvalRequest;
};
exports.SubmitOrderResult = SubmitOrderResult;
__decorate([
    (0, type_graphql_1.Field)(() => purchase_order_type_1.PurchaseOrder, { nullable: true }),
    __metadata("design:type", Object)
], SubmitOrderResult.prototype, "purchaseOrder", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => ApprovalRequest, { nullable: true }),
    __metadata("design:type", Object)
], SubmitOrderResult.prototype, "approvalRequest", void 0);
exports.SubmitOrderResult = SubmitOrderResult = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What submitOrder did: placed a purchase order, or submitted it for approval' })
], SubmitOrderResult);
let ApprovalPreview = class ApprovalPreview {
    totalCents;
    needsApproval;
    requiredRoles;
    summary;
    reasons;
};
exports.ApprovalPreview = ApprovalPreview;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ApprovalPreview.prototype, "totalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Boolean)
], ApprovalPreview.prototype, "needsApproval", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [enums_1.CompanyRole]),
    __metadata("design:type", Array)
], ApprovalPreview.prototype, "requiredRoles", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'In words: "Needs approval by a company admin" or "No approval needed"' }),
    __metadata("design:type", String)
], ApprovalPreview.prototype, "summary", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { description: 'Each limit or rule that applies, in words' }),
    __metadata("design:type", Array)
], ApprovalPreview.prototype, "reasons", void 0);
exports.ApprovalPreview = ApprovalPreview = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What checking out these items would do now' })
], ApprovalPreview);
let ApprovalRule = class ApprovalRule {
    id;
    thresholdCents;
    approverRole;
};
exports.ApprovalRule = ApprovalRule;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], ApprovalRule.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ApprovalRule.prototype, "thresholdCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.CompanyRole),
    __metadata("design:type", String)
], ApprovalRule.prototype, "approverRole", void 0);
exports.ApprovalRule = ApprovalRule = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Orders over thresholdCents need approval by approverRole' })
], ApprovalRule);
let ApprovalRuleInput = class ApprovalRuleInput {
    thresholdCents;
    approverRole;
};
exports.ApprovalRuleInput = ApprovalRuleInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ApprovalRuleInput.prototype, "thresholdCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.CompanyRole),
    __metadata("design:type", String)
], ApprovalRuleInput.prototype, "approverRole", void 0);
exports.ApprovalRuleInput = ApprovalRuleInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'An approval rule: orders over thresholdCents need approverRole (BUYER or COMPANY_ADMIN)' })
], ApprovalRuleInput);
let SpendingLimitsInput = class SpendingLimitsInput {
    orderLimitCents;
    periodLimitCents;
    limitPeriod;
};
exports.SpendingLimitsInput = SpendingLimitsInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], SpendingLimitsInput.prototype, "orderLimitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], SpendingLimitsInput.prototype, "periodLimitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.LimitPeriod, { nullable: true }),
    __metadata("design:type", Object)
], SpendingLimitsInput.prototype, "limitPeriod", void 0);
exports.SpendingLimitsInput = SpendingLimitsInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A member\'s spending limits in cents (null = none)' })
], SpendingLimitsInput);
let SpendingLimits = class SpendingLimits {
    orderLimitCents;
    periodLimitCents;
    limitPeriod;
};
exports.SpendingLimits = SpendingLimits;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], SpendingLimits.prototype, "orderLimitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], SpendingLimits.prototype, "periodLimitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.LimitPeriod, { nullable: true }),
    __metadata("design:type", Object)
], SpendingLimits.prototype, "limitPeriod", void 0);
exports.SpendingLimits = SpendingLimits = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A member\'s spending limits: over one, an order waits for a company admin' })
], SpendingLimits);
//# sourceMappingURL=approval.type.js.map