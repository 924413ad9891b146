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
exports.InvitationResolver = exports.CompanyMemberResolver = exports.CompanyResolver = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const user_type_1 = require("../users/user.type");
const purchase_order_type_1 = require("../purchase-orders/purchase-order.type");
const approval_type_1 = require("../purchase-orders/approval.type");
const purchase_order_service_1 = require("../purchase-orders/purchase-order.service");
const company_type_1 = require("./company.type");
const companies = __importStar(require("./company.service"));
const members = __importStar(require("./members"));
const invitations = __importStar(require("./invitations"));
let CompanyResolver = class CompanyResolver {
    myCompany(ctx) {
        return companies.myCompany(ctx);
    }
    companies(ctx, search, take, skip) {
        return companies.companies(ctx, { search, take, skip });
    }
    company(ctx, id) {
        return companies.company(ctx, id);
    }
    updateMyCompany(ctx, input) {
        return companies.updateMyCompany(ctx, input);
    }
    addCompanyLocation(ctx, input) {
        return companies.addCompanyLocation(ctx, input);
    }
    removeCompanyLocation(ctx, id) {
        return companies.removeCompanyLocation(ctx, id);
    }
    createCompany(ctx, input) {
        return companies.createCompany(ctx, input);
    }
    updateCompany(ctx, id, input) {
        return companies.updateCompany(ctx, id, input);
    }
    setCompanyCreditTerms(ctx, id, terms) {
        return companies.setCompanyCreditTerms(ctx, id, terms);
    }
    liftCompanyCreditHold(ctx, id) {
        return companies.liftCompanyCreditHold(ctx, id);
    }
    members(company, ctx) {
        return companies.seesCompany(ctx, company.id) ? ctx.loaders.companyMembers.load(company.id) : [];
    }
    locations(company, ctx) {
        return companies.locationsOf(ctx, company.id);
    }
    credit(company, ctx) {
        return companies.seesCompany(ctx, company.id) ? ctx.loaders.companyCredit.load(company.id) : null;
    }
    approvalRules(company, ctx) {
        return companies.seesCompany(ctx, company.id) ? (0, purchase_order_service_1.approvalRulesOf)(ctx, company.id) : [];
    }
    invitations(company, ctx) {
        const mayRead = (0, access_1.isAdmin)(ctx) || (ctx.user?.companyId === company.id && ctx.user.companyRole === 'COMPANY_ADMIN');
        return mayRead ? invitations.invitationsOf(ctx, company.id) : [];
    }
};
exports.CompanyResolver = CompanyResolver;
__decorate([
    (0, access_1.Allow)('myCompany'),
    (0, type_graphql_1.Query)(() => company_type_1.Company, { description: 'The company the signed-in person buys for' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "myCompany", null);
__decorate([
    (0, access_1.Allow)('companies'),
    (0, type_graphql_1.Query)(() => company_type_1.CompanyPage, { description: 'Companies by name or member e-mail, newest first. Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('search', () => String, { nullable: true })),
    __param(2, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { defaultValue: 50 })),
    __param(3, (0, type_graphql_1.Arg)('skip', () => type_graphql_1.Int, { defaultValue: 0 })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Number, Number]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "companies", null);
__decorate([
    (0, access_1.Allow)('company'),
    (0, type_graphql_1.Query)(() => company_type_1.Company, { description: 'One company. Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "company", null);
__decorate([
    (0, access_1.Allow)('updateMyCompany'),
    (0, type_graphql_1.Mutation)(() => company_type_1.Company, { description: 'Change your company\'s name, tax id and billing address. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => company_type_1.CompanyProfileInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, company_type_1.CompanyProfileInput]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "updateMyCompany", null);
__decorate([
    (0, access_1.Allow)('addCompanyLocation'),
    (0, type_graphql_1.Mutation)(() => company_type_1.CompanyLocation, { description: 'Add a ship-to address to your company\'s address book. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => company_type_1.CompanyLocationInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, company_type_1.CompanyLocationInput]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "addCompanyLocation", null);
__decorate([
    (0, access_1.Allow)('removeCompanyLocation'),
    (0, type_graphql_1.Mutation)(() => Boolean, { description: 'Remove a ship-to address (orders keep the address they went to). Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "removeCompanyLocation", null);
__decorate([
    (0, access_1.Allow)('createCompany'),
    (0, type_graphql_1.Mutation)(() => company_type_1.Company, { description: 'Create a company. Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => company_type_1.CompanyProfileInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, company_type_1.CompanyProfileInput]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "createCompany", null);
__decorate([
    (0, access_1.Allow)('updateCompany'),
    (0, type_graphql_1.Mutation)(() => company_type_1.Company, { description: 'Change a company\'s name, tax id and billing address. Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('input', () => company_type_1.CompanyProfileInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, company_type_1.CompanyProfileInput]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "updateCompany", null);
__decorate([
    (0, access_1.Allow)('setCompanyCreditTerms'),
    (0, type_graphql_1.Mutation)(() => company_type_1.Company, { description: 'Set a company\'s credit limit and payment terms (null = the shop\'s default). Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('terms', () => purchase_order_type_1.CreditTermsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, purchase_order_type_1.CreditTermsInput]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "setCompanyCreditTerms", null);
__decorate([
    (0, access_1.Allow)('liftCompanyCreditHold'),
    (0, type_graphql_1.Mutation)(() => company_type_1.Company, { description: 'Lift a company\'s credit hold: invoices overdue now no longer block checkout. Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "liftCompanyCreditHold", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [user_type_1.User], { description: 'Members, oldest first: visible to the company\'s members and shop admins' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [company_type_1.Company, Object]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "members", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [company_type_1.CompanyLocation], { description: 'The ship-to address book, oldest first' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [company_type_1.Company, Object]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "locations", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => purchase_order_type_1.Credit, { nullable: true, description: 'One credit limit and terms for all the company\'s open invoices: its members and shop admins' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [company_type_1.Company, Object]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "credit", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [approval_type_1.ApprovalRule], { description: 'Approval rules, lowest threshold first: its members and shop admins' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [company_type_1.Company, Object]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "approvalRules", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [company_type_1.CompanyInvitation], { description: 'Open invitations first, then the latest closed ones: the company\'s admins and shop admins' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [company_type_1.Company, Object]),
    __metadata("design:returntype", void 0)
], CompanyResolver.prototype, "invitations", null);
exports.CompanyResolver = CompanyResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => company_type_1.Company)
], CompanyResolver);
let CompanyMemberResolver = class CompanyMemberResolver {
    setMemberRole(ctx, userId, role) {
        return members.setMemberRole(ctx, userId, role);
    }
    removeCompanyMember(ctx, userId) {
        return members.removeCompanyMember(ctx, userId);
    }
    moveUserToCompany(ctx, userId, companyId, role) {
        return members.moveUserToCompany(ctx, userId, companyId, role);
    }
    companyRole(user) {
        return user.companyRole;
    }
    company(user, ctx) {
        return companies.seesCompany(ctx, user.companyId) ? ctx.loaders.company.load(user.companyId) : null;
    }
};
exports.CompanyMemberResolver = CompanyMemberResolver;
__decorate([
    (0, access_1.Allow)('setMemberRole'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Give a member of your company another company role (a company keeps at least one company admin). Company admins; shop admins for any company.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('userId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('role', () => company_type_1.CompanyRole)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", void 0)
], CompanyMemberResolver.prototype, "setMemberRole", null);
__decorate([
    (0, access_1.Allow)('removeCompanyMember'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Remove a member: they keep their sign-in in a company of their own; their orders stay with yours. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('userId', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CompanyMemberResolver.prototype, "removeCompanyMember", null);
__decorate([
    (0, access_1.Allow)('moveUserToCompany'),
    (0, type_graphql_1.Mutation)(() => user_type_1.User, { description: 'Move a user into a company with a role (their past orders stay where they were placed). Shop admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('userId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID)),
    __param(3, (0, type_graphql_1.Arg)('role', () => company_type_1.CompanyRole)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, String]),
    __metadata("design:returntype", void 0)
], CompanyMemberResolver.prototype, "moveUserToCompany", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => company_type_1.CompanyRole, { description: 'What this person may do for their company' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], CompanyMemberResolver.prototype, "companyRole", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => company_type_1.Company, { nullable: true, description: 'The company this person buys for: yourself, a colleague, or anyone for shop admins' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], CompanyMemberResolver.prototype, "company", null);
exports.CompanyMemberResolver = CompanyMemberResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => user_type_1.User)
], CompanyMemberResolver);
let InvitationResolver = class InvitationResolver {
    companyInvitations(ctx) {
        return invitations.companyInvitations(ctx);
    }
    myInvitations(ctx) {
        return invitations.myInvitations(ctx);
    }
    inviteToCompany(ctx, email, role) {
        return invitations.inviteToCompany(ctx, { email, role });
    }
    revokeCompanyInvitation(ctx, id) {
        return invitations.revokeCompanyInvitation(ctx, id);
    }
    acceptCompanyInvitation(ctx, id) {
        return invitations.acceptCompanyInvitation(ctx, id);
    }
    async companyName(invitation, ctx) {
        return (await ctx.loaders.company.load(invitation.companyId))?.name ?? '';
    }
};
exports.InvitationResolver = InvitationResolver;
__decorate([
    (0, access_1.Allow)('companyInvitations'),
    (0, type_graphql_1.Query)(() => [company_type_1.CompanyInvitation], { description: 'Your company\'s invitations, open ones first. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], InvitationResolver.prototype, "companyInvitations", null);
__decorate([
    (0, access_1.Allow)('myInvitations'),
    (0, type_graphql_1.Query)(() => [company_type_1.CompanyInvitation], { description: 'Open invitations to your e-mail address' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], InvitationResolver.prototype, "myInvitations", null);
__decorate([
    (0, access_1.Allow)('inviteToCompany'),
    (0, type_graphql_1.Mutation)(() => company_type_1.CompanyInvitation, { description: 'Invite someone by e-mail to your company with a role; valid 7 days. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('email')),
    __param(2, (0, type_graphql_1.Arg)('role', () => company_type_1.CompanyRole)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", void 0)
], InvitationResolver.prototype, "inviteToCompany", null);
__decorate([
    (0, access_1.Allow)('revokeCompanyInvitation'),
    (0, type_graphql_1.Mutation)(() => company_type_1.CompanyInvitation, { description: 'Revoke an open invitation of your company. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], InvitationResolver.prototype, "revokeCompanyInvitation", null);
__decorate([
    (0, access_1.Allow)('acceptCompanyInvitation'),
    (0, type_graphql_1.Mutation)(() => company_type_1.AcceptedInvitation, { description: 'Accept an invitation to your (verified) e-mail: you join that company with its role' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], InvitationResolver.prototype, "acceptCompanyInvitation", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => String, { description: 'The inviting company\'s name' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [company_type_1.CompanyInvitation, Object]),
    __metadata("design:returntype", Promise)
], InvitationResolver.prototype, "companyName", null);
exports.InvitationResolver = InvitationResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => company_type_1.CompanyInvitation)
], InvitationResolver);
//# sourceMappingURL=company.resolver.js.map