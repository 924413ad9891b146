/**
 * The expand/contract rule of docs/decisions/063, read from a migration's SQL and from the migrated database.
 * A migration newer than the release snapshot may only add; what it takes away or narrows is a contract step that
 * must be listed (prisma/contract-steps.json) as following the release that stopped using it.
 */
import type { Client } from 'pg';

export interface Snapshot {
  release: string;
  migrations: string[];
  tables: Record<string, Record<string, string>>;
  enums: Record<string, string[]>;
  statements: string[];
}

export interface ContractStep {
  migration: string;
  follows: string;
  changes: string[];
  why: string;
}

/** The statements of a migration, split on semicolons outside comments, quotes and dollar-quoted bodies. */
export function statementsOf(sql: string): string[] {
  const text = sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const dollar = /^\$\w*\$/.exec(text.slice(i, i + 40));
    if (dollar) {
      const end = text.indexOf(dollar[0], i + dollar[0].length);
      i = end < 0 ? text.length : end + dollar[0].length - 1;
    } else if (text[i] === "'") {
      i = text.indexOf("'", i + 1);
      if (i < 0) i = text.length;
    } else if (text[i] === ';') {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean).map((s) => s.replace(/\s+/g, ' '));
}

const TAKES_AWAY: Array<[RegExp, string]> = [
  [/\bDROP\s+(TABLE|TYPE|VIEW|SCHEMA|MATERIALIZED\s+VIEW)\b/i, 'drops a table, type or view'],
  [/\bDROP\s+(COLUMN\s+)?(IF\s+EXISTS\s+)?"/i, 'drops a column'],
  [/\bRENAME\s+(TO|COLUMN|VALUE|"\w+"\s+TO)\b/i, 'renames (the running release still uses the old name)'],
  [
    /\bALTER\s+COLUMN\s+"?\w+"?\s+SET\s+NOT\s+NULL\b/i,
    'makes a column NOT NULL (the running release may write nulls)',
  ],
  [/\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/^TRUNCATE\b/i, 'empties a table'],
];

/** What in one migration breaks the previous release (empty when it only adds). */
export function breakingParts(sql: string, existingTables: Set<string>): string[] {
  const problems: string[] = [];
  // Function bodies and string literals are data, not DDL this migration runs.
  for (const statement of statementsOf(sql).map((t) =>
    t.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '$$$$').replace(/'[^']*'/g, "''"),
  )) {
    if (/^ALTER\s+INDEX\b|RENAME\s+CONSTRAINT\b/i.test(statement)) continue; // an index's or constraint's name is no query's business
    for (const [pattern, what] of TAKES_AWAY)
      if (pattern.test(statement)) problems.push(`${what}: ${statement.slice(0, 120)}`);
    const table = /^ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?(?:"public"\.)?"?(\w+)"?/i.exec(
      statement,
    )?.[1];
    if (!table || !existingTables.has(table)) continue;
    for (const add of statement.matchAll(
      /\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?!(?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|EXCLUDE)\b)"?(\w+)"?\s+([^,]*)/gi,
    )) {
      const definition = add[2];
      if (/\bNOT\s+NULL\b/i.test(definition) && !/\bDEFAULT\b|\bGENERATED\b/i.test(definition)) {
        problems.push(
          `adds NOT NULL column "${table}"."${add[1]}" without a default (the running release's inserts leave it out)`,
        );
      }
    }
  }
  return problems;
}

const widthOf = (type: string) => Number(/\((\d+)/.exec(type)?.[1] ?? Infinity);
const INTEGER_WIDER: Record<string, string[]> = { smallint: ['integer', 'bigint'], integer: ['bigint'] };

/** A column's new type reads and writes every value of its old one. */
export function widens(before: string, after: string): boolean {
  if (before === after) return true;
  const b = before.replace(/\(.*\)/, '');
  const a = after.replace(/\(.*\)/, '');
  if (b === 'character varying' && (a === 'text' || (a === b && widthOf(after) >= widthOf(before))))
    return true;
  if (b === 'numeric' && a === 'numeric') {
    const [bp, bs] = (/\((\d+),(\d+)\)/.exec(before) ?? []).slice(1).map(Number);
    const [ap, as] = (/\((\d+),(\d+)\)/.exec(after) ?? []).slice(1).map(Number);
    return ap === undefined || (ap - as >= bp - bs && as >= bs);
  }
  return INTEGER_WIDER[b]?.includes(a) ?? false;
}

/** The migrated database against the snapshot: what the previous release reads and writes is still there. */
export async function schemaProblems(
  client: Client,
  snapshot: Snapshot,
  exempt: Set<string>,
): Promise<string[]> {
  const { rows } = await client.query<{
    t: string;
    c: string;
    type: string;
    nullable: boolean;
    filled: boolean;
  }>(`
    SELECT c.relname AS t, a.attname AS c, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
      (a.atthasdef OR a.attgenerated <> '' OR a.attidentity <> '') AS filled
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`);
  const now = new Map(rows.map((r) => [`${r.t}.${r.c}`, r]));
  const problems: string[] = [];
  for (const [table, columns] of Object.entries(snapshot.tables)) {
    if (exempt.has(table)) continue;
    if (!rows.some((r) => r.t === table)) {
      problems.push(`table "${table}" is gone`);
      continue;
    }
    for (const [column, was] of Object.entries(columns)) {
      const key = `${table}.${column}`;
      const col = now.get(key);
      if (exempt.has(key)) continue;
      if (!col) {
        problems.push(`column ${key} is gone`);
        continue;
      }
      const wasType = was.replace(/ not null$/, '');
      if (!widens(wasType, col.type)) problems.push(`column ${key} was ${wasType}, is ${col.type}`);
      if (!was.endsWith(' not null') && !col.nullable)
        problems.push(`column ${key} was nullable, is NOT NULL`);
    }
    for (const col of rows.filter((r) => r.t === table && !(r.c in columns))) {
      if (!col.nullable && !col.filled && !exempt.has(`${table}.${col.c}`))
        problems.push(`new column ${table}.${col.c} is NOT NULL without a default`);
    }
  }
  const labels = await client.query<{ e: string; v: string }>(
    'SELECT t.typname AS e, x.enumlabel AS v FROM pg_enum x JOIN pg_type t ON t.oid = x.enumtypid',
  );
  const have = new Set(labels.rows.map((r) => `${r.e}.${r.v}`));
  for (const [name, values] of Object.entries(snapshot.enums)) {
    for (const v of values)
      if (!have.has(`${name}.${v}`) && !exempt.has(name) && !exempt.has(`${name}.${v}`))
        problems.push(`enum value ${name}.${v} is gone`);
  }
  return problems;
}

/**
 * Each statement of the previous release parsed and planned (PREPARE) against the migrated database, inside the
 * caller's transaction (a savepoint each, so one failure does not hide the next).
 */
export async function statementProblems(client: Client, statements: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [i, text] of statements.entries()) {
    await client.query('SAVEPOINT release_check');
    try {
      await client.query(`PREPARE release_check_${i} AS ${text}`);
      await client.query(`DEALLOCATE release_check_${i}`);
      await client.query('RELEASE SAVEPOINT release_check');
    } catch (e) {
      problems.push(`${(e as Error).message}: ${text.trim().slice(0, 160)}`);
      await client.query('ROLLBACK TO SAVEPOINT release_check');
    }
  }
  return problems;
}
