"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fixedHeaders = fixedHeaders;
/**
 * A middleware that only sets and removes fixed headers (helmet's, with no directive computed per request), run once
 * on a recording response at start: each request then gets the same headers in the same order, without helmet's
 * chain of a dozen middlewares (issue #32). Refuses, at start, a middleware that does anything else.
 */
function fixedHeaders(middleware) {
    const steps = [];
    const recorder = {
        setHeader(name, value) { steps.push(['set', name, value]); return recorder; },
        removeHeader(name) { steps.push(['remove', name]); },
    };
    let done = false;
    middleware({}, recorder, (err) => {
        if (err)
            throw err;
        done = true;
    });
    if (!done)
        throw new Error('fixedHeaders: the middleware did not finish at once');
    return (_req, res, next) => {
        for (const step of steps) {
            if (step[0] === 'set')
                res.setHeader(step[1], step[2]);
            else
                res.removeHeader(step[1]);
        }
        next();
    };
}
//# sourceMappingURL=fixed-headers.js.map