/**
 * The server suite's file order (test/support/sequencer.cjs): the slowest files of the last full run, read from the
 * generated docs/last-full-run.md, start first, slowest first; the others follow, largest first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SlowestFirst = require('../support/sequencer.cjs');

it("reads the last full run's slowest files from the docs page it is generated into", () => {
  const seconds: Map<string, number> = SlowestFirst.lastRunSeconds();
  expect(seconds.size).toBeGreaterThanOrEqual(10);
  for (const file of seconds.keys()) expect(fs.existsSync(path.resolve(__dirname, '../..', file))).toBe(true);
});

it('starts known slow files first, slowest first, then the rest largest first', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gluegun-seq-'));
  const write = (name: string, bytes: number) => {
    fs.writeFileSync(path.join(dir, name), 'x'.repeat(bytes));
    return { path: path.join(dir, name) };
  };
  const small = write('small.test.ts', 10);
  const big = write('big.test.ts', 5000);
  const [slowest, next] = [...SlowestFirst.lastRunSeconds().entries()].sort(
    (a: [string, number], b: [string, number]) => b[1] - a[1],
  );
  const fileOf = ([rel]: [string, number]) => ({ path: path.resolve(__dirname, '../..', rel) });
  const order = new SlowestFirst({ contexts: [], globalConfig: {} }).sort([
    small,
    fileOf(next),
    big,
    fileOf(slowest),
  ]);
  expect(order.map((t: { path: string }) => path.basename(t.path))).toEqual([
    path.basename(slowest[0]),
    path.basename(next[0]),
    'big.test.ts',
    'small.test.ts',
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
});
