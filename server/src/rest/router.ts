import { Router } from 'express';
import type { AppDeps } from '../context';
import { restContext } from './context';
import { productRoutes } from './products';
import { orderRoutes } from './orders';
import { userRoutes } from './users';
import { reviewRoutes } from './reviews';
import { firstUnstorable } from '../lib/text';
import { badInput } from '../errors';

/** Paths this shim answers: only these get a Context (so the client's static files do not cost a user lookup). */
const REST_PATHS = /^\/(products|userOrder|user-orderd-data|user|admin|user-review)(\/|$)/;

/**
 * The REST shim: the spec's §7 paths (ROUTES.md) over the same services as GraphQL, so every rule lives once.
 * Errors go to the app's final handler: AppError -> its HTTP status with {error:{code,message}}.
 */
export function createRestRouter(deps: AppDeps): Router {
  const router = Router();
  const withContext = restContext(deps);
  router.use((req, res, next) => {
    if (!REST_PATHS.test(req.path)) return next();
    // Text PostgreSQL cannot store (NUL, lone surrogates) is bad input here, as in GraphQL, never a 500.
    let problem: string | null;
    try {
      problem = firstUnstorable([decodeURIComponent(req.path), req.query, req.body]);
    } catch {
      problem = 'The path is not valid URL encoding';
    }
    if (problem) return next(badInput(problem));
    withContext(req, res, next);
  });
  router.use(userRoutes()); // PUT /user/admin/:email is registered before PUT /user/:email there
  router.use(productRoutes());
  router.use(orderRoutes());
  router.use(reviewRoutes());
  return router;
}
