import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from './context';
import { carriesCredentials, mayReadPublicCache, tokenFromHeaders } from './auth/session';
import { callerOf } from './auth/request-caller';
import type { PublicCache } from './lib/public-cache';
import { gateDay, limitedCaller } from './modules/prices/limited-callers';
import type { SharedState } from './lib/shared-state';
import {
  MAX_VARIABLES_DEPTH,
  cacheShapeOf,
  canonicalVariables,
  jsonDepthExceeds,
  searchesCatalog,
} from './lib/graphql-cache-key';

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
      // Refused for every request, cached or not: building a key (or Apollo's coercion) recurses through them.
      if (req.method === 'POST' && jsonDepthExceeds(body?.variables, MAX_VARIABLES_DEPTH)) {
        res.status(400).json({
          errors: [
            {
              message: `Variables are nested too deeply (at most ${MAX_VARIABLES_DEPTH} levels)`,
              extensions: { code: 'BAD_USER_INPUT', field: 'variables' },
            },
          ],
        });
        return;
      }
      const shape =
        cache.enabled && req.method === 'POST' && typeof body?.query === 'string'
          ? cacheShapeOf(body.query)
          : null;
      const kind = shape?.kind;
      if (
        !shape ||
        (kind === 'public' && !mayReadPublicCache(deps.config.sessionSecret, req.headers)) ||
        // A signed-in person's or a key's search finds their company's own part numbers: their answer alone.
        (searchesCatalog(shape, body?.variables) && carriesCredentials(req.headers))
      ) {
        next();
        return;
      }
      let scope = 'public';
      if (kind === 'caller') {
        if (!tokenFromHeaders(req.headers)) {
          next();
          return;
        }
        const caller = await callerOf(deps, req);
        // A key's answers are never cached: its scopes, not only its creator, decide what it may read.
        if (!caller.user || caller.apiKey) {
          next(); // Apollo refuses it, exactly as without the cache
          return;
        }
        scope = `caller\u0000${caller.user.id}\u0000${caller.user.role}`;
      }
      if (!(await shared.sync(cache))) {
        next();
        return;
      }
      const day = gateDay(deps);
      // A company whose price lists limit its catalog (docs/decisions/129) never reads nor fills the public entries:
      // its answer goes the uncached way, so nobody else is shown its view and it is never shown everyone's.
      if (kind === 'public' && carriesCredentials(req.headers) && (await limitedCaller(deps, req, cache))) {
        next();
        return;
      }
      // Built from the parsed document and the declared variables only (docs/decisions/023): whitespace, comments,
      // key order and undeclared variables reuse one entry.
      const key = `gql\u0000${scope}\u0000${shape.text}\u0000${canonicalVariables(body!.variables, shape.variables)}\u0000${String(body!.operationName ?? '')}`;
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
      const answer = new Promise<Buffer | undefined>((resolve) => {
        settle = resolve;
      });
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
        // Stored without its `extensions.cost`: that is this caller's budget, and a cached answer costs nothing.
        // Nor kept once the day turned since the gate: the lists may then limit what the resolvers read.
        const stored = ok && gateDay(deps) === day ? withoutCost(payload) : undefined;
        if (stored !== undefined) cache.set(key, stored, startedAt);
        done(stored !== undefined ? Buffer.from(stored, 'utf8') : undefined);
        return original(payload);
      }) as Response['send'];
      next();
    } catch (e) {
      next(e);
    }
  };
}

/** The end of an answer whose only extension is the cost (graphql-cost.ts): numbers only, closing the root object. */
const COST_TAIL =
  /^,"extensions":\{"cost":\{"requestedQueryCost":[-+.\deE]+,"actualQueryCost":[-+.\deE]+,"throttleStatus":\{"maximumAvailable":[-+.\deE]+,"currentlyAvailable":[-+.\deE]+,"restoreRate":[-+.\deE]+\}\}\}\}\n?$/;

/**
 * An answer's JSON without `extensions.cost` (graphql-cost.ts), and without `extensions` when nothing else is in it:
 * the same text as `JSON.stringify` of the parsed answer without them. Apollo's answer ends with
 * `,"extensions":{"cost":{...}}}` (and a newline) when the cost is its only extension: that tail is cut off, without
 * parsing and printing the whole answer again. A `,"` can only be JSON structure (inside a string a quote
 * is always escaped), and four closing braces after the last number put `extensions` at the root.
 */
export function withoutCost(payload: string): string {
  if (!payload.includes('"cost":')) return payload;
  const at = payload.lastIndexOf(',"extensions":{"cost":{');
  if (at > 0 && COST_TAIL.test(payload.slice(at))) return `${payload.slice(0, at)}}`;
  const answer = JSON.parse(payload) as { extensions?: Record<string, unknown> };
  if (answer.extensions) {
    delete answer.extensions.cost;
    if (Object.keys(answer.extensions).length === 0) delete answer.extensions;
  }
  return JSON.stringify(answer);
}
