"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentCreditNote = presentCreditNote;
/** A credit note as every surface shows it (GraphQL, REST, PDF): its number as text, the day it was issued. */
const common_1 = require("@gluegun/common");
function presentCreditNote(note) {
    return {
        ...note, creditNoteNumber: (0, common_1.creditNoteNumberText)(note.number), issuedOn: (0, common_1.isoDay)(note.issuedAt),
        lines: [...note.lines].sort((a, b) => a.position - b.position),
    };
}
//# sourceMappingURL=present.js.map