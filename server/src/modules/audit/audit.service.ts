/** Reading the audit trail (docs/decisions/060): the shop's whole trail for its admins, a company's for its admins. */
import { inCalendar } from '@gluegun/common';
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { badInput } from '../../errors';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { csvDocument, own, text } from '../../lib/csv';
import { isUuid, normalizeEmail } from '../../lib/validate';
import type { AuditRecord, Prisma } from '../../generated/prisma/client';
import type { AuditRecordNode } from './audit.type';

/** Most rows one CSV export holds (newest first); a narrower filter reads further back. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
const ACTIONS = ['INSERT', 'UPDATE', 'DELETE', 'EXPORT'];
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const textOf = (value: unknown, field: string, max: number): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badInput(`${field} must be text`, field);
  const t = value.trim();
  if (t.length > max) throw badInput(`${field} is too long (at most ${max} characters)`, field);
  return t === '' ? null : t;
};
const dateOf = (value: unknown, field: string): Date | null => {
  if (value === undefined || value === null || value === '') return null;
  const d = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (!inCalendar(d))
    throw badInput(`${field} must be a date and time (ISO 8601) in the years 1 to 9999`, field);
  return d;
};

/** The filter as a Prisma `where`, checked field by field (a refusal names the field). */
async function whereOf(ctx: Context, raw: unknown): Promise<Prisma.AuditRecordWhereInput> {
  const f = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const where: Prisma.AuditRecordWhereInput = {};
  const who = textOf(f.who, 'who', 320);
  if (who) {
    if (isUuid(who)) where.OR = [{ userId: who.toLowerCase() }, { apiKeyId: who.toLowerCase() }];
    else {
      const user = await ctx.db.user.findUnique({
        where: { email: normalizeEmail(who) },
        select: { id: true },
      });
      where.userId = user?.id ?? '00000000-0000-0000-0000-000000000000';
    }
  }
  const entityType = textOf(f.entityType, 'entityType', 64);
  if (entityType) {
    if (!NAME.test(entityType))
      throw badInput('entityType is the name of a kind of row, e.g. Product', 'entityType');
    where.entityType = entityType;
  }
  const entityId = textOf(f.entityId, 'entityId', 200);
  if (entityId) where.entityId = entityId;
  const operation = textOf(f.operation, 'operation', 64);
  if (operation) {
    if (!NAME.test(operation))
      throw badInput('operation is the name of an operation, e.g. updateProduct', 'operation');
    where.operation = operation;
  }
  const action = textOf(f.action, 'action', 10)?.toUpperCase();
  if (action) {
    if (!ACTIONS.includes(action)) throw badInput('action is INSERT, UPDATE, DELETE or EXPORT', 'action');
    where.action = action;
  }
  const from = dateOf(f.from, 'from');
  const to = dateOf(f.to, 'to');
  if (from && to && from > to) throw badInput('from must come before to', 'to');
  if (from || to) where.createdAt = { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) };
  return where;
}

/** Records as the API shows them: e-mails of the people named, read once for the page. */
async function present(ctx: Context, rows: AuditRecord[], forCompany: boolean): Promise<AuditRecordNode[]> {
  const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
  const users = ids.length
    ? await ctx.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } })
    : [];
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((r) => {
    // A company reads what changed in it; the shop's own staff and systems are named by their role, not traced.
    const shop = forCompany && (r.actorRole === 'ADMIN' || r.actorType === 'SYSTEM');
    return {
      ...r,
      userEmail: shop || !r.userId ? null : (emails.get(r.userId) ?? null),
      ip: shop ? null : r.ip,
      before: r.before === null ? null : JSON.stringify(r.before),
      after: r.after === null ? null : JSON.stringify(r.after),
    };
  });
}

async function page(
  ctx: Context,
  where: Prisma.AuditRecordWhereInput,
  args: PageArgs,
  list: 'auditTrail' | 'companyAuditTrail',
  forCompany: boolean,
) {
  const found = await keysetPage(args, list, {
    rows: (past, orderBy, take) =>
      ctx.db.auditRecord.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.auditRecord.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  const nodes = await present(ctx, found.nodes, forCompany);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return {
    ...found,
    nodes,
    edges: found.edges.map((e) => ({ cursor: e.cursor, node: byId.get(e.node.id)! })),
    count: () => ctx.db.auditRecord.count({ where }),
  };
}

/** The shop's whole trail, newest first. Shop admins. */
export async function auditTrail(ctx: Context, filter: unknown, args: PageArgs) {
  allowUser(ctx, 'auditTrail');
  return page(ctx, await whereOf(ctx, filter), args, 'auditTrail', false);
}

/** The caller's company's trail: changes to rows that belong to it. Company admins. */
export async function myCompanyAuditTrail(ctx: Context, filter: unknown, args: PageArgs) {
  const user = allowUser(ctx, 'myCompanyAuditTrail');
  return page(
    ctx,
    { AND: [await whereOf(ctx, filter), { companyId: user.companyId }] },
    args,
    'companyAuditTrail',
    true,
  );
}

const HEADER = [
  'time (UTC)',
  'actor type',
  'user id',
  'user e-mail',
  'API key id',
  'role',
  'company id',
  'address',
  'request id',
  'operation',
  'entity type',
  'entity id',
  'action',
  'changed',
  'before',
  'after',
];

async function csv(ctx: Context, where: Prisma.AuditRecordWhereInput, forCompany: boolean): Promise<string> {
  const rows = await ctx.db.auditRecord.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: AUDIT_CSV_MAX_ROWS,
  });
  const nodes = await present(ctx, rows, forCompany);
  return csvDocument(
    HEADER,
    nodes.map((r) => [
      own(r.createdAt.toISOString()),
      own(r.actorType),
      own(r.userId ?? ''),
      text(r.userEmail),
      own(r.apiKeyId ?? ''),
      own(r.actorRole ?? ''),
      own(r.companyId ?? ''),
      text(r.ip),
      text(r.requestId),
      text(r.operation),
      text(r.entityType),
      text(r.entityId),
      own(r.action),
      text(r.changed.join(' ')),
      text(r.before),
      text(r.after),
    ]),
  );
}

/** The shop's trail as CSV (the same filter; newest first, at most AUDIT_CSV_MAX_ROWS rows). */
export async function auditTrailCsv(ctx: Context, filter: unknown) {
  allowUser(ctx, 'auditTrailCsv');
  return csv(ctx, await whereOf(ctx, filter), false);
}

/** The caller's company's trail as CSV. */
export async function myCompanyAuditTrailCsv(ctx: Context, filter: unknown) {
  const user = allowUser(ctx, 'myCompanyAuditTrailCsv');
  return csv(ctx, { AND: [await whereOf(ctx, filter), { companyId: user.companyId }] }, true);
}
