/**
 * The catalog as a CSV file over REST (docs/decisions/073): `GET /admin/catalog.csv` streams every product;
 * `POST /admin/catalog-import` takes `{content, apply}` (the file's text in the same columns) and answers each row's
 * outcome, writing nothing unless `apply` is true and no row is refused.
 */
import { Router } from 'express';
import { badInput } from '../errors';
import { streamCatalogCsv } from '../modules/catalog-csv/export';
import { importCatalogCsv } from '../modules/catalog-csv/import';
import { startCatalogImportJob } from '../modules/catalog-csv/import-job';
import { handle } from './handler';
import { bodyOf } from './body';

export function catalogCsvRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get('/admin/catalog.csv', handle('exportCatalogCsv', async (ctx, _req, res) => {
    await streamCatalogCsv(ctx, res);
  }));
  r.post('/admin/catalog-import', handle('importCatalogCsv', async (ctx, req) => {
    const body = bodyOf(req);
    if (body.apply !== undefined && body.apply !== null && typeof body.apply !== 'boolean') throw badInput('apply must be true or false', 'apply');
    if (body.content === undefined || body.content === null) throw badInput('content is required: the CSV file\'s text', 'content');
    return importCatalogCsv(ctx, body.content, body.apply === true);
  }));
  // A larger file as a background job: answered at once with the job; its progress is read over GraphQL.
  r.post('/admin/catalog-import-jobs', handle('startCatalogImportJob', async (ctx, req) => {
    const body = bodyOf(req);
    if (body.apply !== undefined && body.apply !== null && typeof body.apply !== 'boolean') throw badInput('apply must be true or false', 'apply');
    if (body.content === undefined || body.content === null) throw badInput('content is required: the CSV file\'s text', 'content');
    if (body.fileName !== undefined && body.fileName !== null && typeof body.fileName !== 'string') throw badInput('fileName must be text', 'fileName');
    return { job: await startCatalogImportJob(ctx, body.content, body.apply === true, body.fileName) };
  }, 202));
  return r;
}
