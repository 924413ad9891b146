import { parse as parseUrl } from 'node:url';
import type { NextFunction, Request, Response } from 'express';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { Kind, parse } from 'graphql';
import type { Context } from './context';
import { tokenFromHeaders } from './auth/session';
import type { PublicCache } from './lib/public-cache';

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
 * POST/GET /graphql: Apollo's HTTP entry point (what @as-integrations/express5 did; we no longer depend on it), plus the public read
 * cache: an anonymous query of only public root fields is answered from the cache when it can be, and a
 * successful answer (data, no errors) is stored for the next caller.
 */
export function graphqlHttpHandler(
  apollo: ApolloServer<Context>,
  context: (req: Request) => Promise<Context>,
  cache: PublicCache,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      let key: string | undefined;
      let startedAt = 0;
      if (cache.enabled && req.method === 'POST' && typeof body?.query === 'string' && !tokenFromHeaders(req.headers)
        && readsOnlyPublicFields(body.query)) {
        key = `gql\u0000${body.query}\u0000${JSON.stringify(body.variables ?? null)}\u0000${String(body.operationName ?? '')}`;
        const hit = cache.get(key);
        if (hit !== undefined) {
          res.status(200).setHeader('content-type', 'application/json; charset=utf-8');
          res.send(hit);
          return;
        }
        startedAt = cache.current();
      }

      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: parseUrl(req.url).search ?? '', body: req.body },
        context: () => context(req),
      });
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.statusCode = response.status || 200;
      if (response.body.kind === 'complete') {
        // Apollo writes `errors` before `data`: an answer that starts with data has no errors.
        if (key && res.statusCode === 200 && response.body.string.startsWith('{"data"')) cache.set(key, response.body.string, startedAt);
        res.send(response.body.string);
        return;
      }
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (e) {
      next(e);
    }
  };
}
