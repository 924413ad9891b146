/**
 * The frame every shop document is printed in (invoice, credit note, statement): an A4 pdfkit document with its
 * pages buffered, the document's own drawing, then on every page a footer (a rule, the document's lines on the left,
 * "Page X of Y" on the right), and the finished file as a Buffer. The footer is written last because the page count
 * is known only once every page exists.
 */
import { pdfDocument } from './pdfkit';
import { pdfSafeText } from './pdf-text';
import {
  A4,
  CONTENT_WIDTH,
  FOOTER_HEIGHT,
  MARGIN,
  MAX_FIELD_CHARS,
  MUTED,
  RULE,
  type Doc,
  type PdfPage,
  type Style,
} from './pdf-page';

/** One footer line, printed at 8 pt in its weight and colour. */
export interface FooterLine extends Pick<Style, 'weight' | 'color'> {
  text: string;
}

export interface PdfFrame {
  /** Metadata, made safe and cut like data text; pdfkit writes non-ASCII as UTF-16, so they keep their characters. */
  title: string;
  author: string;
  /** The day (YYYY-MM-DD) the file says it was made, so the same document gives the same bytes. */
  createdOn: string;
  /** Left of the page number, top down, the same on every page. */
  footer: FooterLine[];
}

const FOOTER_LINE_STEP = 12;
const PAGE_NUMBER_WIDTH = 100;
/** The footer lines stop 10 points short of the page number's box. */
const FOOTER_TEXT_WIDTH = CONTENT_WIDTH - 110;

/** "Questions: <e-mail>" in the footer, or nothing when the seller has no e-mail address. */
export function questionsLine(email: string): FooterLine[] {
  return email.trim() === '' ? [] : [{ text: `Questions: ${email}`, color: MUTED }];
}

/** Midnight UTC of `day`, or the epoch when it is not a day: metadata never stops a document from printing. */
function dayStart(day: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(0);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

function drawFooters(doc: Doc, page: PdfPage, lines: FooterLine[]) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would make pdfkit add a page: the footer sits inside a zero margin.
    doc.page.margins.bottom = 0;
    const top = A4.height - MARGIN - FOOTER_HEIGHT + 12;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + CONTENT_WIDTH, top)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    lines.forEach((line, n) => {
      page.cell(line.text, MARGIN, top + (7 + n * FOOTER_LINE_STEP), FOOTER_TEXT_WIDTH, {
        weight: line.weight,
        size: 8,
        color: line.color,
      });
    });
    const pageX = MARGIN + CONTENT_WIDTH - PAGE_NUMBER_WIDTH;
    page.cell(`Page ${i + 1} of ${range.count}`, pageX, top + 7, PAGE_NUMBER_WIDTH, {
      size: 8,
      color: MUTED,
      align: 'right',
    });
  }
}

/**
 * A document in the frame: `draw` lays out its pages on the pdfkit document and returns the page it drew with
 * (its fonts are already registered, so the footer reuses them), then every page gets the footer.
 */
export async function renderFramedPdf(frame: PdfFrame, draw: (doc: Doc) => PdfPage): Promise<Buffer> {
  const pdf = new (pdfDocument())({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    // No default font: every text is drawn in the embedded faces (pdf-text.ts), and loading Helvetica's metrics cost
    // each document about a twentieth of its time.
    font: null as unknown as string,
    info: {
      Title: pdfSafeText(frame.title).slice(0, MAX_FIELD_CHARS),
      Author: pdfSafeText(frame.author).slice(0, MAX_FIELD_CHARS),
      CreationDate: dayStart(frame.createdOn),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  try {
    drawFooters(pdf, draw(pdf), frame.footer);
  } finally {
    pdf.end();
  }
  return done;
}
