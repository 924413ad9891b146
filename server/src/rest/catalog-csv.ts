/**
 * The catalog as a CSV file over REST (docs/decisions/073): `GET /admin/catalog.csv` streams every product;
 * `POST /admin/catalog-import` takes the same columns as a text/csv body and answers each row's outcome, writing
 * nothing unless `?apply=true` and no row is refused.
 */
import { Router } from 'express';
import { badInput } from '../errors';
import { streamCatalogCsv } from '../modules/catalog-csv/export';
import { importCatalogCsv } from '../modules/catalog-csv/import';
import { handle } from './handler';
import { queryText } from './body';

export function catalogCsvRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get('/admin/catalog.csv', handle('exportCatalogCsv', async (ctx, _req, res) => {
    await streamCatalogCsv(ctx, res);
  }));
  r.post('/admin/catalog-import', handle('importCatalogCsv', async (ctx, req) => {
    const apply = queryText(req, 'apply');
    if (apply !== undefined && apply !== 'true' && apply !== 'false') throw badInput('apply must be true or false', 'apply');
    return importCatalogCsv(ctx, req.body, apply === 'true');
  }));
  return r;
}
