// `npm test`: the whole suite. Builds, provides PostgreSQL (DATABASE_URL, or an embedded server) and the
// Firebase Auth emulator, runs server Jest, client Jest and Playwright with JSON reports, then prints one
// closing line summed from those reports: `tests: N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, EMULATOR_HOST, build, run, startAuthEmulator } from './lib.mjs';

const REPORTS = path.join(ROOT, 'reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- server client e2e`
const want = (suite) => only.length === 0 || only.includes(suite);

await build();

let embedded;
if (!process.env.DATABASE_URL) {
  const { startEmbeddedPostgres } = await import(path.join(ROOT, 'server/dist/db/embedded.js'));
  embedded = await startEmbeddedPostgres(path.join(ROOT, 'data', 'test'), 'gluegun_test', 54330);
  process.env.DATABASE_URL = embedded.url;
  console.log('[test] using an embedded PostgreSQL');
}
const emulator = await startAuthEmulator();
process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;

const suites = [];
async function jestSuite(name, config, rootDir) {
  const outputFile = path.join(REPORTS, `jest-${name}.json`);
  const code = await run('npx', ['jest', '-c', config, '--rootDir', rootDir, '--json', `--outputFile=${outputFile}`, '--ci']);
  suites.push({ name, code, report: outputFile, kind: 'jest' });
}

try {
  if (want('server')) await jestSuite('server', 'server/jest.config.js', 'server');
  if (want('client')) await jestSuite('client', 'client/jest.config.cjs', 'client');
  if (want('e2e')) {
    const code = await run('npx', ['playwright', 'test'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
    suites.push({ name: 'e2e', code, report: path.join(REPORTS, 'playwright.json'), kind: 'playwright' });
  }
} finally {
  await emulator.stop();
  if (embedded) await embedded.stop();
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const s of suites) {
  if (!fs.existsSync(s.report)) {
    console.error(`[test] ${s.name}: no report was written (runner exit code ${s.code})`);
    failed += 1; // a runner that crashed counts as a failure, never as zero tests
    continue;
  }
  const r = JSON.parse(fs.readFileSync(s.report, 'utf8'));
  let p, f, k;
  if (s.kind === 'jest') {
    p = r.numPassedTests;
    f = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    k = r.numPendingTests + (r.numTodoTests ?? 0);
  } else {
    p = (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    f = r.stats?.unexpected ?? 0;
    k = r.stats?.skipped ?? 0;
    f += (r.errors ?? []).length;
  }
  if (s.code !== 0 && f === 0) f = 1; // the runner failed for a reason its counts do not show
  console.log(`[test] ${s.name}: ${p} passed, ${f} failed, ${k} skipped`);
  passed += p;
  failed += f;
  skipped += k;
}
if (skipped) console.log(`[test] skipped: ${skipped}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || suites.length === 0 ? 1 : 0);
