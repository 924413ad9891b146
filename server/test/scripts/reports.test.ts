/**
 * The closing summary names flaky passes, and the last full run's figures (docs/last-full-run.md)
 * come from the reports.
 * The scripts run as CI runs them (`node scripts/...`) on report folders written here in the runners' own
 * JSON shapes (Playwright's json reporter, Jest --json, checks.json).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const script = (name: string) => path.join(ROOT, 'scripts', name);

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gluegun-reports-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A Playwright JSON report: one file, one describe, tests with the statuses given (project desktop). */
function playwright(statuses: Array<'expected' | 'unexpected' | 'flaky' | 'skipped'>) {
  const count = (s: string) => statuses.filter((x) => x === s).length;
  return {
    stats: {
      startTime: '2026-11-24T06:00:00.000Z',
      duration: 60_000,
      expected: count('expected'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
    },
    errors: [],
    suites: [
      {
        title: 'shop.spec.ts',
        specs: [],
        suites: [
          {
            title: 'checkout',
            specs: statuses.map((status, i) => ({
              title: `journey ${i}`,
              tests: [{ projectName: 'desktop', status }],
            })),
          },
        ],
      },
    ],
  };
}
const jestReport = (passed: number, failed = 0) => ({
  startTime: Date.parse('2026-11-24T05:50:00.000Z'),
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  numRuntimeErrorTestSuites: 0,
  testResults: [{ assertionResults: [{ fullName: 'a retried test', status: 'passed', retryReasons: [] }] }],
});

function writeRun(dir: string, files: Record<string, unknown>, meta: Record<string, unknown> = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(body));
  const runs = [
    files['checks.json'] && { name: 'checks', kind: 'checks', code: 0, report: 'checks.json' },
    files['jest-server.json'] && {
      name: 'server',
      kind: 'jest',
      code: 0,
      report: 'jest-server.json',
      seconds: 1200,
    },
    files['jest-client.json'] && { name: 'client', kind: 'jest', code: 0, report: 'jest-client.json' },
    files['playwright.json'] && { name: 'e2e', kind: 'playwright', code: 0, report: 'playwright.json' },
  ].filter(Boolean);
  fs.writeFileSync(path.join(dir, 'runs.json'), JSON.stringify({ node: 'v20.19.0', runs, ...meta }));
}

describe('flaky passes in the closing summary', () => {
  it('sum-reports names each flaky test on its own line before the unchanged closing line', () => {
    writeRun(path.join(tmp, 'a'), {
      'playwright.json': playwright(['expected', 'flaky', 'expected', 'flaky']),
    });
    writeRun(path.join(tmp, 'b'), { 'jest-server.json': jestReport(5) });
    const out = execFileSync('node', [script('sum-reports.mjs'), path.join(tmp, 'a'), path.join(tmp, 'b')], {
      encoding: 'utf8',
    });
    const lines = out.trim().split('\n');
    expect(lines.at(-1)).toBe('9 passed, 0 failed');
    expect(lines.at(-2)).toBe(
      'flaky: 2 ([desktop] shop.spec.ts > checkout > journey 1; [desktop] shop.spec.ts > checkout > journey 3)',
    );
    expect(out).toContain('[sum] a/e2e: 4 passed, 0 failed, 0 skipped, 2 flaky');
  });

  it('says "flaky: 0" when no test needed a retry, and a failure still fails', () => {
    writeRun(tmp, { 'playwright.json': playwright(['expected', 'unexpected']) });
    const res = spawnSync('node', [script('sum-reports.mjs'), tmp], { encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stdout.trim().split('\n').slice(-2)).toEqual(['flaky: 0', '1 passed, 1 failed']);
  });

  it("names each failed test under its runner's line, Jest with its file, so a log cut to its tail still says what to run again", () => {
    writeRun(path.join(tmp, 'a'), { 'playwright.json': playwright(['expected', 'unexpected']) });
    const report = jestReport(1, 2);
    report.testResults = [
      {
        name: path.join(ROOT, 'server/test/orders/x.test.ts'),
        status: 'failed',
        assertionResults: [{ fullName: 'orders refuse 99', status: 'failed', retryReasons: [] }],
      },
      { name: path.join(ROOT, 'server/test/tax/y.test.ts'), status: 'failed', assertionResults: [] },
    ] as never;
    writeRun(path.join(tmp, 'b'), { 'jest-server.json': report });
    const res = spawnSync('node', [script('sum-reports.mjs'), path.join(tmp, 'a'), path.join(tmp, 'b')], {
      encoding: 'utf8',
      cwd: ROOT,
    });
    expect(res.status).toBe(1);
    expect(res.stdout).toContain(
      '[sum] a/e2e: 1 passed, 1 failed, 0 skipped\n  failed: [desktop] shop.spec.ts > checkout > journey 1\n',
    );
    expect(res.stdout).toContain(
      '[sum] b/server: 1 passed, 2 failed, 0 skipped\n  failed: server/test/orders/x.test.ts > orders refuse 99\n  failed: server/test/tax/y.test.ts (the file itself)\n',
    );
  });

  it('counts a Jest test that passed only after retryTimes as flaky', () => {
    const report = jestReport(1);
    report.testResults[0].assertionResults[0].retryReasons = ['Error: boom' as never];
    writeRun(tmp, { 'jest-server.json': report });
    const out = execFileSync('node', [script('sum-reports.mjs'), tmp], { encoding: 'utf8' });
    expect(out.trim().split('\n').slice(-2)).toEqual(['flaky: 1 (a retried test)', '1 passed, 0 failed']);
  });
});

describe("the last full run's figures, written into docs/last-full-run.md (never into the README)", () => {
  const EARLIER = '# Last full run\n\nTyped by hand: `tests: 1 passed, 0 failed`.\n';
  const full = {
    'checks.json': {
      checks: [
        { name: 'lint', ok: true },
        { name: 'typecheck', ok: true },
      ],
    },
    'jest-server.json': {
      ...jestReport(744),
      testResults: [
        {
          name: path.join(ROOT, 'server/test/a.test.ts'),
          startTime: 1_000,
          endTime: 31_000,
          assertionResults: [],
        },
        {
          name: path.join(ROOT, 'server/test/security/b.test.ts'),
          startTime: 1_000,
          endTime: 91_400,
          assertionResults: [],
        },
      ],
    },
    'jest-client.json': jestReport(70),
    'playwright.json': playwright(['expected', 'expected', 'flaky', 'skipped']),
  };
  const target = () => path.join(tmp, 'last-full-run.md');
  const run = (...args: string[]) =>
    spawnSync('node', [script('last-run-figures.mjs'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, LAST_RUN_PATH: target() },
    });

  it('writes the whole page, saying it is generated, with every figure taken from the reports', () => {
    fs.writeFileSync(target(), EARLIER);
    const reports = path.join(tmp, 'reports');
    writeRun(reports, full, {
      startedAt: '2026-11-24T05:40:00.000Z',
      finishedAt: '2026-11-24T06:10:00.000Z',
      database: 'embedded',
      cpus: 2,
      filtered: false,
    });
    expect(run('--check', reports).status).toBe(1);
    const res = run(reports);
    expect(res.stderr).toBe('');
    const after = fs.readFileSync(target(), 'utf8');
    const [title, generated, para] = after.trimEnd().split('\n\n');
    expect(title).toBe('# Last full run');
    expect(generated.replace(/\n/g, ' ')).toContain(
      'Generated by `node scripts/last-run-figures.mjs` from the reports of the last whole, unfiltered `npm test`',
    );
    expect(para.replace(/\n/g, ' ')).toBe(
      'Last full run, 2026-11-24 (`npm test`, no `DATABASE_URL`, embedded PostgreSQL 17, Node v20.19.0): `tests: 819 passed, 0 failed` ' +
        '(checks 2, server 744, client 70, browser 3 + 1 skipped; 1 flaky: [desktop] shop.spec.ts > checkout > journey 2), about 30 minutes ' +
        'on a 2-core machine.',
    );
    // Where the minutes went: each runner's seconds, then the slowest server files first.
    expect(after).toContain('| server | 1200 |');
    expect(after).toContain('| test/security/b.test.ts | 90 |\n| test/a.test.ts | 30 |');
    expect(after.split('\n').every((l) => l.length <= 110)).toBe(true);
    expect(run('--check', reports).status).toBe(0);
  });

  it('refuses a partial or filtered run and leaves the page alone', () => {
    fs.writeFileSync(target(), EARLIER);
    const partial = path.join(tmp, 'partial');
    writeRun(partial, { 'jest-server.json': jestReport(3) });
    const res = run(partial);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('not a full run (missing: checks, client, e2e)');
    const filtered = path.join(tmp, 'filtered');
    writeRun(filtered, full, { filtered: true });
    expect(run(filtered).stderr).toContain('filtered');
    expect(fs.readFileSync(target(), 'utf8')).toBe(EARLIER);
  });

  it('no script rewrites the README: it has no generated paragraph, and no script names it as a target', () => {
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).not.toMatch(/^Last full run/m);
    for (const file of fs.readdirSync(path.join(ROOT, 'scripts'))) {
      expect([
        file,
        /writeFileSync\([^)]*README/.test(fs.readFileSync(path.join(ROOT, 'scripts', file), 'utf8')),
      ]).toEqual([file, false]);
    }
  });
});

describe('counts per kind', () => {
  it('sum-reports says what the passes are (unit, property, matrix cell, journey, check), per folder and in all, a later folder as repeats', () => {
    const files = {
      plain: path.join(tmp, 'orders.test.ts'),
      property: path.join(tmp, 'regions.test.ts'),
      matrix: path.join(tmp, 'company-role-matrix.test.ts'),
    };
    fs.writeFileSync(files.plain, "import { createHarness } from '../support/harness';\n");
    fs.writeFileSync(files.property, "import fc from 'fast-check';\n");
    fs.writeFileSync(files.matrix, "import fc from 'fast-check';\n");
    const passed = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ fullName: `t${i}`, status: 'passed', retryReasons: [] }));
    const server = {
      ...jestReport(10, 1),
      testResults: [
        {
          name: files.plain,
          status: 'passed',
          assertionResults: [...passed(2), { fullName: 'broken', status: 'failed' }],
        },
        { name: files.property, status: 'passed', assertionResults: passed(3) },
        { name: files.matrix, status: 'passed', assertionResults: passed(5) },
      ],
    };
    writeRun(path.join(tmp, 'one'), {
      'checks.json': {
        checks: [
          { name: 'lint', ok: true },
          { name: 'types', ok: true },
        ],
      },
      'jest-server.json': server,
      'playwright.json': playwright(['expected', 'flaky', 'skipped']),
    });
    writeRun(path.join(tmp, 'two'), {
      'jest-server.json': { ...server, testResults: server.testResults.slice(1, 2) },
    });
    const res = spawnSync('node', [script('sum-reports.mjs'), path.join(tmp, 'one'), path.join(tmp, 'two')], {
      encoding: 'utf8',
    });
    expect(res.stdout).toContain('[kinds] one: 2 unit, 3 property, 5 matrix cell, 2 journey, 2 check\n');
    expect(res.stdout).toContain(
      "[kinds] two (repeats of the first folder's tests): 0 unit, 3 property, 0 matrix cell, 0 journey, 0 check\n",
    );
    expect(res.stdout).toContain('[kinds] all: 2 unit, 6 property, 5 matrix cell, 2 journey, 2 check\n');
    expect(res.stdout.trim().split('\n').at(-2)).toMatch(/^flaky: 1 /);
  });
});
