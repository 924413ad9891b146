import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { Store } from 'express-rate-limit';
import type { PublicCache } from './public-cache';
import type { SessionCache } from './session-cache';
import { localBudget, redisBudget, type CostBudget } from './cost-budget';
import { StoreWithFallback, budgetWithFallback } from './redis-fallback';
import { traceRedis } from '../observe/trace-redis';

/**
 * What several server instances must agree on (docs/decisions/014): the public read cache's validity and the
 * rate-limit counters. Without REDIS_URL this is one process's memory (the embedded default); with it, Redis.
 */
export interface SharedState {
  readonly distributed: boolean;
  /** Before answering from `cache`: drop it if any instance has written since this one last looked. */
  sync(cache: PublicCache): Promise<boolean>;
  /** After a write commits and before its answer leaves: every instance's next cached read misses. */
  announceWrite(): Promise<void>;
  /**
   * Before trusting `sessions` (the session-user cache): drop it if any instance changed a user since this one last
   * looked. False when that cannot be known (Redis unreachable): the caller reads the database instead.
   */
  syncSessions(sessions: SessionCache): Promise<boolean>;
  /** After a user row changes (sign-in, sign-out, role, deletion) and before the answer leaves. */
  announceSessionChange(): Promise<void>;
  /** A rate-limit store shared by all instances, or undefined for express-rate-limit's in-memory one. */
  rateLimitStore(prefix: string): Store | undefined;
  /** Query budgets (lib/cost-budget.ts): in this process, or in Redis for all instances. */
  readonly costBudget: CostBudget;
  /** Readiness: can this instance reach what it coordinates through? */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export const localState: SharedState = {
  distributed: false,
  sync: async () => true,
  announceWrite: async () => undefined,
  syncSessions: async () => true,
  announceSessionChange: async () => undefined,
  rateLimitStore: () => undefined,
  costBudget: localBudget(),
  healthy: async () => true,
  close: async () => undefined,
};

/**
 * Redis: a write INCRs one version key before its answer leaves; a cached read first GETs it (one round trip,
 * about 0.1 ms on a LAN) and drops the local cache when it moved. Pub/sub alone would race: the message can
 * arrive after the next read on another instance. Rate limits use rate-limit-redis on the same connection.
 */
export async function redisState(url: string, log: Logger, keyPrefix = 'gluegun:'): Promise<SharedState> {
  const VERSION_KEY = `${keyPrefix}public-cache:version`;
  const SESSIONS_KEY = `${keyPrefix}sessions:version`;
  // Loaded only with REDIS_URL: an instance on its own never pays for loading the client at start-up.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Redis: RedisClient } = require('ioredis') as typeof import('ioredis');
  const { RedisStore: RedisRateLimitStore } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('rate-limit-redis') as typeof import('rate-limit-redis');
  const client: Redis = new RedisClient(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
    lazyConnect: true,
  });
  client.on('error', (e: Error) => log.warn({ err: e }, 'redis error'));
  traceRedis(client);
  await client.connect();
  // Once connected, a command while Redis is away fails at once (each use has its fallback, redis-fallback.ts)
  // instead of waiting in a queue for a reconnection that may take seconds.
  client.options.enableOfflineQueue = false;
  let seen: string | null | undefined;
  let seenSessions: string | null | undefined;
  const { lost, announce } = announcements(client);
  return {
    distributed: true,
    costBudget: budgetWithFallback(redisBudget(client, keyPrefix), log),
    async sync(cache) {
      try {
        const now = await client.get(VERSION_KEY);
        if (lost.cache || (seen !== undefined && now !== seen)) cache.invalidate();
        lost.cache = false;
        seen = now;
        return true;
      } catch (e) {
        log.warn({ err: e }, 'cannot read the shared cache version; not answering from the cache');
        cache.invalidate();
        seen = undefined;
        return false;
      }
    },
    async announceWrite() {
      try {
        seen = String(await announce(VERSION_KEY));
      } catch (e) {
        // The write is committed; it is announced once Redis answers again (announcements below).
        log.error({ err: e }, 'cannot announce a write to the other instances');
      }
    },
    async syncSessions(sessions) {
      try {
        const now = await client.get(SESSIONS_KEY);
        if (lost.sessions || now !== seenSessions) sessions.invalidate();
        lost.sessions = false;
        seenSessions = now;
        return true;
      } catch (e) {
        log.warn(
          { err: e },
          'cannot read the shared session version; checking sessions against the database',
        );
        sessions.invalidate();
        seenSessions = undefined;
        return false;
      }
    },
    async announceSessionChange() {
      try {
        // `seenSessions` is left behind on purpose: the next sync drops this cache once more, which also covers a
        // change another instance announced just before this one.
        await announce(SESSIONS_KEY);
      } catch (e) {
        // The change is committed; it is announced once Redis answers again (announcements below).
        log.error({ err: e }, 'cannot announce a user change to the other instances');
      }
    },
    rateLimitStore(prefix) {
      return new StoreWithFallback(
        new RedisRateLimitStore({
          prefix: `${keyPrefix}rl:${prefix}:`,
          sendCommand: (command: string, ...args: string[]) =>
            client.call(command, ...args) as Promise<never>,
        }),
        log,
      );
    },
    async healthy() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * What a lost connection may have cost (docs/decisions/050). `lost`: while it was lost, announcements (another
 * instance's, or this one's) may have failed and left the versions unchanged, so the first sync once back drops the
 * caches whatever the versions say. `announce` INCRs a version key; one that failed is made once Redis answers again,
 * for the instances that never lost their own connection.
 */
function announcements(client: Redis) {
  const lost = { cache: false, sessions: false };
  const failed = new Set<string>();
  client.on('close', () => {
    lost.cache = true;
    lost.sessions = true;
  });
  const announce = async (key: string) => {
    failed.delete(key);
    try {
      return await client.incr(key);
    } catch (e) {
      failed.add(key);
      throw e;
    }
  };
  client.on('ready', () => {
    for (const key of [...failed]) announce(key).catch(() => undefined);
  });
  return { lost, announce };
}
