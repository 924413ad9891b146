"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PdfText = exports.LINE_FACTOR = void 0;
exports.pdfSafeText = pdfSafeText;
exports.runsOf = runsOf;
const pdf_fonts_1 = require("./pdf-fonts");
/** Ascender of Noto Sans (1069/1000 em): every run sits on the baseline Latin text would have. */
const BASE_ASCENDER = 1.069;
/** Line height as a multiple of the font size (Noto Sans' ascender + descender, rounded up). */
exports.LINE_FACTOR = 1.38;
/**
 * `text` cleaned for a page: NFC (a decomposed accent stays with its letter), tabs, line breaks and Unicode spaces
 * become a plain space (`multiline` keeps line breaks as '\n'), control, format, private-use, unassigned and lone
 * surrogate code points become '?'. Which characters print is decided per font in `runsOf`.
 */
function pdfSafeText(text, multiline = false) {
    let out = '';
    for (const ch of String(text ?? '').normalize('NFC').replace(/\r\n?/g, '\n')) {
        const cp = ch.codePointAt(0);
        if (ch === '\n' || ch === '\u2028' || ch === '\u2029')
            out += multiline ? '\n' : ' ';
        else if (ch === '\t' || (cp !== 0xa0 && /\p{Zs}/u.test(ch)))
            out += ' ';
        else if (/\p{C}/u.test(ch))
            out += '?';
        else
            out += ch;
    }
    return out;
}
/** `text` (already safe) as runs of one face each; characters no face has become '?' in the Latin face. */
function runsOf(text, weight) {
    const runs = [];
    for (const ch of text) {
        let face = (0, pdf_fonts_1.faceFor)(ch.codePointAt(0), weight);
        let out = ch;
        if (face === null) {
            face = (0, pdf_fonts_1.baseFace)(weight);
            out = '?';
        }
        const last = runs[runs.length - 1];
        if (last && last.face === face)
            last.text += out;
        else
            runs.push({ face, text: out });
    }
    return runs;
}
/** Measures and draws mixed-font text on one document (faces are registered with it on first use). */
class PdfText {
    doc;
    registered = new Set();
    constructor(doc) {
        this.doc = doc;
    }
    use(face, size) {
        if (!this.registered.has(face.id)) {
            // pdfkit takes a parsed fontkit font as it is: one parse per process, one subset embedded per document.
            this.doc.registerFont(face.id, (0, pdf_fonts_1.fontOf)(face));
            this.registered.add(face.id);
        }
        this.doc.font(face.id).fontSize(size);
    }
    width(text, style = {}) {
        const size = style.size ?? 9;
        return runsOf(text, style.weight ?? 'regular').reduce((sum, run) => {
            this.use(run.face, size);
            return sum + this.doc.widthOfString(run.text);
        }, 0);
    }
    lineHeight(size = 9) {
        return size * exports.LINE_FACTOR;
    }
    /** One line at (x, y), never wrapped: the caller fits it first. Right-aligned text ends at x + width. */
    draw(text, x, y, width, style = {}) {
        const size = style.size ?? 9;
        const runs = runsOf(text, style.weight ?? 'regular');
        const widths = runs.map((run) => {
            this.use(run.face, size);
            return this.doc.widthOfString(run.text);
        });
        const total = widths.reduce((a, b) => a + b, 0);
        let cx = style.align === 'right' ? x + width - total : x;
        this.doc.fillColor(style.color ?? '#1a1a1a');
        runs.forEach((run, i) => {
            this.use(run.face, size);
            // A numeric baseline puts every face's baseline at the same height, whatever its own ascender.
            this.doc.text(run.text, cx, y, { lineBreak: false, baseline: -BASE_ASCENDER * size });
            cx += widths[i];
        });
    }
    /** `text` cut with '…' so it is at most `width` wide. */
    fit(text, width, style = {}) {
        if (this.width(text, style) <= width)
            return text;
        const chars = [...text];
        let lo = 0;
        let hi = chars.length;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (this.width(`${chars.slice(0, mid).join('')}…`, style) <= width)
                lo = mid;
            else
                hi = mid - 1;
        }
        return `${chars.slice(0, lo).join('').trimEnd()}…`;
    }
    /**
     * `text` broken into lines at most `width` wide: at spaces, and inside a word (or a run of Japanese, which has
     * no spaces) only where it does not fit on a line of its own. Nothing is left out.
     */
    wrap(text, width, style = {}) {
        const lines = [];
        let current = '';
        for (const word of text.split(' ')) {
            const candidate = current === '' ? word : `${current} ${word}`;
            if (this.width(candidate, style) <= width) {
                current = candidate;
                continue;
            }
            if (current !== '')
                lines.push(current);
            let rest = [...word];
            while (rest.length > 1 && this.width(rest.join(''), style) > width) {
                let n = 1;
                while (n < rest.length && this.width(rest.slice(0, n + 1).join(''), style) <= width)
                    n++;
                lines.push(rest.slice(0, n).join(''));
                rest = rest.slice(n);
            }
            current = rest.join('');
        }
        lines.push(current);
        return lines;
    }
}
exports.PdfText = PdfText;
//# sourceMappingURL=pdf-text.js.map