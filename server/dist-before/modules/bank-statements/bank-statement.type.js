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
exports.BankAllocationInput = exports.BankStatementFileInput = exports.BankStatementLinePage = exports.BankStatementLine = exports.BankAllocation = exports.BankStatementImport = exports.BankStatement = void 0;
const type_graphql_1 = require("type-graphql");
let BankStatement = class BankStatement {
    id;
    fileName;
    format;
    importedByEmail;
    creditLines;
    newLines;
    debitsSkipped;
    createdAt;
};
exports.BankStatement = BankStatement;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], BankStatement.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], BankStatement.prototype, "fileName", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'CSV or CAMT053' }),
    __metadata("design:type", String)
], BankStatement.prototype, "format", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Who uploaded it' }),
    __metadata("design:type", String)
], BankStatement.prototype, "importedByEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Credit lines read from the file' }),
    __metadata("design:type", Number)
], BankStatement.prototype, "creditLines", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Lines new to the shop (a line already imported from another file is not stored twice)' }),
    __metadata("design:type", Number)
], BankStatement.prototype, "newLines", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Debits (money out), reversals and pending entries: skipped' }),
    __metadata("design:type", Number)
], BankStatement.prototype, "debitsSkipped", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], BankStatement.prototype, "createdAt", void 0);
exports.BankStatement = BankStatement = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One uploaded bank statement export (CSV or camt.053)' })
], BankStatement);
let BankStatementImport = class BankStatementImport {
    statement;
    alreadyImported;
};
exports.BankStatementImport = BankStatementImport;
__decorate([
    (0, type_graphql_1.Field)(() => BankStatement),
    __metadata("design:type", BankStatement)
], BankStatementImport.prototype, "statement", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Boolean)
], BankStatementImport.prototype, "alreadyImported", void 0);
exports.BankStatementImport = BankStatementImport = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'An import: the statement, and whether this very file had been imported before (then nothing was added)' })
], BankStatementImport);
let BankAllocation = class BankAllocation {
    purchaseOrderId;
    invoiceNumber;
    amountCents;
};
exports.BankAllocation = BankAllocation;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], BankAllocation.prototype, "purchaseOrderId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], BankAllocation.prototype, "invoiceNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], BankAllocation.prototype, "amountCents", void 0);
exports.BankAllocation = BankAllocation = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Money from a statement line applied (or proposed) to one invoice' })
], BankAllocation);
let BankStatementLine = class BankStatementLine {
    id;
    statementId;
    lineNo;
    bookedOn;
    amountCents;
    currency;
    reference;
    counterparty;
    bankReference;
    status;
    matchRule;
    allocations;
    unappliedCents;
    note;
    decidedByEmail;
    decidedAt;
};
exports.BankStatementLine = BankStatementLine;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], BankStatementLine.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], BankStatementLine.prototype, "statementId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], BankStatementLine.prototype, "lineNo", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Booking day, YYYY-MM-DD' }),
    __metadata("design:type", String)
], BankStatementLine.prototype, "bookedOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], BankStatementLine.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], BankStatementLine.prototype, "currency", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Reference / remittance information as the bank gave it' }),
    __metadata("design:type", String)
], BankStatementLine.prototype, "reference", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Who sent the money, as the bank gave it' }),
    __metadata("design:type", String)
], BankStatementLine.prototype, "counterparty", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], BankStatementLine.prototype, "bankReference", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'PROPOSED, CONFIRMED, UNMATCHED or IGNORED' }),
    __metadata("design:type", String)
], BankStatementLine.prototype, "status", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'REFERENCE, AMOUNT_AND_NAME, NAME, MANUAL (re-assigned by an admin), or null' }),
    __metadata("design:type", Object)
], BankStatementLine.prototype, "matchRule", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [BankAllocation], { description: 'Proposed until CONFIRMED, then the payments recorded' }),
    __metadata("design:type", Array)
], BankStatementLine.prototype, "allocations", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Money not applied to any invoice (an overpayment), kept on the line' }),
    __metadata("design:type", Number)
], BankStatementLine.prototype, "unappliedCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], BankStatementLine.prototype, "note", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], BankStatementLine.prototype, "decidedByEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], BankStatementLine.prototype, "decidedAt", void 0);
exports.BankStatementLine = BankStatementLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One credit on a bank statement and what the shop proposes or recorded for it' })
], BankStatementLine);
let BankStatementLinePage = class BankStatementLinePage {
    total;
    items;
};
exports.BankStatementLinePage = BankStatementLinePage;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], BankStatementLinePage.prototype, "total", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [BankStatementLine]),
    __metadata("design:type", Array)
], BankStatementLinePage.prototype, "items", void 0);
exports.BankStatementLinePage = BankStatementLinePage = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A page of statement lines' })
], BankStatementLinePage);
let BankStatementFileInput = class BankStatementFileInput {
    fileName;
    content;
};
exports.BankStatementFileInput = BankStatementFileInput;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], BankStatementFileInput.prototype, "fileName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], BankStatementFileInput.prototype, "content", void 0);
exports.BankStatementFileInput = BankStatementFileInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A statement file: its name and its text (CSV, or camt.053 XML), at most 2 MB' })
], BankStatementFileInput);
let BankAllocationInput = class BankAllocationInput {
    invoiceNumber;
    amountCents;
};
exports.BankAllocationInput = BankAllocationInput;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], BankAllocationInput.prototype, "invoiceNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], BankAllocationInput.prototype, "amountCents", void 0);
exports.BankAllocationInput = BankAllocationInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Pay this much of this invoice from the line' })
], BankAllocationInput);
//# sourceMappingURL=bank-statement.type.js.map