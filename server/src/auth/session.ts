import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** The product's own session token (the spec's `token`): HS256, short-lived, bound to the user's tokenVersion. */
export interface SessionClaims {
  sub: string; // user id
  v: number; // tokenVersion at issue time
  /** An act-as token (docs/decisions/084): the ActAsSession it stands for; `sub` is then the acting rep or admin. */
  act?: string;
}

const ISSUER = 'gluegun-shop';

/**
 * Given a plain string, jsonwebtoken first tries to read it as a PEM public key and only falls back to an
 * HMAC secret after that throws: an exception on every request (about 7 % of the server's CPU under load).
 * The secret becomes a KeyObject once instead.
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signSession(secret: string, ttlSeconds: number, claims: SessionClaims): string {
  return jwt.sign(claims.act ? { v: claims.v, act: claims.act } : { v: claims.v }, keyFor(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
  });
}

/**
 * Tokens whose signature, algorithm and issuer checked out, per secret, with their claims and validity window: a
 * signed-in caller's requests check each token's HMAC once rather than once or twice a request (the public read
 * cache's check, then the caller's). Expiry is still checked on every use, as jsonwebtoken checks it. Only tokens
 * this shop signed get in (a forged or altered one fails its check and is not kept); at most VERIFIED_MAX of them.
 */
const VERIFIED_MAX = 20_000;
interface Verified {
  claims: SessionClaims;
  exp: number;
  nbf: number;
}
const verifiedBySecret = new Map<string, LRUCache<string, Verified>>();

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Returns the claims of a valid, unexpired token, or null. Only HS256 is accepted (no `none`, no key confusion). */
export function verifySession(secret: string, token: string): SessionClaims | null {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new LRUCache<string, Verified>({ max: VERIFIED_MAX });
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) {
    const now = nowSeconds();
    if (now >= known.exp || now < known.nbf) {
      verified.delete(token);
      return null;
    }
    return known.claims;
  }
  try {
    const payload = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.v !== 'number')
      return null;
    if (payload.act !== undefined && typeof payload.act !== 'string') return null;
    const claims: SessionClaims =
      typeof payload.act === 'string'
        ? { sub: payload.sub, v: payload.v, act: payload.act }
        : { sub: payload.sub, v: payload.v };
    // jsonwebtoken refused a non-numeric exp or nbf above; absent ones never end or start the window.
    verified.set(token, {
      claims,
      exp: payload.exp ?? Number.POSITIVE_INFINITY,
      nbf: payload.nbf ?? Number.NEGATIVE_INFINITY,
    });
    return claims;
  } catch {
    return null;
  }
}

/** Reads `Authorization: Bearer x`, or the spec's misspelled `autherization` header (with or without Bearer). */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers.authorization ?? headers.autherization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(value.trim());
  const token = (m ? m[1] : value).trim();
  return token || undefined;
}

/**
 * Does this request say who asks (a session token or an API key)? A catalog search by such a caller finds their
 * company's own part numbers (docs/decisions/118), so its answer is never a shared cache entry.
 */
export function carriesCredentials(headers: Record<string, string | string[] | undefined>): boolean {
  const key = headers['x-api-key'];
  return tokenFromHeaders(headers) !== undefined || (Array.isArray(key) ? key.length > 0 : !!key?.trim());
}

/**
 * May this request be answered from the public read cache (docs/decisions/008)? Anonymous callers may; so may
 * callers whose session token has a valid signature and has not expired: public answers are the same for every
 * caller, and the session row is not looked up for them (a revoked but well-signed token read the same public
 * answer before, through the resolvers). A token that fails its signature or expiry check goes the uncached way.
 */
export function mayReadPublicCache(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const token = tokenFromHeaders(headers);
  return token === undefined || verifySession(secret, token) !== null;
}
