"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ApprovalEvent.js.map