import type { NextFunction, Request, Response } from 'express';
import type { AppDeps, Context } from '../context';
import { createContext } from '../context';
import { resolveUser } from '../auth/resolve-user';
import type { AuthCheckerFn } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';

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

/**
 * The same role gate GraphQL's @Authorized() uses (one rule, one place): no roles = any signed-in user,
 * ['ADMIN'] = admins only. Throws UNAUTHENTICATED (401) or FORBIDDEN (403).
 */
export function authorize(ctx: Context, roles: string[] = []): void {
  // authChecker only reads `context`; the rest of ResolverData is not needed outside GraphQL.
  const check = authChecker as AuthCheckerFn<Context>;
  void check({ context: ctx } as Parameters<AuthCheckerFn<Context>>[0], roles);
}
