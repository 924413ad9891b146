import type { AppDeps, SessionUser } from '../context';
import { tokenFromHeaders, verifySession } from './session';

/** Bearer token -> the current user row, or null. A token for a deleted user or an old tokenVersion is refused. */
export async function resolveUser(
  deps: AppDeps,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ user: SessionUser | null; badToken: boolean }> {
  const token = tokenFromHeaders(headers);
  if (!token) return { user: null, badToken: false };
  const claims = verifySession(deps.config.sessionSecret, token);
  if (!claims) return { user: null, badToken: true };
  const row = await deps.db.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, email: true, displayName: true, role: true, tokenVersion: true, emailVerified: true },
  });
  if (!row || row.tokenVersion !== claims.v) return { user: null, badToken: true };
  return {
    user: { id: row.id, email: row.email, displayName: row.displayName, role: row.role, emailVerified: row.emailVerified },
    badToken: false,
  };
}
