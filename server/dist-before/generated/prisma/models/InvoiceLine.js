"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=InvoiceLine.js.map