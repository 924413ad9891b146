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
exports.statementRoutes = statementRoutes;
const express_1 = require("express");
const statements = __importStar(require("../modules/statements/statement.service"));
const present_1 = require("../modules/statements/present");
const statement_csv_1 = require("../modules/statements/statement-csv");
const statement_pdf_1 = require("../modules/statements/statement-pdf");
const remittance_1 = require("../modules/purchase-orders/remittance");
const handler_1 = require("./handler");
const body_1 = require("./body");
/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: checked by the service (real days, from <= to). */
const rangeOf = (req) => ({ from: (0, body_1.queryText)(req, 'from'), to: (0, body_1.queryText)(req, 'to') });
function sendCsv(res, name, csv) {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(`\uFEFF${csv}`);
}
async function sendPdf(ctx, res, s) {
    const pdf = await (0, statement_pdf_1.renderStatementPdf)(s, (0, remittance_1.invoiceSellerOf)(ctx.config));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${(0, statement_csv_1.statementFileName)(s, 'pdf')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
}
/** Statements of account and the aging report (issue #29 item 4): JSON, PDF and CSV over the same services as GraphQL. */
function statementRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    const mine = (req, ctx) => statements.myStatement(ctx, rangeOf(req));
    r.get('/my-statement', (0, handler_1.handle)('myStatement', async (ctx, req) => mine(req, ctx)));
    r.get('/my-statement.pdf', (0, handler_1.handle)('myStatement', async (ctx, req, res) => sendPdf(ctx, res, await mine(req, ctx))));
    r.get('/my-statement.csv', (0, handler_1.handle)('myStatement', async (ctx, req, res) => {
        const s = await mine(req, ctx);
        sendCsv(res, (0, statement_csv_1.statementFileName)(s, 'csv'), (0, statement_csv_1.statementCsv)(s));
    }));
    // Admins. Registered before GET /admin/{email} (users.ts).
    const theirs = (req, ctx) => statements.companyStatement(ctx, String(req.params.id), rangeOf(req));
    r.get('/admin/companies/:id/statement', (0, handler_1.handle)('companyStatement', async (ctx, req) => theirs(req, ctx)));
    r.get('/admin/companies/:id/statement.pdf', (0, handler_1.handle)('companyStatement', async (ctx, req, res) => sendPdf(ctx, res, await theirs(req, ctx))));
    r.get('/admin/companies/:id/statement.csv', (0, handler_1.handle)('companyStatement', async (ctx, req, res) => {
        const s = await theirs(req, ctx);
        sendCsv(res, (0, statement_csv_1.statementFileName)(s, 'csv'), (0, statement_csv_1.statementCsv)(s));
    }));
    r.get('/admin/aging', (0, handler_1.handle)('agingReport', async (ctx) => (0, present_1.presentAging)(await statements.agingReport(ctx))));
    r.get('/admin/aging.csv', (0, handler_1.handle)('agingReport', async (ctx, _req, res) => sendCsv(res, 'aging.csv', (0, statement_csv_1.agingCsv)(await statements.agingReport(ctx)))));
    return r;
}
//# sourceMappingURL=statements.js.map