"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ApprovalRequest.js.map