/**
 * Decision 056 lists the files that open the `pg` path beside Prisma; this keeps the list and the code the same.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'server/src');
const RECORD = path.join(ROOT, 'docs/decisions/056-hand-written-statements-listed.md');

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory()
        ? d.name === 'generated' || d.name === 'db'
          ? []
          : sourceFiles(path.join(dir, d.name))
        : d.name.endsWith('.ts')
          ? [path.join(dir, d.name)]
          : [],
    );

it('the files that open the pg path are the ones decision 056 lists', () => {
  const opening = sourceFiles(SRC)
    .filter((file) =>
      /import \{[^}]*\b(fastQuery|poolSql|inPgTransaction|prismaSql)\b[^}]*\} from '[./]+(db\/)?(fast-sql|sql)'/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    )
    .map((file) => path.relative(ROOT, file))
    .sort();
  const listed = [...fs.readFileSync(RECORD, 'utf8').matchAll(/^- `(server\/src\/[^`]+\.ts)`:/gm)]
    .map((m) => m[1])
    .sort();
  expect(opening.length).toBeGreaterThan(5);
  expect(listed).toEqual(opening);
});
