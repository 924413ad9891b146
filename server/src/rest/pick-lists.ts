/** A warehouse's pick list PDF (docs/decisions/093), for shop admins: the fulfilment queue grouped by SKU. */
import { Router } from 'express';
import { pickListFileName } from '@gluegun/common';
import { pickListDocument } from '../modules/fulfilment/queue';
import { renderPickListPdf } from '../modules/fulfilment/pick-list-pdf';
import { handle } from './handler';

export function pickListRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/warehouses/:id/pick-list.pdf',
    handle('pickListDocument', async (ctx, req, res) => {
      const document = await pickListDocument(ctx, String(req.params.id));
      const pdf = await renderPickListPdf(document);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${pickListFileName(document.warehouseCode, document.printedOn)}"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    }),
  );
  return r;
}
