/** A return as GraphQL, REST and events show it. */
import {
  RETURN_STATUS_LABELS,
  creditNoteNumberText,
  orderNumberText,
  returnNumberText,
} from '@gluegun/common';
import type { Prisma } from '../../generated/prisma/client';

export const RETURN_INCLUDE = {
  lines: {
    include: {
      invoiceLine: {
        select: {
          position: true,
          sku: true,
          productName: true,
          customerPartNumber: true,
          unitPriceCents: true,
        },
      },
    },
    orderBy: { invoiceLine: { position: 'asc' } },
  },
  creditNote: {
    select: { number: true, amountCents: true, restockingFeeCents: true, restockingFeeTaxCents: true },
  },
  purchaseOrder: { select: { number: true } },
} satisfies Prisma.ReturnRequestInclude;
export type ReturnWithLines = Prisma.ReturnRequestGetPayload<{ include: typeof RETURN_INCLUDE }>;

export function presentReturn(r: ReturnWithLines) {
  return {
    id: r.id,
    purchaseOrderId: r.purchaseOrderId,
    number: r.number,
    returnNumber: returnNumberText(r.number),
    orderNumber: orderNumberText(r.purchaseOrder.number),
    status: r.status,
    statusLabel: RETURN_STATUS_LABELS[r.status],
    reason: r.reason,
    photoLinks: r.photoLinks,
    requestedByEmail: r.requestedByEmail,
    restockingFeePercent: r.restockingFeeBp / 100,
    rejectionReason: r.rejectionReason,
    decidedAt: r.decidedAt,
    disposition: r.disposition,
    receiptNote: r.receiptNote,
    receivedAt: r.receivedAt,
    createdAt: r.createdAt,
    creditNoteId: r.creditNoteId,
    creditNoteNumber: r.creditNote ? creditNoteNumberText(r.creditNote.number) : null,
    creditedCents: r.creditNote?.amountCents ?? null,
    restockingFeeCents: r.creditNote
      ? r.creditNote.restockingFeeCents + r.creditNote.restockingFeeTaxCents
      : null,
    lines: r.lines.map((l) => ({
      invoiceLineId: l.invoiceLineId,
      position: l.invoiceLine.position,
      sku: l.invoiceLine.sku,
      customerPartNumber: l.invoiceLine.customerPartNumber,
      productName: l.invoiceLine.productName,
      quantity: l.quantity,
      unitPriceCents: l.invoiceLine.unitPriceCents,
    })),
  };
}
export type ReturnView = ReturnType<typeof presentReturn>;
