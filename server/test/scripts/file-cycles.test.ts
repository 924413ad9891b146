/**
 * The file circle check that `npm run lint` and CI run (scripts/file-cycles.mjs): two files importing each other,
 * directly or through a third, fail it and are named with the imports that close the circle; type-only imports and
 * a lazy import() do not count (they are not evaluated when the file loads); the repository itself has none.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/file-cycles.mjs');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gluegun-files-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function world(files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
}

it('fails on a circle through three files across folders, naming each import that closes it', () => {
  const res = world({
    'a/x.ts': "import { y } from '../b/y';\nexport const x = y;\n",
    'b/y.ts': "export { z as y } from './z.js';\n",
    'b/z.tsx': "import X from '../a/x';\nexport const z = () => X;\n",
    'c/free.ts': "import { x } from '../a/x';\nexport const f = x;\n",
  });
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('Files import each other in a circle');
  expect(res.stderr).toContain('a/x.ts -> ../b/y');
  expect(res.stderr).toContain('b/y.ts -> ./z.js');
  expect(res.stderr).toContain('b/z.tsx -> ../a/x');
  expect(res.stderr).not.toContain('free.ts');
});

it('passes type-only imports, lazy imports and one-way imports', () => {
  const res = world({
    'a.ts':
      "import type { B } from './b';\nimport { type C } from './c';\nexport type A = B | C;\nexport const a = 1;\n",
    'b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
    'c.ts': "import { a } from './a';\nexport type C = typeof a;\nexport const load = () => import('./d');\n",
    'd.ts': "import { load } from './c';\nexport const d = load;\n",
  });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
});

it('finds no circle in the repository', () => {
  const res = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
});
