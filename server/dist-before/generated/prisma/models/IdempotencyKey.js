"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=IdempotencyKey.js.map