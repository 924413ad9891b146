import { LRUCache } from 'lru-cache';
import type { Role } from '../generated/prisma/client';

/** The columns a session check reads from the user's row. */
export interface SessionRow {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  tokenVersion: number;
  emailVerified: boolean;
}

/**
 * Per-instance cache of session-user rows, so a signed-in request does not pay a database round trip to learn who
 * is calling (docs/decisions/017-session-user-cache.md).
 *
 * Correctness:
 * - Every change to a user row made through the shop (sign-in, sign-out, role change, deletion) calls
 *   `sessionsChanged`, which clears this cache and, with several instances, bumps a version in Redis that every
 *   instance reads before it trusts its cache (`SharedState.syncSessions`): the next request anywhere reads the row.
 * - A lookup stores its row only if no change happened while it ran (the version it started with is still current),
 *   so a slow lookup can never put a revoked row back.
 * - A cached row is trusted only when it carries the token's own version; otherwise the database decides.
 * - Entries expire after `ttlMs`, which bounds a change made behind the shop's back (a manual SQL fix).
 * - At most `maxEntries` rows and `maxBytes` bytes (docs/decisions/023-bounded-caches.md), least recently used out.
 */
export class SessionCache {
  private version = 0;
  private readonly entries: LRUCache<string, { version: number; row: SessionRow }>;

  constructor(readonly ttlMs: number, maxEntries = 10_000, maxBytes = 4 * 1024 * 1024) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // Strings are UTF-16 in memory; 160 bytes cover the object, the role, the numbers and the LRU's slots.
      sizeCalculation: ({ row }, key) => (key.length + row.email.length + (row.displayName?.length ?? 0)) * 2 + 160,
      ...(ttlMs > 0 ? { ttl: ttlMs } : {}),
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  current(): number {
    return this.version;
  }

  get(id: string): SessionRow | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    if (hit.version !== this.version) {
      this.entries.delete(id);
      return undefined;
    }
    return hit.row;
  }

  set(row: SessionRow, startedAt: number): void {
    if (!this.enabled || startedAt !== this.version) return;
    this.entries.set(row.id, { version: startedAt, row });
  }

  /** A user row changed: every cached row may be out of date. */
  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
