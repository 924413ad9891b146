import type { NextFunction, Request, Response } from 'express';
import type { AppDeps, Context } from '../context';
import { createContext } from '../context';
import { callerOf } from '../auth/request-caller';
import { requestTraceOf } from '../observe/request-id';

/** Middleware: resolves the caller from `Authorization: Bearer`, the spec's `autherization` header or `X-Api-Key`, once per request. */
export function restContext(deps: AppDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { user, badToken, apiKey } = await callerOf(deps, req);
      res.locals.ctx = createContext(
        deps,
        user,
        badToken,
        req.ip ?? '',
        apiKey ?? null,
        requestTraceOf(res) ?? null,
      );
      next();
    } catch (e) {
      next(e);
    }
  };
}

export function contextOf(res: Response): Context {
  return res.locals.ctx as Context;
}
