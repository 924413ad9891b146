// `npm run typecheck`: `tsc --noEmit` over every TypeScript project: common, server (src + test),
// client (src + test + vite config), e2e (specs, support, playwright.config.ts). Runs them all, prints the
// error count of each, exits 1 if any has errors. Needs the generated Prisma client (`npm run prisma:generate`,
// or any `npm run build` / `npm test` before).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const PROJECTS = ['common/tsconfig.json', 'server/tsconfig.json', 'client/tsconfig.json', 'e2e/tsconfig.json'];

if (!fs.existsSync(path.join(ROOT, 'server/src/generated/prisma'))) {
  console.error('[typecheck] server/src/generated/prisma is missing: run `npm run prisma:generate` first');
  process.exit(1);
}
const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
let total = 0;
for (const project of PROJECTS) {
  const res = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty', 'false'], { cwd: ROOT, encoding: 'utf8' });
  const out = `${res.stdout}${res.stderr}`;
  const errors = out.split('\n').filter((l) => /error TS\d+/.test(l));
  if (errors.length) process.stdout.write(out);
  if (res.status !== 0 && errors.length === 0) {
    process.stdout.write(out);
    errors.push('tsc failed');
  }
  console.log(`[typecheck] ${project}: ${errors.length} error(s)`);
  total += errors.length;
}
console.log(`typecheck: ${total} error(s)`);
process.exit(total > 0 ? 1 : 0);
