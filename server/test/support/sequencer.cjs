/**
 * The order the server suite's files start in: the slowest files of the last full run first (the table in
 * docs/last-full-run.md, written by scripts/last-run-figures.mjs), then the rest largest first, as Jest does. A clean
 * clone has no Jest cache, so Jest alone orders by file size, and a slow but short file (a matrix generated from the
 * access table) could start last and leave one worker running it alone while the browser journeys wait.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const PAGE = path.resolve(__dirname, '../../../docs/last-full-run.md');

/** Seconds per file, keyed by the path from the server folder on ("test/security/…"). */
function lastRunSeconds(text = fs.existsSync(PAGE) ? fs.readFileSync(PAGE, 'utf8') : '') {
  const seconds = new Map();
  for (const [, file, s] of text.matchAll(/^\| (test\/\S+\.test\.ts) \| (\d+) \|$/gm)) seconds.set(file, Number(s));
  return seconds;
}

class SlowestFirst extends Sequencer {
  sort(tests) {
    const seconds = lastRunSeconds();
    const known = (t) => seconds.get(path.relative(path.resolve(__dirname, '../..'), t.path).split(path.sep).join('/'));
    const size = (t) => { try { return fs.statSync(t.path).size; } catch { return 0; } };
    return [...tests].sort((a, b) => (known(b) ?? -1) - (known(a) ?? -1) || size(b) - size(a));
  }
}

module.exports = SlowestFirst;
module.exports.lastRunSeconds = lastRunSeconds;
