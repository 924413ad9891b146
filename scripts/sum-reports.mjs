// Sums the results of several `npm test` runs (each with its own TEST_REPORTS_DIR) into one closing line,
// printed last: `N passed, N failed`, after a `flaky: N (titles)` line naming the passes that needed a retry. Usage: node scripts/sum-reports.mjs DIR... (each DIR holds a runs.json).
// A DIR without runs.json (its run crashed before the end) counts as a failure, never as zero tests.
// Exit code 1 when anything failed.
import path from 'node:path';
import { countDir, describe, flakyLine, kindsLine, kindsOf, runsOf, total } from './reports.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/sum-reports.mjs REPORT_DIR...');
  process.exit(2);
}
const all = [];
for (const dir of dirs) {
  const counts = countDir(path.resolve(dir));
  for (const c of counts) console.log(describe(`[sum] ${path.basename(dir)}/${c.name}`, c));
  all.push(...counts);
}
// Each runner's wall-clock time, so a suite that grows is seen against the written budget (docs/testing.md).
for (const dir of dirs) {
  for (const r of runsOf(path.resolve(dir))) {
    if (r.seconds !== undefined) console.log(`[time] ${path.basename(dir)}/${r.name}: ${r.seconds} s`);
  }
}
// What the passes are, per folder: a later folder repeats tests of the first on another runtime and database.
const kindTotals = {};
dirs.forEach((dir, i) => {
  const kinds = kindsOf(path.resolve(dir), runsOf(path.resolve(dir)));
  for (const [k, n] of Object.entries(kinds)) kindTotals[k] = (kindTotals[k] ?? 0) + n;
  console.log(kindsLine(`[kinds] ${path.basename(dir)}${i > 0 ? ' (repeats of the first folder\'s tests)' : ''}`, kinds));
});
console.log(kindsLine('[kinds] all', kindTotals));
const sum = total(all);
if (sum.skipped) console.log(`[sum] skipped: ${sum.skipped}`);
// Flaky passes (passed only on a retry) on their own line, before the closing line CI parses.
console.log(flakyLine(sum.flaky));
console.log(`${sum.passed} passed, ${sum.failed} failed`);
process.exit(sum.failed > 0 ? 1 : 0);
