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
exports.taxRoutes = taxRoutes;
/**
 * Tax rates and company tax exemptions over REST (issue #29 item 5, docs/decisions/041): the same services as
 * GraphQL's taxRates, setTaxRate, deleteTaxRate and setCompanyTaxExemption, with GraphQL's shapes.
 */
const express_1 = require("express");
const tax = __importStar(require("../modules/tax/tax.service"));
const handler_1 = require("./handler");
const body_1 = require("./body");
function taxRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.get('/admin/tax-rates', (0, handler_1.handle)('taxRates', async (ctx) => ({ taxRates: await tax.taxRates(ctx) })));
    // Adds a rate (no id) or changes the one with `id`, as setTaxRate does: 200 either way.
    r.post('/admin/tax-rates', (0, handler_1.handle)('setTaxRate', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const { id: _id, ...input } = body;
        return { success: true, taxRate: await tax.setTaxRate(ctx, (0, body_1.optionalText)(body, 'id') ?? null, input) };
    }));
    r.delete('/admin/tax-rates/:id', (0, handler_1.handle)('deleteTaxRate', async (ctx, req) => ({ success: await tax.deleteTaxRate(ctx, String(req.params.id)) })));
    r.put('/admin/companies/:id/tax-exemption', (0, handler_1.handle)('setCompanyTaxExemption', async (ctx, req) => ({
        success: true, taxExemption: await tax.setCompanyTaxExemption(ctx, String(req.params.id), (0, body_1.bodyOf)(req)),
    })));
    return r;
}
//# sourceMappingURL=tax.js.map