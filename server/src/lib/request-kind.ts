import type { Request } from 'express';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';

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
 * operation cannot be chosen, counts as a write (over-counting is harmless; under-counting skips a limit).
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
  if (req.path.replace(/\/+$/, '').toLowerCase() !== '/graphql') return { write: WRITE_METHODS.has(req.method) };
  if (req.method !== 'POST') return { write: false }; // Apollo refuses mutations over GET
  const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof body?.query !== 'string') return { write: true };
  let doc: DocumentNode;
  try {
    doc = parse(body.query, { maxTokens: 5000 });
  } catch {
    return { write: true };
  }
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const name = typeof body.operationName === 'string' ? body.operationName : undefined;
  const chosen = name ? ops.filter((o) => o.name?.value === name) : ops.length === 1 ? ops : [];
  const write = chosen.length === 1 ? chosen[0].operation === 'mutation' : ops.some((o) => o.operation === 'mutation');
  return { write };
}
