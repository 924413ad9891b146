"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VersionedCache = void 0;
const lru_cache_1 = require("lru-cache");
/**
 * What the shop's in-process caches share (the public answer cache, the session-user cache): lru-cache bounded by
 * entries AND bytes (docs/decisions/023), entries that expire after `ttlMs` (0 turns the cache off), and a version
 * that every write bumps. A reader takes `current()` before it reads the database and passes it back to `put`:
 * an answer computed while a write happened is never stored, so a slow read cannot put old data back.
 */
class VersionedCache {
    ttlMs;
    maxBytes;
    version = 0;
    entries;
    constructor(ttlMs, maxEntries, maxBytes, sizeOf) {
        this.ttlMs = ttlMs;
        this.maxBytes = maxBytes;
        this.entries = new lru_cache_1.LRUCache({
            max: maxEntries,
            maxSize: maxBytes,
            sizeCalculation: ({ value }, key) => sizeOf(value, key),
            ...(ttlMs > 0 ? { ttl: ttlMs } : {}),
        });
    }
    get enabled() {
        return this.ttlMs > 0;
    }
    /** The version a read starts with; pass it back to `put`. */
    current() {
        return this.version;
    }
    /** The value stored under `key` at the current version, if any. */
    fresh(key) {
        if (!this.enabled)
            return undefined;
        const hit = this.entries.get(key);
        if (!hit)
            return undefined;
        if (hit.version !== this.version) {
            this.entries.delete(key);
            return undefined;
        }
        return hit.value;
    }
    /** Stores `value` if no write happened since the read began (`startedAt` is still current). */
    put(key, value, startedAt) {
        if (!this.enabled || startedAt !== this.version)
            return;
        this.entries.set(key, { version: startedAt, value });
    }
    /** A write happened: everything cached may now be out of date. */
    invalidate() {
        this.version++;
        this.entries.clear();
    }
    get size() {
        return this.entries.size;
    }
    /** Bytes held now (by the size function), never above `maxBytes`. */
    get bytes() {
        return this.entries.calculatedSize;
    }
}
exports.VersionedCache = VersionedCache;
//# sourceMappingURL=versioned-cache.js.map