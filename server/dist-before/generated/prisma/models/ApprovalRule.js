"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ApprovalRule.js.map