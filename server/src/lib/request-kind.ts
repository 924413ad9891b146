import type { Request } from 'express';
import { documentOf } from './graphql-documents';

/**
 * What a request may do, decided once per request for the write limit and the public cache. (The sign-in limit is
 * counted where sessions are minted, in the auth service: auth/sign-in-limit.ts.)
 */
export interface RequestKind {
  /** May change data: a REST write method, or a GraphQL request that runs (or may run) a mutation. */
  write: boolean;
}

const KIND = Symbol('requestKind');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * GraphQL requests are classified on the parsed document, never on its text: a leading comment, a fragment or
 * a second operation cannot make a mutation look like a read. A document that does not parse, or whose
 * operation cannot be chosen, counts as a write (over-counting is harmless; under-counting skips a limit). The
 * document is parsed once per distinct text (graphql-documents.ts), at most MAX_CLASSIFY_TOKENS tokens read.
 */
export function requestKind(req: Request): RequestKind {
  const cached = (req as unknown as Record<symbol, RequestKind | undefined>)[KIND];
  if (cached) return cached;
  const kind = classify(req);
  (req as unknown as Record<symbol, RequestKind>)[KIND] = kind;
  return kind;
}

function classify(req: Request): RequestKind {
  // Express matches mounts without regard to case or a trailing slash: /GRAPHQL and /graphql/ reach Apollo too.
  if (req.path.replace(/\/+$/, '').toLowerCase() !== '/graphql')
    return { write: WRITE_METHODS.has(req.method) };
  if (req.method !== 'POST') return { write: false }; // Apollo refuses mutations over GET
  const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof body?.query !== 'string') return { write: true };
  const ops = documentOf(body.query).operations;
  if (!ops) return { write: true };
  const name = typeof body.operationName === 'string' ? body.operationName : undefined;
  const chosen = name ? ops.filter((o) => o.name === name) : ops.length === 1 ? ops : [];
  const write = chosen.length === 1 ? chosen[0].mutation : ops.some((o) => o.mutation);
  return { write };
}
