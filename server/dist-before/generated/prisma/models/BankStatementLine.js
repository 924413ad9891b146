"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=BankStatementLine.js.map