import { fastQuery } from './fast-sql';
import type { Key, KeyOrder, KeysetReader, KeyWhere } from '../lib/connection';

/**
 * One list read by hand-written SQL, for both of its shapes: the spec's offset pages (`offset`) and the cursor pages
 * (`keysetPage` reads it as a KeysetReader). Newest first on (createdAt, id), as every such list is.
 */
export interface SqlList<T> extends KeysetReader<T> {
  offset(take: number, skip: number): Promise<T[]>;
  /** Every row of the list (a connection's totalCount). */
  count(): Promise<number>;
}

/** Which rows: `columns` of `table` where `where` holds, with $1..$n in it for `params`. */
export interface SqlListSource {
  table: string;
  columns: string;
  where: string;
  params: unknown[];
}

/** A key condition as keysetPage builds it (lib/connection.ts pastKey): its comparison and the cursor's row. */
function keyOf(past: KeyWhere): { op: '<' | '>'; values: [Date, string] } {
  const [first, second] = past.OR as [
    Record<string, Record<string, Date>>,
    { createdAt: Date; id: Record<string, string> },
  ];
  return { op: 'lt' in first.createdAt ? '<' : '>', values: [second.createdAt, Object.values(second.id)[0]] };
}

type Direction = 'DESC' | 'ASC';
const direction = (orderBy: KeyOrder): Direction => (orderBy[0].createdAt === 'desc' ? 'DESC' : 'ASC');

/**
 * A list's statement texts, $1..$n being the source's own values: the bench's baseline sends these same texts
 * (bench/baseline-server.mjs), so the two sides of a ratio run the same SQL.
 */
export function listStatements(source: SqlListSource) {
  const n = source.params.length;
  const select = (where: string, dir: Direction, limits: string) =>
    `SELECT ${source.columns} FROM "${source.table}" WHERE ${where} ORDER BY "createdAt" ${dir}, "id" ${dir} ${limits}`;
  return {
    /** A page from the start: then LIMIT, OFFSET. */
    offset: select(source.where, 'DESC', `LIMIT $${n + 1} OFFSET $${n + 2}`),
    /** From the start in `dir`: then LIMIT. */
    first: (dir: Direction) => select(source.where, dir, `LIMIT $${n + 1}`),
    /** Past a row's (createdAt, id) in `dir`: then createdAt, id, LIMIT; on the (createdAt, id) index as one row comparison. */
    past: (op: '<' | '>', dir: Direction) =>
      select(
        `(${source.where}) AND ("createdAt", "id") ${op} ($${n + 1}::timestamp(3), $${n + 2}::uuid)`,
        dir,
        `LIMIT $${n + 3}`,
      ),
    count: `SELECT count(*)::int AS n FROM "${source.table}" WHERE ${source.where}`,
  };
}

export function sqlList<R extends Key, T extends Key>(
  db: object,
  source: SqlListSource,
  map: (row: R) => T,
): SqlList<T> {
  const texts = listStatements(source);
  const read = async (text: string, values: unknown[]) =>
    (await fastQuery<R>(db, text, [...source.params, ...values])).map(map);
  const from = (past: KeyWhere | null, dir: Direction, take: number) => {
    if (!past) return read(texts.first(dir), [take]);
    const key = keyOf(past);
    return read(texts.past(key.op, dir), [...key.values, take]);
  };
  return {
    offset: (take, skip) => read(texts.offset, [take, skip]),
    rows: (past, orderBy, take) => from(past, direction(orderBy), take),
    any: async (past) => (await from(past, 'DESC', 1)).length > 0,
    count: async () => (await fastQuery<{ n: number }>(db, texts.count, source.params))[0].n,
  };
}
