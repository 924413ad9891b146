/** Reading quotes (docs/decisions/065): one (its company's members by the orders' rule, or staff), the caller's, and staff's list. */
import { MAX_QUOTES_PAGE, QUOTE_STATUSES, type QuoteStatusName } from '@gluegun/common';
import type { Context } from '../../context';
import { badInput } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId } from '../../lib/validate';
import type { Prisma } from '../../generated/prisma/client';
import { WITH_VERSIONS, loadQuote, presentQuote, visibleQuotesWhere } from './quote-common';

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

/** A page of quotes: each carries its versions and lines, so a page is at most MAX_QUOTES_PAGE. */
function listWindow(args: { take?: number | null; skip?: number | null }) {
  const take = args.take ?? MAX_QUOTES_PAGE;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > MAX_QUOTES_PAGE)
    throw badInput(`take must be from 1 to ${MAX_QUOTES_PAGE}`, 'take');
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000)
    throw badInput('skip must be a whole number from 0 to 1000000', 'skip');
  return { take, skip };
}

export async function quoteDetails(ctx: Context, rawId: string) {
  allowUser(ctx, 'quoteDetails');
  return presentQuote(ctx, await loadQuote(ctx, rawId));
}

function statusWhere(status: string | null | undefined): Prisma.QuoteWhereInput {
  if (status === null || status === undefined || status === '') return {};
  if (!(QUOTE_STATUSES as readonly string[]).includes(status))
    throw badInput(`status must be one of ${QUOTE_STATUSES.join(', ')}`, 'status');
  return { status: status as QuoteStatusName };
}

/** The caller's company's quotes they may see, newest first. */
export async function myQuotes(
  ctx: Context,
  args: { status?: string | null; take?: number | null; skip?: number | null } = {},
) {
  const user = allowUser(ctx, 'myQuotes');
  const { take, skip } = listWindow(args);
  const rows = await ctx.db.quote.findMany({
    where: { ...visibleQuotesWhere(user), ...statusWhere(args.status) },
    include: WITH_VERSIONS,
    orderBy: [...NEWEST_FIRST],
    take,
    skip,
  });
  return Promise.all(rows.map((q) => presentQuote(ctx, q)));
}

/** Staff: every quote, newest first, by status and company. */
export async function quotes(
  ctx: Context,
  args: {
    status?: string | null;
    companyId?: string | null;
    take?: number | null;
    skip?: number | null;
  } = {},
) {
  allowUser(ctx, 'quotes');
  const { take, skip } = listWindow(args);
  const where: Prisma.QuoteWhereInput = statusWhere(args.status);
  if (args.companyId) {
    const companyId = normalizeId(args.companyId);
    if (!companyId) throw badInput("companyId must be a company's id", 'companyId');
    where.companyId = companyId;
  }
  const rows = await ctx.db.quote.findMany({
    where,
    include: WITH_VERSIONS,
    orderBy: [...NEWEST_FIRST],
    take,
    skip,
  });
  return Promise.all(rows.map((q) => presentQuote(ctx, q)));
}
