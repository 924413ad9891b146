"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PdfPage = exports.SHADE = exports.RULE = exports.MUTED = exports.NOTE_LINE = exports.ROW_HEIGHT = exports.BOTTOM = exports.FOOTER_HEIGHT = exports.CONTENT_WIDTH = exports.MARGIN = exports.A4 = exports.MAX_WRAPPED_LINES = exports.MAX_PARTY_LINES = exports.MAX_NOTE_CHARS = exports.MAX_FIELD_CHARS = void 0;
/**
 * What any page of a shop document is drawn with (A4, margins, colours, limits) and the three ways data text goes
 * onto it: one cut line, wrapped lines, or a wrapped block. The invoice (invoice-pdf.ts) builds on it.
 */
const pdf_text_1 = require("./pdf-text");
/** Longer texts are cut before measuring: nothing printed needs more, and measuring 10 kB per cell is slow. */
exports.MAX_FIELD_CHARS = 300;
exports.MAX_NOTE_CHARS = 3000;
exports.MAX_PARTY_LINES = 8;
/** Most printed lines one wrapped value may take (a 300-character address takes about six). */
exports.MAX_WRAPPED_LINES = 8;
exports.A4 = { width: 595.28, height: 841.89 };
exports.MARGIN = 48;
exports.CONTENT_WIDTH = exports.A4.width - 2 * exports.MARGIN;
exports.FOOTER_HEIGHT = 40;
exports.BOTTOM = exports.A4.height - exports.MARGIN - exports.FOOTER_HEIGHT; // nothing but the footer below this line
exports.ROW_HEIGHT = 17;
exports.NOTE_LINE = 11;
exports.MUTED = '#666666';
exports.RULE = '#d0d0d0';
exports.SHADE = '#f1f1f1';
/** Data text onto a pdfkit document: always made safe and cut to its room, never overflowing onto a new page. */
class PdfPage {
    doc;
    t;
    constructor(doc) {
        this.doc = doc;
        this.t = new pdf_text_1.PdfText(doc);
    }
    /** One line of data text at (x, y): made safe, cut with '…' to `width`, never wrapped. */
    cell(raw, x, y, width, style = {}) {
        const text = this.t.fit((0, pdf_text_1.pdfSafeText)(raw.slice(0, exports.MAX_FIELD_CHARS)), width, style);
        this.t.draw(text, x, y, width, style);
    }
    /** The printed lines of a data text wrapped to `width` (at most `maxLines`; the last then ends with '…'). */
    lines(raw, width, style = {}, maxLines = exports.MAX_WRAPPED_LINES) {
        const all = this.t.wrap((0, pdf_text_1.pdfSafeText)(raw.slice(0, exports.MAX_FIELD_CHARS)), width, style);
        if (all.length <= maxLines)
            return all;
        const kept = all.slice(0, maxLines);
        kept[maxLines - 1] = this.t.fit(`${kept[maxLines - 1]} ${all[maxLines]}`, width, style);
        if (!kept[maxLines - 1].endsWith('…'))
            kept[maxLines - 1] = this.t.fit(`${kept[maxLines - 1]}…`, width, style);
        return kept;
    }
    /** A data text wrapped at (x, y); returns the height used. */
    wrapped(raw, x, y, width, style = {}, maxLines = exports.MAX_WRAPPED_LINES) {
        const step = this.t.lineHeight(style.size ?? 9);
        const lines = this.lines(raw, width, style, maxLines);
        lines.forEach((line, i) => this.t.draw(line, x, y + i * step, width, style));
        return lines.length * step;
    }
}
exports.PdfPage = PdfPage;
//# sourceMappingURL=pdf-page.js.map