/**
 * E-invoices of invoices and credit notes (docs/decisions/067). Read by exactly whoever may read the invoice PDF or
 * the credit note PDF: the same purchase-order visibility rule (loadVisible), under operations of their own.
 */
import { nowOf, type Context } from '../../context';
import { badInput, notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { loadVisible } from '../purchase-orders/po-common';
import { figuresOf } from '../purchase-orders/presenter';
import { invoiceDocumentOf } from '../invoices/documents';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { creditNoteDocumentOf } from '../credit-notes/reads';
import { renderCreditNotePdf } from '../credit-notes/credit-note-pdf';
import { creditNoteFacts, invoiceFacts } from './facts-of';
import { EINVOICE_FORMATS, renderEInvoice, type EInvoiceFile, type EInvoiceFormat } from './render';

export { EINVOICE_FORMATS, eInvoiceFilename, type EInvoiceFile, type EInvoiceFormat } from './render';

/** The format a caller asks for: ubl, cii or factur-x, in any case. */
export function eInvoiceFormatOf(raw: unknown): EInvoiceFormat {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase().replace('-', '_') : '';
  if ((EINVOICE_FORMATS as readonly string[]).includes(text)) return text as EInvoiceFormat;
  throw badInput('format must be one of ubl, cii, factur-x', 'format');
}

/** An order's invoice as an e-invoice (also what the invoice e-mail attaches). */
export async function invoiceEInvoiceOf(ctx: Context, po: PurchaseOrder, format: EInvoiceFormat): Promise<EInvoiceFile> {
  const doc = await invoiceDocumentOf(ctx, po);
  const facts = invoiceFacts(po, doc, ctx.config.sellerCountry);
  return renderEInvoice(facts, format, format === 'FACTUR_X' ? await renderInvoicePdf(doc) : undefined);
}

/** The e-invoice of an order's invoice, for whoever may read its PDF. */
export async function invoiceEInvoice(ctx: Context, rawId: string, rawFormat: unknown): Promise<EInvoiceFile> {
  const format = eInvoiceFormatOf(rawFormat);
  const po = await loadVisible(ctx, rawId, 'invoiceEInvoice');
  return invoiceEInvoiceOf(ctx, po, format);
}

/** The e-invoice (type 381) of one credit note of an order, for whoever may read the credit note's PDF. */
export async function creditNoteEInvoice(ctx: Context, rawId: string, rawNoteId: string, rawFormat: unknown): Promise<EInvoiceFile> {
  const format = eInvoiceFormatOf(rawFormat);
  const po = await loadVisible(ctx, rawId, 'creditNoteEInvoice');
  const noteId = normalizeId(rawNoteId);
  const note = noteId ? await ctx.db.creditNote.findFirst({ where: { id: noteId, purchaseOrderId: po.id }, include: { lines: true } }) : null;
  if (!note) throw notFound('Credit note');
  const doc = creditNoteDocumentOf(ctx, po, note);
  const figures = figuresOf(po, nowOf(ctx));
  const invoice = { number: po.invoiceNumber, issuedOn: figures.issuedOn, orderNumber: figures.orderNumber, buyerTaxId: figures.billToTaxId };
  const facts = creditNoteFacts(po, invoice, doc, ctx.config.sellerCountry);
  return renderEInvoice(facts, format, format === 'FACTUR_X' ? await renderCreditNotePdf(doc) : undefined);
}
