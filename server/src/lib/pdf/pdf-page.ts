/**
 * What any page of a shop document is drawn with (A4, margins, colours, limits) and the three ways data text goes
 * onto it: one cut line, wrapped lines, or a wrapped block. The invoice (invoice-pdf.ts) builds on it.
 */
import { PdfText, pdfSafeText, type Align, type Weight } from './pdf-text';

/** Longer texts are cut before measuring: nothing printed needs more, and measuring 10 kB per cell is slow. */
export const MAX_FIELD_CHARS = 300;
export const MAX_NOTE_CHARS = 3000;
export const MAX_PARTY_LINES = 8;
/** Most printed lines one wrapped value may take (a 300-character address takes about six). */
export const MAX_WRAPPED_LINES = 8;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
export const FOOTER_HEIGHT = 40;
export const BOTTOM = A4.height - MARGIN - FOOTER_HEIGHT; // nothing but the footer below this line
export const ROW_HEIGHT = 17;
export const NOTE_LINE = 11;
export const MUTED = '#666666';
export const RULE = '#d0d0d0';
export const SHADE = '#f1f1f1';

export type Doc = PDFKit.PDFDocument;
export interface Style {
  weight?: Weight;
  size?: number;
  color?: string;
  align?: Align;
}

/** Data text onto a pdfkit document: always made safe and cut to its room, never overflowing onto a new page. */
export class PdfPage {
  protected readonly t: PdfText;

  constructor(protected readonly doc: Doc) {
    this.t = new PdfText(doc);
  }

  /** One line of data text at (x, y): made safe, cut with '…' to `width`, never wrapped. */
  cell(raw: string, x: number, y: number, width: number, style: Style = {}) {
    const text = this.t.fit(pdfSafeText(raw.slice(0, MAX_FIELD_CHARS)), width, style);
    this.t.draw(text, x, y, width, style);
  }

  /** The printed lines of a data text wrapped to `width` (at most `maxLines`; the last then ends with '…'). */
  lines(raw: string, width: number, style: Style = {}, maxLines = MAX_WRAPPED_LINES): string[] {
    const all = this.t.wrap(pdfSafeText(raw.slice(0, MAX_FIELD_CHARS)), width, style);
    if (all.length <= maxLines) return all;
    const kept = all.slice(0, maxLines);
    kept[maxLines - 1] = this.t.fit(`${kept[maxLines - 1]} ${all[maxLines]}`, width, style);
    if (!kept[maxLines - 1].endsWith('…'))
      kept[maxLines - 1] = this.t.fit(`${kept[maxLines - 1]}…`, width, style);
    return kept;
  }

  /** A data text wrapped at (x, y); returns the height used. */
  wrapped(
    raw: string,
    x: number,
    y: number,
    width: number,
    style: Style = {},
    maxLines = MAX_WRAPPED_LINES,
  ): number {
    const step = this.t.lineHeight(style.size ?? 9);
    const lines = this.lines(raw, width, style, maxLines);
    lines.forEach((line, i) => this.t.draw(line, x, y + i * step, width, style));
    return lines.length * step;
  }
}
