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
exports.AgingReport = exports.AgingRow = exports.Statement = exports.StatementOverdueInvoice = exports.StatementLine = void 0;
const type_graphql_1 = require("type-graphql");
const graphql_scalars_1 = require("graphql-scalars");
// Balances add up many invoices, so every sum is SafeInt (whole cents up to 2^53), never GraphQL's 32-bit Int.
let StatementLine = class StatementLine {
    on;
    kind;
    kindLabel;
    reference;
    purchaseOrderId;
    invoiceNumber;
    debitCents;
    creditCents;
    balanceCents;
    taxCents;
};
exports.StatementLine = StatementLine;
__decorate([
    (0, type_graphql_1.Field)({ description: 'The day it counts on, YYYY-MM-DD (the shop\'s calendar, UTC)' }),
    __metadata("design:type", String)
], StatementLine.prototype, "on", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'INVOICE, PAYMENT, VOID, CREDIT_NOTE, CREDIT_APPLIED, CREDIT_RELEASED (own-orders statements), OVERPAYMENT or REFUND (company statements)' }),
    __metadata("design:type", String)
], StatementLine.prototype, "kind", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The kind in words ("Invoice", "Payment", "Invoice voided", "Credit note", ...)' }),
    __metadata("design:type", String)
], StatementLine.prototype, "kindLabel", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The invoice number, or the payment\'s reference' }),
    __metadata("design:type", String)
], StatementLine.prototype, "reference", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { description: 'The purchase order the line belongs to' }),
    __metadata("design:type", String)
], StatementLine.prototype, "purchaseOrderId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], StatementLine.prototype, "invoiceNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'What it adds to the balance, in cents' }),
    __metadata("design:type", Number)
], StatementLine.prototype, "debitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'What it takes off the balance, in cents' }),
    __metadata("design:type", Number)
], StatementLine.prototype, "creditCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'What was owed after this line, in cents' }),
    __metadata("design:type", Number)
], StatementLine.prototype, "balanceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'The tax within its debit (an invoice) or credit (a credit note), in cents; 0 otherwise' }),
    __metadata("design:type", Number)
], StatementLine.prototype, "taxCents", void 0);
exports.StatementLine = StatementLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One line of a statement of account: an invoice, a payment or a voided invoice, with the balance after it' })
], StatementLine);
let StatementOverdueInvoice = class StatementOverdueInvoice {
    purchaseOrderId;
    invoiceNumber;
    dueOn;
    daysOverdue;
    balanceCents;
};
exports.StatementOverdueInvoice = StatementOverdueInvoice;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], StatementOverdueInvoice.prototype, "purchaseOrderId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], StatementOverdueInvoice.prototype, "invoiceNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Due day, YYYY-MM-DD' }),
    __metadata("design:type", String)
], StatementOverdueInvoice.prototype, "dueOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Whole days past the due day' }),
    __metadata("design:type", Number)
], StatementOverdueInvoice.prototype, "daysOverdue", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Still owed at the statement\'s end, in cents' }),
    __metadata("design:type", Number)
], StatementOverdueInvoice.prototype, "balanceCents", void 0);
exports.StatementOverdueInvoice = StatementOverdueInvoice = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'An invoice overdue at the statement\'s end, with what it still owes' })
], StatementOverdueInvoice);
let Statement = class Statement {
    companyId;
    companyName;
    scope;
    buyerEmail;
    from;
    to;
    asOf;
    openingBalanceCents;
    totalDebitCents;
    totalCreditCents;
    closingBalanceCents;
    lines;
    overdue;
    overdueCents;
};
exports.Statement = Statement;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Statement.prototype, "companyId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], Statement.prototype, "companyName", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'COMPANY: every order of the company; OWN_ORDERS: only the orders the viewer placed (buyers and requesters)' }),
    __metadata("design:type", String)
], Statement.prototype, "scope", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Whose orders an OWN_ORDERS statement holds' }),
    __metadata("design:type", Object)
], Statement.prototype, "buyerEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'First day, YYYY-MM-DD (included)' }),
    __metadata("design:type", String)
], Statement.prototype, "from", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Last day, YYYY-MM-DD (included)' }),
    __metadata("design:type", String)
], Statement.prototype, "to", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The day overdue is reckoned on: the last day, or today when the range ends later' }),
    __metadata("design:type", String)
], Statement.prototype, "asOf", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Owed at the start of the first day, in cents' }),
    __metadata("design:type", Number)
], Statement.prototype, "openingBalanceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt),
    __metadata("design:type", Number)
], Statement.prototype, "totalDebitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt),
    __metadata("design:type", Number)
], Statement.prototype, "totalCreditCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Owed at the end of the last day, in cents' }),
    __metadata("design:type", Number)
], Statement.prototype, "closingBalanceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [StatementLine], { description: 'Oldest first' }),
    __metadata("design:type", Array)
], Statement.prototype, "lines", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [StatementOverdueInvoice], { description: 'Most days overdue first' }),
    __metadata("design:type", Array)
], Statement.prototype, "overdue", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Sum of the overdue invoices\' balances, in cents' }),
    __metadata("design:type", Number)
], Statement.prototype, "overdueCents", void 0);
exports.Statement = Statement = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A statement of account for a date range (both days included, UTC): opening balance + debits - credits = closing balance' })
], Statement);
let AgingRow = class AgingRow {
    companyId;
    companyName;
    currentCents;
    days1To30Cents;
    days31To60Cents;
    days61To90Cents;
    over90Cents;
    totalCents;
    invoiceCount;
};
exports.AgingRow = AgingRow;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'Null on the total row' }),
    __metadata("design:type", Object)
], AgingRow.prototype, "companyId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], AgingRow.prototype, "companyName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Not yet past due, in cents' }),
    __metadata("design:type", Number)
], AgingRow.prototype, "currentCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: '1 to 30 days past due, in cents' }),
    __metadata("design:type", Number)
], AgingRow.prototype, "days1To30Cents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: '31 to 60 days past due, in cents' }),
    __metadata("design:type", Number)
], AgingRow.prototype, "days31To60Cents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: '61 to 90 days past due, in cents' }),
    __metadata("design:type", Number)
], AgingRow.prototype, "days61To90Cents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'More than 90 days past due, in cents' }),
    __metadata("design:type", Number)
], AgingRow.prototype, "over90Cents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt),
    __metadata("design:type", Number)
], AgingRow.prototype, "totalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Invoices with something owed' }),
    __metadata("design:type", Number)
], AgingRow.prototype, "invoiceCount", void 0);
exports.AgingRow = AgingRow = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What one customer company (or all of them: the total row) owes, by days past due' })
], AgingRow);
let AgingReport = class AgingReport {
    asOf;
    rows;
    total;
};
exports.AgingReport = AgingReport;
__decorate([
    (0, type_graphql_1.Field)({ description: 'Today, YYYY-MM-DD (UTC)' }),
    __metadata("design:type", String)
], AgingReport.prototype, "asOf", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [AgingRow], { description: 'Companies owing the most first' }),
    __metadata("design:type", Array)
], AgingReport.prototype, "rows", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => AgingRow),
    __metadata("design:type", AgingRow)
], AgingReport.prototype, "total", void 0);
exports.AgingReport = AgingReport = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'The aging report: what every customer company owes at the request\'s clock, by days past the due day' })
], AgingReport);
//# sourceMappingURL=statement.type.js.map