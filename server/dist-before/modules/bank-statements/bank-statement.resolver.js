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
exports.BankStatementResolver = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const bank_statement_type_1 = require("./bank-statement.type");
const bank = __importStar(require("./bank-statement.service"));
let BankStatementResolver = class BankStatementResolver {
    bankStatements(ctx, take) {
        return bank.bankStatements(ctx, take ?? undefined);
    }
    async bankStatementLines(ctx, status, statementId, take, skip) {
        const page = await bank.bankStatementLines(ctx, { status, statementId, take, skip });
        return { total: page.total, items: page.items.map(bank.presentBankLine) };
    }
    importBankStatement(ctx, file) {
        return bank.importBankStatement(ctx, file);
    }
    async confirmBankLine(ctx, id, allocations) {
        return bank.presentBankLine(await bank.confirmBankLine(ctx, id, allocations ?? null));
    }
    async ignoreBankLine(ctx, id, reason) {
        return bank.presentBankLine(await bank.ignoreBankLine(ctx, id, reason ?? null));
    }
};
exports.BankStatementResolver = BankStatementResolver;
__decorate([
    (0, access_1.Allow)('bankStatements'),
    (0, type_graphql_1.Query)(() => [bank_statement_type_1.BankStatement], { description: 'Imported bank statements, newest first. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", void 0)
], BankStatementResolver.prototype, "bankStatements", null);
__decorate([
    (0, access_1.Allow)('bankStatementLines'),
    (0, type_graphql_1.Query)(() => bank_statement_type_1.BankStatementLinePage, { description: 'Statement lines by status (UNMATCHED: the unmatched queue; PROPOSED: awaiting review), oldest booking first. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('status', () => String, { nullable: true })),
    __param(2, (0, type_graphql_1.Arg)('statementId', () => type_graphql_1.ID, { nullable: true })),
    __param(3, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { nullable: true })),
    __param(4, (0, type_graphql_1.Arg)('skip', () => type_graphql_1.Int, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, Number, Number]),
    __metadata("design:returntype", Promise)
], BankStatementResolver.prototype, "bankStatementLines", null);
__decorate([
    (0, access_1.Allow)('importBankStatement'),
    (0, type_graphql_1.Mutation)(() => bank_statement_type_1.BankStatementImport, { description: 'Upload a bank statement export (CSV or camt.053, at most 2 MB) and get match proposals for its credit lines. The same file twice adds nothing. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('file', () => bank_statement_type_1.BankStatementFileInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, bank_statement_type_1.BankStatementFileInput]),
    __metadata("design:returntype", void 0)
], BankStatementResolver.prototype, "importBankStatement", null);
__decorate([
    (0, access_1.Allow)('confirmBankLine'),
    (0, type_graphql_1.Mutation)(() => bank_statement_type_1.BankStatementLine, { description: 'Record a statement line as payments: as proposed, or re-assigned to the invoices and amounts given. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('allocations', () => [bank_statement_type_1.BankAllocationInput], { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Array]),
    __metadata("design:returntype", Promise)
], BankStatementResolver.prototype, "confirmBankLine", null);
__decorate([
    (0, access_1.Allow)('ignoreBankLine'),
    (0, type_graphql_1.Mutation)(() => bank_statement_type_1.BankStatementLine, { description: 'Leave a statement line out (not a payment for an invoice: e.g. a refund from a supplier). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('reason', () => String, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", Promise)
], BankStatementResolver.prototype, "ignoreBankLine", null);
exports.BankStatementResolver = BankStatementResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => bank_statement_type_1.BankStatementLine)
], BankStatementResolver);
//# sourceMappingURL=bank-statement.resolver.js.map