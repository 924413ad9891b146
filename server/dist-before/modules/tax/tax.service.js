"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentTaxRate = presentTaxRate;
exports.presentExemption = presentExemption;
exports.taxRates = taxRates;
exports.setTaxRate = setTaxRate;
exports.deleteTaxRate = deleteTaxRate;
exports.setCompanyTaxExemption = setCompanyTaxExemption;
exports.checkoutTaxQuote = checkoutTaxQuote;
/**
 * Tax rates and exemptions (issue #29 item 5, docs/decisions/041): admins keep the rates (by ship-to country and
 * region) and each company's exemption certificate; anyone checking out may ask what tax their items would carry
 * to an address. Checkout computes and freezes the same figure (compute.ts).
 */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const compute_1 = require("./compute");
const sql_1 = require("../../db/sql");
function presentTaxRate(r) {
    return { ...r, ratePercent: (0, common_1.ratePercentText)(r.rateMillionths), label: (0, common_1.taxLabel)(r.name, r.rateMillionths) };
}
function presentExemption(c, now) {
    return { certificate: c.taxExemptCertificate, expiresOn: c.taxExemptUntil ? (0, common_1.isoDay)(c.taxExemptUntil) : null, activeToday: (0, common_1.exemptOn)(c, (0, common_1.isoDay)(now)) };
}
/** Every rate, by country then region (the country-wide rate first). Admins only. */
async function taxRates(ctx) {
    (0, access_1.allowUser)(ctx, 'taxRates');
    const rows = await ctx.db.taxRate.findMany({ orderBy: [{ country: 'asc' }, { regionKey: 'asc' }] });
    return rows.map(presentTaxRate);
}
/** Adds a rate (no id) or changes one; one rate per country and region. Admins only. */
async function setTaxRate(ctx, rawId, input) {
    (0, access_1.allowUser)(ctx, 'setTaxRate');
    const id = rawId == null ? null : (0, validate_1.normalizeId)(rawId);
    if (rawId != null && !id)
        throw (0, errors_1.notFound)('Tax rate');
    const given = await (0, validate_1.validate)(common_1.taxRateInputSchema, input ?? {});
    const region = given.region ? given.region.replace(/\s+/g, ' ') : null;
    const data = {
        country: given.country, region, regionKey: (0, common_1.regionKey)(region), name: given.name,
        rateMillionths: (0, common_1.parseRatePercent)(given.ratePercent), active: given.active,
    };
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        await tx.$executeRaw `SELECT pg_advisory_xact_lock(hashtext('TaxRate'))`;
        const same = await tx.taxRate.findUnique({ where: { country_regionKey: { country: data.country, regionKey: data.regionKey } } });
        if (same && same.id !== id) {
            throw new errors_1.AppError('CONFLICT', `There is already a rate for ${region ? `${region}, ` : ''}${data.country}: edit that one instead`, { field: region ? 'region' : 'country' });
        }
        if (id) {
            const found = await tx.taxRate.findUnique({ where: { id } });
            if (!found)
                throw (0, errors_1.notFound)('Tax rate');
            return presentTaxRate(await tx.taxRate.update({ where: { id }, data }));
        }
        if ((await tx.taxRate.count()) >= common_1.MAX_TAX_RATES)
            throw (0, errors_1.conflict)(`The shop keeps at most ${common_1.MAX_TAX_RATES} tax rates: remove one first`);
        return presentTaxRate(await tx.taxRate.create({ data }));
    });
}
/** Removes a rate: orders placed with it keep the tax frozen on them. Admins only. */
async function deleteTaxRate(ctx, rawId) {
    (0, access_1.allowUser)(ctx, 'deleteTaxRate');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Tax rate');
    const gone = await ctx.db.taxRate.deleteMany({ where: { id } });
    if (gone.count === 0)
        throw (0, errors_1.notFound)('Tax rate');
    return true;
}
/** Sets (or clears, both empty) a company's exemption certificate and its expiry. Admins only. */
async function setCompanyTaxExemption(ctx, rawCompanyId, input) {
    (0, access_1.allowUser)(ctx, 'setCompanyTaxExemption');
    const companyId = (0, validate_1.normalizeId)(rawCompanyId);
    if (!companyId)
        throw (0, errors_1.notFound)('Company');
    const given = await (0, validate_1.validate)(common_1.taxExemptionSchema, input ?? {});
    const until = given.expiresOn ? new Date(`${given.expiresOn}T00:00:00Z`) : null;
    const changed = await ctx.db.company.updateMany({ where: { id: companyId }, data: { taxExemptCertificate: given.certificate ?? null, taxExemptUntil: until } });
    if (changed.count === 0)
        throw (0, errors_1.notFound)('Company');
    const company = await ctx.db.company.findUniqueOrThrow({ where: { id: companyId } });
    return presentExemption(company, (0, context_1.nowOf)(ctx));
}
/**
 * The quote of a checkout to come: the caller's open items shipped to `country` / `region`, net subtotal, the tax
 * line (as checkout would freeze it today) and the total. Read-only.
 */
async function checkoutTaxQuote(ctx, rawIds, rawCountry, rawRegion) {
    const user = (0, access_1.allowUser)(ctx, 'checkoutTaxQuote');
    const ids = Array.isArray(rawIds) ? rawIds.map(validate_1.normalizeId).filter((id) => id !== null) : [];
    if (ids.length === 0)
        throw (0, errors_1.badInput)('Choose at least one item to check out', 'itemIds');
    const country = typeof rawCountry === 'string' ? rawCountry.trim().toUpperCase() : '';
    if (!common_1.COUNTRY_CODES.includes(country))
        throw (0, errors_1.badInput)('Choose a country from the list', 'country');
    const region = typeof rawRegion === 'string' && rawRegion.trim() !== '' ? rawRegion.trim().slice(0, 80) : null;
    const [owner, items] = await Promise.all([
        ctx.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { company: true } }),
        ctx.db.orderItem.findMany({ where: { id: { in: ids.slice(0, 500) } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    ]);
    if (items.some((i) => i.userId !== user.id))
        throw (0, errors_1.forbidden)('You can only check out your own items');
    const open = items.filter((i) => i.status === 'PENDING' && !i.purchaseOrderId);
    const lineNetCents = open.map((i) => i.quantity * i.unitPriceCents);
    const subtotalCents = lineNetCents.reduce((s, n) => s + n, 0);
    const tax = await (0, compute_1.taxForOrder)((0, sql_1.poolSql)(ctx.db), { country, region, company: owner.company, lineNetCents, on: (0, context_1.nowOf)(ctx), rounding: ctx.config.taxRounding });
    return { subtotalCents, tax: (0, compute_1.taxLineOf)(tax), totalCents: subtotalCents + tax.taxCents };
}
//# sourceMappingURL=tax.service.js.map