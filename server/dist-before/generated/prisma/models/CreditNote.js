"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CreditNote.js.map