"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sessionUserOf = void 0;
exports.resolveUser = resolveUser;
const fast_sql_1 = require("../db/fast-sql");
const shared_state_1 = require("../lib/shared-state");
const validate_1 = require("../lib/validate");
const session_1 = require("./session");
const api_key_1 = require("./api-key");
/** Through `pg`, not Prisma: every signed-in request pays it on a cache miss (db/fast-sql.ts). */
const SESSION_SQL = 'SELECT "id", "email", "displayName", "role", "tokenVersion", "emailVerified", "companyId", "companyRole" FROM "User" WHERE "id" = $1::uuid';
/** The caller as services see them, from a session or key row. */
const sessionUserOf = (row) => ({
    id: row.id, email: row.email, displayName: row.displayName, role: row.role, emailVerified: row.emailVerified, companyId: row.companyId, companyRole: row.companyRole,
});
exports.sessionUserOf = sessionUserOf;
/**
 * Bearer token -> the current user row, or null. A token for a deleted user or an old tokenVersion is refused.
 * The row comes from the session-user cache when it holds one carrying the token's version (docs/decisions/017);
 * any other case reads the database.
 * An API key (`X-Api-Key`, or `Authorization: Bearer gg_live_...`) resolves to its creator plus the key's scopes
 * (auth/api-key.ts); a key that is unknown, revoked or expired counts as a bad token.
 */
async function resolveUser(deps, headers, ip = '') {
    const token = (0, session_1.tokenFromHeaders)(headers);
    const key = (0, api_key_1.keyFromHeaders)(headers, token);
    if (key) {
        const caller = await (0, api_key_1.resolveApiKey)(deps, key, ip);
        return caller ? { ...caller, badToken: false } : { user: null, badToken: true };
    }
    if (!token)
        return { user: null, badToken: false };
    const claims = (0, session_1.verifySession)(deps.config.sessionSecret, token);
    const userId = claims && (0, validate_1.normalizeId)(claims.sub);
    if (!claims || !userId)
        return { user: null, badToken: true };
    const sessions = deps.sessions?.enabled && (await (deps.shared ?? shared_state_1.localState).syncSessions(deps.sessions)) ? deps.sessions : undefined;
    let row = sessions?.get(userId);
    if (!row || row.tokenVersion !== claims.v) {
        const startedAt = sessions?.current();
        [row = null] = await (0, fast_sql_1.fastQuery)(deps.db, SESSION_SQL, [userId]);
        if (row && sessions && startedAt !== undefined)
            sessions.set(row, startedAt);
    }
    if (!row || row.tokenVersion !== claims.v)
        return { user: null, badToken: true };
    return {
        user: (0, exports.sessionUserOf)(row),
        badToken: false,
    };
}
//# sourceMappingURL=resolve-user.js.map