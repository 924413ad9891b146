"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentBankLine = presentBankLine;
const common_1 = require("@gluegun/common");
/** A stored line as the API shows it (GraphQL and REST): the booking day as YYYY-MM-DD, allocations as a list. */
function presentBankLine(line) {
    return { ...line, bookedOn: (0, common_1.isoDay)(line.bookedOn), allocations: Array.isArray(line.allocations) ? line.allocations : [] };
}
//# sourceMappingURL=present.js.map