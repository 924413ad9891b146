"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Company.js.map