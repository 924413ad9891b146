/**
 * What an instance does while Redis cannot be reached (docs/decisions/050): it keeps serving. Rate limits and query
 * budgets are counted in this process instead (each instance enforces them alone, so the limit holds per instance
 * rather than not at all), and go back to Redis as soon as it answers again. Caches are not trusted meanwhile
 * (shared-state.ts sync/syncSessions answer false), so a sign-out or a role change, committed in PostgreSQL, takes
 * effect at once on every instance.
 */
import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { localBudget, type CostBudget } from './cost-budget';

/** A Redis-backed budget that falls back to this process's buckets when Redis fails. */
export function budgetWithFallback(shared: CostBudget, log: Logger): CostBudget {
  const local = localBudget();
  let warned = 0;
  return {
    async take(caller, cost, capacity, rate) {
      try {
        return await shared.take(caller, cost, capacity, rate);
      } catch (err) {
        if (Date.now() - warned > 10_000) {
          warned = Date.now();
          log.warn({ err }, 'redis unreachable: query budgets counted in this instance');
        }
        return local.take(caller, cost, capacity, rate);
      }
    },
  };
}

/** A rate-limit store that counts in memory while the shared one fails. */
export class StoreWithFallback implements Store {
  private readonly local = new MemoryStore();
  private warned = 0;
  constructor(
    private readonly shared: Store,
    private readonly log: Logger,
  ) {}

  get prefix() {
    return this.shared.prefix;
  }

  init(options: Options) {
    void this.shared.init?.(options);
    this.local.init(options);
  }

  private async either<T>(shared: () => Promise<T> | T, local: () => Promise<T> | T): Promise<T> {
    try {
      return await shared();
    } catch (err) {
      if (Date.now() - this.warned > 10_000) {
        this.warned = Date.now();
        this.log.warn({ err }, 'redis unreachable: rate limits counted in this instance');
      }
      return local();
    }
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either(
      () => this.shared.increment(key),
      () => this.local.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.either(
      () => this.shared.decrement(key),
      () => this.local.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.either(
      () => this.shared.resetKey(key),
      () => this.local.resetKey(key),
    );
  }
}
