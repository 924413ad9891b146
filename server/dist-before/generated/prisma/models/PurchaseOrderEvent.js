"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=PurchaseOrderEvent.js.map