"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.myCompany = myCompany;
exports.seesCompany = seesCompany;
exports.updateMyCompany = updateMyCompany;
exports.locationsOf = locationsOf;
exports.addCompanyLocation = addCompanyLocation;
exports.removeCompanyLocation = removeCompanyLocation;
exports.companies = companies;
exports.companySearchWhere = companySearchWhere;
exports.company = company;
exports.createCompany = createCompany;
exports.updateCompany = updateCompany;
exports.setCompanyCreditTerms = setCompanyCreditTerms;
exports.liftCompanyCreditHold = liftCompanyCreditHold;
exports.companyOfUser = companyOfUser;
/**
 * Companies (issue #28, docs/decisions/037-company-accounts.md): a member reads their company; its company admins
 * edit the profile and the ship-to address book; shop admins list, create and edit any company and its credit.
 * Members and roles: members.ts; invitations: invitations.ts.
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
const text_1 = require("../../lib/text");
const purchase_order_service_1 = require("../purchase-orders/purchase-order.service");
/** The signed-in person's company. */
async function myCompany(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'myCompany');
    return ctx.db.company.findUniqueOrThrow({ where: { id: user.companyId } });
}
/** Whether the caller may read this company's members, locations and credit: its members and shop admins. */
function seesCompany(ctx, companyId) {
    return (0, access_1.isAdmin)(ctx) || ctx.user?.companyId === companyId;
}
/** A company admin edits their company's name, tax id and billing address. */
async function updateMyCompany(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'updateMyCompany');
    const profile = await (0, validate_1.validate)(common_1.companyProfileSchema, input ?? {});
    return ctx.db.company.update({ where: { id: user.companyId }, data: { ...profile, personal: false } });
}
async function locationsOf(ctx, companyId) {
    if (!seesCompany(ctx, companyId))
        return [];
    return ctx.db.companyLocation.findMany({ where: { companyId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}
/** A company admin adds a ship-to address (at most MAX_LOCATIONS). */
async function addCompanyLocation(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'addCompanyLocation');
    const location = await (0, validate_1.validate)(common_1.companyLocationSchema, input ?? {});
    const count = await ctx.db.companyLocation.count({ where: { companyId: user.companyId } });
    if (count >= common_1.MAX_LOCATIONS)
        throw (0, errors_1.badInput)(`A company can keep at most ${common_1.MAX_LOCATIONS} locations: remove one first`, 'label');
    return ctx.db.companyLocation.create({ data: { ...location, country: location.country, companyId: user.companyId } });
}
/** A company admin removes a ship-to address of their own company (orders keep the address they were sent to). */
async function removeCompanyLocation(ctx, rawId) {
    const user = (0, access_1.allowUser)(ctx, 'removeCompanyLocation');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Location');
    const done = await ctx.db.companyLocation.deleteMany({ where: { id, companyId: user.companyId } });
    if (done.count > 0)
        return true;
    if (await ctx.db.companyLocation.findUnique({ where: { id } }))
        throw (0, errors_1.forbidden)('This location is not your company\'s');
    throw (0, errors_1.notFound)('Location');
}
/** Shop admins: companies by name or member e-mail, newest first. */
async function companies(ctx, filter = {}) {
    (0, access_1.allowUser)(ctx, 'companies');
    const take = filter.take ?? 50;
    const skip = filter.skip ?? 0;
    if (!Number.isInteger(take) || take < 1 || take > 100)
        throw (0, errors_1.badInput)('take must be from 1 to 100', 'take');
    if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000)
        throw (0, errors_1.badInput)('skip must be from 0 to 1000000', 'skip');
    const where = companySearchWhere(filter.search);
    const [rows, total] = await Promise.all([
        ctx.db.company.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
        ctx.db.company.count({ where }),
    ]);
    return { rows, total };
}
/** Companies whose name or a member's e-mail contains `search` (every company when empty). */
function companySearchWhere(raw) {
    const search = raw?.trim().slice(0, 200);
    // `%` and `_` are LIKE wildcards: escaped, they match themselves (as in the product search).
    const like = search ? (0, text_1.escapeLike)(search) : '';
    return like
        ? { OR: [{ name: { contains: like, mode: 'insensitive' } }, { members: { some: { email: { contains: like.toLowerCase() } } } }] }
        : {};
}
async function companyById(ctx, rawId) {
    const id = (0, validate_1.normalizeId)(rawId);
    const company = id ? await ctx.db.company.findUnique({ where: { id } }) : null;
    if (!company)
        throw (0, errors_1.notFound)('Company');
    return company;
}
async function company(ctx, rawId) {
    (0, access_1.allowUser)(ctx, 'company');
    return companyById(ctx, rawId);
}
/** Shop admins create a company (its members come by invitation or by moving users into it). */
async function createCompany(ctx, input) {
    (0, access_1.allowUser)(ctx, 'createCompany');
    const profile = await (0, validate_1.validate)(common_1.companyProfileSchema, input ?? {});
    return ctx.db.company.create({ data: { ...profile, personal: false } });
}
async function updateCompany(ctx, rawId, input) {
    (0, access_1.allowUser)(ctx, 'updateCompany');
    const { id } = await companyById(ctx, rawId);
    const profile = await (0, validate_1.validate)(common_1.companyProfileSchema, input ?? {});
    return ctx.db.company.update({ where: { id }, data: { ...profile, personal: false } });
}
/** Shop admins set a company's credit limit and payment terms (null = the shop's default). */
async function setCompanyCreditTerms(ctx, rawId, input) {
    (0, access_1.allowUser)(ctx, 'setCompanyCreditTerms');
    const { id } = await companyById(ctx, rawId);
    const terms = await (0, validate_1.validate)(common_1.creditTermsSchema, input ?? {});
    return ctx.db.company.update({ where: { id }, data: { creditLimitCents: terms.creditLimitCents, paymentTermsDays: terms.paymentTermsDays } });
}
async function liftCompanyCreditHold(ctx, rawId) {
    (0, access_1.allowUser)(ctx, 'liftCompanyCreditHold');
    const { id } = await companyById(ctx, rawId);
    await (0, purchase_order_service_1.liftHoldOf)(ctx, id);
    return ctx.db.company.findUniqueOrThrow({ where: { id } });
}
/** A member's company (the User.company field): themselves, a colleague, or any for shop admins. */
async function companyOfUser(ctx, user) {
    if (!seesCompany(ctx, user.companyId))
        throw (0, errors_1.forbidden)('This company is not yours');
    return ctx.loaders.company.load(user.companyId);
}
//# sourceMappingURL=company.service.js.map