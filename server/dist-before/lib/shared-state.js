"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.localState = void 0;
exports.redisState = redisState;
const ioredis_1 = require("ioredis");
const rate_limit_redis_1 = require("rate-limit-redis");
const cost_budget_1 = require("./cost-budget");
exports.localState = {
    distributed: false,
    sync: async () => true,
    announceWrite: async () => undefined,
    syncSessions: async () => true,
    announceSessionChange: async () => undefined,
    rateLimitStore: () => undefined,
    costBudget: (0, cost_budget_1.localBudget)(),
    healthy: async () => true,
    close: async () => undefined,
};
/**
 * Redis: a write INCRs one version key before its answer leaves; a cached read first GETs it (one round trip,
 * about 0.1 ms on a LAN) and drops the local cache when it moved. Pub/sub alone would race: the message can
 * arrive after the next read on another instance. Rate limits use rate-limit-redis on the same connection.
 */
async function redisState(url, log, keyPrefix = 'gluegun:') {
    const VERSION_KEY = `${keyPrefix}public-cache:version`;
    const SESSIONS_KEY = `${keyPrefix}sessions:version`;
    const client = new ioredis_1.Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 5_000, lazyConnect: true });
    client.on('error', (e) => log.warn({ err: e }, 'redis error'));
    await client.connect();
    let seen;
    let seenSessions;
    return {
        distributed: true,
        costBudget: (0, cost_budget_1.redisBudget)(client, keyPrefix),
        async sync(cache) {
            try {
                const now = await client.get(VERSION_KEY);
                if (seen !== undefined && now !== seen)
                    cache.invalidate();
                seen = now;
                return true;
            }
            catch (e) {
                log.warn({ err: e }, 'cannot read the shared cache version; not answering from the cache');
                cache.invalidate();
                seen = undefined;
                return false;
            }
        },
        async announceWrite() {
            try {
                seen = String(await client.incr(VERSION_KEY));
            }
            catch (e) {
                // The write is committed; other instances may serve their cached copy until its TTL (PUBLIC_CACHE_MS).
                log.error({ err: e }, 'cannot announce a write to the other instances');
            }
        },
        async syncSessions(sessions) {
            try {
                const now = await client.get(SESSIONS_KEY);
                if (now !== seenSessions)
                    sessions.invalidate();
                seenSessions = now;
                return true;
            }
            catch (e) {
                log.warn({ err: e }, 'cannot read the shared session version; checking sessions against the database');
                sessions.invalidate();
                seenSessions = undefined;
                return false;
            }
        },
        async announceSessionChange() {
            try {
                // `seenSessions` is left behind on purpose: the next sync drops this cache once more, which also covers a
                // change another instance announced just before this one.
                await client.incr(SESSIONS_KEY);
            }
            catch (e) {
                // The change is committed; other instances may trust their cached row until its TTL (SESSION_CACHE_MS).
                log.error({ err: e }, 'cannot announce a user change to the other instances');
            }
        },
        rateLimitStore(prefix) {
            return new rate_limit_redis_1.RedisStore({
                prefix: `${keyPrefix}rl:${prefix}:`,
                sendCommand: (command, ...args) => client.call(command, ...args),
            });
        },
        async healthy() {
            try {
                return (await client.ping()) === 'PONG';
            }
            catch {
                return false;
            }
        },
        async close() {
            await client.quit().catch(() => client.disconnect());
        },
    };
}
//# sourceMappingURL=shared-state.js.map