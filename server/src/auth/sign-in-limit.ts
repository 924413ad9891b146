import { MemoryStore, ipKeyGenerator, type Options, type Store } from 'express-rate-limit';
import { AppError } from '../errors';

const WINDOW_MS = 60_000;

/** Counts sign-in exchanges per client address, across every instance when the store is shared (Redis). */
export interface SignInLimit {
  /** Counts one exchange for `ip`; throws TOO_MANY_REQUESTS once it is over AUTH_RATE_LIMIT this minute. */
  take(ip: string): Promise<void>;
}

/**
 * The sign-in limit lives where a session is minted (the auth service), not in front of a URL: every exchange is
 * counted whatever path, casing, trailing slash, persisted-query hash or number of aliases carried it.
 * `store` is the shared rate-limit store (Redis) or, alone, this process's memory.
 */
export function createSignInLimit(limit: number, store: Store = new MemoryStore()): SignInLimit {
  void store.init?.({ windowMs: WINDOW_MS } as Options);
  return {
    async take(ip) {
      let hits: number;
      try {
        hits = (await store.increment(ipKeyGenerator(ip || 'unknown'))).totalHits;
      } catch {
        return; // like the other limits (passOnStoreError): an unreachable Redis does not stop sign-in
      }
      if (hits > limit) {
        // `http` sets the status of a GraphQL answer too (429, as the REST answer); formatError drops it.
        throw new AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts; wait a minute and try again', {
          http: { status: 429 },
        });
      }
    },
  };
}
