"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.unstorable = unstorable;
exports.firstUnstorable = firstUnstorable;
exports.redactPath = redactPath;
exports.escapeLike = escapeLike;
// Lone UTF-16 surrogates are not Unicode text: Prisma's query engine fails on them with an internal error.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Why a string cannot be stored (PostgreSQL text holds no U+0000; lone surrogates are not text), or null. */
function unstorable(text) {
    if (text.includes('\u0000'))
        return 'Text must not contain the NUL character (\\u0000)';
    if (LONE_SURROGATE.test(text))
        return 'Text must be valid Unicode (it has an unpaired surrogate)';
    return null;
}
/** Iterative walk: a 100 kb body can nest values deep enough to overflow a recursive one. */
function firstUnstorable(value) {
    const pending = [value];
    while (pending.length) {
        const v = pending.pop();
        if (typeof v === 'string') {
            const problem = unstorable(v);
            if (problem)
                return problem;
        }
        else if (v !== null && typeof v === 'object') {
            pending.push(...Object.values(v));
        }
    }
    return null;
}
/** Request paths for logs: e-mail addresses (`/user/{email}`, `/admin/{email}`) become `[email]`. */
function redactPath(path) {
    return path.replace(/[^/]*(@|%40)[^/]*/gi, '[email]');
}
/** Escapes LIKE's wildcards and its escape character (PostgreSQL's default escape is a backslash). */
function escapeLike(text) {
    return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
//# sourceMappingURL=text.js.map