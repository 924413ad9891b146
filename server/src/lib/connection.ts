import { badInput } from '../errors';

/**
 * Relay-style cursor pages over a keyset (createdAt, id), newest first (docs/decisions/029-cursor-pages.md).
 * A cursor names the last row seen, not a position: rows inserted or deleted meanwhile shift nothing, and the
 * database seeks on the (createdAt, id) index instead of counting past OFFSET rows.
 */
export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;

export interface PageArgs { first?: number | null; after?: string | null; last?: number | null; before?: string | null }
export interface Key { createdAt: Date; id: string }

export const encodeCursor = (row: Key): string => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string, field: 'after' | 'before'): Key {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof at === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // falls through to the refusal below
  }
  throw badInput(`${field} is not a cursor from this list`, field);
}

export interface PagePlan {
  /** Rows to read, one more than the page to learn whether more follow. */
  take: number;
  /** Reading backwards (last/before): rows come oldest first and are reversed. */
  backwards: boolean;
  /** Only rows past this key in the reading direction. */
  from: Key | null;
  size: number;
}

/** Checks the arguments (first or last, 1 to 100; cursors from this list) and says what to read. */
export function planPage(args: PageArgs): PagePlan {
  const { first, after, last, before } = args;
  if (first != null && last != null) throw badInput('Give first or last, not both', 'last');
  if (after != null && before != null) throw badInput('Give after or before, not both', 'before');
  const backwards = last != null || (before != null && first == null);
  const size = backwards ? last ?? DEFAULT_PAGE : first ?? DEFAULT_PAGE;
  const field = backwards ? 'last' : 'first';
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw badInput(`${field} must be from 1 to ${MAX_PAGE}`, field);
  const cursor = backwards ? before : after;
  if (!backwards && before != null) throw badInput('Use before with last', 'before');
  if (backwards && after != null) throw badInput('Use after with first', 'after');
  return { take: size + 1, backwards, from: cursor != null ? decodeCursor(cursor, backwards ? 'before' : 'after') : null, size };
}

/** Prisma `where` for rows strictly past `key` in newest-first order (older), or before it (newer) when backwards. */
export function pastKey(key: Key, backwards: boolean) {
  const cmp = backwards ? 'gt' : 'lt';
  return { OR: [{ createdAt: { [cmp]: key.createdAt } }, { createdAt: key.createdAt, id: { [cmp]: key.id } }] };
}

/** The order to read in: newest first, or oldest first when reading backwards. */
export const readOrder = (backwards: boolean) => {
  const dir = backwards ? ('asc' as const) : ('desc' as const);
  return [{ createdAt: dir }, { id: dir }];
};

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/**
 * Assembles the page from rows read with `planPage`'s plan. `moreBehind` says whether rows exist on the other side
 * of the cursor (one indexed probe), so both directions report both flags.
 */
export function toConnection<T extends Key>(rows: T[], plan: PagePlan, moreBehind: boolean): Connection<T> {
  const extra = rows.length > plan.size;
  const page = rows.slice(0, plan.size);
  if (plan.backwards) page.reverse();
  const edges = page.map((node) => ({ cursor: encodeCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: plan.backwards ? moreBehind : extra,
      hasPreviousPage: plan.backwards ? extra : moreBehind,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
