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
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentMember = exports.presentInvitation = exports.presentLocation = void 0;
exports.companyRoutes = companyRoutes;
const express_1 = require("express");
const companies = __importStar(require("../modules/companies/company.service"));
const members = __importStar(require("../modules/companies/members"));
const invitations = __importStar(require("../modules/companies/invitations"));
const handler_1 = require("./handler");
const body_1 = require("./body");
const PROFILE_FIELDS = ['name', 'taxId', 'billingLine1', 'billingLine2', 'billingCity', 'billingRegion', 'billingPostalCode', 'billingCountry'];
const LOCATION_FIELDS = ['label', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'];
const fields = (body, names) => Object.fromEntries(names.map((f) => [f, (0, body_1.optionalText)(body, f)]));
const presentLocation = (l) => ({
    id: l.id, label: l.label, addressLine1: l.addressLine1, addressLine2: l.addressLine2, city: l.city, region: l.region, postalCode: l.postalCode,
    country: l.country, createdAt: l.createdAt.toISOString(),
});
exports.presentLocation = presentLocation;
const presentInvitation = (i) => ({
    id: i.id, companyId: i.companyId, email: i.email, role: i.role, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString(),
    acceptedAt: i.acceptedAt?.toISOString() ?? null, revokedAt: i.revokedAt?.toISOString() ?? null,
});
exports.presentInvitation = presentInvitation;
const presentMember = (u) => ({ id: u.id, email: u.email, displayName: u.displayName, companyRole: u.companyRole, companyId: u.companyId });
exports.presentMember = presentMember;
/** A company as REST answers it: its profile, members, locations and credit (as GraphQL's Company with those fields). */
async function presentCompany(ctx, c) {
    const [memberRows, locations, credit] = await Promise.all([
        ctx.loaders.companyMembers.load(c.id), companies.locationsOf(ctx, c.id), ctx.loaders.companyCredit.load(c.id),
    ]);
    return {
        id: c.id, name: c.name, taxId: c.taxId, billingLine1: c.billingLine1, billingLine2: c.billingLine2, billingCity: c.billingCity,
        billingRegion: c.billingRegion, billingPostalCode: c.billingPostalCode, billingCountry: c.billingCountry, personal: c.personal,
        createdAt: c.createdAt.toISOString(), members: memberRows.map(exports.presentMember), locations: locations.map(exports.presentLocation), credit,
    };
}
/** Company accounts over REST (issue #28): the same services as GraphQL, declared with the same operations. */
function companyRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.get('/my-company', (0, handler_1.handle)('myCompany', async (ctx) => presentCompany(ctx, await companies.myCompany(ctx))));
    r.put('/my-company', (0, handler_1.handle)('updateMyCompany', async (ctx, req) => ({
        success: true, company: await presentCompany(ctx, await companies.updateMyCompany(ctx, fields((0, body_1.bodyOf)(req), PROFILE_FIELDS))),
    })));
    r.post('/my-company/locations', (0, handler_1.handle)('addCompanyLocation', async (ctx, req) => ({
        success: true, location: (0, exports.presentLocation)(await companies.addCompanyLocation(ctx, fields((0, body_1.bodyOf)(req), LOCATION_FIELDS))),
    }), 201));
    r.delete('/my-company/locations/:id', (0, handler_1.handle)('removeCompanyLocation', async (ctx, req) => ({ success: await companies.removeCompanyLocation(ctx, String(req.params.id)) })));
    r.get('/my-company/invitations', (0, handler_1.handle)('companyInvitations', async (ctx) => (await invitations.companyInvitations(ctx)).map(exports.presentInvitation)));
    r.post('/my-company/invitations', (0, handler_1.handle)('inviteToCompany', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        return { success: true, invitation: (0, exports.presentInvitation)(await invitations.inviteToCompany(ctx, { email: (0, body_1.optionalText)(body, 'email'), role: (0, body_1.optionalText)(body, 'role') })) };
    }, 201));
    r.delete('/my-company/invitations/:id', (0, handler_1.handle)('revokeCompanyInvitation', async (ctx, req) => ({
        success: true, invitation: (0, exports.presentInvitation)(await invitations.revokeCompanyInvitation(ctx, String(req.params.id))),
    })));
    r.put('/my-company/members/:id/role', (0, handler_1.handle)('setMemberRole', async (ctx, req) => ({
        success: true, member: (0, exports.presentMember)(await members.setMemberRole(ctx, String(req.params.id), (0, body_1.optionalText)((0, body_1.bodyOf)(req), 'role'))),
    })));
    r.delete('/my-company/members/:id', (0, handler_1.handle)('removeCompanyMember', async (ctx, req) => ({
        success: true, member: (0, exports.presentMember)(await members.removeCompanyMember(ctx, String(req.params.id))),
    })));
    r.get('/my-invitations', (0, handler_1.handle)('myInvitations', async (ctx) => (await invitations.myInvitations(ctx)).map(exports.presentInvitation)));
    r.post('/my-invitations/:id/accept', (0, handler_1.handle)('acceptCompanyInvitation', async (ctx, req) => {
        const accepted = await invitations.acceptCompanyInvitation(ctx, String(req.params.id));
        return { success: true, role: accepted.role, company: await presentCompany(ctx, accepted.company) };
    }));
    // Shop admins. Registered before GET /admin/{email} (users.ts).
    r.get('/admin/companies', (0, handler_1.handle)('companies', async (ctx, req) => {
        const number = (f) => ((0, body_1.queryText)(req, f) ? Number((0, body_1.queryText)(req, f)) : undefined);
        const page = await companies.companies(ctx, { search: (0, body_1.queryText)(req, 'search'), take: number('take'), skip: number('skip') });
        return { total: page.total, companies: await Promise.all(page.rows.map((c) => presentCompany(ctx, c))) };
    }));
    r.post('/admin/companies', (0, handler_1.handle)('createCompany', async (ctx, req) => ({
        success: true, company: await presentCompany(ctx, await companies.createCompany(ctx, fields((0, body_1.bodyOf)(req), PROFILE_FIELDS))),
    }), 201));
    r.get('/admin/companies/:id', (0, handler_1.handle)('company', async (ctx, req) => presentCompany(ctx, await companies.company(ctx, String(req.params.id)))));
    r.put('/admin/companies/:id', (0, handler_1.handle)('updateCompany', async (ctx, req) => ({
        success: true, company: await presentCompany(ctx, await companies.updateCompany(ctx, String(req.params.id), fields((0, body_1.bodyOf)(req), PROFILE_FIELDS))),
    })));
    r.put('/admin/companies/:id/credit', (0, handler_1.handle)('setCompanyCreditTerms', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const company = await companies.setCompanyCreditTerms(ctx, String(req.params.id), {
            creditLimitCents: (0, body_1.optionalNumber)(body, 'creditLimitCents') ?? null, paymentTermsDays: (0, body_1.optionalNumber)(body, 'paymentTermsDays') ?? null,
        });
        return { success: true, company: await presentCompany(ctx, company) };
    }));
    r.post('/admin/companies/:id/lift-hold', (0, handler_1.handle)('liftCompanyCreditHold', async (ctx, req) => ({
        success: true, company: await presentCompany(ctx, await companies.liftCompanyCreditHold(ctx, String(req.params.id))),
    })));
    r.put('/admin/users/:id/company', (0, handler_1.handle)('moveUserToCompany', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        return { success: true, member: (0, exports.presentMember)(await members.moveUserToCompany(ctx, String(req.params.id), (0, body_1.optionalText)(body, 'companyId') ?? '', (0, body_1.optionalText)(body, 'role'))) };
    }));
    return r;
}
//# sourceMappingURL=companies.js.map