/** What admins read of bank statements: the imports, newest first, and the lines, by status. */
import type { Context } from '../../context';
import { badInput } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId } from '../../lib/validate';
import type { BankLineStatus, Prisma } from '../../generated/prisma/client';

const STATUSES: BankLineStatus[] = ['PROPOSED', 'CONFIRMED', 'UNMATCHED', 'IGNORED'];
const MAX_TAKE = 200;

export async function bankStatements(ctx: Context, take = 50) {
  allowUser(ctx, 'bankStatements');
  if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE)
    throw badInput(`take must be 1 to ${MAX_TAKE}`, 'take');
  return ctx.db.bankStatement.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take });
}

export interface LineFilter {
  status?: string | null;
  statementId?: string | null;
  take?: number | null;
  skip?: number | null;
}

/** The queue: lines of one status (UNMATCHED = the unmatched queue), optionally of one statement; oldest booking first. */
export async function bankStatementLines(ctx: Context, filter: LineFilter = {}) {
  allowUser(ctx, 'bankStatementLines');
  const take = filter.take ?? 100;
  const skip = filter.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE)
    throw badInput(`take must be 1 to ${MAX_TAKE}`, 'take');
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000)
    throw badInput('skip must be 0 or more', 'skip');
  const where = lineWhere(filter);
  if (!where) return { total: 0, items: [] };
  const [total, items] = await Promise.all([
    ctx.db.bankStatementLine.count({ where }),
    ctx.db.bankStatementLine.findMany({
      where,
      orderBy: [{ bookedOn: 'asc' }, { statementId: 'asc' }, { lineNo: 'asc' }],
      take,
      skip,
    }),
  ]);
  return { total, items };
}

/** The lines a status and statement filter selects (null: a statement id that cannot exist, so no line). */
export function lineWhere(
  filter: Pick<LineFilter, 'status' | 'statementId'>,
): Prisma.BankStatementLineWhereInput | null {
  const status = filter.status ? String(filter.status).toUpperCase() : undefined;
  if (status && !STATUSES.includes(status as BankLineStatus))
    throw badInput(`status must be one of ${STATUSES.join(', ')}`, 'status');
  let statementId: string | undefined;
  if (filter.statementId) {
    const id = normalizeId(filter.statementId);
    if (!id) return null;
    statementId = id;
  }
  return { ...(status ? { status: status as BankLineStatus } : {}), ...(statementId ? { statementId } : {}) };
}
