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
exports.CreditNoteResolver = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const purchase_order_type_1 = require("../purchase-orders/purchase-order.type");
const credit_note_type_1 = require("./credit-note.type");
const cn = __importStar(require("./credit-note.service"));
/** Credit notes, refunds and customer credit (issue #29 item 3, docs/decisions/038). */
let CreditNoteResolver = class CreditNoteResolver {
    creditNotesOf(ctx, purchaseOrderId) {
        return cn.creditNotes(ctx, purchaseOrderId);
    }
    customerCredit(ctx, companyId) {
        return cn.customerCredit(ctx, companyId);
    }
    issueCreditNote(ctx, purchaseOrderId, input) {
        return cn.issueCreditNote(ctx, purchaseOrderId, input);
    }
    applyCustomerCredit(ctx, purchaseOrderId, amountCents) {
        return cn.applyCustomerCredit(ctx, purchaseOrderId, amountCents);
    }
    recordRefund(ctx, companyId, refund) {
        return cn.recordRefund(ctx, companyId, refund);
    }
    async creditNotes(po, ctx) {
        return ctx.loaders.creditNotes.load(po.id);
    }
};
exports.CreditNoteResolver = CreditNoteResolver;
__decorate([
    (0, access_1.Allow)('creditNotes'),
    (0, type_graphql_1.Query)(() => [credit_note_type_1.CreditNote], { name: 'creditNotes', description: 'The credit notes of a purchase order, oldest first: whoever may see the order' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('purchaseOrderId', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CreditNoteResolver.prototype, "creditNotesOf", null);
__decorate([
    (0, access_1.Allow)('customerCredit'),
    (0, type_graphql_1.Query)(() => credit_note_type_1.CustomerCredit, { description: 'A company\'s customer credit: balance, moves and refunds. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], CreditNoteResolver.prototype, "customerCredit", null);
__decorate([
    (0, access_1.Allow)('issueCreditNote'),
    (0, type_graphql_1.Mutation)(() => credit_note_type_1.CreditNote, { description: 'Credit an invoice (some lines or all that is left): lowers what is owed; money already paid is held, applied or refunded. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('purchaseOrderId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('input', () => credit_note_type_1.CreditNoteInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, credit_note_type_1.CreditNoteInput]),
    __metadata("design:returntype", void 0)
], CreditNoteResolver.prototype, "issueCreditNote", null);
__decorate([
    (0, access_1.Allow)('applyCustomerCredit'),
    (0, type_graphql_1.Mutation)(() => purchase_order_type_1.PurchaseOrder, { description: 'Pay an open invoice with its company\'s held credit (the amount, or as much as both allow). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('purchaseOrderId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('amountCents', () => type_graphql_1.Int, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", void 0)
], CreditNoteResolver.prototype, "applyCustomerCredit", null);
__decorate([
    (0, access_1.Allow)('recordRefund'),
    (0, type_graphql_1.Mutation)(() => credit_note_type_1.Refund, { description: 'Pay held customer credit back to a company (a payment out). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('refund', () => credit_note_type_1.RefundInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, credit_note_type_1.RefundInput]),
    __metadata("design:returntype", void 0)
], CreditNoteResolver.prototype, "recordRefund", null);
__decorate([
    (0, type_graphql_1.FieldResolver)(() => [credit_note_type_1.CreditNote], { description: 'Credit notes issued against this invoice, oldest first' }),
    __param(0, (0, type_graphql_1.Root)()),
    __param(1, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], CreditNoteResolver.prototype, "creditNotes", null);
exports.CreditNoteResolver = CreditNoteResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => purchase_order_type_1.PurchaseOrder)
], CreditNoteResolver);
//# sourceMappingURL=credit-note.resolver.js.map