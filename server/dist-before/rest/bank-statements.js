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
exports.bankStatementRoutes = bankStatementRoutes;
/**
 * Bank statements over REST (issue #29 item 2), beside the purchase-order routes: the same services as GraphQL's
 * importBankStatement, bankStatements, bankStatementLines, confirmBankLine and ignoreBankLine. The import route
 * alone takes bodies up to 3 MB (app.ts), for a file of up to 2 MB.
 */
const express_1 = require("express");
const bank = __importStar(require("../modules/bank-statements/bank-statement.service"));
const errors_1 = require("../errors");
const handler_1 = require("./handler");
const body_1 = require("./body");
function wholeQuery(req, field) {
    const text = (0, body_1.queryText)(req, field);
    if (text === undefined || text === '')
        return undefined;
    if (!/^\d{1,7}$/.test(text))
        throw (0, errors_1.badInput)(`${field} must be a whole number`, field);
    return Number(text);
}
function allocationsOf(body) {
    const v = body.allocations;
    if (v === undefined || v === null)
        return null;
    if (!Array.isArray(v))
        throw (0, errors_1.badInput)('allocations must be a list of { invoiceNumber, amountCents }', 'allocations');
    return v.map((a) => {
        if (!a || typeof a !== 'object' || Array.isArray(a))
            throw (0, errors_1.badInput)('allocations must be a list of { invoiceNumber, amountCents }', 'allocations');
        const { invoiceNumber, amountCents } = a;
        if (typeof invoiceNumber !== 'string')
            throw (0, errors_1.badInput)('invoiceNumber must be a string', 'allocations');
        if (typeof amountCents !== 'number')
            throw (0, errors_1.badInput)('amountCents must be a number', 'allocations');
        return { invoiceNumber, amountCents };
    });
}
function bankStatementRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    r.get('/admin/bank-statements', (0, handler_1.handle)('bankStatements', async (ctx, req) => ({ statements: await bank.bankStatements(ctx, wholeQuery(req, 'take')) })));
    r.post('/admin/bank-statements', (0, handler_1.handle)('importBankStatement', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const result = await bank.importBankStatement(ctx, { fileName: (0, body_1.optionalText)(body, 'fileName') ?? '', content: (0, body_1.optionalText)(body, 'content') ?? '' });
        return { success: true, ...result };
    }, 201));
    r.get('/admin/bank-statement-lines', (0, handler_1.handle)('bankStatementLines', async (ctx, req) => {
        const page = await bank.bankStatementLines(ctx, {
            status: (0, body_1.queryText)(req, 'status'), statementId: (0, body_1.queryText)(req, 'statementId'), take: wholeQuery(req, 'take'), skip: wholeQuery(req, 'skip'),
        });
        return { total: page.total, lines: page.items.map(bank.presentBankLine) };
    }));
    r.post('/admin/bank-statement-lines/:id/confirm', (0, handler_1.handle)('confirmBankLine', async (ctx, req) => {
        const line = await bank.confirmBankLine(ctx, String(req.params.id), allocationsOf((0, body_1.bodyOf)(req)));
        return { success: true, line: bank.presentBankLine(line) };
    }));
    r.post('/admin/bank-statement-lines/:id/ignore', (0, handler_1.handle)('ignoreBankLine', async (ctx, req) => {
        const line = await bank.ignoreBankLine(ctx, String(req.params.id), (0, body_1.optionalText)((0, body_1.bodyOf)(req), 'reason') ?? null);
        return { success: true, line: bank.presentBankLine(line) };
    }));
    return r;
}
//# sourceMappingURL=bank-statements.js.map