// Counting test results from the runners' own JSON reports (Jest --json, Playwright's json reporter, and
// checks.json: lint and type check, one count each).
// Used by test.mjs (one run) and sum-reports.mjs (several runs, e.g. the phases of .ci/run).
import fs from 'node:fs';
import path from 'node:path';

/** The file each run leaves beside its reports: which runners ran, their exit codes, their report files. */
export const RUNS_FILE = 'runs.json';

/** Counts of one runner: a report that is missing or a non-zero exit with no failed test counts as 1 failure. */
export function countRun(dir, { name, kind, code, report }) {
  const file = path.resolve(dir, report);
  if (!fs.existsSync(file)) return { name, passed: 0, failed: 1, skipped: 0, note: `no report was written (exit code ${code})` };
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  let passed, failed, skipped;
  if (kind === 'checks') {
    passed = r.checks.filter((c) => c.ok).length;
    failed = r.checks.length - passed;
    skipped = 0;
  } else if (kind === 'jest') {
    passed = r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped = r.numPendingTests + (r.numTodoTests ?? 0);
  } else {
    passed = (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    failed = (r.stats?.unexpected ?? 0) + (r.errors ?? []).length;
    skipped = r.stats?.skipped ?? 0;
  }
  const note = code !== 0 && failed === 0 ? `the runner exited ${code} for a reason its counts do not show` : undefined;
  if (note) failed = 1;
  return { name, passed, failed, skipped, note };
}

/** Reads dir/runs.json and counts every runner in it; a dir without one (a run that never finished) is 1 failure. */
export function countDir(dir) {
  const file = path.join(dir, RUNS_FILE);
  if (!fs.existsSync(file)) return [{ name: path.basename(dir), passed: 0, failed: 1, skipped: 0, note: `no ${RUNS_FILE}: the run did not finish` }];
  const { runs } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (runs.length === 0) return [{ name: path.basename(dir), passed: 0, failed: 1, skipped: 0, note: 'no test runner ran' }];
  return runs.map((run) => countRun(dir, run));
}

export function total(counts) {
  return counts.reduce((t, c) => ({ passed: t.passed + c.passed, failed: t.failed + c.failed, skipped: t.skipped + c.skipped }), { passed: 0, failed: 0, skipped: 0 });
}

export function describe(label, c) {
  return `${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${c.note ? ` (${c.note})` : ''}`;
}
