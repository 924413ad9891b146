import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKeyCaller, AppDeps, SessionUser } from '../context';
import { fastQuery } from '../db/fast-sql';
import type { CompanyRole, Role } from '../generated/prisma/client';
import type { Scope } from '@gluegun/common';

/** What a request made with an API key carries beside its creator (ctx.apiKey). */
export const KEY_PREFIX = 'gg_live_';
/** `gg_live_` + 12 hex of the id + `_` + 43 characters of base64url (32 random bytes). */
const KEY_SHAPE = /^gg_live_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export const hashKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/** A new key for row `id`: the secret shown once, its visible prefix and the hash that is stored. */
export function newKey(id: string): { key: string; prefix: string; hash: string } {
  const prefix = `${KEY_PREFIX}${id.replace(/-/g, '').slice(0, 12)}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashKey(key).toString('hex') };
}

/** Does this look like one of our keys (so `Authorization: Bearer` carries a key rather than a session token)? */
export const looksLikeKey = (value: string): boolean => value.startsWith(KEY_PREFIX);

/** The key a request carries: `X-Api-Key`, or `Authorization: Bearer gg_live_...`. */
export function keyFromHeaders(
  headers: Record<string, string | string[] | undefined>,
  bearer: string | undefined,
): string | undefined {
  const raw = headers['x-api-key'];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (header) return header;
  return bearer && looksLikeKey(bearer) ? bearer : undefined;
}

interface KeyRow {
  keyId: string;
  keyCompanyId: string | null;
  hash: string;
  scopes: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  emailVerified: boolean;
  companyId: string;
  companyRole: CompanyRole;
}

/** The key's row and its creator's current row, read on every request: revocation, expiry and role changes apply at once on every instance. */
export const KEY_SQL = `SELECT k."id" AS "keyId", k."companyId" AS "keyCompanyId", k."hash", k."scopes", k."expiresAt", k."revokedAt",
  u."id", u."email", u."displayName", u."role", u."emailVerified", u."companyId", u."companyRole"
  FROM "ApiKey" k JOIN "User" u ON u."id" = k."userId" WHERE k."prefix" = $1`;
export const USED_SQL = `UPDATE "ApiKey" SET "lastUsedAt" = (now() AT TIME ZONE 'UTC'), "lastUsedIp" = $2, "requestCount" = "requestCount" + 1 WHERE "id" = $1::uuid`;

/**
 * An API key -> its creator acting through it, or null when the key is unknown, malformed, revoked or expired.
 * The row is found by the visible prefix; the hashes are compared in constant time, so response times say
 * nothing about how much of a guessed key was right.
 */
export async function resolveApiKey(
  deps: AppDeps,
  key: string,
  ip: string,
): Promise<{ user: SessionUser; apiKey: ApiKeyCaller } | null> {
  const m = KEY_SHAPE.exec(key);
  if (!m) return null;
  const presented = hashKey(key);
  const rows = await fastQuery<KeyRow>(deps.db, KEY_SQL, [`${KEY_PREFIX}${m[1]}`]);
  const now = deps.clock ? deps.clock() : new Date();
  let found: KeyRow | undefined;
  for (const row of rows) {
    const stored = Buffer.from(row.hash, 'hex');
    if (stored.length === presented.length && timingSafeEqual(stored, presented)) found = row;
  }
  if (!found || found.revokedAt || (found.expiresAt && found.expiresAt <= now) || !companyKeyHolds(found))
    return null;
  await fastQuery(deps.db, USED_SQL, [found.keyId, ip.slice(0, 64)]);
  const company = found.keyCompanyId !== null;
  return {
    user: {
      id: found.id,
      email: found.email,
      displayName: found.displayName,
      emailVerified: found.emailVerified,
      companyId: found.companyId,
      companyRole: found.companyRole,
      // A company key acts as a member of its company, never as a shop admin, whoever created it.
      role: company ? 'CUSTOMER' : found.role,
    },
    apiKey: { id: found.keyId, scopes: found.scopes as Scope[], companyId: found.keyCompanyId },
  };
}

/**
 * A company key works only while its creator is still a company admin of that company (read with the key, on
 * every request): moved out, demoted or removed, the key is refused from their next request on every instance.
 * (Deleting the creator deletes their keys.)
 */
const companyKeyHolds = (row: KeyRow): boolean =>
  row.keyCompanyId === null || (row.companyId === row.keyCompanyId && row.companyRole === 'COMPANY_ADMIN');
