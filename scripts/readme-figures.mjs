// Rewrites the README's "Last full run" paragraph from the reports of the last `npm test` (reports/, or the
// folder given), so the figure a reader sees is the one the runners wrote, never one typed by hand.
//   node scripts/readme-figures.mjs [REPORT_DIR]          rewrite README.md
//   node scripts/readme-figures.mjs --check [REPORT_DIR]  exit 1 when README.md differs from the reports
// Only a whole, unfiltered run (checks, server, client, e2e; no JEST_FILTER or E2E_GREP) counts: a partial run
// is refused with the reason, and the README is left alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNS_FILE, countRun, total } from './reports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = path.join(process.env.README_PATH || path.join(ROOT, 'README.md'));
const SUITES = ['checks', 'server', 'client', 'e2e'];
const LABEL = { checks: 'checks', server: 'server', client: 'client', e2e: 'browser' };
const WIDTH = 110;

const args = process.argv.slice(2);
const check = args.includes('--check');
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(ROOT, 'reports'));

function fail(message) {
  console.error(`readme-figures: ${message}`);
  process.exit(1);
}

const runsFile = path.join(dir, RUNS_FILE);
if (!fs.existsSync(runsFile)) fail(`no ${path.relative(ROOT, runsFile)}: run \`npm test\` first (its reports are the figure's source)`);
const meta = JSON.parse(fs.readFileSync(runsFile, 'utf8'));
const names = meta.runs.map((r) => r.name);
const missing = SUITES.filter((s) => !names.includes(s));
if (missing.length) fail(`the last run was not a full run (missing: ${missing.join(', ')}); the README figure is for \`npm test\` as a whole`);
if (meta.filtered) fail('the last run was filtered (JEST_FILTER or E2E_GREP): not a full run');

const counts = meta.runs.map((r) => countRun(dir, r));
const sum = total(counts);
const parts = SUITES.map((s) => {
  const c = counts[names.indexOf(s)];
  return `${LABEL[s]} ${c.passed}${c.failed ? ` (${c.failed} failed)` : ''}${c.skipped ? ` + ${c.skipped} skipped` : ''}`;
});

/** When the run started and ended: runs.json says so since issue #33; older runs fall back to the reports. */
function span() {
  const starts = [];
  if (meta.startedAt) starts.push(Date.parse(meta.startedAt));
  for (const r of meta.runs) {
    const file = path.join(dir, r.report);
    if (!fs.existsSync(file)) continue;
    const rep = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (r.kind === 'jest' && rep.startTime) starts.push(rep.startTime);
    if (r.kind === 'playwright' && rep.stats?.startTime) starts.push(Date.parse(rep.stats.startTime));
  }
  const end = meta.finishedAt ? Date.parse(meta.finishedAt) : fs.statSync(runsFile).mtimeMs;
  return { start: Math.min(...starts, end), end };
}
const { start, end } = span();
const minutes = Math.max(1, Math.round((end - start) / 60_000));
const day = new Date(end).toISOString().slice(0, 10);
const database = meta.database === 'DATABASE_URL' ? 'with a `DATABASE_URL`' : meta.database === 'embedded' ? 'no `DATABASE_URL`, embedded PostgreSQL 17' : 'database not recorded';
const machine = meta.cpus ? ` on a ${meta.cpus}-core machine` : '';
const flaky = sum.flaky.length ? `${sum.flaky.length} flaky: ${sum.flaky.join('; ')}` : '0 flaky';

const text = `Last full run, ${day} (\`npm test\`, ${database}, Node ${meta.node}): \`tests: ${sum.passed} passed, ${sum.failed} failed\` `
  + `(${parts.join(', ')}; ${flaky}), about ${minutes} minutes${machine}. Written from that run's reports by \`node scripts/readme-figures.mjs\`.`;

/** Wraps at WIDTH columns on spaces, like the rest of the README. */
function wrap(s) {
  const lines = [];
  let line = '';
  for (const word of s.split(' ')) {
    if (line && line.length + 1 + word.length > WIDTH) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const readme = fs.readFileSync(README, 'utf8');
// The paragraph: from a line starting "Last full run" to the next blank line.
const para = /^Last full run[^\n]*(?:\n(?!\n)[^\n]*)*/m;
if (!para.test(readme)) fail('README.md has no paragraph starting "Last full run"');
const next = readme.replace(para, wrap(text));
if (check) {
  if (next !== readme) fail('README.md\'s "Last full run" paragraph does not match the reports: run `node scripts/readme-figures.mjs`');
  console.log('readme-figures: README.md matches the reports');
} else {
  fs.writeFileSync(README, next);
  console.log(`readme-figures: ${next === readme ? 'unchanged' : 'rewrote'} the "Last full run" paragraph: tests: ${sum.passed} passed, ${sum.failed} failed`);
}
