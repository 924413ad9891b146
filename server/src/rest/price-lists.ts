/**
 * A price list's entries as a CSV file over REST (docs/decisions/094): `GET /admin/price-lists/{id}/entries.csv`
 * downloads them by SKU; `POST /admin/price-lists/{id}/entries-import` takes `{content}` (the file's text in the same
 * columns) and makes it the list's entries whole, or changes nothing and answers the error file.
 */
import { Router } from 'express';
import { badInput } from '../errors';
import { importPriceListCsv, priceListCsv } from '../modules/prices/price-list-csv';
import { handle, sendCsv } from './handler';
import { bodyOf } from './body';

export function priceListRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get('/admin/price-lists/:id/entries.csv', handle('exportPriceListCsv', async (ctx, req, res) => {
    const { fileName, csv } = await priceListCsv(ctx, String(req.params.id));
    sendCsv(res, fileName, csv);
  }));
  r.post('/admin/price-lists/:id/entries-import', handle('importPriceListCsv', async (ctx, req) => {
    const body = bodyOf(req);
    if (body.content === undefined || body.content === null) throw badInput('content is required: the CSV file\'s text', 'content');
    return importPriceListCsv(ctx, String(req.params.id), body.content);
  }));
  return r;
}
