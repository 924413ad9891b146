import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Who is changing the shop, for the audit trail's triggers (docs/decisions/060). Each request runs inside a scope;
 * the caller and the operation are filled in as they become known. Every write transaction tells PostgreSQL in
 * the same round trip as its BEGIN (`SET LOCAL gluegun.audit = ...`, local to the transaction); a write
 * outside any transaction is wrapped in one. Work outside a request (jobs, scripts) sets nothing: the triggers
 * record it as SYSTEM.
 */
export interface AuditScope {
  ip: string | null;
  requestId: string | null;
  user?: { id: string; role: string; companyId: string; companyRole: string; actingFor?: string } | null;
  apiKeyId?: string | null;
  /** The GraphQL mutation or REST operation under way (access.ts names). */
  operation?: string | null;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `fn` (a request's handling) with its own audit scope. */
export function withAuditScope<T>(scope: AuditScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

export const currentAuditScope = (): AuditScope | undefined => scopes.getStore();

/** The caller, once resolved (auth/request-caller.ts). */
export function noteAuditCaller(user: AuditScope['user'], apiKeyId: string | null): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.user = user;
  scope.apiKeyId = apiKeyId;
}

/** The operation that is running: mutations run one after another, so the latest named is the one writing. */
export function noteAuditOperation(operation: string): void {
  const scope = scopes.getStore();
  if (scope) scope.operation = operation;
}

/**
 * Operations whose stock moves are recorded by the order rows they write (taking stock on pay or checkout,
 * returning it on a cancel), not again as product changes.
 */
const ORDER_OPERATIONS = new Set([
  'placeOrder',
  'payOrderItem',
  'cancelOrderItem',
  'deleteOrderItem',
  'bulkAddToOrders',
  'reorder',
  'checkout',
  'submitOrder',
  'approveOrder',
  'rejectOrder',
  'withdrawOrderRequest',
]);

/** The setting's JSON for the current scope; null outside a request or for an anonymous one with nothing to say. */
export function auditSetting(scope = scopes.getStore()): string | null {
  if (!scope) return null;
  const user = scope.user;
  const role = user ? (user.role === 'ADMIN' ? 'ADMIN' : user.companyRole) : null;
  const op = scope.operation ?? null;
  return JSON.stringify({
    user: user?.id ?? null,
    key: scope.apiKeyId ?? null,
    role,
    company: user?.companyId ?? null,
    actingFor: user?.actingFor ?? null,
    ip: scope.ip,
    requestId: scope.requestId,
    op,
    orders: op !== null && ORDER_OPERATIONS.has(op),
  });
}

/**
 * `; SET LOCAL gluegun.audit = '...'` to follow a BEGIN in the same simple-protocol round trip ('' outside a request).
 * SET, not `SELECT set_config`: a SELECT would take the transaction's snapshot, and Prisma's `SET TRANSACTION
 * ISOLATION LEVEL` after BEGIN must come before any query.
 */
export function auditBeginSuffix(): string {
  const setting = auditSetting();
  return setting === null ? '' : `; SET LOCAL gluegun.audit = ${pg.Client.prototype.escapeLiteral(setting)}`;
}

/**
 * A lone statement of our own may set the setting itself, in a first CTE `audit AS (SELECT set_config('gluegun.audit',
 * $n, true))` that its write reads from: the statement is its own transaction, so the setting holds for its triggers,
 * and it goes in one round trip instead of BEGIN ... COMMIT's three (placeOrder, the hottest write). `$n` is this.
 */
export const auditSettingParam = (): string => auditSetting() ?? '';
const SETS_AUDIT_ITSELF = "set_config('gluegun.audit'";

/** A statement that may change a row: anything but a plain read. */
const WRITE = /^\s*(?:INSERT|UPDATE|DELETE|MERGE|WITH\b[\s\S]*\b(?:INSERT|UPDATE|DELETE)\b)/i;
const isBegin = (q: unknown) =>
  q === 'BEGIN' || (typeof q === 'object' && q !== null && (q as { text?: unknown }).text === 'BEGIN');
const textOf = (q: unknown) =>
  typeof q === 'string'
    ? q
    : typeof q === 'object' && q !== null
      ? (q as { text?: unknown }).text
      : undefined;

type QueryFn = (...args: unknown[]) => Promise<unknown>;
const patched = new WeakSet<object>();

/**
 * Teaches a pool (the one Prisma and the pg statements share) to carry the audit scope into the database:
 * - a transaction's `BEGIN` (Prisma's) is sent with the setting in the same round trip;
 * - a write outside a transaction (a Prisma single write, a pool statement) in a request is sent inside
 *   BEGIN+setting ... COMMIT. Reads, and everything outside a request, go as before.
 */
export function carryAuditScope(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    if (patched.has(client)) return;
    patched.add(client);
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
      if (typeof args.at(-1) === 'function' || !isBegin(args[0])) return query(...args);
      const suffix = auditBeginSuffix();
      if (!suffix) return query(...args);
      return query(`BEGIN${suffix}`).then((results) => (Array.isArray(results) ? results[0] : results));
    };
  });
  const poolQuery = pool.query.bind(pool) as QueryFn;
  (pool as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return poolQuery(...args);
    const text = textOf(args[0]);
    const suffix =
      typeof text === 'string' && WRITE.test(text) && !text.includes(SETS_AUDIT_ITSELF)
        ? auditBeginSuffix()
        : '';
    if (!suffix) return poolQuery(...args);
    return writeInTransaction(pool, suffix, args);
  };
}

async function writeInTransaction(pool: pg.Pool, suffix: string, args: unknown[]): Promise<unknown> {
  const client = await pool.connect();
  let broken = false;
  const lost = () => {
    broken = true;
  };
  client.on('error', lost);
  try {
    await client.query(`BEGIN${suffix}`);
    const result = await (client.query as unknown as QueryFn)(...args);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}
