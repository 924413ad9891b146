/**
 * What every part of the quotes module shares (docs/decisions/065): the row with its versions, who of a company
 * sees a quote (the rule its orders follow), loading one under its row lock, and the answer's shape.
 */
import {
  COMPANY_WIDE_ROLES,
  QUOTE_STATUS_LABELS,
  quoteDiscountBp,
  quoteNumberText,
  quoteStillValid,
  type QuoteStatusName,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { forbidden, notFound } from '../../errors';
import { isAdmin } from '../../auth/access';
import { lockQuote } from '../../db/locks';
import { normalizeId } from '../../lib/validate';
import type { Prisma, Quote, QuoteLine, QuoteVersion } from '../../generated/prisma/client';

export type Tx = Prisma.TransactionClient;
export type Db = Context['db'] | Tx;

export const WITH_VERSIONS = {
  versions: { orderBy: { number: 'asc' }, include: { lines: { orderBy: { position: 'asc' } } } },
} as const;
export type FullQuote = Quote & { versions: Array<QuoteVersion & { lines: QuoteLine[] }> };

/**
 * The quotes a customer sees: the company's, as its orders (company admins and accounts payable all of them, buyers
 * and requesters the ones they asked for); never another company's.
 */
export function visibleQuotesWhere(
  user: Pick<SessionUser, 'id' | 'companyId' | 'companyRole'>,
): Prisma.QuoteWhereInput {
  return COMPANY_WIDE_ROLES.includes(user.companyRole)
    ? { companyId: user.companyId }
    : { companyId: user.companyId, buyerId: user.id };
}

export function seesQuote(
  user: Pick<SessionUser, 'id' | 'companyId' | 'companyRole'>,
  q: Pick<Quote, 'companyId' | 'buyerId'>,
): boolean {
  if (q.companyId !== user.companyId) return false;
  return COMPANY_WIDE_ROLES.includes(user.companyRole) || q.buyerId === user.id;
}

/** A quote the caller may see (staff: any); another company's, or a colleague's a buyer does not see: FORBIDDEN, as orders answer. */
export async function loadQuote(
  ctx: Context,
  rawId: string,
  db: Db = ctx.db,
  lock = false,
): Promise<FullQuote> {
  const id = normalizeId(rawId);
  if (!id) throw notFound('Quote');
  if (lock && !(await lockQuote(db as Tx, id))) throw notFound('Quote');
  const q = await db.quote.findUnique({ where: { id }, include: WITH_VERSIONS });
  if (!q) throw notFound('Quote');
  if (!isAdmin(ctx) && !(ctx.user && seesQuote(ctx.user, q))) throw forbidden('This quote is not yours');
  return q;
}

export const currentVersionOf = (q: FullQuote) =>
  q.versions.find((v) => v.number === q.currentVersion) ?? q.versions[q.versions.length - 1];
/** The shop's newest version: the prices a buyer accepts. */
export const lastStaffVersion = (q: FullQuote) =>
  [...q.versions].reverse().find((v) => v.side === 'STAFF') ?? null;

/** The status as of now: a sent quote past its expiry reads EXPIRED before the expiry job records it. */
export function statusNow(q: Pick<Quote, 'status' | 'expiresAt'>, now: Date): QuoteStatusName {
  return q.status === 'SENT' && !quoteStillValid(q.expiresAt, now) ? 'EXPIRED' : q.status;
}

/** Who wrote each version, as the reader may see them: staff names only to staff ("The shop" to buyers). */
async function authorsOf(ctx: Context, q: FullQuote): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      q.versions.flatMap((v) => [v.authorId, v.approvedById]).filter((x): x is string => x !== null),
    ),
  ];
  const users =
    ids.length === 0
      ? []
      : await ctx.db.user.findMany({
          where: { id: { in: ids } },
          select: { id: true, displayName: true, email: true, role: true },
        });
  const staffReader = isAdmin(ctx);
  return new Map(
    users.map((u) => [u.id, u.role === 'ADMIN' && !staffReader ? 'The shop' : u.displayName || u.email]),
  );
}

/** A quote as GraphQL and REST answer it: its versions with their lines and totals, and what it is now. */
export async function presentQuote(ctx: Context, q: FullQuote) {
  const names = await authorsOf(ctx, q);
  const now = nowOf(ctx);
  const versions = q.versions.map((v) => ({
    number: v.number,
    side: v.side,
    authorName: v.authorId
      ? (names.get(v.authorId) ?? (v.side === 'STAFF' ? 'The shop' : 'A former member'))
      : 'The shop',
    note: v.note,
    freightNote: v.freightNote,
    expiresAt: v.expiresAt,
    approvalNeeded: v.approvalNeeded,
    approvedByName: v.approvedById ? (names.get(v.approvedById) ?? 'The shop') : null,
    approvedAt: v.approvedAt,
    createdAt: v.createdAt,
    totalCents: v.lines.reduce((s, l) => s + l.quantity * (l.unitPriceCents ?? l.targetPriceCents ?? 0), 0),
    lines: v.lines.map((l) => ({
      position: l.position,
      productId: l.productId,
      productName: l.productName,
      sku: l.sku,
      quantity: l.quantity,
      note: l.note,
      targetPriceCents: l.targetPriceCents,
      unitPriceCents: l.unitPriceCents,
      referencePriceCents: l.referencePriceCents,
      lineTotalCents: l.unitPriceCents === null ? null : l.unitPriceCents * l.quantity,
      discountBp: l.unitPriceCents === null ? null : quoteDiscountBp(l.unitPriceCents, l.referencePriceCents),
    })),
  }));
  const status = statusNow(q, now);
  return {
    id: q.id,
    number: q.number,
    quoteNumber: quoteNumberText(q.number),
    status,
    statusLabel: QUOTE_STATUS_LABELS[status],
    companyId: q.companyId,
    buyerId: q.buyerId,
    currentVersion: q.currentVersion,
    fromOpenItems: q.fromOpenItemIds.length > 0,
    expiresAt: q.expiresAt,
    acceptedAt: q.acceptedAt,
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
    versions,
  };
}
export type QuoteView = Awaited<ReturnType<typeof presentQuote>>;

/** A quote's number by id, once per request (an item's price explanation). */
const numbers = new WeakMap<object, Map<string, Promise<number | null>>>();
export function quoteNumberOf(ctx: Context, quoteId: string): Promise<number | null> {
  let seen = numbers.get(ctx.loaders);
  if (!seen) numbers.set(ctx.loaders, (seen = new Map()));
  let found = seen.get(quoteId);
  if (!found) {
    found = ctx.db.quote
      .findUnique({ where: { id: quoteId }, select: { number: true } })
      .then((q) => q?.number ?? null);
    seen.set(quoteId, found);
  }
  return found;
}
