/**
 * E-invoices over REST (docs/decisions/067): an invoice's and a credit note's UBL, CII or Factur-X file, beside
 * their PDFs and read by exactly whoever may read those (the services reuse the PDFs' visibility rule).
 */
import { Router } from 'express';
import * as einvoices from '../modules/einvoice/einvoice.service';
import { handle, sendEInvoice } from './handler';
import { queryText } from './body';

export function eInvoiceRoutes(): Router {
  const r = Router({ caseSensitive: true });
  // ?format=ubl, cii or factur-x; ubl when left out.
  r.get(
    '/purchase-orders/:id/e-invoice',
    handle('invoiceEInvoice', async (ctx, req, res) => {
      sendEInvoice(
        res,
        await einvoices.invoiceEInvoice(ctx, String(req.params.id), queryText(req, 'format') || 'ubl'),
      );
    }),
  );
  r.get(
    '/purchase-orders/:id/credit-notes/:creditNoteId/e-invoice',
    handle('creditNoteEInvoice', async (ctx, req, res) => {
      sendEInvoice(
        res,
        await einvoices.creditNoteEInvoice(
          ctx,
          String(req.params.id),
          String(req.params.creditNoteId),
          queryText(req, 'format') || 'ubl',
        ),
      );
    }),
  );
  return r;
}
