"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bodyOf = bodyOf;
exports.optionalText = optionalText;
exports.optionalNumber = optionalNumber;
exports.queryText = queryText;
const errors_1 = require("../errors");
function bodyOf(req) {
    const body = req.body;
    if (body === undefined || body === null)
        return {};
    if (typeof body !== 'object' || Array.isArray(body))
        throw (0, errors_1.badInput)('Request body must be a JSON object');
    return body;
}
/** A string field, or undefined when absent. Numbers are accepted and turned into text (HTML number inputs). */
function optionalText(body, field) {
    const v = body[field];
    if (v === undefined || v === null)
        return undefined;
    if (typeof v === 'string')
        return v;
    if (typeof v === 'number' && Number.isFinite(v))
        return String(v);
    throw (0, errors_1.badInput)(`${field} must be a string`, field);
}
/** A number field (a JSON number or numeric text, as forms send), or undefined when absent. */
function optionalNumber(body, field) {
    const v = body[field];
    if (v === undefined || v === null || v === '')
        return undefined;
    if (typeof v === 'number' && Number.isFinite(v))
        return v;
    if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v))
        return Number(v);
    throw (0, errors_1.badInput)(`${field} must be a number`, field);
}
/** A single query-string value (`?email=a&email=b` or `?email[x]=` are refused). */
function queryText(req, field) {
    const v = req.query[field];
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string')
        throw (0, errors_1.badInput)(`${field} must be given once, as text`, field);
    return v;
}
//# sourceMappingURL=body.js.map