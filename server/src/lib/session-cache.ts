import { VersionedCache } from './versioned-cache';
import type { CompanyRole, Role } from '../generated/prisma/client';

/** The columns a session check reads from the user's row. */
export interface SessionRow {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  tokenVersion: number;
  emailVerified: boolean;
  companyId: string;
  companyRole: CompanyRole;
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
export class SessionCache extends VersionedCache<SessionRow> {
  constructor(ttlMs: number, maxEntries = 10_000, maxBytes = 4 * 1024 * 1024) {
    // Strings are UTF-16 in memory; 160 bytes cover the object, the role, the numbers and the LRU's slots.
    super(
      ttlMs,
      maxEntries,
      maxBytes,
      (row, key) => (key.length + row.email.length + (row.displayName?.length ?? 0)) * 2 + 160,
    );
  }

  get(id: string): SessionRow | undefined {
    return this.fresh(id);
  }

  set(row: SessionRow, startedAt: number): void {
    this.put(row.id, row, startedAt);
  }
}
