import { Router, type Request, type Response } from 'express';
import * as statements from '../modules/statements/statement.service';
import { presentAging } from '../modules/statements/present';
import { agingCsv, statementCsv, statementFileName } from '../modules/statements/statement-csv';
import { renderStatementPdf } from '../modules/statements/statement-pdf';
import { invoiceSellerOf } from '../modules/invoices/remittance';
import type { Context } from '../context';
import { handle, sendCsv } from './handler';
import { queryText } from './body';

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: checked by the service (real days, from <= to). */
const rangeOf = (req: Request) => ({ from: queryText(req, 'from'), to: queryText(req, 'to') });

async function sendPdf(ctx: Context, res: Response, s: statements.StatementDocument) {
  const pdf = await renderStatementPdf(s, invoiceSellerOf(ctx.config));
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${statementFileName(s, 'pdf')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf);
}

/** Statements of account and the aging report: JSON, PDF and CSV over the same services as GraphQL. */
export function statementRoutes(): Router {
  const r = Router({ caseSensitive: true });
  const mine = (req: Request, ctx: Context) => statements.myStatement(ctx, rangeOf(req));
  r.get(
    '/my-statement',
    handle('myStatement', async (ctx, req) => mine(req, ctx)),
  );
  r.get(
    '/my-statement.pdf',
    handle('myStatement', async (ctx, req, res) => sendPdf(ctx, res, await mine(req, ctx))),
  );
  r.get(
    '/my-statement.csv',
    handle('myStatement', async (ctx, req, res) => {
      const s = await mine(req, ctx);
      sendCsv(res, statementFileName(s, 'csv'), statementCsv(s));
    }),
  );

  // Admins. Registered before GET /admin/{email} (users.ts).
  const theirs = (req: Request, ctx: Context) =>
    statements.companyStatement(ctx, String(req.params.id), rangeOf(req));
  r.get(
    '/admin/companies/:id/statement',
    handle('companyStatement', async (ctx, req) => theirs(req, ctx)),
  );
  r.get(
    '/admin/companies/:id/statement.pdf',
    handle('companyStatement', async (ctx, req, res) => sendPdf(ctx, res, await theirs(req, ctx))),
  );
  r.get(
    '/admin/companies/:id/statement.csv',
    handle('companyStatement', async (ctx, req, res) => {
      const s = await theirs(req, ctx);
      sendCsv(res, statementFileName(s, 'csv'), statementCsv(s));
    }),
  );
  r.get(
    '/admin/aging',
    handle('agingReport', async (ctx) => presentAging(await statements.agingReport(ctx))),
  );
  r.get(
    '/admin/aging.csv',
    handle('agingReport', async (ctx, _req, res) =>
      sendCsv(res, 'aging.csv', agingCsv(await statements.agingReport(ctx))),
    ),
  );
  return r;
}
