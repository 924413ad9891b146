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
exports.MyOrderRequestCountResolver = exports.ApprovalQueueCountResolver = exports.ApprovalConnectionResolver = exports.MyOrderRequestConnection = exports.ApprovalQueueConnection = void 0;
exports.approvalQueueConnection = approvalQueueConnection;
exports.myOrderRequestConnection = myOrderRequestConnection;
/** Approval requests as cursor pages: the caller's queue and their own requests (issue #31 item 2, decision 029). */
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const approval_type_1 = require("./approval.type");
const approvals_1 = require("./approvals");
exports.ApprovalQueueConnection = (0, connection_type_1.connectionOf)(approval_type_1.ApprovalRequest, 'ApprovalQueue', 'A page of the orders waiting for your approval, oldest first, by cursor');
exports.MyOrderRequestConnection = (0, connection_type_1.connectionOf)(approval_type_1.ApprovalRequest, 'MyOrderRequest', 'A page of your orders submitted for approval, newest first, by cursor');
/**
 * What waits for the caller's approval, oldest first like `approvalQueue`: the company's waiting requests (an index
 * seek on (companyId, status, createdAt)), narrowed in code to the ones with a role the caller can still fill.
 */
async function approvalQueueConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'approvalQueueConnection');
    const where = (0, approvals_1.queueWhere)(user);
    const include = { events: { where: { kind: 'APPROVED' } } };
    const reader = (0, connection_1.filteredReader)((past, orderBy, take) => ctx.db.approvalRequest.findMany({ where: (0, connection_1.withKey)(where, past), include, orderBy, take }), (0, approvals_1.waitsFor)(user));
    const page = await (0, connection_1.keysetPage)(args, 'approvalQueue', reader, 'oldestFirst');
    return { ...page, count: async () => (await ctx.db.approvalRequest.findMany({ where, include })).filter((0, approvals_1.waitsFor)(user)).length };
}
/** The caller's own requests, newest first like `myOrderRequests` (seeks on (requesterId, createdAt)). */
async function myOrderRequestConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'myOrderRequestConnection');
    const where = { requesterId: user.id };
    const page = await (0, connection_1.keysetPage)(args, 'myOrderRequests', {
        rows: (past, orderBy, take) => ctx.db.approvalRequest.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take }),
        any: async (past) => (await ctx.db.approvalRequest.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.approvalRequest.count({ where }) };
}
let ApprovalConnectionResolver = class ApprovalConnectionResolver {
    approvalQueueConnection(ctx, args) {
        return approvalQueueConnection(ctx, args);
    }
    myOrderRequestConnection(ctx, args) {
        return myOrderRequestConnection(ctx, args);
    }
};
exports.ApprovalConnectionResolver = ApprovalConnectionResolver;
__decorate([
    (0, access_1.Allow)('approvalQueueConnection'),
    (0, type_graphql_1.Query)(() => exports.ApprovalQueueConnection, { description: 'Orders of your company waiting for your approval as cursor pages, oldest first: first/after or last/before, at most 100 a page' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], ApprovalConnectionResolver.prototype, "approvalQueueConnection", null);
__decorate([
    (0, access_1.Allow)('myOrderRequestConnection'),
    (0, type_graphql_1.Query)(() => exports.MyOrderRequestConnection, { description: 'Your orders submitted for approval as cursor pages, newest first: first/after or last/before, at most 100 a page' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], ApprovalConnectionResolver.prototype, "myOrderRequestConnection", null);
exports.ApprovalConnectionResolver = ApprovalConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], ApprovalConnectionResolver);
exports.ApprovalQueueCountResolver = (0, connection_type_1.totalCountOf)(exports.ApprovalQueueConnection, 'All requests waiting for you, on every page');
exports.MyOrderRequestCountResolver = (0, connection_type_1.totalCountOf)(exports.MyOrderRequestConnection, 'All your requests, on every page');
//# sourceMappingURL=approval-connections.js.map