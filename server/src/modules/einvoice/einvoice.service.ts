/**
 * E-invoices of invoices and credit notes (docs/decisions/067). Read by exactly whoever may read the invoice PDF or
 * the credit note PDF: the same purchase-order visibility rule (loadVisible), under operations of their own.
 */
import type { Context } from '../../context';
import { badInput, notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { loadVisible } from '../purchase-orders/po-common';
import { invoiceDocumentOf } from '../invoices/documents';
import { creditNoteDocumentOf } from '../credit-notes/reads';
import { eInvoiceOfCreditNote, eInvoiceOfInvoice } from './of-documents';
import { EINVOICE_FORMATS, type EInvoiceFile, type EInvoiceFormat } from './render';

export { EINVOICE_FORMATS, eInvoiceFilename, type EInvoiceFile, type EInvoiceFormat } from './render';

/** The format a caller asks for: ubl, cii, factur-x, xrechnung-ubl or xrechnung-cii, in any case. */
export function eInvoiceFormatOf(raw: unknown): EInvoiceFormat {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase().replace('-', '_') : '';
  if ((EINVOICE_FORMATS as readonly string[]).includes(text)) return text as EInvoiceFormat;
  throw badInput('format must be one of ubl, cii, factur-x, xrechnung-ubl, xrechnung-cii', 'format');
}

/** An order's invoice as an e-invoice. */
export async function invoiceEInvoiceOf(
  ctx: Context,
  po: PurchaseOrder,
  format: EInvoiceFormat,
): Promise<EInvoiceFile> {
  return eInvoiceOfInvoice(ctx, po, await invoiceDocumentOf(ctx, po), format);
}

/** The e-invoice of an order's invoice, for whoever may read its PDF. */
export async function invoiceEInvoice(
  ctx: Context,
  rawId: string,
  rawFormat: unknown,
): Promise<EInvoiceFile> {
  const format = eInvoiceFormatOf(rawFormat);
  const po = await loadVisible(ctx, rawId, 'invoiceEInvoice');
  return invoiceEInvoiceOf(ctx, po, format);
}

/** The e-invoice (type 381) of one credit note of an order, for whoever may read the credit note's PDF. */
export async function creditNoteEInvoice(
  ctx: Context,
  rawId: string,
  rawNoteId: string,
  rawFormat: unknown,
): Promise<EInvoiceFile> {
  const format = eInvoiceFormatOf(rawFormat);
  const po = await loadVisible(ctx, rawId, 'creditNoteEInvoice');
  const noteId = normalizeId(rawNoteId);
  const note = noteId
    ? await ctx.db.creditNote.findFirst({
        where: { id: noteId, purchaseOrderId: po.id },
        include: { lines: true },
      })
    : null;
  if (!note) throw notFound('Credit note');
  return eInvoiceOfCreditNote(ctx, po, creditNoteDocumentOf(ctx, po, note), format);
}
