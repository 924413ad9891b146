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
exports.RefundInput = exports.CreditNoteInput = exports.RefundDetailsInput = exports.CreditNoteLineInput = exports.CustomerCredit = exports.CustomerCreditEntry = exports.Refund = exports.CreditNote = exports.CreditNoteLine = exports.RefundMethodView = exports.CreditSettlementView = void 0;
const type_graphql_1 = require("type-graphql");
const graphql_scalars_1 = require("graphql-scalars");
var CreditSettlementView;
(function (CreditSettlementView) {
    CreditSettlementView["HOLD"] = "HOLD";
    CreditSettlementView["APPLY"] = "APPLY";
    CreditSettlementView["REFUND"] = "REFUND";
})(CreditSettlementView || (exports.CreditSettlementView = CreditSettlementView = {}));
(0, type_graphql_1.registerEnumType)(CreditSettlementView, {
    name: 'CreditSettlement',
    description: 'Where money a credit note gives back (past the invoice\'s balance) goes: HOLD as customer credit, APPLY to the company\'s other open invoices (oldest due first, the rest held), or REFUND it',
});
var RefundMethodView;
(function (RefundMethodView) {
    RefundMethodView["BANK_TRANSFER"] = "BANK_TRANSFER";
    RefundMethodView["CARD"] = "CARD";
    RefundMethodView["CHEQUE"] = "CHEQUE";
    RefundMethodView["OTHER"] = "OTHER";
})(RefundMethodView || (exports.RefundMethodView = RefundMethodView = {}));
(0, type_graphql_1.registerEnumType)(RefundMethodView, { name: 'RefundMethod', description: 'How a refund was paid out' });
let CreditNoteLine = class CreditNoteLine {
    id;
    invoiceLineId;
    position;
    sku;
    productName;
    quantity;
    unitPriceCents;
    lineTotalCents;
    taxCents;
};
exports.CreditNoteLine = CreditNoteLine;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CreditNoteLine.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CreditNoteLine.prototype, "invoiceLineId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The invoice line\'s position' }),
    __metadata("design:type", Number)
], CreditNoteLine.prototype, "position", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CreditNoteLine.prototype, "sku", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CreditNoteLine.prototype, "productName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], CreditNoteLine.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], CreditNoteLine.prototype, "unitPriceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Net: quantity x unit price' }),
    __metadata("design:type", Number)
], CreditNoteLine.prototype, "lineTotalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The invoice line\'s tax in proportion to the quantity credited' }),
    __metadata("design:type", Number)
], CreditNoteLine.prototype, "taxCents", void 0);
exports.CreditNoteLine = CreditNoteLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A credited quantity of one invoice line, at its invoiced unit price' })
], CreditNoteLine);
let CreditNote = class CreditNote {
    id;
    number;
    creditNoteNumber;
    purchaseOrderId;
    reason;
    returnStock;
    amountCents;
    taxCents;
    appliedToInvoiceCents;
    releasedCents;
    settlement;
    issuedOn;
    issuedAt;
    lines;
};
exports.CreditNote = CreditNote;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CreditNote.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], CreditNote.prototype, "number", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'CN-000123' }),
    __metadata("design:type", String)
], CreditNote.prototype, "creditNoteNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CreditNote.prototype, "purchaseOrderId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CreditNote.prototype, "reason", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The credited quantities went back into stock' }),
    __metadata("design:type", Boolean)
], CreditNote.prototype, "returnStock", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'What the credit note credits: its lines\' net sum plus taxCents' }),
    __metadata("design:type", Number)
], CreditNote.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Of amountCents: the tax it takes back (its lines\' taxCents)' }),
    __metadata("design:type", Number)
], CreditNote.prototype, "taxCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Of amountCents: what lowered the invoice\'s balance' }),
    __metadata("design:type", Number)
], CreditNote.prototype, "appliedToInvoiceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Of amountCents: money already paid that it gave back (held, applied or refunded by settlement)' }),
    __metadata("design:type", Number)
], CreditNote.prototype, "releasedCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => CreditSettlementView),
    __metadata("design:type", String)
], CreditNote.prototype, "settlement", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'YYYY-MM-DD' }),
    __metadata("design:type", String)
], CreditNote.prototype, "issuedOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], CreditNote.prototype, "issuedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [CreditNoteLine]),
    __metadata("design:type", Array)
], CreditNote.prototype, "lines", void 0);
exports.CreditNote = CreditNote = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A credit note against an invoice (docs/decisions/038)' })
], CreditNote);
let Refund = class Refund {
    id;
    companyId;
    creditNoteId;
    amountCents;
    paidOn;
    method;
    reference;
    recordedByEmail;
    createdAt;
};
exports.Refund = Refund;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Refund.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Refund.prototype, "companyId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'The credit note whose money it returned, when refunded as it was issued' }),
    __metadata("design:type", Object)
], Refund.prototype, "creditNoteId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], Refund.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'YYYY-MM-DD' }),
    __metadata("design:type", String)
], Refund.prototype, "paidOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => RefundMethodView),
    __metadata("design:type", String)
], Refund.prototype, "method", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], Refund.prototype, "reference", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], Refund.prototype, "recordedByEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], Refund.prototype, "createdAt", void 0);
exports.Refund = Refund = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Money paid back to a company out of its customer credit' })
], Refund);
let CustomerCreditEntry = class CustomerCreditEntry {
    id;
    kind;
    amountCents;
    purchaseOrderId;
    creditNoteId;
    refundId;
    detail;
    actorEmail;
    createdAt;
};
exports.CustomerCreditEntry = CustomerCreditEntry;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CustomerCreditEntry.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CustomerCreditEntry.prototype, "kind", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Signed cents' }),
    __metadata("design:type", Number)
], CustomerCreditEntry.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true }),
    __metadata("design:type", Object)
], CustomerCreditEntry.prototype, "purchaseOrderId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true }),
    __metadata("design:type", Object)
], CustomerCreditEntry.prototype, "creditNoteId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true }),
    __metadata("design:type", Object)
], CustomerCreditEntry.prototype, "refundId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CustomerCreditEntry.prototype, "detail", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CustomerCreditEntry.prototype, "actorEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], CustomerCreditEntry.prototype, "createdAt", void 0);
exports.CustomerCreditEntry = CustomerCreditEntry = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One move of a company\'s customer credit: + held (CREDIT_NOTE, OVERPAYMENT), - used (APPLIED, REFUNDED)' })
], CustomerCreditEntry);
let CustomerCredit = class CustomerCredit {
    companyId;
    companyName;
    balanceCents;
    entries;
    refunds;
};
exports.CustomerCredit = CustomerCredit;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CustomerCredit.prototype, "companyId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CustomerCredit.prototype, "companyName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt),
    __metadata("design:type", Number)
], CustomerCredit.prototype, "balanceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [CustomerCreditEntry], { description: 'Newest first (the latest 200)' }),
    __metadata("design:type", Array)
], CustomerCredit.prototype, "entries", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [Refund], { description: 'Newest first (the latest 200)' }),
    __metadata("design:type", Array)
], CustomerCredit.prototype, "refunds", void 0);
exports.CustomerCredit = CustomerCredit = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A company\'s customer credit: what the shop holds for it, every move and every refund' })
], CustomerCredit);
let CreditNoteLineInput = class CreditNoteLineInput {
    invoiceLineId;
    quantity;
};
exports.CreditNoteLineInput = CreditNoteLineInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CreditNoteLineInput.prototype, "invoiceLineId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], CreditNoteLineInput.prototype, "quantity", void 0);
exports.CreditNoteLineInput = CreditNoteLineInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A quantity of one invoice line to credit' })
], CreditNoteLineInput);
let RefundDetailsInput = class RefundDetailsInput {
    paidOn;
    method;
    reference;
};
exports.RefundDetailsInput = RefundDetailsInput;
__decorate([
    (0, type_graphql_1.Field)({ description: 'YYYY-MM-DD, not in the future' }),
    __metadata("design:type", String)
], RefundDetailsInput.prototype, "paidOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => RefundMethodView),
    __metadata("design:type", String)
], RefundDetailsInput.prototype, "method", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], RefundDetailsInput.prototype, "reference", void 0);
exports.RefundDetailsInput = RefundDetailsInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A refund paid out: the day, how, its reference' })
], RefundDetailsInput);
let CreditNoteInput = class CreditNoteInput {
    reason;
    returnStock;
    settlement;
    lines;
    refund;
};
exports.CreditNoteInput = CreditNoteInput;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CreditNoteInput.prototype, "reason", void 0);
__decorate([
    (0, type_graphql_1.Field)({ defaultValue: false }),
    __metadata("design:type", Boolean)
], CreditNoteInput.prototype, "returnStock", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => CreditSettlementView),
    __metadata("design:type", String)
], CreditNoteInput.prototype, "settlement", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [CreditNoteLineInput], { nullable: true }),
    __metadata("design:type", Object)
], CreditNoteInput.prototype, "lines", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => RefundDetailsInput, { nullable: true, description: 'Required with REFUND: the refund of the money given back' }),
    __metadata("design:type", Object)
], CreditNoteInput.prototype, "refund", void 0);
exports.CreditNoteInput = CreditNoteInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A credit note: lines (none = every line\'s remaining quantity), reason, stock back, where the money goes' })
], CreditNoteInput);
let RefundInput = class RefundInput {
    amountCents;
    paidOn;
    method;
    reference;
};
exports.RefundInput = RefundInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], RefundInput.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'YYYY-MM-DD, not in the future' }),
    __metadata("design:type", String)
], RefundInput.prototype, "paidOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => RefundMethodView),
    __metadata("design:type", String)
], RefundInput.prototype, "method", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], RefundInput.prototype, "reference", void 0);
exports.RefundInput = RefundInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A refund out of held customer credit' })
], RefundInput);
//# sourceMappingURL=credit-note.type.js.map