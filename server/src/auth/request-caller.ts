import type { Request } from 'express';
import type { AppDeps, BadToken, SessionUser } from '../context';
import type { ApiKeyCaller } from '../context';
import { resolveUser } from './resolve-user';
import { noteAuditCaller } from '../db/audit-context';

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
    caller = resolveUser(deps, req.headers, req.ip ?? '').then((c) => {
      // The audit trail's actor for this request's writes (docs/decisions/060).
      // Acting as a buyer: the rep or admin is the actor, the buyer whom they act for (docs/decisions/084).
      const acting = c.user?.actingAs;
      noteAuditCaller(
        c.user &&
          (acting
            ? {
                id: acting.actorId,
                role: acting.actorRole,
                companyId: c.user.companyId,
                companyRole: acting.actorRole === 'ADMIN' ? 'ADMIN' : 'SALES_REP',
                actingFor: c.user.id,
              }
            : {
                id: c.user.id,
                role: c.user.role,
                companyId: c.user.companyId,
                companyRole: c.user.companyRole,
              }),
        c.apiKey?.id ?? null,
      );
      return c;
    });
    callers.set(req, caller);
  }
  return caller;
}
