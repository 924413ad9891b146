"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=OutboxSequence.js.map