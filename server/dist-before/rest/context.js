"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.restContext = restContext;
exports.contextOf = contextOf;
const context_1 = require("../context");
const request_caller_1 = require("../auth/request-caller");
/** Middleware: resolves the caller from `Authorization: Bearer`, the spec's `autherization` header or `X-Api-Key`, once per request. */
function restContext(deps) {
    return async (req, res, next) => {
        try {
            const { user, badToken, apiKey } = await (0, request_caller_1.callerOf)(deps, req);
            res.locals.ctx = (0, context_1.createContext)(deps, user, badToken, req.ip ?? '', apiKey ?? null);
            next();
        }
        catch (e) {
            next(e);
        }
    };
}
function contextOf(res) {
    return res.locals.ctx;
}
//# sourceMappingURL=context.js.map