// Counting test results from the runners' own JSON reports (Jest --json, Playwright's json reporter, and
// checks.json: lint and type check, one count each).
// Used by test.mjs (one run) and sum-reports.mjs (several runs, e.g. the phases of .ci/run).
import fs from 'node:fs';
import path from 'node:path';

/** The file each run leaves beside its reports: which runners ran, their exit codes, their report files. */
export const RUNS_FILE = 'runs.json';

/**
 * Counts of one runner: a report that is missing or a non-zero exit with no failed test counts as 1 failure.
 * `flaky` lists the tests that passed only on a retry (Playwright retries once in CI): they count as passed,
 * and are named on a line of their own so a flaky pass is never silent.
 */
export function countRun(dir, { name, kind, code, report }) {
  const file = path.resolve(dir, report);
  if (!fs.existsSync(file)) return { name, passed: 0, failed: 1, skipped: 0, flaky: [], note: `no report was written (exit code ${code})` };
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  let passed, failed, skipped;
  let flaky = [];
  let failedNames = [];
  if (kind === 'checks') {
    passed = r.checks.filter((c) => c.ok).length;
    failed = r.checks.length - passed;
    skipped = 0;
  } else if (kind === 'jest') {
    passed = r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped = r.numPendingTests + (r.numTodoTests ?? 0);
    // jest.retryTimes: a test that passed after failing keeps the failures in retryReasons.
    for (const f of r.testResults ?? []) {
      const file = path.relative(process.cwd(), f.name ?? '');
      for (const a of f.assertionResults ?? []) {
        if (a.status === 'passed' && (a.retryReasons?.length ?? 0) > 0) flaky.push(a.fullName ?? a.title);
        if (a.status === 'failed') failedNames.push(`${file} > ${a.fullName ?? a.title}`);
      }
      // A file that failed before any test ran (an import error, a hook) has no failed test to name.
      if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')) failedNames.push(`${file} (the file itself)`);
    }
  } else {
    flaky = playwrightTests(r, 'flaky');
    failedNames = playwrightTests(r, 'unexpected');
    passed = (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    failed = (r.stats?.unexpected ?? 0) + (r.errors ?? []).length;
    skipped = r.stats?.skipped ?? 0;
    // The stats say how many; the titles come from the tests. A report whose stats and tests disagree still
    // shows the count it claims.
    while (flaky.length < (r.stats?.flaky ?? 0)) flaky.push('(title not in the report)');
  }
  const note = code !== 0 && failed === 0 ? `the runner exited ${code} for a reason its counts do not show` : undefined;
  if (note) failed = 1;
  return { name, passed, failed, skipped, flaky, failedNames, note };
}

/** Titles (`[project] file > describe > test`) of the tests Playwright's JSON report gives this status. */
function playwrightTests(report, status) {
  const found = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === status) found.push(`${t.projectName ? `[${t.projectName}] ` : ''}${[...here, spec.title].join(' > ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return found;
}

/** Reads dir/runs.json and counts every runner in it; a dir without one (a run that never finished) is 1 failure. */
export function countDir(dir) {
  const file = path.join(dir, RUNS_FILE);
  if (!fs.existsSync(file)) return [{ name: path.basename(dir), passed: 0, failed: 1, skipped: 0, note: `no ${RUNS_FILE}: the run did not finish` }];
  const { runs } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (runs.length === 0) return [{ name: path.basename(dir), passed: 0, failed: 1, skipped: 0, note: 'no test runner ran' }];
  return runs.map((run) => countRun(dir, run));
}

/** The runners recorded in dir/runs.json (none when the run never finished). */
export function runsOf(dir) {
  const file = path.join(dir, RUNS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).runs : [];
}

export function total(counts) {
  return counts.reduce(
    (t, c) => ({ passed: t.passed + c.passed, failed: t.failed + c.failed, skipped: t.skipped + c.skipped, flaky: [...t.flaky, ...(c.flaky ?? [])] }),
    { passed: 0, failed: 0, skipped: 0, flaky: [] },
  );
}

export function describe(label, c) {
  const flaky = c.flaky?.length ? `, ${c.flaky.length} flaky` : '';
  // The failed tests by name, so a log that keeps only its last lines still says what to run again.
  const names = c.failedNames?.length ? `\n${c.failedNames.map((n) => `  failed: ${n}`).join('\n')}` : '';
  return `${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${flaky}${c.note ? ` (${c.note})` : ''}${names}`;
}

/**
 * The line printed just before the closing line: how many passes were flaky (passed only on a retry), and
 * which. Always printed, so "flaky: 0" is something a reader sees, not an absence. The closing line itself
 * stays `N passed, N failed` (CI parses it).
 */
export function flakyLine(flaky) {
  return flaky.length === 0 ? 'flaky: 0' : `flaky: ${flaky.length} (${flaky.join('; ')})`;
}

/**
 * What the passed tests are, so the headline count means something: `unit` (one example each, Jest), `property`
 * (a Jest file drawing inputs with fast-check), `matrix cell` (a cell of a table of callers x operations or of hostile
 * inputs: files named *matrix* or hostile-*), `journey` (a browser journey) and `check` (lint, type check). A
 * file is read to see whether it imports fast-check; one that cannot be read counts by its name alone.
 */
export const MATRIX_FILE = /(matrix|hostile-)[^/]*$/;
export function kindsOf(dir, runs) {
  const kinds = { unit: 0, property: 0, 'matrix cell': 0, journey: 0, check: 0 };
  const properties = new Map();
  const isProperty = (file) => {
    if (!properties.has(file)) {
      let text = '';
      try { text = fs.readFileSync(file, 'utf8'); } catch { /* counted by its name */ }
      properties.set(file, /from ['"]fast-check['"]/.test(text) || /property/i.test(path.basename(file)));
    }
    return properties.get(file);
  };
  for (const run of runs) {
    const file = path.resolve(dir, run.report);
    if (!fs.existsSync(file)) continue;
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (run.kind === 'checks') kinds.check += r.checks.filter((c) => c.ok).length;
    else if (run.kind === 'jest') {
      for (const f of r.testResults ?? []) {
        const passed = (f.assertionResults ?? []).filter((a) => a.status === 'passed').length;
        const name = f.name ?? '';
        kinds[MATRIX_FILE.test(name) ? 'matrix cell' : isProperty(name) ? 'property' : 'unit'] += passed;
      }
    } else kinds.journey += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  }
  return kinds;
}

/** `kinds: N unit, N property, N matrix cell, N journey, N check` (after `label`). */
export function kindsLine(label, kinds) {
  return `${label}: ${Object.entries(kinds).map(([k, n]) => `${n} ${k}`).join(', ')}`;
}

