"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CACHED_HEADERS = void 0;
exports.handle = handle;
const context_1 = require("./context");
const access_1 = require("../auth/access");
/** Headers a public GET sets that describe its body (GET /products' total and next page): kept with it. */
exports.CACHED_HEADERS = ['x-total-count', 'link'];
/**
 * A REST route exposing operation `op`: the caller is checked against the one access declaration (auth/access.ts)
 * before the body runs; the service checks ownership. Thrown errors go to the app's final error handler.
 */
function handle(op, fn, status = 200) {
    const route = (req, res, next) => {
        const ctx = (0, context_1.contextOf)(res);
        if (!ctx) {
            next(new Error(`REST route ${req.method} ${req.path} has no request context`));
            return;
        }
        Promise.resolve()
            .then(() => {
            (0, access_1.allow)(ctx, op);
            return fn(ctx, req, res);
        })
            .then((body) => {
            if (res.headersSent)
                return;
            const publicCache = res.locals.publicCache;
            if (!publicCache) {
                res.status(status).json(body);
                return;
            }
            // A public GET (see router.ts): keep the serialized answer for the next anonymous caller.
            const json = JSON.stringify(body);
            const headers = {};
            for (const name of exports.CACHED_HEADERS) {
                const value = res.getHeader(name);
                if (value !== undefined)
                    headers[name] = String(value);
            }
            publicCache.cache.set(publicCache.key, json, publicCache.startedAt, headers);
            res.status(status).type('application/json').send(json);
        })
            .catch(next);
    };
    // Read back by the OpenAPI document (rest/openapi.ts) and the route matrix: the declaration is the route itself.
    return Object.assign(route, { operation: op, status });
}
//# sourceMappingURL=handler.js.map