"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Payment.js.map