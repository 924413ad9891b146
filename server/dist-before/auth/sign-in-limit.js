"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createSignInLimit = createSignInLimit;
const express_rate_limit_1 = require("express-rate-limit");
const errors_1 = require("../errors");
const WINDOW_MS = 60_000;
/**
 * The sign-in limit lives where a session is minted (the auth service), not in front of a URL: every exchange is
 * counted whatever path, casing, trailing slash, persisted-query hash or number of aliases carried it
 * (issue #26 item 13). `store` is the shared rate-limit store (Redis) or, alone, this process's memory.
 */
function createSignInLimit(limit, store = new express_rate_limit_1.MemoryStore()) {
    void store.init?.({ windowMs: WINDOW_MS });
    return {
        async take(ip) {
            let hits;
            try {
                hits = (await store.increment((0, express_rate_limit_1.ipKeyGenerator)(ip || 'unknown'))).totalHits;
            }
            catch {
                return; // like the other limits (passOnStoreError): an unreachable Redis does not stop sign-in
            }
            if (hits > limit) {
                // `http` sets the status of a GraphQL answer too (429, as the REST answer); formatError drops it.
                throw new errors_1.AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts; wait a minute and try again', { http: { status: 429 } });
            }
        },
    };
}
//# sourceMappingURL=sign-in-limit.js.map