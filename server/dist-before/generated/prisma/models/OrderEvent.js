"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=OrderEvent.js.map