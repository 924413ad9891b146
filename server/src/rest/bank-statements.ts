/**
 * Bank statements over REST, beside the purchase-order routes: the same services as GraphQL's
 * importBankStatement, bankStatements, bankStatementLines, confirmBankLine and ignoreBankLine. The import route
 * alone takes bodies up to 3 MB (app.ts), for a file of up to 2 MB.
 */
import { Router } from 'express';
import * as bank from '../modules/bank-statements/bank-statement.service';
import { badInput } from '../errors';
import { handle } from './handler';
import { bodyOf, optionalText, queryText, type Body } from './body';

function wholeQuery(req: Parameters<Parameters<typeof handle>[1]>[1], field: string): number | undefined {
  const text = queryText(req, field);
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,7}$/.test(text)) throw badInput(`${field} must be a whole number`, field);
  return Number(text);
}

function allocationsOf(body: Body): bank.AllocationInput[] | null {
  const v = body.allocations;
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v))
    throw badInput('allocations must be a list of { invoiceNumber, amountCents }', 'allocations');
  return v.map((a: unknown) => {
    if (!a || typeof a !== 'object' || Array.isArray(a))
      throw badInput('allocations must be a list of { invoiceNumber, amountCents }', 'allocations');
    const { invoiceNumber, amountCents } = a as Record<string, unknown>;
    if (typeof invoiceNumber !== 'string') throw badInput('invoiceNumber must be a string', 'allocations');
    if (typeof amountCents !== 'number') throw badInput('amountCents must be a number', 'allocations');
    return { invoiceNumber, amountCents };
  });
}

export function bankStatementRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/bank-statements',
    handle('bankStatements', async (ctx, req) => ({
      statements: await bank.bankStatements(ctx, wholeQuery(req, 'take')),
    })),
  );
  r.post(
    '/admin/bank-statements',
    handle(
      'importBankStatement',
      async (ctx, req) => {
        const body = bodyOf(req);
        const result = await bank.importBankStatement(ctx, {
          fileName: optionalText(body, 'fileName') ?? '',
          content: optionalText(body, 'content') ?? '',
        });
        return { success: true, ...result };
      },
      201,
    ),
  );
  r.get(
    '/admin/bank-statement-lines',
    handle('bankStatementLines', async (ctx, req) => {
      const page = await bank.bankStatementLines(ctx, {
        status: queryText(req, 'status'),
        statementId: queryText(req, 'statementId'),
        take: wholeQuery(req, 'take'),
        skip: wholeQuery(req, 'skip'),
      });
      return { total: page.total, lines: page.items.map(bank.presentBankLine) };
    }),
  );
  r.post(
    '/admin/bank-statement-lines/:id/confirm',
    handle('confirmBankLine', async (ctx, req) => {
      const line = await bank.confirmBankLine(ctx, String(req.params.id), allocationsOf(bodyOf(req)));
      return { success: true, line: bank.presentBankLine(line) };
    }),
  );
  r.post(
    '/admin/bank-statement-lines/:id/ignore',
    handle('ignoreBankLine', async (ctx, req) => {
      const line = await bank.ignoreBankLine(
        ctx,
        String(req.params.id),
        optionalText(bodyOf(req), 'reason') ?? null,
      );
      return { success: true, line: bank.presentBankLine(line) };
    }),
  );
  return r;
}
