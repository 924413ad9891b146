"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.invoiceSellerOf = invoiceSellerOf;
exports.invoiceRemittanceOf = invoiceRemittanceOf;
/**
 * The seller and where to pay, as every invoice shows them (web page through GraphQL and REST, and the PDF):
 * one source, so the documents cannot name the seller differently (issue #26 item 9, docs/decisions/021).
 * Built from configuration and the invoice number alone: nothing is stored.
 */
const common_1 = require("@gluegun/common");
function invoiceSellerOf(config) {
    return { name: config.seller.name, addressLines: [...config.seller.lines], email: config.seller.email };
}
function invoiceRemittanceOf(config, invoiceNumber) {
    const r = config.remittance;
    return {
        accountName: r.accountName,
        bankName: r.bankName,
        iban: r.iban,
        bic: r.bic,
        routingNumber: r.routingNumber,
        accountNumber: r.accountNumber,
        instructions: r.instructions,
        paymentReference: (0, common_1.paymentReferenceFor)(invoiceNumber),
    };
}
//# sourceMappingURL=remittance.js.map