/**
 * Quotes over REST (docs/decisions/065): the buyer's /quotes (ask, list, read, counter, accept, decline) and the
 * shop's /admin/quotes (list, price and send, approve a deep discount, withdraw), over the same services as GraphQL.
 */
import { Router, type Request } from 'express';
import * as moves from '../modules/quotes/quote-moves';
import * as reads from '../modules/quotes/quote-reads';
import { acceptQuote } from '../modules/quotes/quote-accept';
import { quoteDocument } from '../modules/quotes/quote-document';
import { renderQuotePdf } from '../modules/quotes/quote-pdf';
import { handle } from './handler';
import { bodyOf, queryText, type Body } from './body';
import { presentOrders } from './present';
import { badInput } from '../errors';

/** `version` from a body: the version being answered, when given. */
export function versionOf(body: Body): number | null {
  const v = body.version;
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    throw badInput('version must be a whole number from 1', 'version');
  return v;
}
/** `?take=&skip=` as numbers (a word is refused by the service as not a whole number). */
const whole = (req: Request, name: string) => {
  const v = queryText(req, name);
  return v === undefined || v === '' ? null : Number(v);
};

export function quoteRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/quotes',
    handle(
      'requestQuote',
      async (ctx, req) => {
        const body = bodyOf(req);
        if (body.fromOpenItems !== undefined && typeof body.fromOpenItems !== 'boolean')
          throw badInput('fromOpenItems must be true or false', 'fromOpenItems');
        return {
          success: true,
          quote: await moves.requestQuote(ctx, body, { fromOpenItems: body.fromOpenItems === true }),
        };
      },
      201,
    ),
  );
  r.get(
    '/quotes',
    handle('myQuotes', async (ctx, req) =>
      reads.myQuotes(ctx, {
        status: queryText(req, 'status'),
        take: whole(req, 'take'),
        skip: whole(req, 'skip'),
      }),
    ),
  );
  r.get(
    '/quotes/:id',
    handle('quoteDetails', async (ctx, req) => reads.quoteDetails(ctx, String(req.params.id))),
  );
  // The PDF is read by whoever may read the quote: the same operation and rule as GET /quotes/{id}.
  r.get(
    '/quotes/:id/pdf',
    handle('quoteDetails', async (ctx, req, res) => {
      const document = await quoteDocument(ctx, String(req.params.id));
      const pdf = await renderQuotePdf(document);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${document.quoteNumber}-v${document.version}.pdf"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    }),
  );
  r.post(
    '/quotes/:id/counter',
    handle('counterQuote', async (ctx, req) => {
      const body = bodyOf(req);
      return {
        success: true,
        quote: await moves.counterQuote(ctx, String(req.params.id), body, versionOf(body)),
      };
    }),
  );
  r.post(
    '/quotes/:id/accept',
    handle('acceptQuote', async (ctx, req) => {
      const { quote, items } = await acceptQuote(ctx, String(req.params.id), versionOf(bodyOf(req)));
      return { success: true, quote, items: await presentOrders(ctx, items) };
    }),
  );
  r.post(
    '/quotes/:id/decline',
    handle('declineQuote', async (ctx, req) => ({
      success: true,
      quote: await moves.declineQuote(ctx, String(req.params.id)),
    })),
  );
  r.get(
    '/admin/quotes',
    handle('quotes', async (ctx, req) =>
      reads.quotes(ctx, {
        status: queryText(req, 'status'),
        companyId: queryText(req, 'companyId'),
        take: whole(req, 'take'),
        skip: whole(req, 'skip'),
      }),
    ),
  );
  r.post(
    '/admin/quotes/:id/send',
    handle('sendQuote', async (ctx, req) => {
      const body = bodyOf(req);
      return {
        success: true,
        quote: await moves.sendQuote(ctx, String(req.params.id), body, versionOf(body)),
      };
    }),
  );
  r.post(
    '/admin/quotes/:id/approve',
    handle('approveQuote', async (ctx, req) => ({
      success: true,
      quote: await moves.approveQuote(ctx, String(req.params.id), versionOf(bodyOf(req))),
    })),
  );
  r.post(
    '/admin/quotes/:id/withdraw',
    handle('withdrawQuote', async (ctx, req) => ({
      success: true,
      quote: await moves.withdrawQuote(ctx, String(req.params.id)),
    })),
  );
  return r;
}
