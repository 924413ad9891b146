/**
 * pdfkit and fontkit, loaded with the first PDF rather than at start-up: together about half a second (0.4-0.5 s
 * measured here), which every server start and every file of the server suite would pay whether or not it drew a PDF.
 * Invoices, credit notes and statements take the class from here.
 */
import type PDFKitDocument from 'pdfkit';
import type * as Fontkit from 'fontkit';

let pdfkit: typeof PDFKitDocument | undefined;
let fontkit: typeof Fontkit | undefined;

/** pdfkit's document class. */
export function pdfDocument(): typeof PDFKitDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pdfkit ??= require('pdfkit') as typeof PDFKitDocument;
  return pdfkit;
}

/** fontkit, which reads the embedded fonts (pdf-fonts.ts). */
export function fontkitLibrary(): typeof Fontkit {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  fontkit ??= require('fontkit') as typeof Fontkit;
  return fontkit;
}
