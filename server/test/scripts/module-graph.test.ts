/**
 * The module check that `npm run lint` and CI run (scripts/module-graph.mjs): a circle between two modules' services
 * fails it and is named with the imports that close it; the GraphQL layer's files may point at each other; a
 * module with more than 15 % of the code fails it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/module-graph.mjs');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gluegun-modules-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes modules/<m>/<file> with the given text; ten modules of filler keep any one under 15 %. */
function world(files: Record<string, string>) {
  for (let i = 0; i < 10; i++) files[`filler${i}/filler.ts`] = 'export const x = 1;\n'.repeat(3);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
}

it('fails on two services that import each other, naming both imports', () => {
  const res = world({
    'a/a.service.ts': "import { b } from '../b/b.service';\nexport const a = b;\n",
    'b/b.service.ts': "import { a } from '../a/a.service';\nexport const b = a;\n",
  });
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('Modules import each other in a circle');
  expect(res.stderr).toContain('a.service.ts -> ../b/b.service');
  expect(res.stderr).toContain('b.service.ts -> ../a/a.service');
});

it('finds a circle through three modules and type-only imports', () => {
  const res = world({
    'a/x.ts': "import type { B } from '../b/y';\nexport type A = B;\n",
    'b/y.ts': "import { c } from '../c/z';\nexport type B = typeof c;\n",
    'c/z.ts': "import type { A } from '../a/x';\nexport const c: A | null = null;\n",
  });
  expect(res.status).toBe(1);
  expect(res.stderr).toMatch(/a .*\n.*-> b .*\n.*-> c .*\n.*-> a/);
});

it('passes one-way imports, and resolvers and schema types pointing at each other', () => {
  const res = world({
    'a/a.service.ts': "import { b } from '../b/b.service';\nexport const a = b;\n",
    'b/b.service.ts': 'export const b = 1;\n',
    'a/a.type.ts': "import { B } from '../b/b.type';\nexport class A { b?: B }\n",
    'b/b.type.ts': "import { A } from '../a/a.type';\nexport class B { a?: A }\n",
    'b/b.resolver.ts': "import { a } from '../a/a.service';\nexport const r = a;\n",
  });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
});

it('fails a module holding more than 15 % of the code', () => {
  const res = world({ 'big/big.ts': 'export const y = 1;\n'.repeat(200) });
  expect(res.status).toBe(1);
  expect(res.stderr).toMatch(/Module "big" holds \d+\.\d % of the modules' code \(at most 15 %\)/);
});
