import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Context } from '../context';
import { contextOf } from './context';
import { allow, type Operation } from '../auth/access';
import { noteAuditOperation } from '../db/audit-context';
import type { PublicCache } from '../lib/public-cache';
import { gateDay } from '../modules/prices/limited-callers';

/** Headers a public GET sets that describe its body (GET /products' total and next page): kept with it. */
export const CACHED_HEADERS = ['x-total-count', 'link'] as const;

/** An async route body: gets the request's Context; whatever it returns is sent as JSON. */
export type RestHandler = (ctx: Context, req: Request, res: Response) => Promise<unknown>;

/**
 * A REST route exposing operation `op`: the caller is checked against the one access declaration (auth/access.ts)
 * before the body runs; the service checks ownership. Thrown errors go to the app's final error handler.
 */
export function handle(op: Operation, fn: RestHandler, status = 200): RequestHandler {
  const route = (req: Request, res: Response, next: NextFunction) => {
    const ctx = contextOf(res);
    if (!ctx) {
      next(new Error(`REST route ${req.method} ${req.path} has no request context`));
      return;
    }
    Promise.resolve()
      .then(() => {
        allow(ctx, op);
        noteAuditOperation(op);
        return fn(ctx, req, res);
      })
      .then((body) => {
        if (res.headersSent) return;
        const gated = res.locals.publicCache as
          { cache: PublicCache; key: string; startedAt: number; day: string } | undefined;
        // Kept only if the day has not turned since the gate (limited-callers.ts gateDay).
        const publicCache = gated && gateDay(ctx) === gated.day ? gated : undefined;
        if (!publicCache) {
          // An answer not kept for anonymous callers may be a caller's own (their prices, orders): no shared cache keeps it.
          if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store');
          res.status(status).json(body);
          return;
        }
        // A public GET (see router.ts): keep the serialized answer for the next anonymous caller.
        const json = JSON.stringify(body);
        const headers: Record<string, string> = {};
        for (const name of CACHED_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        publicCache.cache.set(publicCache.key, json, publicCache.startedAt, headers);
        res.status(status).type('application/json').send(json);
      })
      .catch(next);
  };
  // Read back by the OpenAPI document (rest/openapi.ts) and the route matrix: the declaration is the route itself.
  return Object.assign(route, { operation: op, status });
}

/** A download: UTF-8 CSV with a byte-order mark (spreadsheets then read accents right), never kept by a cache. */
export function sendCsv(res: Response, name: string, csv: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(`\uFEFF${csv}`);
}

/** An e-invoice file (XML or Factur-X PDF) as a download, private like the invoice PDF. */
export function sendEInvoice(
  res: Response,
  file: { filename: string; contentType: string; content: Buffer },
): void {
  res.setHeader(
    'Content-Type',
    file.contentType === 'application/xml' ? 'application/xml; charset=utf-8' : file.contentType,
  );
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(file.content);
}
