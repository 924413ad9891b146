"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CustomerCreditEntry.js.map