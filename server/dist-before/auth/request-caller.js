"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.callerOf = callerOf;
const resolve_user_1 = require("./resolve-user");
const callers = new WeakMap();
/**
 * The request's caller, resolved once per request whoever asks first (the GraphQL read cache, the idempotency
 * store, Apollo's context, the REST context): one session or key lookup, and a key's use is counted once.
 */
function callerOf(deps, req) {
    let caller = callers.get(req);
    if (!caller) {
        caller = (0, resolve_user_1.resolveUser)(deps, req.headers, req.ip ?? '');
        callers.set(req, caller);
    }
    return caller;
}
//# sourceMappingURL=request-caller.js.map