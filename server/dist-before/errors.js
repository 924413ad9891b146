"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.conflict = exports.badInput = exports.notFound = exports.forbidden = exports.unauthenticated = exports.AppError = exports.HTTP_STATUS = void 0;
const graphql_1 = require("graphql");
const common_1 = require("@gluegun/common");
exports.HTTP_STATUS = {
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    BAD_USER_INPUT: 400,
    CONFLICT: 409,
    TOO_MANY_REQUESTS: 429,
};
/**
 * An expected failure whose message is safe to show to the caller. It always carries a documented reason
 * (common/src/refusals.ts, the schema's RefusalReason enum): the one given, or its code's general one.
 */
class AppError extends graphql_1.GraphQLError {
    code;
    reason;
    constructor(code, message, extra = {}) {
        const reason = extra.reason ?? common_1.DEFAULT_REASON[code];
        super(message, { extensions: { code, ...extra, reason } });
        this.code = code;
        this.reason = reason;
        this.name = 'AppError';
    }
}
exports.AppError = AppError;
const unauthenticated = (message = 'You must be signed in') => new AppError('UNAUTHENTICATED', message);
exports.unauthenticated = unauthenticated;
const forbidden = (message = 'You are not allowed to do this', extra = {}) => new AppError('FORBIDDEN', message, extra);
exports.forbidden = forbidden;
const notFound = (what) => new AppError('NOT_FOUND', `${what} not found`);
exports.notFound = notFound;
const badInput = (message, field) => new AppError('BAD_USER_INPUT', message, field ? { field } : {});
exports.badInput = badInput;
const conflict = (message) => new AppError('CONFLICT', message);
exports.conflict = conflict;
//# sourceMappingURL=errors.js.map