import type { NextFunction, Request, Response } from 'express';
import { Kind, parse } from 'graphql';
import type { AppDeps, SessionUser } from './context';
import { mayReadPublicCache, tokenFromHeaders } from './auth/session';
import { resolveUser } from './auth/resolve-user';
import type { PublicCache } from './lib/public-cache';
import type { SharedState } from './lib/shared-state';

/** Root fields whose answer is the same for every caller (the catalog and the reviews). */
const PUBLIC_ROOT_FIELDS = new Set(['products', 'product', 'reviews']);
/**
 * Root fields whose answer depends only on who asks (their own orders; all orders for an admin): cached per caller,
 * after the full session check, and cleared by every write like the public entries (docs/decisions/008).
 */
const CALLER_ROOT_FIELDS = new Set(['myOrders', 'orders']);
const MAX_CACHEABLE_QUERY = 5_000;

/** 'public': same answer for all; 'caller': same answer for one signed-in caller; null: never cached. */
export type Cacheability = 'public' | 'caller' | null;

/** query text -> how its answer may be cached. Parsed once per distinct text (bounded). */
const cacheabilityByText = new Map<string, Cacheability>();

export function cacheabilityOf(query: string): Cacheability {
  const known = cacheabilityByText.get(query);
  if (known !== undefined) return known;
  let result: Cacheability = null;
  if (query.length <= MAX_CACHEABLE_QUERY) {
    try {
      const doc = parse(query, { maxTokens: 2_000 });
      const [op] = doc.definitions;
      if (doc.definitions.length === 1 && op.kind === Kind.OPERATION_DEFINITION && op.operation === 'query') {
        const fields = op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD && !s.directives?.length ? s.name.value : null));
        if (fields.every((f) => f !== null && PUBLIC_ROOT_FIELDS.has(f))) result = 'public';
        else if (fields.every((f) => f !== null && (PUBLIC_ROOT_FIELDS.has(f) || CALLER_ROOT_FIELDS.has(f)))) result = 'caller';
      }
    } catch {
      result = null; // Apollo answers the syntax error itself
    }
  }
  if (cacheabilityByText.size >= 500) cacheabilityByText.delete(cacheabilityByText.keys().next().value as string);
  cacheabilityByText.set(query, result);
  return result;
}

/** The caller resolved by the cache in front of Apollo, so Apollo's context does not look it up again. */
const resolvedCallers = new WeakMap<Request, { user: SessionUser | null; badToken: boolean }>();
export const resolvedCaller = (req: Request) => resolvedCallers.get(req);

/**
 * The read cache in front of Apollo's Express integration (`@as-integrations/express5`):
 * - a query of only public root fields, anonymous or with a well-signed unexpired session token, shares one entry;
 * - a query of the caller's own data (myOrders; orders for an admin) gets an entry per caller, once the session is
 *   fully checked (signature, expiry, user row and token version), so a revoked session is refused as before.
 * On a miss, a successful answer (data, no errors) is kept for the next caller; concurrent misses of one key wait
 * for the first one instead of all computing it. Everything else goes straight to Apollo.
 */
export function publicGraphqlCache(cache: PublicCache, shared: SharedState, deps: AppDeps) {
  const inflight = new Map<string, { startedAt: number; answer: Promise<Buffer | undefined> }>();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      const kind = cache.enabled && req.method === 'POST' && typeof body?.query === 'string' ? cacheabilityOf(body.query) : null;
      if (!kind || (kind === 'public' && !mayReadPublicCache(deps.config.sessionSecret, req.headers))) {
        next();
        return;
      }
      let scope = 'public';
      if (kind === 'caller') {
        if (!tokenFromHeaders(req.headers)) {
          next();
          return;
        }
        const caller = await resolveUser(deps, req.headers);
        resolvedCallers.set(req, caller);
        if (!caller.user) {
          next(); // Apollo refuses it, exactly as without the cache
          return;
        }
        scope = `caller\u0000${caller.user.id}\u0000${caller.user.role}`;
      }
      if (!(await shared.sync(cache))) {
        next();
        return;
      }
      const key = `gql\u0000${scope}\u0000${body!.query as string}\u0000${JSON.stringify(body!.variables ?? null)}\u0000${String(body!.operationName ?? '')}`;
      const send = (bytes: Buffer) => {
        res.status(200).setHeader('content-type', 'application/json; charset=utf-8');
        res.send(bytes);
      };
      const hit = cache.get(key);
      if (hit !== undefined) {
        send(hit);
        return;
      }
      const startedAt = cache.current();
      const running = inflight.get(key);
      if (running && running.startedAt === startedAt) {
        const answer = await running.answer;
        if (answer !== undefined && cache.current() === startedAt) {
          send(answer);
          return;
        }
        next();
        return;
      }
      let settle: (answer: Buffer | undefined) => void = () => undefined;
      const answer = new Promise<Buffer | undefined>((resolve) => { settle = resolve; });
      inflight.set(key, { startedAt, answer });
      const done = (bytes: Buffer | undefined) => {
        if (inflight.get(key)?.answer === answer) inflight.delete(key);
        settle(bytes);
      };
      res.once('close', () => done(undefined));
      const original = res.send.bind(res);
      res.send = ((payload: unknown) => {
        // Apollo writes `errors` before `data`: an answer that starts with data has no errors.
        const ok = res.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"data"');
        if (ok) cache.set(key, payload, startedAt);
        done(ok ? Buffer.from(payload, 'utf8') : undefined);
        return original(payload);
      }) as Response['send'];
      next();
    } catch (e) {
      next(e);
    }
  };
}
