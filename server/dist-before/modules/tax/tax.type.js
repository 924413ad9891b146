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
exports.TaxQuote = exports.TaxLine = exports.TaxExemptionInput = exports.TaxExemption = exports.TaxRateInput = exports.TaxRate = void 0;
const type_graphql_1 = require("type-graphql");
let TaxRate = class TaxRate {
    id;
    country;
    region;
    name;
    rateMillionths;
    ratePercent;
    label;
    active;
    updatedAt;
};
exports.TaxRate = TaxRate;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], TaxRate.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'ISO 3166-1 alpha-2' }),
    __metadata("design:type", String)
], TaxRate.prototype, "country", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'State or region as written on addresses (compared without case); null = the whole country' }),
    __metadata("design:type", Object)
], TaxRate.prototype, "region", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Printed on the tax line, e.g. VAT or Sales tax' }),
    __metadata("design:type", String)
], TaxRate.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The rate in millionths of the net amount: 200000 = 20%' }),
    __metadata("design:type", Number)
], TaxRate.prototype, "rateMillionths", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The rate as a percent, e.g. "20" or "8.875"' }),
    __metadata("design:type", String)
], TaxRate.prototype, "ratePercent", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The tax line\'s label, e.g. "VAT 20%"' }),
    __metadata("design:type", String)
], TaxRate.prototype, "label", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Only active rates are charged' }),
    __metadata("design:type", Boolean)
], TaxRate.prototype, "active", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], TaxRate.prototype, "updatedAt", void 0);
exports.TaxRate = TaxRate = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A tax rate for ship-to addresses in a country, or one region of it (docs/decisions/041). A region\'s rate wins over the country-wide one; no rate = no tax.' })
], TaxRate);
let TaxRateInput = class TaxRateInput {
    country;
    region;
    name;
    ratePercent;
    active;
};
exports.TaxRateInput = TaxRateInput;
__decorate([
    (0, type_graphql_1.Field)({ description: 'ISO 3166-1 alpha-2' }),
    __metadata("design:type", String)
], TaxRateInput.prototype, "country", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'State or region; empty = the whole country' }),
    __metadata("design:type", Object)
], TaxRateInput.prototype, "region", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], TaxRateInput.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'A percent from 0 to 100 with at most four decimals, as text: "20", "8.875"' }),
    __metadata("design:type", String)
], TaxRateInput.prototype, "ratePercent", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Boolean, { nullable: true, description: 'Default true' }),
    __metadata("design:type", Object)
], TaxRateInput.prototype, "active", void 0);
exports.TaxRateInput = TaxRateInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A tax rate as an admin gives it' })
], TaxRateInput);
let TaxExemption = class TaxExemption {
    certificate;
    expiresOn;
    activeToday;
};
exports.TaxExemption = TaxExemption;
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The exemption certificate number; null = not exempt' }),
    __metadata("design:type", Object)
], TaxExemption.prototype, "certificate", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The last day the certificate holds, YYYY-MM-DD' }),
    __metadata("design:type", Object)
], TaxExemption.prototype, "expiresOn", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The exemption holds today' }),
    __metadata("design:type", Boolean)
], TaxExemption.prototype, "activeToday", void 0);
exports.TaxExemption = TaxExemption = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A company\'s tax exemption: no tax is charged on orders placed while its certificate holds' })
], TaxExemption);
let TaxExemptionInput = class TaxExemptionInput {
    certificate;
    expiresOn;
};
exports.TaxExemptionInput = TaxExemptionInput;
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], TaxExemptionInput.prototype, "certificate", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'YYYY-MM-DD, the last day it holds' }),
    __metadata("design:type", Object)
], TaxExemptionInput.prototype, "expiresOn", void 0);
exports.TaxExemptionInput = TaxExemptionInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A company\'s exemption certificate and its expiry; both empty = not exempt' })
], TaxExemptionInput);
let TaxLine = class TaxLine {
    taxCents;
    name;
    rateMillionths;
    label;
    rounding;
    exemptionCertificate;
};
exports.TaxLine = TaxLine;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Tax in cents (0 when no rate applies or the company is exempt)' }),
    __metadata("design:type", Number)
], TaxLine.prototype, "taxCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The rate\'s name, e.g. VAT; null when no rate applied' }),
    __metadata("design:type", Object)
], TaxLine.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The rate in millionths: 200000 = 20%; 0 when none' }),
    __metadata("design:type", Number)
], TaxLine.prototype, "rateMillionths", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The tax line\'s label, e.g. "VAT 20%"; null when no tax line is shown' }),
    __metadata("design:type", Object)
], TaxLine.prototype, "label", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'PER_LINE or PER_INVOICE; null when no rate applied' }),
    __metadata("design:type", Object)
], TaxLine.prototype, "rounding", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The exemption certificate that kept tax off, if any' }),
    __metadata("design:type", Object)
], TaxLine.prototype, "exemptionCertificate", void 0);
exports.TaxLine = TaxLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'The tax an order would carry, or carries: frozen on the order when it is placed' })
], TaxLine);
let TaxQuote = class TaxQuote {
    subtotalCents;
    tax;
    totalCents;
};
exports.TaxQuote = TaxQuote;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Net: the open items\' sum before tax' }),
    __metadata("design:type", Number)
], TaxQuote.prototype, "subtotalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => TaxLine),
    __metadata("design:type", TaxLine)
], TaxQuote.prototype, "tax", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'subtotalCents + tax.taxCents' }),
    __metadata("design:type", Number)
], TaxQuote.prototype, "totalCents", void 0);
exports.TaxQuote = TaxQuote = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What checking out these items to an address would come to: net subtotal, the tax line, the total' })
], TaxQuote);
//# sourceMappingURL=tax.type.js.map