"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.authChecker = void 0;
const errors_1 = require("../errors");
const access_1 = require("./access");
/**
 * TypeGraphQL's check for `@Allow` (which sets @Authorized from the one access declaration in access.ts):
 * no roles = any signed-in user, 'ADMIN' = admins only. It throws rather than returning false, so the answer
 * always says why (UNAUTHENTICATED or FORBIDDEN). A caller using an API key also needs the operation's scope:
 * root fields are named like their operations, so the field name finds it in the declaration.
 */
const authChecker = ({ context, info }, roles) => {
    if (!context.user)
        throw (0, errors_1.unauthenticated)(context.badToken ? 'Your session is invalid or expired; sign in again' : undefined);
    if (roles.length > 0 && !roles.includes(context.user.role))
        throw (0, errors_1.forbidden)('Admins only');
    if (context.apiKey) {
        const op = info.fieldName;
        // Only root fields carry @Allow; anything else guarded for a key is refused rather than guessed.
        if (!(op in access_1.ACCESS))
            throw (0, errors_1.forbidden)('API keys cannot do this; sign in as a person');
        (0, access_1.checkKeyScope)(context, op);
    }
    return true;
};
exports.authChecker = authChecker;
//# sourceMappingURL=auth-checker.js.map