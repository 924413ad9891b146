"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Refund.js.map