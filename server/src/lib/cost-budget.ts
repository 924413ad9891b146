/**
 * Query budgets (docs/decisions/034): each caller (an API key, a signed-in user, or an anonymous
 * address) has a bucket of `capacity` points that refills at `restorePerSecond`; a query takes its cost from it
 * before it runs, or is refused when the bucket holds less. Shopify's calculated query cost works the same way.
 * One process keeps the buckets in memory (bounded, least recently used out); several instances (REDIS_URL) share
 * them in Redis, updated atomically by one Lua script, so a caller cannot multiply its budget by the instance count.
 */
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

export interface BudgetAnswer {
  allowed: boolean;
  /** Points left after this query (or, when refused, points there are now). */
  available: number;
}

export interface CostBudget {
  take(caller: string, cost: number, capacity: number, restorePerSecond: number): Promise<BudgetAnswer>;
}

/** The bucket arithmetic: level after refilling from `at` to `now`, and whether `cost` fits. */
export function refill(level: number, at: number, now: number, cost: number, capacity: number, rate: number) {
  const filled = Math.min(capacity, level + (Math.max(0, now - at) / 1000) * rate);
  return filled >= cost ? { allowed: true, level: filled - cost } : { allowed: false, level: filled };
}

export function localBudget(maxCallers = 20_000): CostBudget {
  const buckets = new LRUCache<string, { level: number; at: number }>({ max: maxCallers });
  return {
    async take(caller, cost, capacity, rate) {
      const now = Date.now();
      const was = buckets.get(caller) ?? { level: capacity, at: now };
      const next = refill(was.level, was.at, now, cost, capacity, rate);
      buckets.set(caller, { level: next.level, at: now });
      return { allowed: next.allowed, available: Math.floor(next.level) };
    },
  };
}

// KEYS[1] the caller's bucket; ARGV cost, capacity, rate (points a second). The clock is Redis's own (TIME), so
// instances with skewed clocks agree.
const SCRIPT = `
local cost = tonumber(ARGV[1]); local cap = tonumber(ARGV[2]); local rate = tonumber(ARGV[3])
local t = redis.call('TIME'); local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = tonumber(b[1]) or cap; local at = tonumber(b[2]) or now
local filled = math.min(cap, level + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if filled >= cost then filled = filled - cost; allowed = 1 end
redis.call('HSET', KEYS[1], 'level', tostring(filled), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(cap / math.max(rate, 0.001) * 1000) + 60000)
return {allowed, math.floor(filled)}
`;

export function redisBudget(client: Redis, keyPrefix: string): CostBudget {
  return {
    async take(caller, cost, capacity, rate) {
      const [allowed, available] = (await client.eval(
        SCRIPT,
        1,
        `${keyPrefix}cost:${caller}`,
        cost,
        capacity,
        rate,
      )) as [number, number];
      return { allowed: allowed === 1, available };
    },
  };
}
