/**
 * E-invoices written by @e-invoice-eu/core (docs/decisions/067): UBL 2.1 (Peppol BIS Billing 3.0), CII (UN/CEFACT
 * D16B), Factur-X / ZUGFeRD (profile EN 16931: the CII embedded into our own PDF, made PDF/A-3 by the library) and
 * XRechnung 3.0 in either syntax (the German CIUS, docs/decisions/102).
 */
import type { Logger } from '@e-invoice-eu/core';
import { conflict } from '../../errors';
import type { EInvoiceFacts } from './einvoice-facts';
import { ublInputOf } from './ubl-input';

export const EINVOICE_FORMATS = ['UBL', 'CII', 'FACTUR_X', 'XRECHNUNG_UBL', 'XRECHNUNG_CII'] as const;
export type EInvoiceFormat = (typeof EINVOICE_FORMATS)[number];

/** The library's name of each format. */
const LIBRARY_FORMAT: Record<EInvoiceFormat, string> = {
  UBL: 'UBL',
  CII: 'CII',
  FACTUR_X: 'Factur-X-EN16931',
  XRECHNUNG_UBL: 'XRECHNUNG-UBL',
  XRECHNUNG_CII: 'XRECHNUNG-CII',
};

/** The library reports progress and warnings through a logger; an e-invoice it cannot write is thrown instead. */
const QUIET: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };

export interface EInvoiceFile {
  filename: string;
  contentType: 'application/xml' | 'application/pdf';
  content: Buffer;
}

/** The file name of a document's e-invoice: INV-000123.ubl.xml, .cii.xml, .factur-x.pdf, .xrechnung-ubl.xml, .xrechnung-cii.xml. */
export function eInvoiceFilename(number: string, format: EInvoiceFormat): string {
  if (format === 'FACTUR_X') return `${number}.factur-x.pdf`;
  return `${number}.${format.toLowerCase().replace('_', '-')}.xml`;
}

/** XRechnung needs both parties' city and postal code and the seller's phone (rules BR-DE-3, -4, -6, -8, -9): refused in words. */
function checkXRechnung(facts: EInvoiceFacts): void {
  const { seller, buyer } = facts;
  if (!seller.address.city || !seller.address.postalCode || !seller.phone) {
    throw conflict(
      'XRechnung e-invoices are not available yet: the shop has not set its city, postal code and phone. Choose another format.',
    );
  }
  if (!buyer.address.city || !buyer.address.postalCode) {
    throw conflict(
      'An XRechnung e-invoice needs the billing city and postal code, and this order was placed without them. Choose another format.',
    );
  }
}

/**
 * One document as an e-invoice. Factur-X needs the document's PDF (`pdf`): the library embeds the CII into it as
 * factur-x.xml and adds the PDF/A-3 metadata.
 */
export async function renderEInvoice(
  facts: EInvoiceFacts,
  format: EInvoiceFormat,
  pdf?: Buffer,
): Promise<EInvoiceFile> {
  if (format === 'FACTUR_X' && !pdf) throw new Error('A Factur-X e-invoice needs the PDF it is embedded in');
  if (format.startsWith('XRECHNUNG')) checkXRechnung(facts);
  // Loaded on first use: the library and its spreadsheet and XML dependencies are a third of the server's start-up.
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const service = new InvoiceService(QUIET);
  const filename = eInvoiceFilename(facts.number, format);
  const out = await service.generate(ublInputOf(facts, { xrechnung: format.startsWith('XRECHNUNG') }), {
    format: LIBRARY_FORMAT[format],
    lang: 'en',
    noWarnings: true,
    ...(pdf
      ? { pdf: { buffer: new Uint8Array(pdf), filename: `${facts.number}.pdf`, mimetype: 'application/pdf' } }
      : {}),
  });
  const content = typeof out === 'string' ? Buffer.from(out, 'utf8') : Buffer.from(out);
  return { filename, contentType: format === 'FACTUR_X' ? 'application/pdf' : 'application/xml', content };
}
