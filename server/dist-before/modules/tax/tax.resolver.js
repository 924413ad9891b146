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
exports.PurchaseOrderTaxResolver = exports.TaxResolver = void 0;
const type_graphql_1 = require("type-graphql");
const context_1 = require("../../context");
const access_1 = require("../../auth/access");
const company_type_1 = require("../companies/company.type");
const purchase_order_type_1 = require("../purchase-orders/purchase-order.type");
const compute_1 = require("./compute");
const tax_type_1 = require("./tax.type");
const tax = __importStar(require("./tax.service"));
/** Tax rates, exemptions and the checkout's tax quote (issue #29 item 5, docs/decisions/041). */
let TaxResolver = class TaxResolver {
    taxRates(ctx) {
        return tax.taxRates(ctx);
    }
    setTaxRate(ctx, input, id) {
        return tax.setTaxRate(ctx, id, input);
    }
    deleteTaxRate(ctx, id) {
        return tax.deleteTaxRate(ctx, id);
    }
    setCompanyTaxExemption(ctx, companyId, input) {
        return tax.setCompanyTaxExemption(ctx, companyId, input);
    }
    checkoutTaxQuote(ctx, itemIds, country, region) {
        return tax.checkoutTaxQuote(ctx, itemIds, country, region);
    }
    taxExemption(company, ctx) {
        return tax.presentExemption({ taxExemptCertificate: company.taxExemptCertificate ?? null, taxExemptUntil: company.taxExemptUntil ?? null }, (0, context_1.nowOf)(ctx));
    }
};
exports.TaxResolver = TaxResolver;
__decorate([
    (0, access_1.Allow)('taxRates'),
    (0, type_graphql_1.Query)(() => [tax_type_1.TaxRate], { description: 'Every tax rate, by country then region. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], TaxResolver.prototype, "taxRates", null);
__decorate([
    (0, access_1.Allow)('setTaxRate'),
    (0, type_graphql_1.Mutation)(() => tax_type_1.TaxRate, { description: 'Add a tax rate (no id) or change one; one rate per country and region. Orders already placed keep their tax. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => tax_type_1.TaxRateInput)),
    __param(2, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, tax_type_1.TaxRateInput, Object]),
    __metadata("design:returntype", void 0)
], TaxResolver.prototype, "setTaxRate", null);
__decorate([
    (0, access_1.Allow)('deleteTaxRate'),
    (0, type_graphql_1.Mutation)(() => Boolean, { description: 'Remove a tax rate; orders already placed keep their tax. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], TaxResolver.prototype, "deleteTaxRate", null);
__decorate([
    (0, access_1.Allow)('setCompanyTaxExemption'),
    (0, type_graphql_1.Mutation)(() => tax_type_1.TaxExemption, { description: 'Set a company\'s tax exemption certificate and its expiry (both empty: not exempt). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('input', () => tax_type_1.TaxExemptionInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, tax_type_1.TaxExemptionInput]),
    __metadata("design:returntype", void 0)
], TaxResolver.prototype, "setCompanyTaxExemption", null);
__decorate([
    (0, access_1.Allow)('checkoutTaxQuote'),
    (0, type_graphql_1.Query)(() => tax_type_1.TaxQuote, { description: 'What checking out these open items to a country (and region) would come to today: net subtotal, tax line and total' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('itemIds', () => [type_graphql_1.ID])),
    __param(2, (0, type_graphql_1.Arg)('country')),
    __param(3, (0, type_graphql_1.Arg)('region', () => String, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Array, String, Object]),
    __metadata("design:returntype", void 0)
], TaxResolver.prototype, "checkoutTaxQuote", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => tax_type_1.TaxExemption, { description: 'The company\'s tax exemption (no tax on orders placed while it holds)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], TaxResolver.prototype, "taxExemption", null);
exports.TaxResolver = TaxResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => company_type_1.Company)
], TaxResolver);
/** The tax line of a purchase order, as frozen when it was placed. */
let PurchaseOrderTaxResolver = class PurchaseOrderTaxResolver {
    tax(po) {
        return (0, compute_1.taxLineOf)(po);
    }
};
exports.PurchaseOrderTaxResolver = PurchaseOrderTaxResolver;
__decorate([
    (0, type_graphql_1.FieldResolver)(() => tax_type_1.TaxLine, { description: 'The tax line frozen on the order when it was placed (label null: no tax line is shown)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], PurchaseOrderTaxResolver.prototype, "tax", null);
exports.PurchaseOrderTaxResolver = PurchaseOrderTaxResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => purchase_order_type_1.PurchaseOrder)
], PurchaseOrderTaxResolver);
//# sourceMappingURL=tax.resolver.js.map