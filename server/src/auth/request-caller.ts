import type { Request } from 'express';
import type { AppDeps, BadToken, SessionUser } from '../context';
import type { ApiKeyCaller } from '../context';
import { resolveUser } from './resolve-user';

export interface Caller {
  user: SessionUser | null;
  badToken: BadToken;
  apiKey?: ApiKeyCaller;
}

const callers = new WeakMap<Request, Promise<Caller>>();

/**
 * The request's caller, resolved once per request whoever asks first (the GraphQL read cache, the idempotency
 * store, Apollo's context, the REST context): one session or key lookup, and a key's use is counted once.
 */
export function callerOf(deps: AppDeps, req: Request): Promise<Caller> {
  let caller = callers.get(req);
  if (!caller) {
    caller = resolveUser(deps, req.headers, req.ip ?? '');
    callers.set(req, caller);
  }
  return caller;
}
