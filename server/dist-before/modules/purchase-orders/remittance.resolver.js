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
exports.InvoiceRemittanceResolver = exports.InvoiceRemittance = exports.InvoiceSeller = void 0;
/**
 * The seller and remittance block on a purchase order's invoice (issue #26 item 9, issue #29 item 1): the web
 * invoice reads these so it prints what the PDF prints. Its own resolver keeps the block apart from the order's
 * money and status fields; it reads configuration only, never the database.
 */
const type_graphql_1 = require("type-graphql");
const purchase_order_type_1 = require("./purchase-order.type");
const remittance_1 = require("./remittance");
let InvoiceSeller = class InvoiceSeller {
    name;
    addressLines;
    email;
};
exports.InvoiceSeller = InvoiceSeller;
__decorate([
    (0, type_graphql_1.Field)({ description: 'Legal name (SHOP_LEGAL_NAME)' }),
    __metadata("design:type", String)
], InvoiceSeller.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { description: 'Street, city, country... one printed line each (SHOP_ADDRESS)' }),
    __metadata("design:type", Array)
], InvoiceSeller.prototype, "addressLines", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Where questions about invoices go (SHOP_BILLING_EMAIL)' }),
    __metadata("design:type", String)
], InvoiceSeller.prototype, "email", void 0);
exports.InvoiceSeller = InvoiceSeller = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Who sells, as printed on every invoice: name, address lines, billing e-mail' })
], InvoiceSeller);
let InvoiceRemittance = class InvoiceRemittance {
    accountName;
    bankName;
    iban;
    bic;
    routingNumber;
    accountNumber;
    instructions;
    paymentReference;
};
exports.InvoiceRemittance = InvoiceRemittance;
__decorate([
    (0, type_graphql_1.Field)({ description: 'Account holder' }),
    __metadata("design:type", String)
], InvoiceRemittance.prototype, "accountName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], InvoiceRemittance.prototype, "bankName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'IBAN in electronic form (no spaces); null when the shop takes US transfers' }),
    __metadata("design:type", Object)
], InvoiceRemittance.prototype, "iban", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], InvoiceRemittance.prototype, "bic", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'US ABA routing number' }),
    __metadata("design:type", Object)
], InvoiceRemittance.prototype, "routingNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], InvoiceRemittance.prototype, "accountNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Payment instructions printed above the bank details' }),
    __metadata("design:type", String)
], InvoiceRemittance.prototype, "instructions", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'This invoice\'s ISO 11649 creditor reference as printed, e.g. "RF73 INV000123": two check digits catch a mistyped one' }),
    __metadata("design:type", String)
], InvoiceRemittance.prototype, "paymentReference", void 0);
exports.InvoiceRemittance = InvoiceRemittance = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Where to pay an invoice by bank transfer, and the reference the transfer must carry' })
], InvoiceRemittance);
let InvoiceRemittanceResolver = class InvoiceRemittanceResolver {
    seller(ctx) {
        return (0, remittance_1.invoiceSellerOf)(ctx.config);
    }
    remittance(po, ctx) {
        return (0, remittance_1.invoiceRemittanceOf)(ctx.config, po.invoiceNumber);
    }
};
exports.InvoiceRemittanceResolver = InvoiceRemittanceResolver;
__decorate([
    (0, type_graphql_1.FieldResolver)(() => InvoiceSeller, { description: 'The seller printed on this invoice (web and PDF alike)' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", InvoiceSeller)
], InvoiceRemittanceResolver.prototype, "seller", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => InvoiceRemittance, { description: 'Where to pay this invoice and its payment reference (web and PDF alike)' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", InvoiceRemittance)
], InvoiceRemittanceResolver.prototype, "remittance", null);
exports.InvoiceRemittanceResolver = InvoiceRemittanceResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => purchase_order_type_1.PurchaseOrder)
], InvoiceRemittanceResolver);
//# sourceMappingURL=remittance.resolver.js.map