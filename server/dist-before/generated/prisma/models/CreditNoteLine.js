"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CreditNoteLine.js.map