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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BankStatementLineCountResolver = exports.BankStatementCountResolver = exports.BankConnectionResolver = exports.BankStatementLineConnection = exports.BankStatementConnection = void 0;
exports.bankStatementConnection = bankStatementConnection;
exports.bankStatementLineConnection = bankStatementLineConnection;
/** Bank statements and their lines as cursor pages (issue #31 item 2, docs/decisions/029-cursor-pages.md). */
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const bank_statement_type_1 = require("./bank-statement.type");
const present_1 = require("./present");
const reads_1 = require("./reads");
exports.BankStatementConnection = (0, connection_type_1.connectionOf)(bank_statement_type_1.BankStatement, 'BankStatement', 'A page of imported bank statements, newest first, by cursor');
exports.BankStatementLineConnection = (0, connection_type_1.connectionOf)(bank_statement_type_1.BankStatementLine, 'BankStatementLine', 'A page of bank statement lines, oldest import first, by cursor');
/** Imported statements, newest first like `bankStatements`. */
async function bankStatementConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'bankStatementConnection');
    const page = await (0, connection_1.keysetPage)(args, 'bankStatements', {
        rows: (past, orderBy, take) => ctx.db.bankStatement.findMany({ where: (0, connection_1.withKey)({}, past), orderBy, take }),
        any: async (past) => (await ctx.db.bankStatement.findFirst({ where: past, select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.bankStatement.count() };
}
/**
 * Lines with `bankStatementLines`' filters (status, statement), in the order they were imported (oldest first): the
 * (createdAt, id) keyset, where `bankStatementLines` sorts by booking day on an offset.
 */
async function bankStatementLineConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'bankStatementLineConnection');
    const where = (0, reads_1.lineWhere)(args) ?? { id: { in: [] } };
    const page = await (0, connection_1.keysetPage)(args, 'bankStatementLines', {
        rows: async (past, orderBy, take) => (await ctx.db.bankStatementLine.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take })).map((l) => ({ ...(0, present_1.presentBankLine)(l), createdAt: l.createdAt })),
        any: async (past) => (await ctx.db.bankStatementLine.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    }, 'oldestFirst');
    return { ...page, count: () => ctx.db.bankStatementLine.count({ where }) };
}
let BankConnectionResolver = class BankConnectionResolver {
    bankStatementConnection(ctx, args) {
        return bankStatementConnection(ctx, args);
    }
    bankStatementLineConnection(ctx, args, status, statementId) {
        return bankStatementLineConnection(ctx, { ...args, status, statementId });
    }
};
exports.BankConnectionResolver = BankConnectionResolver;
__decorate([
    (0, access_1.Allow)('bankStatementConnection'),
    (0, type_graphql_1.Query)(() => exports.BankStatementConnection, { description: 'Imported bank statements as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], BankConnectionResolver.prototype, "bankStatementConnection", null);
__decorate([
    (0, access_1.Allow)('bankStatementLineConnection'),
    (0, type_graphql_1.Query)(() => exports.BankStatementLineConnection, { description: 'Statement lines by status (UNMATCHED: the unmatched queue) and statement as cursor pages, in import order: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __param(2, (0, type_graphql_1.Arg)('status', () => String, { nullable: true })),
    __param(3, (0, type_graphql_1.Arg)('statementId', () => type_graphql_1.ID, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput, String, String]),
    __metadata("design:returntype", void 0)
], BankConnectionResolver.prototype, "bankStatementLineConnection", null);
exports.BankConnectionResolver = BankConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], BankConnectionResolver);
exports.BankStatementCountResolver = (0, connection_type_1.totalCountOf)(exports.BankStatementConnection, 'All imported statements, on every page');
exports.BankStatementLineCountResolver = (0, connection_type_1.totalCountOf)(exports.BankStatementLineConnection, 'All lines the filters select, on every page');
//# sourceMappingURL=connections.js.map