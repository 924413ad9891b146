import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Context } from '../context';
import { contextOf } from './context';

/** An async route body: gets the request's Context; whatever it returns is sent as JSON. */
export type RestHandler = (ctx: Context, req: Request, res: Response) => Promise<unknown>;

/** Wraps an async handler: thrown errors (AppError included) go to the app's final error handler via next(). */
export function handle(fn: RestHandler, status = 200): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(contextOf(res), req, res)
      .then((body) => {
        if (!res.headersSent) res.status(status).json(body);
      })
      .catch(next);
  };
}
