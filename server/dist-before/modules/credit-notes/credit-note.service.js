"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderCreditNotePdf = exports.presentCreditNote = exports.creditNotes = exports.creditNoteDocument = exports.recordRefund = exports.customerCredit = exports.applyCustomerCredit = exports.issueCreditNote = void 0;
/** Credit notes, refunds and customer credit: the services GraphQL and REST both call (docs/decisions/038). */
var issue_1 = require("./issue");
Object.defineProperty(exports, "issueCreditNote", { enumerable: true, get: function () { return issue_1.issueCreditNote; } });
var customer_credit_1 = require("./customer-credit");
Object.defineProperty(exports, "applyCustomerCredit", { enumerable: true, get: function () { return customer_credit_1.applyCustomerCredit; } });
Object.defineProperty(exports, "customerCredit", { enumerable: true, get: function () { return customer_credit_1.customerCredit; } });
Object.defineProperty(exports, "recordRefund", { enumerable: true, get: function () { return customer_credit_1.recordRefund; } });
var reads_1 = require("./reads");
Object.defineProperty(exports, "creditNoteDocument", { enumerable: true, get: function () { return reads_1.creditNoteDocument; } });
Object.defineProperty(exports, "creditNotes", { enumerable: true, get: function () { return reads_1.creditNotes; } });
var present_1 = require("./present");
Object.defineProperty(exports, "presentCreditNote", { enumerable: true, get: function () { return present_1.presentCreditNote; } });
var credit_note_pdf_1 = require("./credit-note-pdf");
Object.defineProperty(exports, "renderCreditNotePdf", { enumerable: true, get: function () { return credit_note_pdf_1.renderCreditNotePdf; } });
//# sourceMappingURL=credit-note.service.js.map