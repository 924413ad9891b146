"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_TAX = void 0;
exports.rateForAddress = rateForAddress;
exports.taxForOrder = taxForOrder;
exports.taxLineOf = taxLineOf;
/**
 * The tax of an order (docs/decisions/041), computed on the server only: the ship-to address picks the rate (a
 * region's rate over the country's), an exemption holding on the order's day removes it, and the configured
 * rounding gives each line's tax and the invoice's. Checkout freezes the answer on the order and its lines.
 */
const common_1 = require("@gluegun/common");
const NO_TAX = (lines) => ({ taxCents: 0, lineTaxCents: Array.from({ length: lines }, () => 0), taxName: null, taxRateMillionths: 0, taxRounding: null, taxExemptCertificate: null });
exports.NO_TAX = NO_TAX;
/** The active rate for a ship-to address: the region's if there is one, else the country's, else none. */
async function rateForAddress(sql, country, region) {
    if (!country)
        return null;
    const rates = await sql.rows('SELECT * FROM "TaxRate" WHERE "country" = $1 AND "active"', [country.trim().toUpperCase()]);
    return (0, common_1.rateFor)(rates, country, region);
}
/** The tax of lines (net cents each) shipped to an address, for a company, on a day, with the shop's rounding. */
async function taxForOrder(sql, o) {
    const rate = await rateForAddress(sql, o.country, o.region);
    if (!rate || rate.rateMillionths === 0)
        return (0, exports.NO_TAX)(o.lineNetCents.length);
    if (o.company && (0, common_1.exemptOn)(o.company, (0, common_1.isoDay)(o.on)))
        return { ...(0, exports.NO_TAX)(o.lineNetCents.length), taxExemptCertificate: o.company.taxExemptCertificate };
    const { lineTaxCents, taxCents } = (0, common_1.taxLines)(o.lineNetCents, rate.rateMillionths, o.rounding);
    return { taxCents, lineTaxCents, taxName: rate.name, taxRateMillionths: rate.rateMillionths, taxRounding: o.rounding, taxExemptCertificate: null };
}
/** The tax line as read on every surface (GraphQL TaxLine, REST, documents). */
function taxLineOf(o) {
    return {
        taxCents: o.taxCents, name: o.taxName, rateMillionths: o.taxRateMillionths,
        label: o.taxName ? (0, common_1.taxLabel)(o.taxName, o.taxRateMillionths) : null,
        rounding: o.taxRounding, exemptionCertificate: o.taxExemptCertificate,
    };
}
//# sourceMappingURL=compute.js.map