"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=TaxRate.js.map