"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.signSession = signSession;
exports.verifySession = verifySession;
exports.tokenFromHeaders = tokenFromHeaders;
exports.mayReadPublicCache = mayReadPublicCache;
const node_crypto_1 = require("node:crypto");
const jsonwebtoken_1 = __importDefault(require("jsonwebtoken"));
const ISSUER = 'gluegun-shop';
/**
 * Given a plain string, jsonwebtoken first tries to read it as a PEM public key and only falls back to an
 * HMAC secret after that throws: an exception on every request (about 7 % of the server's CPU under load).
 * The secret becomes a KeyObject once instead.
 */
const keys = new Map();
function keyFor(secret) {
    let key = keys.get(secret);
    if (!key) {
        key = (0, node_crypto_1.createSecretKey)(Buffer.from(secret, 'utf8'));
        keys.set(secret, key);
    }
    return key;
}
function signSession(secret, ttlSeconds, claims) {
    return jsonwebtoken_1.default.sign({ v: claims.v }, keyFor(secret), {
        algorithm: 'HS256',
        subject: claims.sub,
        issuer: ISSUER,
        expiresIn: ttlSeconds,
    });
}
/** Returns the claims of a valid, unexpired token, or null. Only HS256 is accepted (no `none`, no key confusion). */
function verifySession(secret, token) {
    try {
        const payload = jsonwebtoken_1.default.verify(token, keyFor(secret), { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.v !== 'number')
            return null;
        return { sub: payload.sub, v: payload.v };
    }
    catch {
        return null;
    }
}
/** Reads `Authorization: Bearer x`, or the spec's misspelled `autherization` header (with or without Bearer). */
function tokenFromHeaders(headers) {
    const raw = headers.authorization ?? headers.autherization;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value)
        return undefined;
    const m = /^Bearer\s+(.+)$/i.exec(value.trim());
    const token = (m ? m[1] : value).trim();
    return token || undefined;
}
/**
 * May this request be answered from the public read cache (docs/decisions/008)? Anonymous callers may; so may
 * callers whose session token has a valid signature and has not expired: public answers are the same for every
 * caller, and the session row is not looked up for them (a revoked but well-signed token read the same public
 * answer before, through the resolvers). A token that fails its signature or expiry check goes the uncached way.
 */
function mayReadPublicCache(secret, headers) {
    const token = tokenFromHeaders(headers);
    return token === undefined || verifySession(secret, token) !== null;
}
//# sourceMappingURL=session.js.map