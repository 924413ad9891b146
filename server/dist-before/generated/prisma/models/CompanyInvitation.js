"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CompanyInvitation.js.map