/** Bank statements and their lines as cursor pages (docs/decisions/029-cursor-pages.md). */
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, totalCountOf } from '../../lib/connection-type';
import { BankStatement, BankStatementLine } from './bank-statement.type';
import { presentBankLine } from './present';
import { lineWhere } from './reads';

export const BankStatementConnection = connectionOf(BankStatement, 'BankStatement', 'A page of imported bank statements, newest first, by cursor');
export const BankStatementLineConnection = connectionOf(BankStatementLine, 'BankStatementLine', 'A page of bank statement lines, oldest import first, by cursor');

/** Imported statements, newest first like `bankStatements`. */
export async function bankStatementConnection(ctx: Context, args: PageArgs) {
  allowUser(ctx, 'bankStatementConnection');
  const page = await keysetPage(args, 'bankStatements', {
    rows: (past, orderBy, take) => ctx.db.bankStatement.findMany({ where: withKey({}, past), orderBy, take }),
    any: async (past) => (await ctx.db.bankStatement.findFirst({ where: past, select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.bankStatement.count() };
}

/**
 * Lines with `bankStatementLines`' filters (status, statement), in the order they were imported (oldest first): the
 * (createdAt, id) keyset, where `bankStatementLines` sorts by booking day on an offset.
 */
export async function bankStatementLineConnection(ctx: Context, args: PageArgs & { status?: string | null; statementId?: string | null }) {
  allowUser(ctx, 'bankStatementLineConnection');
  const where = lineWhere(args) ?? { id: { in: [] } };
  const page = await keysetPage(args, 'bankStatementLines', {
    rows: async (past, orderBy, take) => (await ctx.db.bankStatementLine.findMany({ where: withKey(where, past), orderBy, take })).map((l) => ({ ...presentBankLine(l), createdAt: l.createdAt })),
    any: async (past) => (await ctx.db.bankStatementLine.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  }, 'oldestFirst');
  return { ...page, count: () => ctx.db.bankStatementLine.count({ where }) };
}

@Resolver()
export class BankConnectionResolver {
  @Allow('bankStatementConnection')
  @Query(() => BankStatementConnection, { description: 'Imported bank statements as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.' })
  bankStatementConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return bankStatementConnection(ctx, args);
  }

  @Allow('bankStatementLineConnection')
  @Query(() => BankStatementLineConnection, { description: 'Statement lines by status (UNMATCHED: the unmatched queue) and statement as cursor pages, in import order: first/after or last/before, at most 100 a page. Admins only.' })
  bankStatementLineConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('status', () => String, { nullable: true }) status?: string,
    @Arg('statementId', () => ID, { nullable: true }) statementId?: string,
  ) {
    return bankStatementLineConnection(ctx, { ...args, status, statementId });
  }
}

export const BankStatementCountResolver = totalCountOf(BankStatementConnection, 'All imported statements, on every page');
export const BankStatementLineCountResolver = totalCountOf(BankStatementLineConnection, 'All lines the filters select, on every page');
