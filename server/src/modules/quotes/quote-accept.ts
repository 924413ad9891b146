/**
 * Accepting a quote (docs/decisions/065): the buyer accepts the shop's current version, and its lines become their
 * open items at the quoted prices (frozen, carrying the quote), which then go through the company's approval rules
 * and normal checkout, where stock, credit, the hold and the quote's expiry are checked again.
 *
 * Under the quote's row lock and a conditional update on (status SENT, the version read, not yet expired), an accept
 * racing the expiry job or a counter-offer places its items at most once: whichever commits first wins and the other
 * finds the quote moved.
 */
import { quoteNumberText } from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, conflict } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import type { OrderItem } from '../../generated/prisma/client';
import { addOpenItems } from '../orders/open-items';
import { withTotal } from '../orders/order-item.data';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { currentVersionOf, loadQuote, presentQuote, type FullQuote, type Tx } from './quote-common';
import { checkVersion, checkedMove, quoteFacts } from './quote-moves';
import { lockUser } from '../../db/locks';

/** The quoted lines in the buyer's open items: an open item of the same product takes the quoted quantity and price. */
async function placeQuoted(tx: Tx, q: FullQuote, user: SessionUser, phone: string): Promise<OrderItem[]> {
  const lines = currentVersionOf(q).lines;
  const gone = lines.filter((l) => l.productId === null);
  if (gone.length > 0)
    throw conflict(
      `No longer sold: ${gone.map((l) => l.productName).join(', ')}. Ask the shop for a new quote.`,
    );
  await lockUser(tx, user.id);
  await refuseOrderedSources(tx, q, lines);
  const open = await tx.orderItem.findMany({
    where: {
      userId: user.id,
      purchaseOrderId: null,
      status: 'PENDING',
      productId: { in: lines.map((l) => l.productId!) },
    },
  });
  const waiting = open.filter((i) => i.approvalRequestId !== null);
  if (waiting.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Waiting for approval: ${waiting.map((i) => i.productName).join(', ')}. Withdraw that request first, or wait for it.`,
      { reason: 'NOT_OPEN' },
    );
  }
  const updated: OrderItem[] = [];
  for (const item of open) {
    const line = lines.find((l) => l.productId === item.productId)!;
    updated.push(
      await tx.orderItem.update({
        where: { id: item.id },
        data: {
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents!,
          quoteId: q.id,
          packName: null,
          packCount: null,
          packBaseUnits: null,
        },
      }),
    );
  }
  const fresh = lines.filter((l) => !open.some((i) => i.productId === l.productId));
  const images = await tx.product.findMany({
    where: { id: { in: fresh.map((l) => l.productId!) } },
    select: { id: true, imageUrl: true },
  });
  const created = await addOpenItems(
    { tx },
    user,
    fresh.map((l) => ({
      product: {
        id: l.productId!,
        name: l.productName,
        imageUrl: images.find((p) => p.id === l.productId)?.imageUrl ?? '',
      },
      quote: { quantity: l.quantity, unitPriceCents: l.unitPriceCents! },
    })),
    { phone, onDuplicate: 'LIST' },
  );
  if (created.length > 0)
    await tx.orderItem.updateMany({
      where: { id: { in: created.map((i) => i.id) } },
      data: { quoteId: q.id },
    });
  return [...updated, ...created.map((i) => ({ ...i, quoteId: q.id }))];
}

/**
 * A quote asked from open items (docs/decisions/130) is not accepted once one of those items, for a product it still
 * prices, has been ordered: its lines would otherwise be ordered a second time. Read under the owner's row lock, which
 * checkout and every change of open items also take, so an accept and a checkout of those items queue.
 */
async function refuseOrderedSources(tx: Tx, q: FullQuote, lines: { productId: string | null }[]) {
  if (q.fromOpenItemIds.length === 0) return;
  const priced = new Set(lines.map((l) => l.productId));
  const ordered = await tx.orderItem.findMany({
    where: {
      id: { in: q.fromOpenItemIds },
      OR: [{ purchaseOrderId: { not: null } }, { status: { not: 'PENDING' } }],
    },
    select: { productId: true, productName: true },
    orderBy: { productName: 'asc' },
  });
  const twice = ordered.filter((i) => priced.has(i.productId));
  if (twice.length > 0)
    throw new AppError(
      'CONFLICT',
      `${quoteNumberText(q.number)} was asked from open items that have been ordered since: ${twice.map((i) => i.productName).join(', ')}. Ask for a new quote for what you still need.`,
      { reason: 'QUOTE_ITEMS_ORDERED' },
    );
}

/**
 * Whose open items the lines become: the caller's, or the buyer who asked when the shop accepts for them or when the
 * quote was asked from that buyer's open items (which the lines then replace, whoever of the company accepts).
 */
async function itemsOwner(tx: Tx, q: FullQuote, caller: SessionUser): Promise<SessionUser> {
  const forShop = caller.role === 'ADMIN' && caller.companyId !== q.companyId;
  const fromItems = q.fromOpenItemIds.length > 0 && q.buyerId !== caller.id;
  if (!forShop && !fromItems) return caller;
  // Locked before it is read, so a removal committing meanwhile is seen here rather than after the lines are written.
  if (q.buyerId) await lockUser(tx, q.buyerId);
  const buyer = q.buyerId ? await tx.user.findUnique({ where: { id: q.buyerId } }) : null;
  if (!buyer || buyer.companyId !== q.companyId)
    throw conflict(
      `${quoteNumberText(q.number)}: the buyer who asked is no longer in the company; they accept it themselves`,
    );
  return {
    id: buyer.id,
    email: buyer.email,
    displayName: buyer.displayName,
    role: buyer.role,
    emailVerified: buyer.emailVerified,
    companyId: buyer.companyId,
    companyRole: buyer.companyRole,
  };
}

/** The buyer accepts version `version` (the newest) of a sent quote; its lines become open items at the quoted prices. */
export async function acceptQuote(ctx: Context, rawId: string, version?: number | null) {
  const user = allowUser(ctx, 'acceptQuote');
  const now = nowOf(ctx);
  const result = await inTransaction(ctx.db, async (tx) => {
    const found = await loadQuote(ctx, rawId, tx, true);
    checkVersion(found, version);
    const to = checkedMove(found, 'ACCEPT', 'BUYER', now);
    // Conditional on what was read and on the expiry, as the database sees it now.
    const { count } = await tx.quote.updateMany({
      where: { id: found.id, status: 'SENT', currentVersion: found.currentVersion, expiresAt: { gt: now } },
      data: { status: to, acceptedAt: now, acceptedById: user.id },
    });
    if (count !== 1) throw conflict(`${quoteNumberText(found.number)} changed meanwhile: read it again`);
    const owner = await itemsOwner(tx, found, user);
    const phone =
      (
        await tx.orderItem.findFirst({
          where: { userId: owner.id },
          orderBy: { createdAt: 'desc' },
          select: { userPhone: true },
        })
      )?.userPhone ?? '';
    const items = await placeQuoted(tx, found, owner, phone);
    const after = await loadQuote(ctx, found.id, tx);
    await emit(
      tx,
      events.quoteAccepted(
        quoteFacts(after),
        items.map((i) => i.id),
      ),
    );
    return { quote: after, items };
  });
  return { quote: await presentQuote(ctx, result.quote), items: result.items.map(withTotal) };
}
