import type { Request, Response } from 'express';
import { AppError, badInput } from '../errors';
import { MAX_PAGE, type Connection, type PageArgs } from '../lib/connection';
import { queryText } from './body';

/** The query parameters a cursor-paged REST list reads (also the public cache's key for it: router.ts). */
export const CURSOR_PARAMS = ['limit', 'cursor'] as const;

/**
 * A REST list in cursor pages (docs/decisions/029): without `?limit=` the route answers its spec list
 * as before (null here); with `?limit=` (1-100) one keyset page of the same GraphQL connection, the next page named
 * by `Link: <path?limit=&cursor=>; rel="next"`. A cursor without limit, or not one from this list, is refused in words;
 * an empty cursor is the first page.
 */
export async function restCursorPage<T>(
  req: Request,
  res: Response,
  read: (args: PageArgs) => Promise<Connection<T>>,
): Promise<T[] | null> {
  const rawLimit = queryText(req, 'limit');
  const cursor = queryText(req, 'cursor');
  if (rawLimit === undefined || rawLimit === '') {
    if (cursor !== undefined) throw badInput(`cursor needs limit (1 to ${MAX_PAGE})`, 'limit');
    return null;
  }
  if (!/^\d{1,8}$/.test(rawLimit)) throw badInput('limit must be a whole number', 'limit');
  const limit = Number(rawLimit);
  if (limit < 1 || limit > MAX_PAGE) throw badInput(`limit must be from 1 to ${MAX_PAGE}`, 'limit');
  const page = await read({ first: limit, after: cursor || null }).catch((e: unknown) => {
    // GraphQL's argument is `after`; here the same cursor is the `cursor` parameter.
    if (e instanceof AppError && e.extensions.field === 'after')
      throw badInput('cursor is not one from this list: start again without it', 'cursor');
    throw e;
  });
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    // The request's other parameters (filters, the e-mail of GET /userOrder) stay in the next page's address.
    const kept = Object.entries(req.query).filter(
      ([name, value]) => !CURSOR_PARAMS.includes(name as never) && typeof value === 'string',
    ) as Array<[string, string]>;
    const next = new URLSearchParams([
      ...kept,
      ['limit', String(limit)],
      ['cursor', page.pageInfo.endCursor],
    ]);
    res.setHeader('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
  }
  return page.edges.map((e) => e.node);
}
