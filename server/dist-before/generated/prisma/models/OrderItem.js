"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=OrderItem.js.map