/** The CSP allows the built client's one inline script by the hash the build wrote, and nothing that is not a hash. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientScriptHashes } from '../../src/lib/client-csp';

const HASH = "'sha256-5N75mmwPQY5GbBxU7r7Nrr489pB7aeGgDD1lSDo9EGE='";

function distWith(content: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-csp-'));
  if (content !== null) fs.writeFileSync(path.join(dir, 'csp-hashes.json'), content);
  return dir;
}

describe('clientScriptHashes', () => {
  it('reads the hashes the client build wrote', () => {
    expect(clientScriptHashes(distWith(JSON.stringify({ scriptSrc: [HASH] })))).toEqual([HASH]);
  });

  it('allows nothing extra without a client or without the file (an older build)', () => {
    expect(clientScriptHashes(undefined)).toEqual([]);
    expect(clientScriptHashes(distWith(null))).toEqual([]);
  });

  it("refuses anything that is not a sha256 source, such as 'unsafe-inline'", () => {
    expect(() => clientScriptHashes(distWith(JSON.stringify({ scriptSrc: ["'unsafe-inline'"] })))).toThrow(
      /not a sha256 CSP source/,
    );
  });
});
