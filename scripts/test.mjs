// `npm test`: the whole suite. Builds, provides PostgreSQL (DATABASE_URL, or an embedded server) and a
// Firebase Auth emulator of its own, runs server Jest, client Jest and Playwright with JSON reports, then
// prints one closing line summed from those reports: `tests: N passed, N failed`.
//
// A test run never touches a running development shop (`npm start`: emulator 9099, app 4000, embedded
// PostgreSQL under data/pg): its emulator, app port, embedded database and client build are its own
// (testPorts() and e2ePort() in lib.mjs; overrides TEST_AUTH_EMULATOR_PORT, E2E_PORT, TEST_EMBEDDED_PG_PORT).
//
// `npm test -- server client e2e` picks suites. TEST_REPORTS_DIR (default reports/) is where the JSON
// reports and runs.json go; scripts/sum-reports.mjs sums several such folders. TEST_SKIP_BUILD=1 reuses
// the server build of an earlier run (the e2e client build is always redone: it bakes in the emulator port).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { ROOT, e2eMailPorts, e2ePort, mustRun, portOpen, run, startAuthEmulator, testPorts } from './lib.mjs';
import os from 'node:os';
import { RUNS_FILE, countRun, describe, flakyLine, kindsLine, kindsOf, total } from './reports.mjs';

const startedAt = new Date().toISOString();
const REPORTS = path.resolve(ROOT, process.env.TEST_REPORTS_DIR || 'reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const SUITES = ['checks', 'server', 'client', 'e2e'];
const only = process.argv.slice(2); // e.g. `npm test -- server client e2e`
for (const s of only) if (!SUITES.includes(s)) throw new Error(`unknown suite "${s}" (known: ${SUITES.join(', ')})`);
const want = (suite) => only.length === 0 || only.includes(suite);

if (process.env.TEST_SKIP_BUILD !== '1') {
  await mustRun('npm', ['run', 'prisma:generate']);
  await mustRun('npm', ['run', 'build', '-w', 'common']);
  await mustRun('npm', ['run', 'build', '-w', 'server']);
}

// Ports are picked after the build, right before use (another run may take a port meanwhile).
const ports = await testPorts();
const emulatorHost = `127.0.0.1:${ports.auth}`;
// Names this run: the e2e global setup checks that the app answering on E2E_PORT is ours.
const runId = crypto.randomUUID();
// The e2e client build: a folder of this run's own (client/dist belongs to `npm start`, and two test runs at once
// must not serve each other's build), the test emulator baked in; removed when the run ends.
const clientDist = path.join(ROOT, 'client', `dist-test-${process.pid}`);
async function buildE2eClient(opts) {
  await mustRun('npx', ['vite', 'build', '--outDir', clientDist, '--emptyOutDir'], {
    cwd: path.join(ROOT, 'client'),
    env: { ...process.env, VITE_FIREBASE_USE_EMULATOR: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-gluegun', VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
    ...opts,
  });
  // start-app.mjs checks this, so an e2e run never serves a client that signs in on another emulator.
  fs.writeFileSync(path.join(clientDist, 'test-build.json'), JSON.stringify({ emulatorHost, runId }));
}

let embedded;
if (!process.env.DATABASE_URL) {
  const { startEmbeddedPostgres } = await import(path.join(ROOT, 'server/dist/db/embedded.js'));
  embedded = await startEmbeddedPostgres(path.join(ROOT, 'data', `test-pg-${ports.pg}`), 'gluegun_test', ports.pg);
  process.env.DATABASE_URL = embedded.url;
  console.log(`[test] using an embedded PostgreSQL (${new URL(embedded.url).port})`);
}
const emulator = await startAuthEmulator({ port: ports.auth, hubPort: ports.hub, loggingPort: ports.logging });
// Everything downstream (server Jest's harness, the e2e app and its global setup) reads these.
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
process.env.TEST_AUTH_EMULATOR_HOST = emulatorHost;
process.env.E2E_CLIENT_DIST = clientDist;
process.env.TEST_RUN_ID = runId;
process.env.TEST_REPORTS_DIR = REPORTS;
// The two-instance suite (server/test/scale) needs Redis: it runs when one answers (CI: REQUIRE_REDIS=1 makes a
// missing Redis a failure), and is reported as skipped otherwise: a newcomer needs nothing but Node.
if (!process.env.TEST_REDIS_URL && (await portOpen('127.0.0.1:6379'))) process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
console.log(`[test] Auth emulator ${emulatorHost}, Redis ${process.env.TEST_REDIS_URL ?? 'none (two-instance suite skipped)'}, reports in ${path.relative(ROOT, REPORTS) || '.'}`);
// .ci/run starts its next phase once this run has built and holds its ports (TEST_BUILT_MARKER, docs/decisions/042).
if (process.env.TEST_BUILT_MARKER) fs.writeFileSync(process.env.TEST_BUILT_MARKER, runId);

const runs = [];
/** Wall-clock seconds of one runner, printed by sum-reports.mjs so a suite that grows is seen. */
const secondsSince = (began) => Math.round((Date.now() - began) / 1000);
async function jestSuite(name, config, rootDir, opts) {
  const report = `jest-${name}.json`;
  // JEST_FILTER=<regex> runs only the test files whose path matches (a quick loop on one area; CI never sets it).
  const filter = process.env.JEST_FILTER ? [process.env.JEST_FILTER] : [];
  // --forceExit: a connection or timer a test forgot must not keep a finished run (and CI) waiting forever; Jest still
  // prints "Force exiting Jest" so the leak is seen, and the report it has already written counts.
  const began = Date.now();
  const code = await run('npx', ['jest', '-c', config, '--rootDir', rootDir, '--json', `--outputFile=${path.join(REPORTS, report)}`, '--ci', '--forceExit', ...filter], opts);
  runs.push({ name, kind: 'jest', code, report, seconds: secondsSince(began) });
}

/** Lint (ESLint with the import boundaries), the formatting, the module graph, the file import graph and the type check over every project, each counted. */
async function staticChecks(opts, log = console.log) {
  const began = Date.now();
  const lintReport = path.join(REPORTS, 'eslint.json');
  const lint = await run('npx', ['eslint', '.', '--format', 'json', '--output-file', lintReport], opts);
  const linted = fs.existsSync(lintReport) ? JSON.parse(fs.readFileSync(lintReport, 'utf8')) : null;
  const errors = linted ? linted.reduce((n, f) => n + f.errorCount, 0) : -1;
  for (const f of linted ?? []) {
    for (const m of f.messages) log(`[lint] ${path.relative(ROOT, f.filePath)}:${m.line}:${m.column} ${m.message} (${m.ruleId})`);
  }
  log(`[lint] ${errors} error(s)`);
  const format = await run('npx', ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx}'], opts);
  const modules = await run('node', ['scripts/module-graph.mjs'], opts);
  const files = await run('node', ['scripts/file-cycles.mjs'], opts);
  const typecheck = await run('node', ['scripts/typecheck.mjs'], opts);
  const checks = [
    { name: `lint (${errors} errors)`, ok: lint === 0 && errors === 0 },
    { name: 'formatted as Prettier writes it (npm run format)', ok: format === 0 },
    { name: 'modules without circles, none over 15 %', ok: modules === 0 },
    { name: 'files without import circles', ok: files === 0 },
    { name: 'typecheck', ok: typecheck === 0 },
  ];
  fs.writeFileSync(path.join(REPORTS, 'checks.json'), JSON.stringify({ checks }, null, 2));
  runs.push({ name: 'checks', kind: 'checks', code: checks.every((c) => c.ok) ? 0 : 1, report: 'checks.json', seconds: secondsSince(began) });
}

/**
 * Two lanes side by side, to keep CI short. The server suite runs in two Jest workers (each on its own copy of the
 * database, docs/decisions/074) that spend much of their time waiting on PostgreSQL and the Auth emulator; the second
 * lane (the e2e client build, the client suite and the static checks) fills the gaps. The second lane's output goes to
 * a log printed whole once both lanes are done, so the two never interleave. The browser journeys start once the server
 * suite is done and the e2e client is built, beside whatever is left of the second lane (two Playwright workers and
 * Chromium use both cores, so they wait for the server suite's workers, not for the client suite).
 */
let e2eClientBuilt = Promise.resolve();
function sideLane() {
  const logFile = path.join(REPORTS, 'side-lane.log');
  const fd = fs.openSync(logFile, 'w');
  const opts = { stdio: ['ignore', fd, fd] };
  const log = (line) => fs.writeSync(fd, `${line}\n`);
  e2eClientBuilt = want('e2e') ? buildE2eClient(opts) : Promise.resolve();
  const rest = (async () => {
    try {
      await e2eClientBuilt;
      // The client suite first, beside the server suite: its waits are timed, and the browser journeys that start
      // once the server suite is done would starve it. Lint and typecheck, untimed, may run beside the journeys.
      if (want('client')) await jestSuite('client', 'client/jest.config.cjs', 'client', opts);
      if (want('checks')) await staticChecks(opts, log);
    } finally {
      fs.closeSync(fd);
    }
    return logFile;
  })();
  // Settled here too: a failed build is thrown where the journeys wait for it, and again with the lane's log.
  e2eClientBuilt.catch(() => {});
  return rest;
}

try {
  // Settled at once either way, so a failure in the lane waits for the server suite instead of ending the process.
  const laneLog = want('server') ? sideLane().then((file) => ({ file }), (error) => ({ error })) : null;
  if (!laneLog) {
    // Without the server suite nothing is worth overlapping: the old order, output as it comes.
    if (want('e2e')) await buildE2eClient();
    if (want('checks')) await staticChecks();
    if (want('client')) await jestSuite('client', 'client/jest.config.cjs', 'client');
  }
  // Each server worker imports the app anew for every file and its heap grows until Jest replaces it (past 1.5 GB
  // after a file, server/jest.config.js): the limit here is only room for one file's peak (the machines have 24 GB).
  const heap = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() };
  if (want('server')) await jestSuite('server', 'server/jest.config.js', 'server', { env: heap });
  const printLane = async () => {
    if (!laneLog) return;
    // A failed build of the e2e client throws here, as it did when it ran first.
    const { file, error } = await laneLog;
    if (error) throw error;
    console.log(`\n[test] the side lane (${[want('e2e') && 'e2e client build', want('client') && 'client suite', want('checks') && 'lint and typecheck'].filter(Boolean).join(', ')}), run beside the server suite:`);
    process.stdout.write(fs.readFileSync(file, 'utf8'));
  };
  if (want('e2e')) {
    await e2eClientBuilt;
    const port = await e2ePort();
    // The local inbox (maildev) the e2e app sends its e-mails to, as `npm start` does.
    const mail = await e2eMailPorts([port]);
    console.log(`[test] e2e app port ${port}, local inbox ${mail.web} (SMTP ${mail.smtp})`);
    const began = Date.now();
    const code = await run('npx', ['playwright', 'test'], {
      env: { ...process.env, E2E_PORT: String(port), E2E_MAIL_SMTP_PORT: String(mail.smtp), E2E_MAIL_WEB_PORT: String(mail.web), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    runs.push({ name: 'e2e', kind: 'playwright', code, report: 'playwright.json', seconds: secondsSince(began) });
  }
  await printLane();
} finally {
  await emulator.stop();
  if (embedded) await embedded.stop();
  fs.rmSync(clientDist, { recursive: true, force: true });
}

// How the run was made, for scripts/last-run-figures.mjs: only a whole, unfiltered run becomes docs/last-full-run.md.
const how = {
  startedAt, finishedAt: new Date().toISOString(), suites: only.length ? only : SUITES,
  filtered: Boolean(process.env.JEST_FILTER || process.env.E2E_GREP), database: embedded ? 'embedded' : 'DATABASE_URL', cpus: os.cpus().length,
};
// The lanes finish in any order; reports and lines keep the suites' order.
runs.sort((a, b) => SUITES.indexOf(a.name) - SUITES.indexOf(b.name));
fs.writeFileSync(path.join(REPORTS, RUNS_FILE), JSON.stringify({ node: process.version, ...how, runs }, null, 2));
const counts = runs.map((r) => countRun(REPORTS, r));
for (const c of counts) console.log(describe(`[test] ${c.name}`, c));
const sum = total(counts);
if (sum.skipped) console.log(`[test] skipped: ${sum.skipped}`);
console.log(kindsLine('[test] kinds', kindsOf(REPORTS, runs)));
// Flaky passes (passed only on a retry) on their own line, before the closing line CI parses.
console.log(flakyLine(sum.flaky));
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed`);
process.exit(sum.failed > 0 || runs.length === 0 ? 1 : 0);
