/**
 * Sales reps and acting as a buyer (docs/decisions/084). An act-as token is a session token of the acting rep or
 * shop admin that names an ActAsSession; every request re-reads that session with the rep's assignment and the
 * buyer's row, so a stopped, expired or no longer allowed session is refused on the very next request.
 */
import type { AppDeps, SessionUser } from '../context';
import type { Role } from '../generated/prisma/client';
import { fastQuery } from '../db/fast-sql';
import { nowOf } from '../lib/clock';
import { forbidden } from '../errors';
import { ACCESS, type Declared, type Operation } from './access-table';

/** Who is acting, beside the buyer `user` they act as. */
export interface ActingAs {
  sessionId: string;
  actorId: string;
  actorName: string;
  actorEmail: string;
  actorRole: Role;
  expiresAt: Date;
}

interface ActAsRow {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  emailVerified: boolean;
  companyId: string;
  companyRole: SessionUser['companyRole'];
  sessionId: string;
  expiresAt: Date;
  actorName: string | null;
  actorEmail: string;
  actorRole: Role;
}

/** The session, its actor and buyer, only while open, unexpired and still allowed (the rep still serves the company). */
const ACT_AS_SQL = `SELECT b."id", b."email", b."displayName", b."role", b."emailVerified", b."companyId", b."companyRole",
  s."id" AS "sessionId", s."expiresAt", a."displayName" AS "actorName", a."email" AS "actorEmail", a."role" AS "actorRole"
  FROM "ActAsSession" s JOIN "User" a ON a."id" = s."actorId" JOIN "User" b ON b."id" = s."buyerId"
  WHERE s."id" = $1::uuid AND s."actorId" = $2::uuid AND a."tokenVersion" = $3 AND s."endedAt" IS NULL
    AND s."expiresAt" > ($4::timestamptz AT TIME ZONE 'UTC') AND b."companyId" = s."companyId" AND b."role" = 'CUSTOMER' AND NOT b."salesRep"
    AND b."id" <> a."id" AND (a."role" = 'ADMIN' OR (a."salesRep" AND EXISTS (
      SELECT 1 FROM "SalesRepAssignment" r WHERE r."companyId" = s."companyId" AND r."repId" = a."id")))`;

/** The buyer an act-as token stands for, with who acts; null when the session may no longer be used. */
export async function resolveActAs(
  deps: AppDeps,
  sessionId: string,
  actorId: string,
  tokenVersion: number,
): Promise<SessionUser | null> {
  const [row] = await fastQuery<ActAsRow>(deps.db, ACT_AS_SQL, [
    sessionId,
    actorId,
    tokenVersion,
    nowOf(deps).toISOString(),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    emailVerified: row.emailVerified,
    companyId: row.companyId,
    companyRole: row.companyRole,
    actingAs: {
      sessionId: row.sessionId,
      actorId,
      actorName: row.actorName ?? row.actorEmail,
      actorEmail: row.actorEmail,
      actorRole: row.actorRole,
      expiresAt: row.expiresAt,
    },
  };
}

/** Whether `userId` is a sales rep assigned to `companyId`, read fresh (an unassigned rep loses access at once). */
export async function servesCompany(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  companyId: string,
): Promise<boolean> {
  const rows = await fastQuery<{ ok: number }>(
    deps.db,
    'SELECT 1 AS "ok" FROM "SalesRepAssignment" r JOIN "User" u ON u."id" = r."repId" WHERE r."repId" = $1::uuid AND r."companyId" = $2::uuid AND u."salesRep"',
    [userId, companyId],
  );
  return rows.length > 0;
}

/** Operations an act-as session may call although no API key may: ending the session itself. */
const ACT_AS_PEOPLE_OPS: ReadonlySet<string> = new Set(['signOut', 'stopActingAs', 'myActAsSession']);

/**
 * Someone acting as a buyer may not do what makes or changes the buyer's identity or outlives the session: the
 * people-only operations (scope null: API keys, e-mail settings, invitations, personal data, acting again).
 */
export function checkActingAs(user: SessionUser | null, op: string): void {
  if (!user?.actingAs || ACT_AS_PEOPLE_OPS.has(op)) return;
  const declared = (ACCESS as Record<string, Declared>)[op as Operation];
  if (declared && declared.access !== 'PUBLIC' && declared.scope === null) {
    throw forbidden(
      `While acting as ${user.displayName ?? user.email} you cannot do this; stop acting first`,
    );
  }
}
