import { inCalendar } from '@gluegun/common';
import { badInput } from '../errors';

/**
 * Relay-style cursor pages over a keyset (createdAt, id), newest first (docs/decisions/029-cursor-pages.md).
 * A cursor names the last row seen, not a position: rows inserted or deleted meanwhile shift nothing, and the
 * database seeks on the (createdAt, id) index instead of counting past OFFSET rows.
 */
export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}
export interface Key {
  createdAt: Date;
  id: string;
}

/**
 * Which list a cursor belongs to: every list but the admins' order items (whose untagged cursors integrators and the
 * bench already hold) writes its name into its cursors, so a cursor from another list is refused, not followed.
 */
export type ListName =
  | 'myOrders'
  | 'products'
  | 'reviews'
  | 'users'
  | 'purchaseOrders'
  | 'myPurchaseOrders'
  | 'apiKeys'
  | 'webhookEndpoints'
  | 'webhookDeliveries'
  | 'companies'
  | 'bankStatements'
  | 'bankStatementLines'
  | 'approvalQueue'
  | 'myOrderRequests'
  | 'companyInvitations'
  | 'myInvitations'
  | 'partNumbers'
  | 'auditTrail'
  | 'companyAuditTrail';

export const encodeCursor = (row: Key, list?: ListName): string =>
  Buffer.from(
    JSON.stringify(
      list ? [row.createdAt.toISOString(), row.id, list] : [row.createdAt.toISOString(), row.id],
    ),
  ).toString('base64url');

function decodeCursor(cursor: string, field: 'after' | 'before', list?: ListName): Key {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const [at, id, tag] = parts;
    const createdAt = new Date(String(at));
    const ours = parts.length === (list ? 3 : 2) && tag === list;
    if (
      ours &&
      typeof at === 'string' &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/.test(id) &&
      inCalendar(createdAt)
    )
      return { createdAt, id };
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
  /** The list's name in its cursors (none: the admins' order items). */
  list?: ListName;
}

/** Checks the arguments (first or last, 1 to 100; cursors from this list) and says what to read. */
export function planPage(args: PageArgs, list?: ListName): PagePlan {
  const { first, after, last, before } = args;
  if (first != null && last != null) throw badInput('Give first or last, not both', 'last');
  if (after != null && before != null) throw badInput('Give after or before, not both', 'before');
  const backwards = last != null || (before != null && first == null);
  const size = backwards ? (last ?? DEFAULT_PAGE) : (first ?? DEFAULT_PAGE);
  const field = backwards ? 'last' : 'first';
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
    throw badInput(`${field} must be from 1 to ${MAX_PAGE}`, field);
  const cursor = backwards ? before : after;
  if (!backwards && before != null) throw badInput('Use before with last', 'before');
  if (backwards && after != null) throw badInput('Use after with first', 'after');
  return {
    take: size + 1,
    backwards,
    from: cursor != null ? decodeCursor(cursor, backwards ? 'before' : 'after', list) : null,
    size,
    list,
  };
}

/** A list's order: newest first (most lists), or oldest first (the admins' user list, as the dashboard shows it). */
export type ListOrder = 'newestFirst' | 'oldestFirst';

/** Prisma `where` for rows strictly past `key` in the list's order (older when newest first), or before it when backwards. */
export function pastKey(key: Key, backwards: boolean, order: ListOrder = 'newestFirst') {
  const cmp = backwards === (order === 'oldestFirst') ? 'lt' : 'gt';
  return {
    OR: [{ createdAt: { [cmp]: key.createdAt } }, { createdAt: key.createdAt, id: { [cmp]: key.id } }],
  };
}

/** The order to read in: the list's order, or its reverse when reading backwards. */
export const readOrder = (backwards: boolean, order: ListOrder = 'newestFirst') => {
  const dir = backwards === (order === 'oldestFirst') ? ('desc' as const) : ('asc' as const);
  return [{ createdAt: dir }, { id: dir }];
};

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  /** The edges' nodes, for clients that need no cursor per row. */
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/**
 * Assembles the page from rows read with `planPage`'s plan. `moreBehind` says whether rows exist on the other side
 * of the cursor (one indexed probe), so both directions report both flags.
 */
export function toConnection<T extends Key>(rows: T[], plan: PagePlan, moreBehind: boolean): Connection<T> {
  const extra = rows.length > plan.size;
  const page = rows.slice(0, plan.size);
  if (plan.backwards) page.reverse();
  const edges = page.map((node) => ({ cursor: encodeCursor(node, plan.list), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: plan.backwards ? moreBehind : extra,
      hasPreviousPage: plan.backwards ? extra : moreBehind,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export type KeyWhere = ReturnType<typeof pastKey>;
export type KeyOrder = ReturnType<typeof readOrder>;

/** How one list reads its rows; the filter (whose rows, which status) is the caller's, the key part is the helper's. */
export interface KeysetReader<T> {
  /** The list's rows matching `past` (none: from the start), in `orderBy`, at most `take`. */
  rows: (past: KeyWhere | null, orderBy: KeyOrder, take: number) => Promise<T[]>;
  /** Whether any of the list's rows matches `past` (one indexed probe). */
  any: (past: KeyWhere) => Promise<boolean>;
}

/** The list's filter and the key condition together (AND: a filter with its own OR stays intact). */
export const withKey = <W extends object>(filter: W, past: KeyWhere | null): W | { AND: [W, KeyWhere] } =>
  past ? { AND: [filter, past] } : filter;

/**
 * One page of any list keyed on (createdAt, id): checks the arguments, reads one row more than the page past the
 * cursor and probes the other side, and assembles the connection. The one helper every connection goes through
 * (`list` undefined: the admins' order items, whose cursors carry no list name).
 */
export async function keysetPage<T extends Key>(
  args: PageArgs,
  list: ListName | undefined,
  read: KeysetReader<T>,
  order: ListOrder = 'newestFirst',
): Promise<Connection<T>> {
  const plan = planPage(args, list);
  const [rows, behind] = await Promise.all([
    read.rows(
      plan.from ? pastKey(plan.from, plan.backwards, order) : null,
      readOrder(plan.backwards, order),
      plan.take,
    ),
    plan.from ? read.any(pastKey(plan.from, !plan.backwards, order)) : false,
  ]);
  return toConnection(rows, plan, behind);
}

/**
 * A reader for a list whose membership is partly decided in code (the approval queue: which role the caller can
 * still fill): reads on in batches past the last row read until `take` rows pass `keep` or the rows run out.
 */
export function filteredReader<T extends Key>(
  read: KeysetReader<T>['rows'],
  keep: (row: T) => boolean,
): KeysetReader<T> {
  const collect = async (past: KeyWhere | null, orderBy: KeyOrder, take: number): Promise<T[]> => {
    const batch = Math.max(take, 50);
    const out: T[] = [];
    let from = past;
    for (;;) {
      const rows = await read(from, orderBy, batch);
      out.push(...rows.filter(keep));
      if (out.length >= take || rows.length < batch) return out.slice(0, take);
      const last = rows[rows.length - 1];
      const cmp = orderBy[0].createdAt === 'desc' ? 'lt' : 'gt';
      from = {
        OR: [{ createdAt: { [cmp]: last.createdAt } }, { createdAt: last.createdAt, id: { [cmp]: last.id } }],
      };
    }
  };
  return { rows: collect, any: async (past) => (await collect(past, readOrder(false), 1)).length > 0 };
}
