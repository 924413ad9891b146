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
exports.CreditTermsInput = exports.PaymentInput = exports.CheckoutDetailsInput = exports.ReorderResult = exports.RefusedLine = exports.Credit = exports.PurchaseOrderPage = exports.PurchaseOrder = exports.PurchaseOrderEvent = exports.Payment = exports.InvoiceLine = exports.FulfilmentStatusView = exports.PaymentStatusView = void 0;
const type_graphql_1 = require("type-graphql");
const graphql_scalars_1 = require("graphql-scalars");
const enums_1 = require("../../generated/prisma/enums");
const order_type_1 = require("../orders/order.type");
var PaymentStatusView;
(function (PaymentStatusView) {
    PaymentStatusView["AWAITING_PAYMENT"] = "AWAITING_PAYMENT";
    PaymentStatusView["PAID"] = "PAID";
    PaymentStatusView["OVERDUE"] = "OVERDUE";
    PaymentStatusView["VOID"] = "VOID";
})(PaymentStatusView || (exports.PaymentStatusView = PaymentStatusView = {}));
(0, type_graphql_1.registerEnumType)(PaymentStatusView, {
    name: 'PaymentStatus',
    description: 'AWAITING_PAYMENT (not yet due), OVERDUE (unpaid past its due date, computed), PAID (payments reached the total) or VOID (cancelled)',
});
var FulfilmentStatusView;
(function (FulfilmentStatusView) {
    FulfilmentStatusView["UNFULFILLED"] = "UNFULFILLED";
    FulfilmentStatusView["SHIPPED"] = "SHIPPED";
    FulfilmentStatusView["DELIVERED"] = "DELIVERED";
    FulfilmentStatusView["CANCELLED"] = "CANCELLED";
})(FulfilmentStatusView || (exports.FulfilmentStatusView = FulfilmentStatusView = {}));
(0, type_graphql_1.registerEnumType)(FulfilmentStatusView, {
    name: 'FulfilmentStatus',
    description: 'UNFULFILLED -> SHIPPED -> DELIVERED, or CANCELLED (stock returned, invoice void) before anything shipped or was paid',
});
let InvoiceLine = class InvoiceLine {
    id;
    position;
    orderItemId;
    productId;
    sku;
    productName;
    imageUrl;
    quantity;
    unitPriceCents;
    lineTotalCents;
    taxCents;
};
exports.InvoiceLine = InvoiceLine;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], InvoiceLine.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], InvoiceLine.prototype, "position", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'The order item it came from (null once that item was deleted)' }),
    __metadata("design:type", Object)
], InvoiceLine.prototype, "orderItemId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'The product (null once deleted)' }),
    __metadata("design:type", Object)
], InvoiceLine.prototype, "productId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], InvoiceLine.prototype, "sku", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], InvoiceLine.prototype, "productName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], InvoiceLine.prototype, "imageUrl", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], InvoiceLine.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], InvoiceLine.prototype, "unitPriceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Net: quantity x unit price' }),
    __metadata("design:type", Number)
], InvoiceLine.prototype, "lineTotalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'This line\'s tax: rounded on the line (PER_LINE), or its share of the invoice\'s rounded tax (PER_INVOICE)' }),
    __metadata("design:type", Number)
], InvoiceLine.prototype, "taxCents", void 0);
exports.InvoiceLine = InvoiceLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A line of an invoice, frozen at checkout' })
], InvoiceLine);
let Payment = class Payment {
    id;
    amountCents;
    receivedOn;
    reference;
    createdAt;
};
exports.Payment = Payment;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Payment.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], Payment.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The day the money arrived, YYYY-MM-DD' }),
    __metadata("design:type", String)
], Payment.prototype, "receivedOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], Payment.prototype, "reference", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], Payment.prototype, "createdAt", void 0);
exports.Payment = Payment = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Money received against an invoice, recorded by an admin' })
], Payment);
let PurchaseOrderEvent = class PurchaseOrderEvent {
    id;
    kind;
    detail;
    amountCents;
    actorEmail;
    actorRole;
    createdAt;
};
exports.PurchaseOrderEvent = PurchaseOrderEvent;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], PurchaseOrderEvent.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'CHECKED_OUT, PAYMENT_RECORDED, PAID, SHIPPED, DELIVERED, CANCELLED or MIGRATED' }),
    __metadata("design:type", String)
], PurchaseOrderEvent.prototype, "kind", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrderEvent.prototype, "detail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrderEvent.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Shown to admins only (null for customers)' }),
    __metadata("design:type", Object)
], PurchaseOrderEvent.prototype, "actorEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.Role, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrderEvent.prototype, "actorRole", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], PurchaseOrderEvent.prototype, "createdAt", void 0);
exports.PurchaseOrderEvent = PurchaseOrderEvent = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One change to a purchase order: what, who (a role for customers) and when' })
], PurchaseOrderEvent);
let PurchaseOrder = class PurchaseOrder {
    id;
    number;
    orderNumber;
    invoiceNumber;
    poNumber;
    buyerName;
    buyerEmail;
    companyName;
    companyId;
    billToName;
    billToTaxId;
    orderedBy;
    addressLine1;
    addressLine2;
    city;
    region;
    postalCode;
    country;
    contactPhone;
    notes;
    issuedAt;
    dueAt;
    termsDays;
    subtotalCents;
    totalCents;
    taxCents;
    paidCents;
    creditedCents;
    balanceCents;
    paymentStatus;
    daysOverdue;
    fulfilmentStatus;
    nextFulfilment;
    createdAt;
    userId;
};
exports.PurchaseOrder = PurchaseOrder;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "number", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The shop\'s order number, SO-000123' }),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "orderNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'INV-000123' }),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "invoiceNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The buyer\'s own PO number' }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "poNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "buyerName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "buyerEmail", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The company name typed on the delivery address' }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "companyName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { nullable: true, description: 'The company the order was placed for (its credit, who sees it)' }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "companyId", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Bill to: the buying company\'s legal name when the order was placed' }),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "billToName", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'The buying company\'s tax id when the order was placed (null: none)' }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "billToTaxId", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Who placed the order: the buyer\'s name' }),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "orderedBy", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Null: delivery address to be confirmed' }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "addressLine1", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "addressLine2", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "city", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "region", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "postalCode", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2' }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "country", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "contactPhone", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PurchaseOrder.prototype, "notes", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], PurchaseOrder.prototype, "issuedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], PurchaseOrder.prototype, "dueAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Days from issue to due date (0: due on receipt)' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "termsDays", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Net: the lines\' sum before tax' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "subtotalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'What the invoice asks for: subtotalCents + taxCents' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "totalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Tax frozen on the order when it was placed (0: no rate applied, or the company was exempt); see tax' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "taxCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Money standing on the invoice: payments and customer credit applied, less what credit notes gave back' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "paidCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Sum of the credit notes issued against this invoice' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "creditedCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'What is still owed: totalCents - creditedCents - paidCents, never below 0, and 0 on a void invoice' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "balanceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => PaymentStatusView),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "paymentStatus", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Whole days past the due date while unpaid (0 otherwise)' }),
    __metadata("design:type", Number)
], PurchaseOrder.prototype, "daysOverdue", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => FulfilmentStatusView),
    __metadata("design:type", String)
], PurchaseOrder.prototype, "fulfilmentStatus", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [FulfilmentStatusView], { description: 'Fulfilment moves the caller may make next (admins)' }),
    __metadata("design:type", Array)
], PurchaseOrder.prototype, "nextFulfilment", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], PurchaseOrder.prototype, "createdAt", void 0);
exports.PurchaseOrder = PurchaseOrder = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One checkout: the buyer\'s purchase order, its invoice, payment and fulfilment' })
], PurchaseOrder);
let PurchaseOrderPage = class PurchaseOrderPage {
    rows;
    total;
};
exports.PurchaseOrderPage = PurchaseOrderPage;
__decorate([
    (0, type_graphql_1.Field)(() => [PurchaseOrder]),
    __metadata("design:type", Array)
], PurchaseOrderPage.prototype, "rows", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], PurchaseOrderPage.prototype, "total", void 0);
exports.PurchaseOrderPage = PurchaseOrderPage = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A page of purchase orders and how many match' })
], PurchaseOrderPage);
let Credit = class Credit {
    // Sums over many invoices can pass 2^31 cents ($21.4M: an admin may invoice on a customer's behalf beyond their
    // limit), so credit figures are SafeInt (whole cents up to 2^53), never GraphQL's 32-bit Int (issue #26 item 14).
    limitCents;
    openCents;
    heldCreditCents;
    availableCents;
    termsDays;
    onHold;
    overdueCount;
    overdueCents;
    holdLiftedAt;
    custom;
};
exports.Credit = Credit;
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Most the customer may owe on open invoices, in cents' }),
    __metadata("design:type", Number)
], Credit.prototype, "limitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Unpaid value of open invoices, in cents' }),
    __metadata("design:type", Number)
], Credit.prototype, "openCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Customer credit the shop holds for the company (credit notes, overpayments), in cents' }),
    __metadata("design:type", Number)
], Credit.prototype, "heldCreditCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'limitCents - (openCents - heldCreditCents), never below 0 nor above the limit' }),
    __metadata("design:type", Number)
], Credit.prototype, "availableCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], Credit.prototype, "termsDays", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'An overdue invoice holds new checkouts until paid or an admin lifts the hold' }),
    __metadata("design:type", Boolean)
], Credit.prototype, "onHold", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], Credit.prototype, "overdueCount", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Unpaid value of overdue invoices, in cents' }),
    __metadata("design:type", Number)
], Credit.prototype, "overdueCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], Credit.prototype, "holdLiftedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'An admin set this customer\'s limit or terms (false: the shop\'s defaults)' }),
    __metadata("design:type", Boolean)
], Credit.prototype, "custom", void 0);
exports.Credit = Credit = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A customer\'s credit: limit on open invoices, what is open, terms and hold' })
], Credit);
let RefusedLine = class RefusedLine {
    productName;
    sku;
    quantity;
    reason;
};
exports.RefusedLine = RefusedLine;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], RefusedLine.prototype, "productName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], RefusedLine.prototype, "sku", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], RefusedLine.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], RefusedLine.prototype, "reason", void 0);
exports.RefusedLine = RefusedLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A line of an earlier order that could not be put back' })
], RefusedLine);
let ReorderResult = class ReorderResult {
    items;
    addedCount;
    refused;
};
exports.ReorderResult = ReorderResult;
__decorate([
    (0, type_graphql_1.Field)(() => [order_type_1.OrderItem]),
    __metadata("design:type", Array)
], ReorderResult.prototype, "items", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], ReorderResult.prototype, "addedCount", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [RefusedLine]),
    __metadata("design:type", Array)
], ReorderResult.prototype, "refused", void 0);
exports.ReorderResult = ReorderResult = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What a reorder put back as open items, and what it could not' })
], ReorderResult);
let CheckoutDetailsInput = class CheckoutDetailsInput {
    poNumber;
    companyName;
    addressLine1;
    addressLine2;
    city;
    region;
    postalCode;
    country;
    contactPhone;
    notes;
};
exports.CheckoutDetailsInput = CheckoutDetailsInput;
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Your own purchase-order number (up to 64 characters)' }),
    __metadata("design:type", Object)
], CheckoutDetailsInput.prototype, "poNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CheckoutDetailsInput.prototype, "companyName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CheckoutDetailsInput.prototype, "addressLine1", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CheckoutDetailsInput.prototype, "addressLine2", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CheckoutDetailsInput.prototype, "city", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CheckoutDetailsInput.prototype, "region", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CheckoutDetailsInput.prototype, "postalCode", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'ISO 3166-1 alpha-2, e.g. US' }),
    __metadata("design:type", String)
], CheckoutDetailsInput.prototype, "country", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CheckoutDetailsInput.prototype, "contactPhone", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CheckoutDetailsInput.prototype, "notes", void 0);
exports.CheckoutDetailsInput = CheckoutDetailsInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Delivery and contact details of a checkout' })
], CheckoutDetailsInput);
let PaymentInput = class PaymentInput {
    amountCents;
    receivedOn;
    reference;
};
exports.PaymentInput = PaymentInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], PaymentInput.prototype, "amountCents", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'YYYY-MM-DD, not in the future' }),
    __metadata("design:type", String)
], PaymentInput.prototype, "receivedOn", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], PaymentInput.prototype, "reference", void 0);
exports.PaymentInput = PaymentInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Money received: amount in cents, the day it arrived, the bank reference' })
], PaymentInput);
let CreditTermsInput = class CreditTermsInput {
    creditLimitCents;
    paymentTermsDays;
};
exports.CreditTermsInput = CreditTermsInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], CreditTermsInput.prototype, "creditLimitCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], CreditTermsInput.prototype, "paymentTermsDays", void 0);
exports.CreditTermsInput = CreditTermsInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A customer\'s credit limit and payment terms; null = the shop\'s default' })
], CreditTermsInput);
//# sourceMappingURL=purchase-order.type.js.map