/**
 * The built client's pre-rendered pages carry one small inline script (client/src/app/shellGuard.ts); the client
 * build writes its CSP hash to csp-hashes.json next to index.html. Only those exact hashes are allowed, never
 * 'unsafe-inline'. No file (an older build, no client): nothing extra is allowed.
 */
import fs from 'node:fs';
import path from 'node:path';

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

export function clientScriptHashes(clientDist: string | undefined): string[] {
  if (!clientDist) return [];
  const file = path.join(clientDist, 'csp-hashes.json');
  if (!fs.existsSync(file)) return [];
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  const hashes = Array.isArray(parsed.scriptSrc) ? parsed.scriptSrc : [];
  const bad = hashes.find((h) => typeof h !== 'string' || !HASH.test(h));
  if (bad !== undefined) throw new Error(`${file}: not a sha256 CSP source: ${JSON.stringify(bad)}`);
  return hashes as string[];
}
