"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validate = validate;
exports.isUuid = isUuid;
exports.normalizeId = normalizeId;
exports.normalizeEmail = normalizeEmail;
const yup_1 = require("yup");
const common_1 = require("@gluegun/common");
const errors_1 = require("../errors");
/** Validates with a shared yup schema; the first problem becomes a BAD_USER_INPUT error naming the field. */
async function validate(schema, value) {
    try {
        return await schema.validate(value, { abortEarly: true, stripUnknown: true });
    }
    catch (e) {
        if (e instanceof yup_1.ValidationError) {
            // A yup test named after a refusal reason (e.g. BELOW_SHOP_MINIMUM) gives it; any other: INVALID_INPUT.
            const reason = typeof e.type === 'string' && e.type in common_1.REFUSAL_REASONS ? e.type : undefined;
            throw new errors_1.AppError('BAD_USER_INPUT', e.errors[0] ?? 'Invalid input', { ...(e.path ? { field: e.path } : {}), ...(reason ? { reason } : {}) });
        }
        throw e;
    }
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot name a row, so it is reported as not found without a query. */
function isUuid(id) {
    return typeof id === 'string' && UUID.test(id);
}
/** Ids enter in any case (`/user/ABC...`); they are compared and stored lower-case. Non-UUIDs are null. */
function normalizeId(id) {
    return isUuid(id) ? id.toLowerCase() : null;
}
/** E-mails are compared and stored trimmed and lower-case (one rule for every path that takes one). */
function normalizeEmail(email) {
    return String(email ?? '').trim().toLowerCase();
}
//# sourceMappingURL=validate.js.map