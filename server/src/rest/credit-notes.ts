/**
 * Credit notes, refunds and customer credit over REST, under the purchase-order and company
 * paths: the same services as GraphQL's issueCreditNote, applyCustomerCredit, recordRefund, customerCredit and
 * creditNotes, plus each credit note's PDF.
 */
import { Router } from 'express';
import * as cn from '../modules/credit-notes/credit-note.service';
import * as pos from '../modules/purchase-orders/purchase-order.service';
import { handle } from './handler';
import { bodyOf } from './body';
import { purchaseOrderAnswer } from './purchase-orders';

export function creditNoteRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/purchase-orders/:id/credit-notes',
    handle('creditNotes', async (ctx, req) => ({
      creditNotes: await cn.creditNotes(ctx, String(req.params.id)),
    })),
  );
  r.get(
    '/purchase-orders/:id/credit-notes/:creditNoteId/pdf',
    handle('creditNoteDocument', async (ctx, req, res) => {
      const document = await cn.creditNoteDocument(
        ctx,
        String(req.params.id),
        String(req.params.creditNoteId),
      );
      const pdf = await cn.renderCreditNotePdf(document);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${document.creditNoteNumber}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    }),
  );
  r.post(
    '/admin/purchase-orders/:id/credit-notes',
    handle(
      'issueCreditNote',
      async (ctx, req) => {
        const note = await cn.issueCreditNote(ctx, String(req.params.id), bodyOf(req));
        const po = await pos.purchaseOrder(ctx, note.purchaseOrderId);
        return { success: true, creditNote: note, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
      },
      201,
    ),
  );
  r.post(
    '/admin/purchase-orders/:id/apply-credit',
    handle('applyCustomerCredit', async (ctx, req) => {
      const po = await cn.applyCustomerCredit(ctx, String(req.params.id), bodyOf(req).amountCents);
      return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
    }),
  );
  r.get(
    '/admin/companies/:id/customer-credit',
    handle('customerCredit', async (ctx, req) => cn.customerCredit(ctx, String(req.params.id))),
  );
  r.post(
    '/admin/companies/:id/refunds',
    handle(
      'recordRefund',
      async (ctx, req) => {
        const refund = await cn.recordRefund(ctx, String(req.params.id), bodyOf(req));
        return { success: true, refund, customerCredit: await cn.customerCredit(ctx, refund.companyId) };
      },
      201,
    ),
  );
  return r;
}
