import type { Request } from 'express';
import { Kind, parse, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** What a request may do, decided once per request for the rate limits and the public cache. */
export interface RequestKind {
  /** May change data: a REST write method, or a GraphQL request that runs (or may run) a mutation. */
  write: boolean;
  /** Exchanges a Firebase ID token for a session (the sign-in limit). */
  signIn: boolean;
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
  if (req.path !== '/graphql') return { write: WRITE_METHODS.has(req.method), signIn: false };
  if (req.method !== 'POST') return { write: false, signIn: false }; // Apollo refuses mutations over GET
  const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof body?.query !== 'string') return { write: true, signIn: false };
  let doc: DocumentNode;
  try {
    doc = parse(body.query, { maxTokens: 5000 });
  } catch {
    return { write: true, signIn: false };
  }
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const name = typeof body.operationName === 'string' ? body.operationName : undefined;
  const chosen = name ? ops.filter((o) => o.name?.value === name) : ops.length === 1 ? ops : [];
  const write = chosen.length === 1 ? chosen[0].operation === 'mutation' : ops.some((o) => o.operation === 'mutation');
  let signIn = false;
  if (write) {
    visit(doc, { Field(node) { if (node.name.value === 'exchangeToken') signIn = true; } });
  }
  return { write, signIn };
}
