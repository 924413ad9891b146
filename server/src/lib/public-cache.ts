/**
 * A short-lived, in-process cache of answers that are the same for every caller: the catalog (GraphQL
 * `products`/`product`, REST `GET /products[/:id]`) and the reviews list. It holds serialized response
 * bodies, so a hit skips the database, GraphQL execution and JSON serialization.
 *
 * Correctness (docs/decisions/008-public-read-cache.md):
 * - Every write request served by this process clears it before its answer is sent (read-your-writes).
 * - A read stores its answer only if no write happened while it ran (the version it started with is
 *   still current), so a slow read can never put old data back after a write.
 * - Entries expire after `ttlMs`, which bounds how stale another server instance (or a direct database
 *   write) can make this one. `ttlMs = 0` turns the cache off (the default under NODE_ENV=test, where
 *   tests write rows straight into the database).
 * - At most `maxEntries` answers are kept (least recently used first out).
 */
export class PublicCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; expires: number; body: Buffer }>();

  constructor(readonly ttlMs: number, private readonly maxEntries = 500) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The version a read starts with; pass it back to `set`. */
  current(): number {
    return this.version;
  }

  /** The stored answer as UTF-8 bytes (sent as is: no re-encoding of large lists on every hit). */
  get(key: string): Buffer | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.version !== this.version || hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, body: string, startedAt: number): void {
    if (!this.enabled || startedAt !== this.version) return;
    this.entries.delete(key);
    this.entries.set(key, { version: startedAt, expires: Date.now() + this.ttlMs, body: Buffer.from(body, 'utf8') });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Called for every write: everything cached may now be out of date. */
  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
