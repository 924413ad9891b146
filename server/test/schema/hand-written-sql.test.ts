/**
 * The statements written by hand beside Prisma (docs/decisions/043) against the database they run on and Prisma's
 * model of it. Prisma fills ids and `updatedAt` in its own client, so a hand-written statement has to do what
 * Prisma would, and a new column must not silently miss the statements that write its table:
 * - Prisma's scalar fields of each model are exactly the table's columns (a migration and the schema agree);
 * - every column a hand-written INSERT or UPDATE names exists, and an INSERT names every column that is NOT NULL
 *   without a database default (ids and timestamps have database defaults, so those can be left out);
 * - an UPDATE of a table with "updatedAt" sets it, and every `now()` written to a `timestamp` column is UTC
 *   (`now() AT TIME ZONE 'UTC'`): a bare now() is the session's local time, hours off in another time zone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { Prisma } from '../../src/generated/prisma/client';

const SRC = path.resolve(__dirname, '../../src');

interface Column {
  name: string;
  required: boolean;
  generated: boolean;
  timestamp: boolean;
  default: string | null;
}
let tables: Map<string, Column[]>;
let functions: Array<{ name: string; body: string }>;

beforeAll(async () => {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    column_default: string | null;
    is_generated: string;
    identity: string;
    data_type: string;
  }>(`
    SELECT table_name, column_name, is_nullable, column_default, is_generated, is_identity AS identity, data_type
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`);
  functions = (
    await client.query<{ name: string; body: string }>(`
    SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prolang = (SELECT oid FROM pg_language WHERE lanname = 'plpgsql')`)
  ).rows;
  await client.end();
  tables = new Map();
  for (const r of rows) {
    const required =
      r.is_nullable === 'NO' &&
      r.column_default === null &&
      r.is_generated === 'NEVER' &&
      r.identity === 'NO';
    const column = {
      name: r.column_name,
      required,
      generated: r.is_generated !== 'NEVER',
      timestamp: r.data_type.startsWith('timestamp'),
      default: r.column_default,
    };
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), column]);
  }
});

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory()
        ? d.name === 'generated'
          ? []
          : sourceFiles(path.join(dir, d.name))
        : d.name.endsWith('.ts')
          ? [path.join(dir, d.name)]
          : [],
    );

interface Statement {
  file: string;
  kind: 'INSERT' | 'UPDATE';
  table: string;
  columns: string[] | null;
  text: string;
}

/** Every INSERT INTO "T" (...) and UPDATE "T" ... SET ... in the server's code, with the columns it names. */
function handWritten(): Statement[] {
  const found: Statement[] = [];
  for (const file of sourceFiles(SRC)) {
    const src = fs.readFileSync(file, 'utf8');
    const rel = path.relative(SRC, file);
    for (const m of src.matchAll(/INSERT INTO "(\w+)"\s*\(([^)]*)\)/g)) {
      if (m[1] === '_prisma_migrations') continue; // the migration runner's own book-keeping, as Prisma's CLI writes it
      // A column list built from code (`${COLUMNS.map(...)}`) is checked where it is built, by its own names below.
      const columns = m[2].includes('${') ? null : m[2].split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
      found.push({ file: rel, kind: 'INSERT', table: m[1], columns, text: m[0] });
    }
    for (const m of src.matchAll(/UPDATE "(\w+)"(?:\s+\w+)?\s+SET\s+([\s\S]*?)(?:\bWHERE\b|\bFROM\b|`)/g)) {
      const columns = [...m[2].matchAll(/"(\w+)"\s*=/g)].map((c) => c[1]);
      found.push({ file: rel, kind: 'UPDATE', table: m[1], columns, text: m[0].slice(0, 160) });
    }
  }
  return found;
}

it('finds the hand-written statements (the check below is not vacuous)', () => {
  const all = handWritten();
  expect(all.filter((s) => s.kind === 'INSERT').length).toBeGreaterThanOrEqual(10);
  expect(all.filter((s) => s.kind === 'UPDATE').length).toBeGreaterThanOrEqual(5);
});

// Columns PostgreSQL computes (a SKU's search key, the parsed words) are not Prisma fields: nothing may write them.
// Nor are the columns its triggers keep (decisions 055 and 118: a product's catalog keys and specification text), named here.
const KEPT_BY_TRIGGERS: Record<string, string[]> = { Product: ['catalogKeys', 'specText'] };

it("Prisma's scalar fields of every model are the table's columns (less the ones PostgreSQL computes)", () => {
  const models = Object.keys(Prisma)
    .filter((k) => k.endsWith('ScalarFieldEnum'))
    .map((k) => k.slice(0, -'ScalarFieldEnum'.length));
  expect(models.length).toBeGreaterThan(20);
  for (const model of models) {
    const fields = Object.values(
      (Prisma as unknown as Record<string, Record<string, string>>)[`${model}ScalarFieldEnum`],
    ).sort();
    const columns = (tables.get(model) ?? [])
      .filter((c) => !c.generated && !KEPT_BY_TRIGGERS[model]?.includes(c.name))
      .map((c) => c.name)
      .sort();
    expect({ model, columns }).toEqual({ model, columns: fields });
  }
});

it('every hand-written INSERT and UPDATE names real columns, and an INSERT every column without a default', () => {
  const problems: string[] = [];
  for (const s of handWritten()) {
    const columns = tables.get(s.table);
    if (!columns) {
      problems.push(`${s.file}: ${s.kind} of unknown table "${s.table}"`);
      continue;
    }
    const names = new Set(columns.map((c) => c.name));
    for (const c of s.columns ?? []) {
      if (!names.has(c)) problems.push(`${s.file}: ${s.kind} "${s.table}" names "${c}", not a column`);
      else if (columns.find((x) => x.name === c)?.generated)
        problems.push(`${s.file}: ${s.kind} "${s.table}" writes "${c}", which PostgreSQL computes`);
    }
    if (s.kind === 'INSERT' && s.columns) {
      for (const c of columns)
        if (c.required && !s.columns.includes(c.name))
          problems.push(`${s.file}: INSERT "${s.table}" leaves out "${c.name}" (NOT NULL, no default)`);
    }
    if (s.kind === 'UPDATE' && names.has('updatedAt') && !s.columns?.includes('updatedAt')) {
      problems.push(`${s.file}: UPDATE "${s.table}" does not set "updatedAt" (Prisma would): ${s.text}`);
    }
  }
  expect(problems).toEqual([]);
});

it('ids and updatedAt have database defaults, so a hand-written INSERT cannot miss them', () => {
  const missing = [...tables].flatMap(([table, columns]) =>
    columns
      .filter((c) => (c.name === 'id' || c.name === 'updatedAt' || c.name === 'createdAt') && c.required)
      .map((c) => `${table}.${c.name}`),
  );
  expect(missing).toEqual([]);
});

it("every timestamp default is UTC whatever the database's TimeZone", () => {
  const local = [...tables].flatMap(([table, columns]) =>
    columns
      .filter((c) => c.timestamp && c.default !== null && !/AT TIME ZONE 'UTC'/i.test(c.default))
      .map((c) => `${table}.${c.name} DEFAULT ${c.default}`),
  );
  expect(local).toEqual([]);
});

it("the database's own functions (triggers) write timestamps in UTC too", () => {
  expect(functions.length).toBeGreaterThan(0);
  const local = functions
    .filter((f) => /CURRENT_TIMESTAMP|now\(\)(?!\s*AT TIME ZONE 'UTC')/i.test(f.body))
    .map((f) => f.name);
  expect(local).toEqual([]);
});

it("every now() a hand-written statement writes is UTC (now() AT TIME ZONE 'UTC')", () => {
  const local = sourceFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/"\w+"\s*=\s*now\(\)(?!\s*AT TIME ZONE 'UTC')/g)].map(
      (m) => `${path.relative(SRC, file)}: ${m[0]}`,
    ),
  );
  expect(local).toEqual([]);
});

it('the outbox has one writer (events/outbox.ts): no other file inserts its events or sequence numbers', () => {
  const writers = handWritten()
    .filter((s) => s.kind === 'INSERT' && (s.table === 'OutboxEvent' || s.table === 'OutboxSequence'))
    .map((s) => s.file);
  expect([...new Set(writers)]).toEqual([path.join('modules', 'events', 'outbox.ts')]);
});
