/**
 * The catalog as a CSV file over REST (docs/decisions/073): `GET /admin/catalog.csv` streams every product;
 * `POST /admin/catalog-import` takes `{content, apply}` (the file's text in the same columns) and answers each row's
 * outcome, writing nothing unless `apply` is true and no row is refused. Either import route also takes the file as
 * its own bytes (`Content-Type: text/csv`, `?apply=true&fileName=`), read as a stream (docs/decisions/099).
 */
import { Router, type Request } from 'express';
import { badInput } from '../errors';
import { streamCatalogCsv } from '../modules/catalog-csv/export';
import { importCatalogCsv } from '../modules/catalog-csv/import';
import { startCatalogImportJob } from '../modules/catalog-csv/import-job';
import { readCsvStream } from '../modules/catalog-csv/read-stream';
import { handle } from './handler';
import { bodyOf } from './body';

/** The file sent as its own bytes: its flags in the query string, its records read as they arrive. */
function csvBody(req: Request) {
  if (!req.is('text/csv')) return null;
  const { apply, fileName } = req.query;
  if (apply !== undefined && apply !== 'true' && apply !== 'false')
    throw badInput('apply must be true or false', 'apply');
  if (fileName !== undefined && typeof fileName !== 'string')
    throw badInput('fileName must be text', 'fileName');
  return {
    apply: apply === 'true',
    fileName,
    read: (limits: { bytes: number; rows: number }) =>
      readCsvStream(req, limits, Number(req.headers['content-length'] ?? 0)),
  };
}

export function catalogCsvRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/catalog.csv',
    handle('exportCatalogCsv', async (ctx, _req, res) => {
      await streamCatalogCsv(ctx, res);
    }),
  );
  r.post(
    '/admin/catalog-import',
    handle('importCatalogCsv', async (ctx, req) => {
      const csv = csvBody(req);
      if (csv) return importCatalogCsv(ctx, null, csv.apply, csv.read);
      const body = bodyOf(req);
      if (body.apply !== undefined && body.apply !== null && typeof body.apply !== 'boolean')
        throw badInput('apply must be true or false', 'apply');
      if (body.content === undefined || body.content === null)
        throw badInput("content is required: the CSV file's text", 'content');
      return importCatalogCsv(ctx, body.content, body.apply === true);
    }),
  );
  // A larger file as a background job: answered at once with the job; its progress is read over GraphQL.
  r.post(
    '/admin/catalog-import-jobs',
    handle(
      'startCatalogImportJob',
      async (ctx, req) => {
        const csv = csvBody(req);
        if (csv) return { job: await startCatalogImportJob(ctx, null, csv.apply, csv.fileName, csv.read) };
        const body = bodyOf(req);
        if (body.apply !== undefined && body.apply !== null && typeof body.apply !== 'boolean')
          throw badInput('apply must be true or false', 'apply');
        if (body.content === undefined || body.content === null)
          throw badInput("content is required: the CSV file's text", 'content');
        if (body.fileName !== undefined && body.fileName !== null && typeof body.fileName !== 'string')
          throw badInput('fileName must be text', 'fileName');
        return { job: await startCatalogImportJob(ctx, body.content, body.apply === true, body.fileName) };
      },
      202,
    ),
  );
  return r;
}
