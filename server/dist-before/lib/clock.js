"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nowOf = void 0;
/** The time now for a request or job: tests pass their own clock (overdue invoices, due dates); default the system clock. */
const nowOf = (deps) => (deps.clock ? deps.clock() : new Date());
exports.nowOf = nowOf;
//# sourceMappingURL=clock.js.map