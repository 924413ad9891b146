import { LRUCache } from 'lru-cache';

/**
 * What the shop's in-process caches share (the public answer cache, the session-user cache): lru-cache bounded by
 * entries AND bytes (docs/decisions/023), entries that expire after `ttlMs` (0 turns the cache off), and a version
 * that every write bumps. A reader takes `current()` before it reads the database and passes it back to `put`:
 * an answer computed while a write happened is never stored, so a slow read cannot put old data back.
 */
export class VersionedCache<V extends object> {
  private version = 0;
  /** Reads answered from the cache and reads that found nothing fresh (the metrics read them at scrape time). */
  hits = 0;
  misses = 0;
  private readonly entries: LRUCache<string, { version: number; value: V }>;

  constructor(
    readonly ttlMs: number,
    maxEntries: number,
    readonly maxBytes: number,
    sizeOf: (value: V, key: string) => number,
  ) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: ({ value }, key) => sizeOf(value, key),
      ...(ttlMs > 0 ? { ttl: ttlMs } : {}),
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The version a read starts with; pass it back to `put`. */
  current(): number {
    return this.version;
  }

  /** The value stored under `key` at the current version, if any. */
  fresh(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    if (!hit) {
      this.misses++;
      return undefined;
    }
    if (hit.version !== this.version) {
      this.misses++;
      this.entries.delete(key);
      return undefined;
    }
    this.hits++;
    return hit.value;
  }

  /** Stores `value` if no write happened since the read began (`startedAt` is still current). */
  put(key: string, value: V, startedAt: number): void {
    if (!this.enabled || startedAt !== this.version) return;
    this.entries.set(key, { version: startedAt, value });
  }

  /** A write happened: everything cached may now be out of date. */
  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now (by the size function), never above `maxBytes`. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
