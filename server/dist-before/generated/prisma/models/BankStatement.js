"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=BankStatement.js.map