"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=InvoiceReminder.js.map