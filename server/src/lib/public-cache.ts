import { VersionedCache } from './versioned-cache';

/** A stored answer: its UTF-8 body and the few headers that describe it (a REST page's total and next link). */
export interface CachedAnswer {
  body: Buffer;
  headers?: Record<string, string>;
}

/** What one entry costs besides its body: the key (UTF-16 in memory) and the LRU's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A short-lived, in-process cache of answers that are the same for every caller (the catalog, the reviews) or for
 * one signed-in caller (their orders). It holds serialized response bodies, so a hit skips the database, GraphQL
 * execution and JSON serialization.
 *
 * Correctness (docs/decisions/008-public-read-cache.md):
 * - Every write request served by this process clears it before its answer is sent (read-your-writes).
 * - A read stores its answer only if no write happened while it ran (the version it started with is
 *   still current), so a slow read can never put old data back after a write.
 * - Entries expire after `ttlMs`, which bounds how stale another server instance (or a direct database
 *   write) can make this one. `ttlMs = 0` turns the cache off (the default under NODE_ENV=test, where
 *   tests write rows straight into the database).
 *
 * Memory (docs/decisions/023-bounded-caches.md): at most `maxEntries` answers AND at most `maxBytes` bytes of
 * bodies plus keys, least recently used out first, so a flood of distinct keys for the largest answer cannot
 * grow the process past its budget. An answer larger than the whole budget is simply not kept.
 */
export class PublicCache extends VersionedCache<CachedAnswer> {
  constructor(ttlMs: number, maxEntries = 500, maxBytes = 48 * 1024 * 1024) {
    super(
      ttlMs,
      maxEntries,
      maxBytes,
      (value, key) => value.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    );
  }

  /** The stored answer as UTF-8 bytes (sent as is: no re-encoding of large lists on every hit). */
  get(key: string): Buffer | undefined {
    return this.fresh(key)?.body;
  }

  /** The stored answer with its headers. */
  entry(key: string): CachedAnswer | undefined {
    return this.fresh(key);
  }

  set(key: string, body: string, startedAt: number, headers?: Record<string, string>): void {
    if (!this.enabled) return;
    this.put(key, { body: Buffer.from(body, 'utf8'), ...(headers ? { headers } : {}) }, startedAt);
  }
}
