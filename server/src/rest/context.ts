import type { NextFunction, Request, Response } from 'express';
import type { AppDeps, Context } from '../context';
import { createContext } from '../context';
import { resolveUser } from '../auth/resolve-user';

/** Middleware: resolves the caller from `Authorization: Bearer` or the spec's `autherization` header, once per request. */
export function restContext(deps: AppDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { user, badToken } = await resolveUser(deps, req.headers);
      res.locals.ctx = createContext(deps, user, badToken, req.ip ?? '');
      next();
    } catch (e) {
      next(e);
    }
  };
}

export function contextOf(res: Response): Context {
  return res.locals.ctx as Context;
}
