import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../context';
import { callerOf } from '../auth/request-caller';
import { KEY_PREFIX } from '../auth/api-key';
import { fastQuery } from '../db/fast-sql';
import { requestKind } from './request-kind';

/**
 * `Idempotency-Key` on writes (GraphQL mutations, REST POST/PUT/PATCH/DELETE), as Stripe does it
 * (docs/decisions/028-idempotent-writes.md): per caller (user or API key), the first request with a key runs and its
 * answer is stored; the same key with the same request within 24 hours gets that answer again (header
 * `Idempotent-Replayed: true`); with a different request it is refused (422). Requests arriving while the first
 * still runs wait for its answer: the key's row is inserted before the request runs, and the primary key lets
 * only one insert win, on any number of instances.
 */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** A request still unfinished this long after taking its key is taken as crashed: the key can be used again. */
const STALE = "interval '2 minutes'";
const RETAIN = "interval '24 hours'";
const WAIT_MS = 30_000;
const POLL_MS = 20;
const NOW = `(now() AT TIME ZONE 'UTC')`;

const CLAIM_SQL = `INSERT INTO "IdempotencyKey" ("caller", "key", "requestHash", "createdAt", "lockedAt") VALUES ($1, $2, $3, ${NOW}, ${NOW})
  ON CONFLICT DO NOTHING RETURNING "lockedAt"`;
const READ_SQL = `SELECT "requestHash", "status", "contentType", "body",
  "createdAt" < ${NOW} - ${RETAIN} AS "expired", ("status" IS NULL AND "lockedAt" < ${NOW} - ${STALE}) AS "stale"
  FROM "IdempotencyKey" WHERE "caller" = $1 AND "key" = $2`;
const FREE_SQL = `DELETE FROM "IdempotencyKey" WHERE "caller" = $1 AND "key" = $2
  AND ("createdAt" < ${NOW} - ${RETAIN} OR ("status" IS NULL AND "lockedAt" < ${NOW} - ${STALE}))`;
const SAVE_SQL = `UPDATE "IdempotencyKey" SET "status" = $4, "contentType" = $5, "body" = $6
  WHERE "caller" = $1 AND "key" = $2 AND "lockedAt" = ($3::timestamptz AT TIME ZONE 'UTC')`;
const FORGET_SQL = `DELETE FROM "IdempotencyKey" WHERE "caller" = $1 AND "key" = $2 AND "lockedAt" = ($3::timestamptz AT TIME ZONE 'UTC') AND "status" IS NULL`;
const SWEEP_SQL = `DELETE FROM "IdempotencyKey" WHERE ctid IN
  (SELECT ctid FROM "IdempotencyKey" WHERE "createdAt" < ${NOW} - ${RETAIN} LIMIT 1000)`;

/**
 * Secrets an answer may carry once (a new API key, a webhook signing secret, a session token from signing in): such
 * an answer is never stored. The key keeps a refusal in its place, so a retry does not run the write again and
 * learns why nothing is shown.
 */
const SECRET_IN_ANSWER = new RegExp(
  `${KEY_PREFIX}[0-9a-f]{12}_[A-Za-z0-9_-]{16,}|whsec_[A-Za-z0-9+/=]{16,}|eyJ[\\w-]+\\.[\\w-]+\\.[\\w-]+`,
);
const SHOWN_ONCE =
  'This request made a secret (an API key, a webhook signing secret or a session), which is shown only once and is not kept, ' +
  'so its answer cannot be sent again. If the secret was lost, revoke it and make a new one (or rotate the webhook secret, or sign in again)';

/** What is stored for a replay of an answer that carried a secret: a 409 in the transport's own shape. */
function shownOnce(path: string): { status: number; contentType: string; body: string } {
  const body =
    path === '/graphql'
      ? { errors: [{ message: SHOWN_ONCE, extensions: { code: 'CONFLICT' } }] }
      : { error: { code: 'CONFLICT', message: SHOWN_ONCE } };
  return { status: 409, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
}

interface Stored {
  requestHash: string;
  status: number | null;
  contentType: string | null;
  body: string | null;
  expired: boolean;
  stale: boolean;
}

export function idempotency(deps: AppDeps) {
  let lastSweep = 0;
  return async (req: Request, res: Response, next: NextFunction) => {
    const raw = req.headers['idempotency-key'];
    if (raw === undefined || !requestKind(req).write) return next();
    try {
      const key = (Array.isArray(raw) ? raw[0] : raw).trim();
      if (!KEY_SHAPE.test(key)) {
        return refuse(
          req,
          res,
          400,
          'BAD_USER_INPUT',
          'Idempotency-Key must be 1 to 255 visible characters (letters, digits, punctuation; no spaces)',
        );
      }
      const caller = await callerOf(deps, req);
      // No caller to keep the answer for (signing in, a public quote, a refused token): the request runs as usual.
      if (!caller.user) return next();
      const scope = caller.apiKey ? `key:${caller.apiKey.id}` : `user:${caller.user.id}`;
      const hash = fingerprint(req);
      const started = Date.now();
      for (;;) {
        const [claimed] = await fastQuery<{ lockedAt: Date }>(deps.db, CLAIM_SQL, [scope, key, hash]);
        if (claimed) {
          // The row is ours while its lockedAt is the one we set (a crashed run's row may be taken over).
          keepAnswer(deps, req, res, [scope, key, claimed.lockedAt.toISOString()]);
          if (Date.now() - lastSweep > 600_000) {
            lastSweep = Date.now();
            fastQuery(deps.db, SWEEP_SQL, []).catch((e: unknown) =>
              deps.log.warn({ err: e }, 'cannot sweep old idempotency keys'),
            );
          }
          return next();
        }
        const [row] = await fastQuery<Stored>(deps.db, READ_SQL, [scope, key]);
        if (!row) continue; // freed meanwhile: try to take it
        if (row.expired || row.stale) {
          await fastQuery(deps.db, FREE_SQL, [scope, key]);
          continue;
        }
        if (row.requestHash !== hash) {
          return refuse(
            req,
            res,
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for a different request in the last 24 hours; send a new key for a new request',
          );
        }
        if (row.status !== null) {
          res.status(row.status).setHeader('Idempotent-Replayed', 'true');
          if (row.contentType) res.setHeader('Content-Type', row.contentType);
          res.send(row.body ?? '');
          return;
        }
        if (Date.now() - started > WAIT_MS) {
          return refuse(
            req,
            res,
            409,
            'CONFLICT',
            'A request with this Idempotency-Key is still running; retry shortly',
          );
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    } catch (e) {
      next(e);
    }
  };
}

/** Method, path and body (keys sorted, so the same JSON in another order is the same request). */
function fingerprint(req: Request): string {
  return createHash('sha256')
    .update(`${req.method}\n${req.originalUrl}\n${stableJson(req.body ?? null)}`)
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Collects the answer as it is written and stores it before it leaves, so a retry sent the moment the client has it
 * is replayed. Answers that say "try again" (5xx, 429, a GraphQL internal error) are not kept: the key is freed.
 * An answer carrying a secret is kept as a 409 saying the secret was shown once (SECRET_IN_ANSWER).
 */
function keepAnswer(deps: AppDeps, req: Request, res: Response, owner: [string, string, string]) {
  // Read now: a mounted handler (/graphql) sees the path with its mount stripped while it runs.
  const path = req.path;
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, enc?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(String(chunk), typeof enc === 'string' ? (enc as BufferEncoding) : 'utf8');
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    if (args[0] != null && typeof args[0] !== 'function') chunks.push(toBuffer(args[0], args[1]));
    return write(...args);
  }) as Response['write'];
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let ended = false;
  res.end = ((...args: unknown[]) => {
    if (ended) return res;
    ended = true;
    if (args[0] != null && typeof args[0] !== 'function') chunks.push(toBuffer(args[0], args[1]));
    const body = Buffer.concat(chunks).toString('utf8');
    const retry =
      res.statusCode >= 500 || res.statusCode === 429 || /"code":"INTERNAL_SERVER_ERROR"/.test(body);
    const contentType = res.getHeader('content-type');
    const kept = SECRET_IN_ANSWER.test(body)
      ? shownOnce(path)
      : { status: res.statusCode, contentType: contentType == null ? null : String(contentType), body };
    const saved = retry
      ? fastQuery(deps.db, FORGET_SQL, owner)
      : fastQuery(deps.db, SAVE_SQL, [...owner, kept.status, kept.contentType, kept.body]);
    void saved
      .catch((e: unknown) => deps.log.error({ err: e }, 'cannot store an idempotent answer'))
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
}

/** A refusal in the transport's own shape: GraphQL's `errors`, or the REST `error` object. */
function refuse(req: Request, res: Response, status: number, code: string, message: string) {
  if (req.path === '/graphql') res.status(status).json({ errors: [{ message, extensions: { code } }] });
  else res.status(status).json({ error: { code, message } });
}
