import type { AppDeps, BadToken, SessionUser } from '../context';
import { fastQuery } from '../db/fast-sql';
import { localState } from '../lib/shared-state';
import { normalizeId } from '../lib/validate';
import type { SessionRow } from '../lib/session-cache';
import { tokenFromHeaders, verifySession } from './session';
import { keyFromHeaders, resolveApiKey } from './api-key';
import type { ApiKeyCaller } from '../context';
import { resolveActAs } from './act-as';

/** Through `pg`, not Prisma: every signed-in request pays it on a cache miss (db/fast-sql.ts). */
export const SESSION_SQL =
  'SELECT "id", "email", "displayName", "role", "tokenVersion", "emailVerified", "companyId", "companyRole" FROM "User" WHERE "id" = $1::uuid';

/** The caller as services see them, from a session or key row. */
export const sessionUserOf = (row: Omit<SessionRow, 'tokenVersion'>): SessionUser => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  role: row.role,
  emailVerified: row.emailVerified,
  companyId: row.companyId,
  companyRole: row.companyRole,
});

/**
 * Bearer token -> the current user row, or null. A token for a deleted user or an old tokenVersion is refused.
 * The row comes from the session-user cache when it holds one carrying the token's version (docs/decisions/017);
 * any other case reads the database.
 * An API key (`X-Api-Key`, or `Authorization: Bearer gg_live_...`) resolves to its creator plus the key's scopes
 * (auth/api-key.ts); a key that is unknown, revoked or expired is a bad token of its own kind ('apiKey'), so its caller
 * is told the key was refused rather than that a session ended.
 */
export async function resolveUser(
  deps: AppDeps,
  headers: Record<string, string | string[] | undefined>,
  ip = '',
): Promise<{ user: SessionUser | null; badToken: BadToken; apiKey?: ApiKeyCaller }> {
  const token = tokenFromHeaders(headers);
  const key = keyFromHeaders(headers, token);
  if (key) {
    const caller = await resolveApiKey(deps, key, ip);
    return caller ? { ...caller, badToken: false } : { user: null, badToken: 'apiKey' };
  }
  if (!token) return { user: null, badToken: false };
  const claims = verifySession(deps.config.sessionSecret, token);
  const userId = claims && normalizeId(claims.sub);
  if (!claims || !userId) return { user: null, badToken: true };
  if (claims.act !== undefined) {
    // An act-as token: never from the session cache, so a stop, an expiry or an unassignment counts at once.
    const sessionId = normalizeId(claims.act);
    const acting = sessionId ? await resolveActAs(deps, sessionId, userId, claims.v) : null;
    return acting ? { user: acting, badToken: false } : { user: null, badToken: true };
  }
  const sessions =
    deps.sessions?.enabled && (await (deps.shared ?? localState).syncSessions(deps.sessions))
      ? deps.sessions
      : undefined;
  let row: SessionRow | null | undefined = sessions?.get(userId);
  if (!row || row.tokenVersion !== claims.v) {
    const startedAt = sessions?.current();
    [row = null] = await fastQuery<SessionRow>(deps.db, SESSION_SQL, [userId]);
    if (row && sessions && startedAt !== undefined) sessions.set(row, startedAt);
  }
  if (!row || row.tokenVersion !== claims.v) return { user: null, badToken: true };
  return {
    user: sessionUserOf(row),
    badToken: false,
  };
}
