import type { NextFunction, Request, Response } from 'express';
import { Kind, parse } from 'graphql';
import { mayReadPublicCache } from './auth/session';
import type { PublicCache } from './lib/public-cache';
import type { SharedState } from './lib/shared-state';

/** Root fields whose answer is the same for every anonymous caller (the catalog and the reviews). */
const PUBLIC_ROOT_FIELDS = new Set(['products', 'product', 'reviews']);
const MAX_CACHEABLE_QUERY = 5_000;

/** query text -> whether it reads only public root fields. Parsed once per distinct text (bounded). */
const cacheableByText = new Map<string, boolean>();

export function readsOnlyPublicFields(query: string): boolean {
  const known = cacheableByText.get(query);
  if (known !== undefined) return known;
  let cacheable = false;
  if (query.length <= MAX_CACHEABLE_QUERY) {
    try {
      const doc = parse(query, { maxTokens: 2_000 });
      const [op] = doc.definitions;
      cacheable = doc.definitions.length === 1 && op.kind === Kind.OPERATION_DEFINITION && op.operation === 'query'
        && op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value) && !s.directives?.length);
    } catch {
      cacheable = false; // Apollo answers the syntax error itself
    }
  }
  if (cacheableByText.size >= 500) cacheableByText.delete(cacheableByText.keys().next().value as string);
  cacheableByText.set(query, cacheable);
  return cacheable;
}

/**
 * The public read cache in front of Apollo's Express integration (`@as-integrations/express5`): a query of only public
 * root fields, anonymous or with a well-signed unexpired session token, is answered from the cache when it can be;
 * on a miss, a successful answer (data, no errors) is kept for the next caller. Everything else goes to Apollo.
 */
export function publicGraphqlCache(cache: PublicCache, shared: SharedState, sessionSecret: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      if (!cache.enabled || req.method !== 'POST' || typeof body?.query !== 'string'
        || !readsOnlyPublicFields(body.query) || !mayReadPublicCache(sessionSecret, req.headers) || !(await shared.sync(cache))) {
        next();
        return;
      }
      const key = `gql\u0000${body.query}\u0000${JSON.stringify(body.variables ?? null)}\u0000${String(body.operationName ?? '')}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        res.status(200).setHeader('content-type', 'application/json; charset=utf-8');
        res.send(hit);
        return;
      }
      const startedAt = cache.current();
      const send = res.send.bind(res);
      res.send = ((payload: unknown) => {
        // Apollo writes `errors` before `data`: an answer that starts with data has no errors.
        if (res.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"data"')) cache.set(key, payload, startedAt);
        return send(payload);
      }) as Response['send'];
      next();
    } catch (e) {
      next(e);
    }
  };
}
