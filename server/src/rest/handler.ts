import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Context } from '../context';
import { contextOf } from './context';
import type { PublicCache } from '../lib/public-cache';

/** An async route body: gets the request's Context; whatever it returns is sent as JSON. */
export type RestHandler = (ctx: Context, req: Request, res: Response) => Promise<unknown>;

/** Wraps an async handler: thrown errors (AppError included) go to the app's final error handler via next(). */
export function handle(fn: RestHandler, status = 200): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(contextOf(res), req, res)
      .then((body) => {
        if (res.headersSent) return;
        const publicCache = res.locals.publicCache as { cache: PublicCache; key: string; startedAt: number } | undefined;
        if (!publicCache) {
          res.status(status).json(body);
          return;
        }
        // A public GET (see router.ts): keep the serialized answer for the next anonymous caller.
        const json = JSON.stringify(body);
        publicCache.cache.set(publicCache.key, json, publicCache.startedAt);
        res.status(status).type('application/json').send(json);
      })
      .catch(next);
  };
}
