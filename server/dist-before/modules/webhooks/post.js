"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.postWebhook = postWebhook;
/**
 * One HTTP POST of a webhook: connects only to checked addresses (ssrf.ts), follows no redirect (a 3xx is a
 * failed attempt), gives up after the timeout, and reads at most maxBytes of the answer.
 */
const node_http_1 = __importDefault(require("node:http"));
const node_https_1 = __importDefault(require("node:https"));
const ssrf_1 = require("./ssrf");
async function postWebhook(rawUrl, body, headers, limits) {
    const started = Date.now();
    const url = new URL(rawUrl);
    const done = (status, excerpt) => ({ status, durationMs: Date.now() - started, excerpt: excerpt.slice(0, 1000) });
    try {
        // A literal IP never goes through `lookup`: check it here too.
        await (0, ssrf_1.checkedAddresses)(url.hostname, limits.allowPrivate);
    }
    catch (e) {
        return done(null, e instanceof ssrf_1.UnsafeUrlError ? e.message : `DNS lookup failed: ${e.message}`);
    }
    const client = url.protocol === 'https:' ? node_https_1.default : node_http_1.default;
    return new Promise((resolve) => {
        const req = client.request(url, {
            method: 'POST', lookup: (0, ssrf_1.safeLookup)(limits.allowPrivate), timeout: limits.timeoutMs,
            headers: { 'content-type': 'application/json', 'user-agent': 'GlueGun-Webhooks/1', 'content-length': Buffer.byteLength(body).toString(), ...headers },
        }, (res) => {
            const chunks = [];
            let size = 0;
            res.on('data', (c) => {
                if (size >= limits.maxBytes)
                    return;
                chunks.push(c);
                size += c.length;
                if (size >= limits.maxBytes)
                    res.destroy(); // enough: the rest is not read
            });
            const finish = () => resolve(done(res.statusCode ?? null, Buffer.concat(chunks).subarray(0, limits.maxBytes).toString('utf8')));
            res.on('end', finish);
            res.on('close', finish);
        });
        const wall = setTimeout(() => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)), limits.timeoutMs);
        req.on('timeout', () => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)));
        req.on('error', (e) => resolve(done(null, e.message)));
        req.on('close', () => clearTimeout(wall));
        req.end(body);
    });
}
//# sourceMappingURL=post.js.map