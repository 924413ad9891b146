"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentBankLine = exports.bankStatementLines = exports.bankStatements = exports.ignoreBankLine = exports.confirmBankLine = exports.SHOP_CURRENCY = exports.BANK_FILE_MAX_BYTES = exports.importBankStatement = void 0;
/** Bank statement import and matching (issue #29 item 2, docs/decisions/036): the module's entry points. */
var import_1 = require("./import");
Object.defineProperty(exports, "importBankStatement", { enumerable: true, get: function () { return import_1.importBankStatement; } });
Object.defineProperty(exports, "BANK_FILE_MAX_BYTES", { enumerable: true, get: function () { return import_1.BANK_FILE_MAX_BYTES; } });
Object.defineProperty(exports, "SHOP_CURRENCY", { enumerable: true, get: function () { return import_1.SHOP_CURRENCY; } });
var confirm_1 = require("./confirm");
Object.defineProperty(exports, "confirmBankLine", { enumerable: true, get: function () { return confirm_1.confirmBankLine; } });
Object.defineProperty(exports, "ignoreBankLine", { enumerable: true, get: function () { return confirm_1.ignoreBankLine; } });
var reads_1 = require("./reads");
Object.defineProperty(exports, "bankStatements", { enumerable: true, get: function () { return reads_1.bankStatements; } });
Object.defineProperty(exports, "bankStatementLines", { enumerable: true, get: function () { return reads_1.bankStatementLines; } });
var present_1 = require("./present");
Object.defineProperty(exports, "presentBankLine", { enumerable: true, get: function () { return present_1.presentBankLine; } });
//# sourceMappingURL=bank-statement.service.js.map