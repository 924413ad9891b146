"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Product.js.map