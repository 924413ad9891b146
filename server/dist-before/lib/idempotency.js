"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.idempotency = idempotency;
const node_crypto_1 = require("node:crypto");
const request_caller_1 = require("../auth/request-caller");
const fast_sql_1 = require("../db/fast-sql");
const request_kind_1 = require("./request-kind");
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
function idempotency(deps) {
    let lastSweep = 0;
    return async (req, res, next) => {
        const raw = req.headers['idempotency-key'];
        if (raw === undefined || !(0, request_kind_1.requestKind)(req).write)
            return next();
        try {
            const key = (Array.isArray(raw) ? raw[0] : raw).trim();
            if (!KEY_SHAPE.test(key)) {
                return refuse(req, res, 400, 'BAD_USER_INPUT', 'Idempotency-Key must be 1 to 255 visible characters (letters, digits, punctuation; no spaces)');
            }
            const caller = await (0, request_caller_1.callerOf)(deps, req);
            // No caller to keep the answer for (signing in, a public quote, a refused token): the request runs as usual.
            if (!caller.user)
                return next();
            const scope = caller.apiKey ? `key:${caller.apiKey.id}` : `user:${caller.user.id}`;
            const hash = fingerprint(req);
            const started = Date.now();
            for (;;) {
                const [claimed] = await (0, fast_sql_1.fastQuery)(deps.db, CLAIM_SQL, [scope, key, hash]);
                if (claimed) {
                    // The row is ours while its lockedAt is the one we set (a crashed run's row may be taken over).
                    keepAnswer(deps, res, [scope, key, claimed.lockedAt.toISOString()]);
                    if (Date.now() - lastSweep > 600_000) {
                        lastSweep = Date.now();
                        (0, fast_sql_1.fastQuery)(deps.db, SWEEP_SQL, []).catch((e) => deps.log.warn({ err: e }, 'cannot sweep old idempotency keys'));
                    }
                    return next();
                }
                const [row] = await (0, fast_sql_1.fastQuery)(deps.db, READ_SQL, [scope, key]);
                if (!row)
                    continue; // freed meanwhile: try to take it
                if (row.expired || row.stale) {
                    await (0, fast_sql_1.fastQuery)(deps.db, FREE_SQL, [scope, key]);
                    continue;
                }
                if (row.requestHash !== hash) {
                    return refuse(req, res, 422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request in the last 24 hours; send a new key for a new request');
                }
                if (row.status !== null) {
                    res.status(row.status).setHeader('Idempotent-Replayed', 'true');
                    if (row.contentType)
                        res.setHeader('Content-Type', row.contentType);
                    res.send(row.body ?? '');
                    return;
                }
                if (Date.now() - started > WAIT_MS) {
                    return refuse(req, res, 409, 'CONFLICT', 'A request with this Idempotency-Key is still running; retry shortly');
                }
                await new Promise((r) => setTimeout(r, POLL_MS));
            }
        }
        catch (e) {
            next(e);
        }
    };
}
/** Method, path and body (keys sorted, so the same JSON in another order is the same request). */
function fingerprint(req) {
    return (0, node_crypto_1.createHash)('sha256').update(`${req.method}\n${req.originalUrl}\n${stableJson(req.body ?? null)}`).digest('hex');
}
function stableJson(value) {
    if (Array.isArray(value))
        return `[${value.map(stableJson).join(',')}]`;
    if (value && typeof value === 'object') {
        return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
/**
 * Collects the answer as it is written and stores it before it leaves, so a retry sent the moment the client has it
 * is replayed. Answers that say "try again" (5xx, 429, a GraphQL internal error) are not kept: the key is freed.
 */
function keepAnswer(deps, res, owner) {
    const chunks = [];
    const toBuffer = (chunk, enc) => Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof enc === 'string' ? enc : 'utf8');
    const write = res.write.bind(res);
    res.write = ((...args) => {
        if (args[0] != null && typeof args[0] !== 'function')
            chunks.push(toBuffer(args[0], args[1]));
        return write(...args);
    });
    const end = res.end.bind(res);
    let ended = false;
    res.end = ((...args) => {
        if (ended)
            return res;
        ended = true;
        if (args[0] != null && typeof args[0] !== 'function')
            chunks.push(toBuffer(args[0], args[1]));
        const body = Buffer.concat(chunks).toString('utf8');
        const retry = res.statusCode >= 500 || res.statusCode === 429 || /"code":"INTERNAL_SERVER_ERROR"/.test(body);
        const contentType = res.getHeader('content-type');
        const saved = retry
            ? (0, fast_sql_1.fastQuery)(deps.db, FORGET_SQL, owner)
            : (0, fast_sql_1.fastQuery)(deps.db, SAVE_SQL, [...owner, res.statusCode, contentType == null ? null : String(contentType), body]);
        void saved
            .catch((e) => deps.log.error({ err: e }, 'cannot store an idempotent answer'))
            .finally(() => end(...args));
        return res;
    });
}
/** A refusal in the transport's own shape: GraphQL's `errors`, or the REST `error` object. */
function refuse(req, res, status, code, message) {
    if (req.path === '/graphql')
        res.status(status).json({ errors: [{ message, extensions: { code } }] });
    else
        res.status(status).json({ error: { code, message } });
}
//# sourceMappingURL=idempotency.js.map