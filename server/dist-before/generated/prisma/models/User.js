"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=User.js.map