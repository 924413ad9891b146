/** Credit notes as their buyer (by the purchase-order visibility rule) or an admin sees them, and as a document. */
import { billToLines, formatDay } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { presentCreditNote, type CreditNoteWithLines } from './present';
import { loadVisible } from '../purchase-orders/po-common';
import { invoiceSellerOf } from '../invoices/remittance';
import { figuresOf } from '../purchase-orders/presenter';
import type { CreditNoteDocument } from './credit-note-pdf';
import { taxLineOf } from '../tax/compute';

/** The credit notes of an order the caller may see, oldest first. */
export async function creditNotes(ctx: Context, rawId: string) {
  const po = await loadVisible(ctx, rawId, 'creditNotes');
  const notes = await ctx.db.creditNote.findMany({
    where: { purchaseOrderId: po.id },
    include: { lines: true },
    orderBy: { number: 'asc' },
  });
  return notes.map(presentCreditNote);
}

export function creditNoteDocumentOf(
  ctx: Context,
  po: PurchaseOrder,
  note: CreditNoteWithLines,
): CreditNoteDocument {
  const shown = presentCreditNote(note);
  // Credited to whom the invoice billed: the legal name, billing address and tax id frozen on the order.
  const billTo = figuresOf(po, nowOf(ctx));
  return {
    creditNoteNumber: shown.creditNoteNumber,
    invoiceNumber: po.invoiceNumber,
    issuedOn: shown.issuedOn,
    issuedOnText: formatDay(shown.issuedOn),
    reason: note.reason,
    returnStock: note.returnStock,
    seller: invoiceSellerOf(ctx.config),
    buyer: { name: billTo.billToName, lines: billToLines(billTo), email: po.buyerEmail },
    lines: shown.lines.map((l) => ({
      position: l.position,
      sku: l.sku,
      productName: l.productName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    amountCents: note.amountCents,
    taxCents: note.taxCents,
    taxLabel: taxLineOf(po).label,
    restockingFeeCents: note.restockingFeeCents,
    freightCents: note.freightCents,
    appliedToInvoiceCents: note.appliedToInvoiceCents,
    releasedCents: note.releasedCents,
    settlement: note.settlement,
  };
}

/** One credit note of an order the caller may see, as its PDF shows it. */
export async function creditNoteDocument(ctx: Context, rawId: string, rawNoteId: string) {
  const po = await loadVisible(ctx, rawId, 'creditNoteDocument');
  const noteId = normalizeId(rawNoteId);
  const note = noteId
    ? await ctx.db.creditNote.findFirst({
        where: { id: noteId, purchaseOrderId: po.id },
        include: { lines: true },
      })
    : null;
  if (!note) throw notFound('Credit note');
  return creditNoteDocumentOf(ctx, po, note);
}
