import type { AppDeps, SessionUser } from '../context';
import { localState } from '../lib/shared-state';
import type { SessionRow } from '../lib/session-cache';
import { tokenFromHeaders, verifySession } from './session';

const SESSION_SELECT = { id: true, email: true, displayName: true, role: true, tokenVersion: true, emailVerified: true } as const;

/**
 * Bearer token -> the current user row, or null. A token for a deleted user or an old tokenVersion is refused.
 * The row comes from the session-user cache when it holds one carrying the token's version (docs/decisions/016);
 * any other case reads the database.
 */
export async function resolveUser(
  deps: AppDeps,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ user: SessionUser | null; badToken: boolean }> {
  const token = tokenFromHeaders(headers);
  if (!token) return { user: null, badToken: false };
  const claims = verifySession(deps.config.sessionSecret, token);
  if (!claims) return { user: null, badToken: true };
  const sessions = deps.sessions?.enabled && (await (deps.shared ?? localState).syncSessions(deps.sessions)) ? deps.sessions : undefined;
  let row: SessionRow | null | undefined = sessions?.get(claims.sub);
  if (!row || row.tokenVersion !== claims.v) {
    const startedAt = sessions?.current();
    row = await deps.db.user.findUnique({ where: { id: claims.sub }, select: SESSION_SELECT });
    if (row && sessions && startedAt !== undefined) sessions.set(row, startedAt);
  }
  if (!row || row.tokenVersion !== claims.v) return { user: null, badToken: true };
  return {
    user: { id: row.id, email: row.email, displayName: row.displayName, role: row.role, emailVerified: row.emailVerified },
    badToken: false,
  };
}
