/**
 * CI runs no property or race file a second time: a failure that comes only sometimes is the bug there. Every test
 * file that draws inputs with fast-check or races requests through support/race is never retried, whatever its name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { neverRetried } from '../support/no-retry';

const root = path.resolve(__dirname, '..');
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(root, f));

it('every file with a fast-check property or a race is never retried, named so or not', () => {
  const chance = files.filter((f) =>
    /from ['"]fast-check['"]|support\/race['"]/.test(readFileSync(f, 'utf8')),
  );
  expect(chance.length).toBeGreaterThan(20);
  expect(
    chance.filter((f) => !neverRetried(f, readFileSync(f, 'utf8'))).map((f) => path.relative(root, f)),
  ).toEqual([]);
  // Among them, files whose names say nothing of it (the rule reads what they import).
  expect(
    chance.filter((f) => !/(race|concurren|isolation|property|hostile-|serializable)/i.test(f)).length,
  ).toBeGreaterThan(5);
});

it('a file of plain examples is retried once in CI', () => {
  expect(
    neverRetried('/x/test/orders/orders.test.ts', "import { createHarness } from '../support/harness';"),
  ).toBe(false);
  expect(neverRetried('/x/test/tax/regions.test.ts', "import fc from 'fast-check';")).toBe(true);
  expect(neverRetried('/x/test/orders/po.test.ts', "import { verdictOf } from '../support/race';")).toBe(
    true,
  );
});
