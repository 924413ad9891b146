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
exports.MyInvitationCountResolver = exports.CompanyInvitationCountResolver = exports.CompanyCountResolver = exports.CompanyConnectionResolver = exports.MyInvitationConnection = exports.CompanyInvitationConnection = exports.CompanyConnection = void 0;
exports.companyConnection = companyConnection;
exports.companyInvitationConnection = companyInvitationConnection;
exports.myInvitationConnection = myInvitationConnection;
/** Companies and invitations as cursor pages (issue #31 item 2, docs/decisions/029-cursor-pages.md). */
const type_graphql_1 = require("type-graphql");
const context_1 = require("../../context");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const company_type_1 = require("./company.type");
const company_service_1 = require("./company.service");
const invitations_1 = require("./invitations");
exports.CompanyConnection = (0, connection_type_1.connectionOf)(company_type_1.Company, 'Company', 'A page of companies, newest first, by cursor');
exports.CompanyInvitationConnection = (0, connection_type_1.connectionOf)(company_type_1.CompanyInvitation, 'CompanyInvitation', 'A page of invitations, newest first, by cursor');
exports.MyInvitationConnection = (0, connection_type_1.connectionOf)(company_type_1.CompanyInvitation, 'MyInvitation', 'A page of open invitations to you, newest first, by cursor');
/** Shop admins: companies by name or member e-mail, newest first like `companies`. */
async function companyConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'companyConnection');
    const where = (0, company_service_1.companySearchWhere)(args.search);
    const page = await (0, connection_1.keysetPage)(args, 'companies', {
        rows: (past, orderBy, take) => ctx.db.company.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take }),
        any: async (past) => (await ctx.db.company.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.company.count({ where }) };
}
async function invitationPage(ctx, args, list, where) {
    const page = await (0, connection_1.keysetPage)(args, list, {
        rows: (past, orderBy, take) => ctx.db.companyInvitation.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take }),
        any: async (past) => (await ctx.db.companyInvitation.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.companyInvitation.count({ where }) };
}
/** A company admin: every invitation of the company (open, accepted, revoked, expired), newest first. */
async function companyInvitationConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'companyInvitationConnection');
    return invitationPage(ctx, args, 'companyInvitations', { companyId: user.companyId });
}
/** Open invitations to the signed-in person's e-mail, newest first like `myInvitations`. */
async function myInvitationConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'myInvitationConnection');
    return invitationPage(ctx, args, 'myInvitations', { email: user.email, ...(0, invitations_1.openWhere)((0, context_1.nowOf)(ctx)) });
}
let CompanyConnectionResolver = class CompanyConnectionResolver {
    companyConnection(ctx, args, search) {
        return companyConnection(ctx, { ...args, search });
    }
    companyInvitationConnection(ctx, args) {
        return companyInvitationConnection(ctx, args);
    }
    myInvitationConnection(ctx, args) {
        return myInvitationConnection(ctx, args);
    }
};
exports.CompanyConnectionResolver = CompanyConnectionResolver;
__decorate([
    (0, access_1.Allow)('companyConnection'),
    (0, type_graphql_1.Query)(() => exports.CompanyConnection, { description: 'Companies by name or member e-mail as cursor pages, newest first: first/after or last/before, at most 100 a page. Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __param(2, (0, type_graphql_1.Arg)('search', () => String, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput, String]),
    __metadata("design:returntype", void 0)
], CompanyConnectionResolver.prototype, "companyConnection", null);
__decorate([
    (0, access_1.Allow)('companyInvitationConnection'),
    (0, type_graphql_1.Query)(() => exports.CompanyInvitationConnection, { description: 'Every invitation of your company as cursor pages, newest first: first/after or last/before, at most 100 a page. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], CompanyConnectionResolver.prototype, "companyInvitationConnection", null);
__decorate([
    (0, access_1.Allow)('myInvitationConnection'),
    (0, type_graphql_1.Query)(() => exports.MyInvitationConnection, { description: 'Open invitations to your e-mail address as cursor pages, newest first: first/after or last/before, at most 100 a page' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], CompanyConnectionResolver.prototype, "myInvitationConnection", null);
exports.CompanyConnectionResolver = CompanyConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], CompanyConnectionResolver);
exports.CompanyCountResolver = (0, connection_type_1.totalCountOf)(exports.CompanyConnection, 'All companies the search selects, on every page');
exports.CompanyInvitationCountResolver = (0, connection_type_1.totalCountOf)(exports.CompanyInvitationConnection, 'All the company\'s invitations, on every page');
exports.MyInvitationCountResolver = (0, connection_type_1.totalCountOf)(exports.MyInvitationConnection, 'All open invitations to you, on every page');
//# sourceMappingURL=connections.js.map