"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ApiKey.js.map