/**
 * E-invoices written by @e-invoice-eu/core (docs/decisions/067): UBL 2.1 (Peppol BIS Billing 3.0), CII (UN/CEFACT
 * D16B) and Factur-X / ZUGFeRD (profile EN 16931: the CII embedded into our own PDF, made PDF/A-3 by the library).
 */
import type { Logger } from '@e-invoice-eu/core';
import type { EInvoiceFacts } from './einvoice-facts';
import { ublInputOf } from './ubl-input';

export const EINVOICE_FORMATS = ['UBL', 'CII', 'FACTUR_X'] as const;
export type EInvoiceFormat = (typeof EINVOICE_FORMATS)[number];

/** The library's name of each format. */
const LIBRARY_FORMAT: Record<EInvoiceFormat, string> = { UBL: 'UBL', CII: 'CII', FACTUR_X: 'Factur-X-EN16931' };

/** The library reports progress and warnings through a logger; an e-invoice it cannot write is thrown instead. */
const QUIET: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };

export interface EInvoiceFile {
  filename: string;
  contentType: 'application/xml' | 'application/pdf';
  content: Buffer;
}

/** The file name of a document's e-invoice: INV-000123.ubl.xml, INV-000123.cii.xml, INV-000123.factur-x.pdf. */
export function eInvoiceFilename(number: string, format: EInvoiceFormat): string {
  if (format === 'FACTUR_X') return `${number}.factur-x.pdf`;
  return `${number}.${format.toLowerCase()}.xml`;
}

/**
 * One document as an e-invoice. Factur-X needs the document's PDF (`pdf`): the library embeds the CII into it as
 * factur-x.xml and adds the PDF/A-3 metadata.
 */
export async function renderEInvoice(facts: EInvoiceFacts, format: EInvoiceFormat, pdf?: Buffer): Promise<EInvoiceFile> {
  if (format === 'FACTUR_X' && !pdf) throw new Error('A Factur-X e-invoice needs the PDF it is embedded in');
  // Loaded on first use: the library and its spreadsheet and XML dependencies are a third of the server's start-up.
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const service = new InvoiceService(QUIET);
  const filename = eInvoiceFilename(facts.number, format);
  const out = await service.generate(ublInputOf(facts), {
    format: LIBRARY_FORMAT[format],
    lang: 'en',
    noWarnings: true,
    ...(pdf ? { pdf: { buffer: new Uint8Array(pdf), filename: `${facts.number}.pdf`, mimetype: 'application/pdf' } } : {}),
  });
  const content = typeof out === 'string' ? Buffer.from(out, 'utf8') : Buffer.from(out);
  return { filename, contentType: format === 'FACTUR_X' ? 'application/pdf' : 'application/xml', content };
}
