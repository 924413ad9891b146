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

/**
 * The one rule of a sales rep's reach (docs/decisions/117), as SQL: rep `rep` is assigned to company `company` and the
 * assignment reaches location `location` (a buyer's ship-to location): one not limited to locations reaches every
 * one, a limited one only its own, so a buyer with no location is outside every limit.
 */
export const REP_REACHES = (rep: string, company: string, location: string) =>
  `EXISTS (SELECT 1 FROM "SalesRepAssignment" r WHERE r."companyId" = ${company} AND r."repId" = ${rep}
    AND (NOT r."locationLimited" OR ${location} = ANY(r."locationIds")))`;

/**
 * The company roles whose view is their own orders: the only members a rep limited to locations may act as, since a
 * company admin or accounts payable sees (and an admin runs) the whole company, every location's orders included.
 */
export const LIMITED_REP_ACTS_AS: ReadonlyArray<NonNullable<SessionUser['companyRole']>> = [
  'BUYER',
  'REQUESTER',
];

/** Words for a limited rep refused acting as a member who sees the whole company. */
export const LIMITED_REP_WHOLE_COMPANY =
  "You serve only some of this company's locations, so you can act only as one of its buyers or requesters there";

/** A limited assignment of rep `rep` to `company` allows acting as a member of this company role (SQL). */
const LIMITED_REP_ROLE = (rep: string, company: string, role: string) =>
  `NOT EXISTS (SELECT 1 FROM "SalesRepAssignment" r WHERE r."companyId" = ${company} AND r."repId" = ${rep}
    AND r."locationLimited" AND coalesce(${role}::text, '') <> ALL (ARRAY[${LIMITED_REP_ACTS_AS.map((x) => `'${x}'`).join(', ')}]))`;

/** Words for a limited rep's refusal outside their locations, one sentence everywhere it is checked. */
export const OUTSIDE_REP_LOCATIONS =
  "You serve only some of this company's locations, and this is not one of them";

/**
 * The session, its actor and buyer, only while open, unexpired and still allowed (the rep still reaches the buyer, and
 * a limited rep's buyer still has a role that sees only their own orders).
 */
const ACT_AS_SQL = `SELECT b."id", b."email", b."displayName", b."role", b."emailVerified", b."companyId", b."companyRole",
  s."id" AS "sessionId", s."expiresAt", a."displayName" AS "actorName", a."email" AS "actorEmail", a."role" AS "actorRole"
  FROM "ActAsSession" s JOIN "User" a ON a."id" = s."actorId" JOIN "User" b ON b."id" = s."buyerId"
  WHERE s."id" = $1::uuid AND s."actorId" = $2::uuid AND a."tokenVersion" = $3 AND s."endedAt" IS NULL
    AND s."expiresAt" > ($4::timestamptz AT TIME ZONE 'UTC') AND b."companyId" = s."companyId" AND b."role" = 'CUSTOMER' AND NOT b."salesRep"
    AND b."id" <> a."id" AND (a."role" = 'ADMIN' OR (a."salesRep" AND ${REP_REACHES('a."id"', 's."companyId"', 'b."shipToLocationId"')}
    AND ${LIMITED_REP_ROLE('a."id"', 's."companyId"', 'b."companyRole"')}))`;

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

/** What a rep's assignment to a company reaches: every location (null) or only these. */
export interface RepReach {
  locationIds: string[] | null;
}

/**
 * The assignment of sales rep `userId` to `companyId`, read fresh (an unassigned rep loses access at once); null when
 * they do not serve it.
 */
export async function repReach(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  companyId: string,
): Promise<RepReach | null> {
  const [row] = await fastQuery<{ locationLimited: boolean; locationIds: string[] }>(
    deps.db,
    'SELECT r."locationLimited", r."locationIds"::text[] AS "locationIds" FROM "SalesRepAssignment" r JOIN "User" u ON u."id" = r."repId" WHERE r."repId" = $1::uuid AND r."companyId" = $2::uuid AND u."salesRep"',
    [userId, companyId],
  );
  if (!row) return null;
  return { locationIds: row.locationLimited ? row.locationIds : null };
}

/** Whether a reach includes a buyer, order or quote of this location (REP_REACHES in TypeScript). */
export const reaches = (reach: RepReach, locationId: string | null | undefined): boolean =>
  reach.locationIds === null || (!!locationId && reach.locationIds.includes(locationId));

/** Whether `userId` is a sales rep assigned to `companyId`, to any of its locations or all. */
export async function servesCompany(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  companyId: string,
): Promise<boolean> {
  return (await repReach(deps, userId, companyId)) !== null;
}

/**
 * The refusal when a person acting as a buyer (a rep; shop admins reach every location) would move the buyer to a
 * ship-to location the rep does not serve; nothing for anyone else.
 */
export async function refuseOutsideActorReach(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  locationId: string | null,
): Promise<void> {
  const acting = user.actingAs;
  if (!acting || acting.actorRole === 'ADMIN') return;
  const reach = await repReach(deps, acting.actorId, user.companyId);
  if (!reach || !reaches(reach, locationId)) throw forbidden(OUTSIDE_REP_LOCATIONS);
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
