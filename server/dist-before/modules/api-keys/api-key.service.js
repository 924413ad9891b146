"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createApiKey = createApiKey;
exports.listApiKeys = listApiKeys;
exports.apiKeyConnection = apiKeyConnection;
exports.revokeApiKey = revokeApiKey;
const node_crypto_1 = require("node:crypto");
const yup_1 = require("yup");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const api_key_1 = require("../../auth/api-key");
const validate_1 = require("../../lib/validate");
const connection_1 = require("../../lib/connection");
const inputSchema = (0, yup_1.object)({
    name: (0, yup_1.string)().trim().required('Give the key a name').max(100, 'The name can be at most 100 characters'),
    scopes: (0, yup_1.array)((0, yup_1.string)().required().oneOf([...access_1.SCOPES], 'Unknown scope: ${value}'))
        .required('Choose at least one scope').min(1, 'Choose at least one scope'),
    expiresAt: (0, yup_1.date)().nullable().typeError('The expiry must be a date'),
    company: (0, yup_1.boolean)().nullable().typeError('Say yes or no'),
});
const SELECT = {
    id: true, name: true, prefix: true, scopes: true, createdAt: true, expiresAt: true, revokedAt: true,
    lastUsedAt: true, lastUsedIp: true, requestCount: true, companyId: true, user: { select: { email: true } }, company: { select: { name: true } },
};
const present = ({ user, company, ...rest }) => ({ ...rest, createdBy: user.email, companyName: company?.name ?? null });
/**
 * Whose keys a caller manages: shop admins every key, a company admin their company's keys (issue #31 item 1).
 * A company key is made by someone acting for a company; shop admins make shop keys unless they ask for a company one.
 */
const visibleKeys = (user) => (user.role === 'ADMIN' ? {} : { companyId: user.companyId });
const makesCompanyKey = (user, asked) => user.role !== 'ADMIN' || asked === true;
/**
 * A new key acting as its creator. Its scopes must be ones the creator holds: a shop key those of the creator's
 * role (scopesFor), a company key those of the SIGNED_IN operations their company role may call (scopesForCompany;
 * never an admin one). The key is returned this once; only its SHA-256 hash and prefix are stored.
 */
async function createApiKey(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'createApiKey');
    const wanted = await (0, validate_1.validate)(inputSchema, input);
    const company = makesCompanyKey(user, wanted.company);
    if (company && user.companyRole !== 'COMPANY_ADMIN')
        throw (0, errors_1.forbidden)('Only a company admin can create keys for the company');
    const held = company ? (0, access_1.scopesForCompany)(user.companyRole) : (0, access_1.scopesFor)(user.role);
    const beyond = wanted.scopes.find((s) => !held.includes(s));
    if (beyond)
        throw (0, errors_1.forbidden)(`You cannot give a key the scope ${beyond}: you do not hold it`);
    if (wanted.expiresAt && wanted.expiresAt <= (0, context_1.nowOf)(ctx))
        throw (0, errors_1.badInput)('The expiry must be in the future', 'expiresAt');
    const id = (0, node_crypto_1.randomUUID)();
    const { key, prefix, hash } = (0, api_key_1.newKey)(id);
    const row = await ctx.db.apiKey.create({
        data: {
            id, name: wanted.name, prefix, hash, scopes: [...new Set(wanted.scopes)], userId: user.id, expiresAt: wanted.expiresAt ?? null,
            companyId: company ? user.companyId : null,
        },
        select: SELECT,
    });
    return { key, apiKey: present(row) };
}
/** The keys the caller manages, newest first (admins see every key: any admin may revoke a leaked one). */
async function listApiKeys(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'apiKeys');
    const rows = await ctx.db.apiKey.findMany({ where: visibleKeys(user), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: SELECT });
    return rows.map(present);
}
/** The same keys as cursor pages, newest first (docs/decisions/029-cursor-pages.md). */
async function apiKeyConnection(ctx, args) {
    const user = (0, access_1.allowUser)(ctx, 'apiKeyConnection');
    const where = visibleKeys(user);
    const page = await (0, connection_1.keysetPage)(args, 'apiKeys', {
        rows: async (past, orderBy, take) => (await ctx.db.apiKey.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take, select: SELECT })).map(present),
        any: async (past) => (await ctx.db.apiKey.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.apiKey.count({ where }) };
}
/**
 * Revokes a key. Every request with a key reads its row (auth/api-key.ts), so the next request on any instance
 * is refused. Revoking twice keeps the first moment. A company admin revokes only their company's keys.
 */
async function revokeApiKey(ctx, id) {
    const user = (0, access_1.allowUser)(ctx, 'revokeApiKey');
    const keyId = (0, validate_1.normalizeId)(id);
    if (!keyId)
        throw (0, errors_1.notFound)('API key');
    const found = await ctx.db.apiKey.findUnique({ where: { id: keyId }, select: { companyId: true } });
    if (!found)
        throw (0, errors_1.notFound)('API key');
    if (user.role !== 'ADMIN' && found.companyId !== user.companyId)
        throw (0, errors_1.forbidden)('This API key is not your company\'s');
    await ctx.db.apiKey.updateMany({ where: { id: keyId, revokedAt: null }, data: { revokedAt: (0, context_1.nowOf)(ctx) } });
    const row = await ctx.db.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: SELECT });
    return present(row);
}
//# sourceMappingURL=api-key.service.js.map