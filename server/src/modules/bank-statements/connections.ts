/** Bank statements and their lines as cursor pages (docs/decisions/029-cursor-pages.md). */
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { BankStatement, BankStatementLine } from './bank-statement.type';
import { presentBankLine } from './present';
import { lineWhere } from './reads';

export const BankStatementConnection = connectionOf(
  BankStatement,
  'BankStatement',
  'A page of imported bank statements, newest first, by cursor',
);
export const BankStatementLineConnection = connectionOf(
  BankStatementLine,
  'BankStatementLine',
  'A page of bank statement lines, oldest import first, by cursor',
);

/** Imported statements, newest first like `bankStatements`. */
export async function bankStatementConnection(ctx: Context, args: PageArgs) {
  allowUser(ctx, 'bankStatementConnection');
  const page = await keysetPage(args, 'bankStatements', {
    rows: (past, orderBy, take) => ctx.db.bankStatement.findMany({ where: withKey({}, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.bankStatement.findFirst({ where: past, select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.bankStatement.count() };
}

/**
 * Lines with `bankStatementLines`' filters (status, statement), in the order they were imported (oldest first): the
 * (createdAt, id) keyset, where `bankStatementLines` sorts by booking day on an offset.
 */
export async function bankStatementLineConnection(
  ctx: Context,
  args: PageArgs & { status?: string | null; statementId?: string | null },
) {
  allowUser(ctx, 'bankStatementLineConnection');
  const where = lineWhere(args) ?? { id: { in: [] } };
  const page = await keysetPage(
    args,
    'bankStatementLines',
    {
      rows: async (past, orderBy, take) =>
        (await ctx.db.bankStatementLine.findMany({ where: withKey(where, past), orderBy, take })).map(
          (l) => ({ ...presentBankLine(l), createdAt: l.createdAt }),
        ),
      any: async (past) =>
        (await ctx.db.bankStatementLine.findFirst({ where: withKey(where, past), select: { id: true } })) !==
        null,
    },
    'oldestFirst',
  );
  return { ...page, count: () => ctx.db.bankStatementLine.count({ where }) };
}
