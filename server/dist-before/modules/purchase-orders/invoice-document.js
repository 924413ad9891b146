"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=invoice-document.js.map