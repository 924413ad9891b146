/**
 * Text on a PDF page in the embedded Noto fonts (pdf-fonts.ts): each string is split into runs, one per font that
 * has its characters, measured and drawn run by run at explicit positions. pdfkit's own wrapping and `continued`
 * text know one font at a time, so wrapping and cutting to a width happen here.
 *
 * A character no font has (emoji, scripts outside the families, a lone surrogate) prints as '?', one per code
 * point; control and format characters (bidi overrides, zero-width marks) too, so they cannot reorder or hide text.
 */
import type PDFKit from 'pdfkit';
import { baseFace, faceFor, fontOf, type Face, type Weight } from './pdf-fonts';

export type { Weight } from './pdf-fonts';
export type Align = 'left' | 'right';
type Doc = PDFKit.PDFDocument;

/** Ascender of Noto Sans (1069/1000 em): every run sits on the baseline Latin text would have. */
const BASE_ASCENDER = 1.069;
/** Line height as a multiple of the font size (Noto Sans' ascender + descender, rounded up). */
export const LINE_FACTOR = 1.38;

/**
 * `text` cleaned for a page: NFC (a decomposed accent stays with its letter), tabs, line breaks and Unicode spaces
 * become a plain space (`multiline` keeps line breaks as '\n'), control, format, private-use, unassigned and lone
 * surrogate code points become '?'. Which characters print is decided per font in `runsOf`.
 */
export function pdfSafeText(text: string, multiline = false): string {
  let out = '';
  for (const ch of String(text ?? '')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || ch === '\u2028' || ch === '\u2029') out += multiline ? '\n' : ' ';
    else if (ch === '\t' || (cp !== 0xa0 && /\p{Zs}/u.test(ch))) out += ' ';
    else if (/\p{C}/u.test(ch)) out += '?';
    else out += ch;
  }
  return out;
}

export interface Run {
  face: Face;
  text: string;
}

/** What this file uses of pdfkit's embedded font (not in its types): a word's shaped glyphs, cached per document. */
interface EmbeddedFont {
  layoutRun(text: string): unknown;
  layoutCached(text: string): unknown;
}

/**
 * Words shaped per face, kept across documents; cleared when full (names and numbers vary from invoice to invoice).
 * Longer strings (a note without spaces, the probes of fitting text to a width) are shaped each time: kept, they would
 * fill the cache with large entries used once.
 */
const MAX_WORDS_PER_FACE = 5_000;
const MAX_KEPT_WORD = 48;
const shapedWords = new Map<string, Map<string, unknown>>();

/**
 * Shaping a word (fontkit's lookups) was a third of drawing an invoice, redone for every document because pdfkit keeps
 * its word cache on the document's font. A word's shaping depends only on the font and the word (pdfkit scales it by
 * the font's own units), so one cache per face serves every document; what each document embeds is still chosen
 * per document, as its text is encoded.
 */
function shareLayouts(face: Face, font: EmbeddedFont) {
  let words = shapedWords.get(face.id);
  if (!words) shapedWords.set(face.id, (words = new Map()));
  const cache = words;
  font.layoutCached = (text: string) => {
    if (text.length > MAX_KEPT_WORD) return font.layoutRun(text);
    let run = cache.get(text);
    if (run === undefined) {
      if (cache.size >= MAX_WORDS_PER_FACE) cache.clear();
      run = font.layoutRun(text);
      cache.set(text, run);
    }
    return run;
  };
}

/** `text` (already safe) as runs of one face each; characters no face has become '?' in the Latin face. */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    let face = faceFor(ch.codePointAt(0)!, weight);
    let out = ch;
    if (face === null) {
      face = baseFace(weight);
      out = '?';
    }
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += out;
    else runs.push({ face, text: out });
  }
  return runs;
}

export interface TextStyle {
  weight?: Weight;
  size?: number;
  color?: string;
  align?: Align;
}

/** Measures and draws mixed-font text on one document (faces are registered with it on first use). */
export class PdfText {
  private readonly registered = new Set<string>();

  constructor(private readonly doc: Doc) {}

  private use(face: Face, size: number) {
    if (!this.registered.has(face.id)) {
      // pdfkit takes a parsed fontkit font as it is: one parse per process, one subset embedded per document.
      this.doc.registerFont(face.id, fontOf(face) as unknown as PDFKit.Mixins.PDFFontSource);
      this.doc.font(face.id);
      shareLayouts(face, (this.doc as unknown as { _font: EmbeddedFont })._font);
      this.registered.add(face.id);
    }
    this.doc.font(face.id).fontSize(size);
  }

  width(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 9;
    return runsOf(text, style.weight ?? 'regular').reduce((sum, run) => {
      this.use(run.face, size);
      return sum + this.doc.widthOfString(run.text);
    }, 0);
  }

  lineHeight(size = 9): number {
    return size * LINE_FACTOR;
  }

  /** One line at (x, y), never wrapped: the caller fits it first. Right-aligned text ends at x + width. */
  draw(text: string, x: number, y: number, width: number, style: TextStyle = {}) {
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
      this.doc.text(run.text, cx, y, {
        lineBreak: false,
        baseline: -BASE_ASCENDER * size,
      } as PDFKit.Mixins.TextOptions);
      cx += widths[i];
    });
  }

  /** `text` cut with '…' so it is at most `width` wide. */
  fit(text: string, width: number, style: TextStyle = {}): string {
    if (this.width(text, style) <= width) return text;
    const chars = [...text];
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.width(`${chars.slice(0, mid).join('')}…`, style) <= width) lo = mid;
      else hi = mid - 1;
    }
    return `${chars.slice(0, lo).join('').trimEnd()}…`;
  }

  /**
   * `text` broken into lines at most `width` wide: at spaces, and inside a word (or a run of Japanese, which has
   * no spaces) only where it does not fit on a line of its own. Nothing is left out.
   */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (this.width(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current !== '') lines.push(current);
      let rest = [...word];
      while (rest.length > 1 && this.width(rest.join(''), style) > width) {
        let n = 1;
        while (n < rest.length && this.width(rest.slice(0, n + 1).join(''), style) <= width) n++;
        lines.push(rest.slice(0, n).join(''));
        rest = rest.slice(n);
      }
      current = rest.join('');
    }
    lines.push(current);
    return lines;
  }
}
