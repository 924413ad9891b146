"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.looksLikeKey = exports.hashKey = exports.KEY_PREFIX = void 0;
exports.newKey = newKey;
exports.keyFromHeaders = keyFromHeaders;
exports.resolveApiKey = resolveApiKey;
const node_crypto_1 = require("node:crypto");
const fast_sql_1 = require("../db/fast-sql");
exports.KEY_PREFIX = 'gg_live_';
/** `gg_live_` + 12 hex of the id + `_` + 43 characters of base64url (32 random bytes). */
const KEY_SHAPE = /^gg_live_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;
const hashKey = (key) => (0, node_crypto_1.createHash)('sha256').update(key, 'utf8').digest();
exports.hashKey = hashKey;
/** A new key for row `id`: the secret shown once, its visible prefix and the hash that is stored. */
function newKey(id) {
    const prefix = `${exports.KEY_PREFIX}${id.replace(/-/g, '').slice(0, 12)}`;
    const key = `${prefix}_${(0, node_crypto_1.randomBytes)(32).toString('base64url')}`;
    return { key, prefix, hash: (0, exports.hashKey)(key).toString('hex') };
}
/** Does this look like one of our keys (so `Authorization: Bearer` carries a key rather than a session token)? */
const looksLikeKey = (value) => value.startsWith(exports.KEY_PREFIX);
exports.looksLikeKey = looksLikeKey;
/** The key a request carries: `X-Api-Key`, or `Authorization: Bearer gg_live_...`. */
function keyFromHeaders(headers, bearer) {
    const raw = headers['x-api-key'];
    const header = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (header)
        return header;
    return bearer && (0, exports.looksLikeKey)(bearer) ? bearer : undefined;
}
/** The key's row and its creator's current row, read on every request: revocation, expiry and role changes apply at once on every instance. */
const KEY_SQL = `SELECT k."id" AS "keyId", k."companyId" AS "keyCompanyId", k."hash", k."scopes", k."expiresAt", k."revokedAt",
  u."id", u."email", u."displayName", u."role", u."emailVerified", u."companyId", u."companyRole"
  FROM "ApiKey" k JOIN "User" u ON u."id" = k."userId" WHERE k."prefix" = $1`;
const USED_SQL = `UPDATE "ApiKey" SET "lastUsedAt" = (now() AT TIME ZONE 'UTC'), "lastUsedIp" = $2, "requestCount" = "requestCount" + 1 WHERE "id" = $1::uuid`;
/**
 * An API key -> its creator acting through it, or null when the key is unknown, malformed, revoked or expired.
 * The row is found by the visible prefix; the hashes are compared in constant time, so response times say
 * nothing about how much of a guessed key was right.
 */
async function resolveApiKey(deps, key, ip) {
    const m = KEY_SHAPE.exec(key);
    if (!m)
        return null;
    const presented = (0, exports.hashKey)(key);
    const rows = await (0, fast_sql_1.fastQuery)(deps.db, KEY_SQL, [`${exports.KEY_PREFIX}${m[1]}`]);
    const now = deps.clock ? deps.clock() : new Date();
    let found;
    for (const row of rows) {
        const stored = Buffer.from(row.hash, 'hex');
        if (stored.length === presented.length && (0, node_crypto_1.timingSafeEqual)(stored, presented))
            found = row;
    }
    if (!found || found.revokedAt || (found.expiresAt && found.expiresAt <= now) || !companyKeyHolds(found))
        return null;
    await (0, fast_sql_1.fastQuery)(deps.db, USED_SQL, [found.keyId, ip.slice(0, 64)]);
    const company = found.keyCompanyId !== null;
    return {
        user: {
            id: found.id, email: found.email, displayName: found.displayName, emailVerified: found.emailVerified, companyId: found.companyId, companyRole: found.companyRole,
            // A company key acts as a member of its company, never as a shop admin, whoever created it.
            role: company ? 'CUSTOMER' : found.role,
        },
        apiKey: { id: found.keyId, scopes: found.scopes, companyId: found.keyCompanyId },
    };
}
/**
 * A company key works only while its creator is still a company admin of that company (read with the key, on
 * every request): moved out, demoted or removed, the key is refused from their next request on every instance.
 * (Deleting the creator deletes their keys.)
 */
const companyKeyHolds = (row) => row.keyCompanyId === null || (row.companyId === row.keyCompanyId && row.companyRole === 'COMPANY_ADMIN');
//# sourceMappingURL=api-key.js.map