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

/** A key condition as keysetPage builds it (lib/connection.ts pastKey), as SQL on the (createdAt, id) index. */
function keySql(past: KeyWhere, from: number): { sql: string; values: unknown[] } {
  const [first, second] = past.OR as [Record<string, Record<string, Date>>, { createdAt: Date; id: Record<string, string> }];
  const op = 'lt' in first.createdAt ? '<' : '>';
  return { sql: `("createdAt", "id") ${op} ($${from}::timestamp(3), $${from + 1}::uuid)`, values: [second.createdAt, Object.values(second.id)[0]] };
}

const direction = (orderBy: KeyOrder) => (orderBy[0].createdAt === 'desc' ? 'DESC' : 'ASC');

export function sqlList<R extends Key, T extends Key>(db: object, source: SqlListSource, map: (row: R) => T): SqlList<T> {
  const n = source.params.length;
  const read = async (past: KeyWhere | null, dir: 'DESC' | 'ASC', tail: string, extra: unknown[]) => {
    const key = past ? keySql(past, n + 1) : null;
    const where = key ? `(${source.where}) AND ${key.sql}` : source.where;
    const values = [...source.params, ...(key?.values ?? []), ...extra];
    const next = values.length - extra.length;
    const limits = tail.replace(/\$(\d+)/g, (_, i) => `$${next + Number(i)}`);
    const text = `SELECT ${source.columns} FROM "${source.table}" WHERE ${where} ORDER BY "createdAt" ${dir}, "id" ${dir} ${limits}`;
    return (await fastQuery<R>(db, text, values)).map(map);
  };
  return {
    offset: (take, skip) => read(null, 'DESC', 'LIMIT $1 OFFSET $2', [take, skip]),
    rows: (past, orderBy, take) => read(past, direction(orderBy), 'LIMIT $1', [take]),
    any: async (past) => (await read(past, 'DESC', 'LIMIT 1', [])).length > 0,
    count: async () => {
      const [{ n }] = await fastQuery<{ n: number }>(db, `SELECT count(*)::int AS n FROM "${source.table}" WHERE ${source.where}`, source.params);
      return n;
    },
  };
}
