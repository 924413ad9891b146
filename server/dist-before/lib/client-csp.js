"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.clientScriptHashes = clientScriptHashes;
/**
 * The built client's pre-rendered pages carry one small inline script (client/src/app/shellGuard.ts); the client
 * build writes its CSP hash to csp-hashes.json next to index.html. Only those exact hashes are allowed, never
 * 'unsafe-inline'. No file (an older build, no client): nothing extra is allowed.
 */
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;
function clientScriptHashes(clientDist) {
    if (!clientDist)
        return [];
    const file = node_path_1.default.join(clientDist, 'csp-hashes.json');
    if (!node_fs_1.default.existsSync(file))
        return [];
    const parsed = JSON.parse(node_fs_1.default.readFileSync(file, 'utf8'));
    const hashes = Array.isArray(parsed.scriptSrc) ? parsed.scriptSrc : [];
    const bad = hashes.find((h) => typeof h !== 'string' || !HASH.test(h));
    if (bad !== undefined)
        throw new Error(`${file}: not a sha256 CSP source: ${JSON.stringify(bad)}`);
    return hashes;
}
//# sourceMappingURL=client-csp.js.map