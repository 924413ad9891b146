/**
 * Moves of a quote (docs/decisions/065): the buyer requests, counters and declines; the shop prices and sends (its
 * counter-offer is a new priced version), approves a deep discount by a second staff member, and withdraws. Each move
 * runs in one transaction under the quote's row lock and writes by a conditional update on the status and version
 * it read, so two moves at once never both pass; each round is kept as a version with who and when.
 */
import {
  FINAL_QUOTE_STATUSES,
  MAX_OPEN_QUOTE_REQUESTS,
  QUOTE_STATUS_LABELS,
  discountNeedsApproval,
  quoteExpiresAt,
  quoteMoveTo,
  quoteNumberText,
  quotePriceSchema,
  quoteRequestSchema,
  quoteStillValid,
  validUntilProblem,
  type QuoteActor,
  type QuoteMove,
  type QuoteRequestInput,
  type QuoteStatusName,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, conflict, forbidden } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import type { QuoteStatus } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import {
  WITH_VERSIONS,
  currentVersionOf,
  loadQuote,
  presentQuote,
  type FullQuote,
  type Tx,
} from './quote-common';
import { addVersion, writtenLines } from './quote-lines';
import { lockUser } from '../../db/locks';

/** The statuses a buyer's quote is still open in (counted against MAX_OPEN_QUOTE_REQUESTS). */
const OPEN: QuoteStatus[] = ['REQUESTED', 'COUNTERED', 'APPROVAL_NEEDED', 'SENT'];

/** The move's target, or a refusal in words naming where the quote is. */
export function checkedMove(q: FullQuote, move: QuoteMove, actor: QuoteActor, now: Date): QuoteStatusName {
  const label = quoteNumberText(q.number);
  if (
    q.status === 'SENT' &&
    !quoteStillValid(q.expiresAt, now) &&
    (move === 'ACCEPT' || move === 'COUNTER')
  ) {
    throw new AppError('CONFLICT', `${label} has expired: ask for a new quote`, { reason: 'QUOTE_EXPIRED' });
  }
  const to = quoteMoveTo(q.status, move, actor);
  if (to) return to;
  if (FINAL_QUOTE_STATUSES.includes(q.status))
    throw conflict(
      `${label} is ${QUOTE_STATUS_LABELS[q.status].toLowerCase()}: nothing more can be done with it`,
    );
  throw conflict(`${label} is ${QUOTE_STATUS_LABELS[q.status].toLowerCase()}: that cannot be done now`);
}

/** Refuses a move made on an older version than the quote's newest (the other side answered meanwhile). */
export function checkVersion(q: FullQuote, version: number | null | undefined) {
  if (version !== null && version !== undefined && version !== q.currentVersion) {
    throw new AppError(
      'CONFLICT',
      `${quoteNumberText(q.number)} has a newer version (${q.currentVersion}): read it again before you answer`,
      { field: 'version', reason: 'QUOTE_CHANGED' },
    );
  }
}

/** The conditional update every move ends with: only from the status and version read under the lock. */
export async function moveQuote(
  tx: Tx,
  q: FullQuote,
  to: QuoteStatusName,
  data: { currentVersion?: number; expiresAt?: Date | null; [k: string]: unknown },
) {
  const { count } = await tx.quote.updateMany({
    where: { id: q.id, status: q.status, currentVersion: q.currentVersion },
    data: { ...data, status: to },
  });
  if (count !== 1) throw conflict(`${quoteNumberText(q.number)} changed meanwhile: read it again`);
  return tx.quote.findUniqueOrThrow({ where: { id: q.id }, include: WITH_VERSIONS });
}

/** What the events say about a quote after a move. */
export function quoteFacts(q: FullQuote): events.QuoteFacts {
  const v = currentVersionOf(q);
  return {
    id: q.id,
    quoteNumber: quoteNumberText(q.number),
    companyId: q.companyId,
    buyerId: q.buyerId,
    version: q.currentVersion,
    status: q.status,
    expiresAt: q.expiresAt?.toISOString() ?? null,
    lineCount: v.lines.length,
    totalCents: v.lines.reduce((s, l) => s + l.quantity * (l.unitPriceCents ?? l.targetPriceCents ?? 0), 0),
  };
}

/** A buyer asks for a quote on products and quantities (from their open items or any), each with a note and a target price. */
export async function requestQuote(ctx: Context, raw: unknown, opts: { fromOpenItems?: boolean } = {}) {
  const user = allowUser(ctx, 'requestQuote');
  const given = linesGiven(raw);
  // From open items without lines: the lines are the open items themselves, read under the lock below.
  const early = opts.fromOpenItems && !given ? null : await validate(quoteRequestSchema, raw);
  const q = await inTransaction(ctx.db, async (tx) => {
    // The buyer's row queues their requests, so the count of open ones holds.
    await lockUser(tx, user.id);
    const open = await tx.quote.count({ where: { buyerId: user.id, status: { in: OPEN } } });
    if (open >= MAX_OPEN_QUOTE_REQUESTS)
      throw conflict(
        `You have ${open} open quotes: wait for answers, or decline some, before asking for more`,
      );
    const source = opts.fromOpenItems ? await fromOpenItems(tx, user.id, early, raw) : null;
    const input = source ? source.input : early!;
    const lines = await writtenLines(ctx, tx, { companyId: user.companyId, buyerId: user.id }, input.lines);
    const created = await tx.quote.create({
      data: { companyId: user.companyId, buyerId: user.id, fromOpenItemIds: source?.itemIds ?? [] },
    });
    await addVersion(tx, created.id, 1, { side: 'BUYER', authorId: user.id, note: input.note }, lines);
    const full = await tx.quote.findUniqueOrThrow({ where: { id: created.id }, include: WITH_VERSIONS });
    await emit(tx, events.quoteRequested(quoteFacts(full)));
    return full;
  });
  return presentQuote(ctx, q);
}

function linesGiven(raw: unknown): boolean {
  const lines = raw && typeof raw === 'object' ? (raw as { lines?: unknown }).lines : undefined;
  return lines !== undefined && lines !== null && !(Array.isArray(lines) && lines.length === 0);
}

/**
 * A request from the buyer's open items (docs/decisions/130): without lines, every open item (not waiting for
 * approval) at its quantity; with lines, each must name a product of those items. The items asked about are kept, so
 * accepting is refused once one of them has been ordered.
 */
async function fromOpenItems(tx: Tx, userId: string, early: QuoteRequestInput | null, raw: unknown) {
  const items = await tx.orderItem.findMany({
    where: {
      userId,
      purchaseOrderId: null,
      status: 'PENDING',
      approvalRequestId: null,
      productId: { not: null },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (items.length === 0)
    throw new AppError(
      'BAD_USER_INPUT',
      'You have no open items to ask a quote for: add products to My Orders first',
      { field: 'fromOpenItems', reason: 'NO_OPEN_ITEMS' },
    );
  const note = raw && typeof raw === 'object' ? (raw as { note?: unknown }).note : undefined;
  const input =
    early ??
    (await validate(quoteRequestSchema, {
      lines: items.map((i) => ({
        productId: i.productId!,
        quantity: i.quantity,
        note: '',
        targetPriceCents: null,
      })),
      note: note ?? '',
    }));
  const byProduct = new Map(items.map((i) => [i.productId!, i]));
  input.lines.forEach((l, n) => {
    if (!byProduct.has(normalizeId(l.productId) ?? ''))
      throw new AppError('BAD_USER_INPUT', `Line ${n + 1}: that product is not among your open items`, {
        field: 'lines',
        reason: 'NOT_OPEN_ITEM',
      });
  });
  const itemIds = input.lines.map((l) => byProduct.get(normalizeId(l.productId)!)!.id);
  return { input, itemIds };
}

/** The buyer answers the shop's sent version with other quantities or target prices. */
export async function counterQuote(ctx: Context, rawId: string, raw: unknown, version?: number | null) {
  const user = allowUser(ctx, 'counterQuote');
  const input = await validate(quoteRequestSchema, raw);
  const q = await inTransaction(ctx.db, async (tx) => {
    const found = await loadQuote(ctx, rawId, tx, true);
    checkVersion(found, version);
    const to = checkedMove(found, 'COUNTER', 'BUYER', nowOf(ctx));
    const lines = await writtenLines(
      ctx,
      tx,
      { companyId: found.companyId, buyerId: found.buyerId },
      input.lines,
    );
    await addVersion(
      tx,
      found.id,
      found.currentVersion + 1,
      { side: 'BUYER', authorId: user.id, note: input.note },
      lines,
    );
    const moved = await moveQuote(tx, found, to, {
      currentVersion: found.currentVersion + 1,
      expiresAt: null,
      reminderSentAt: null,
    });
    await emit(tx, events.quoteCountered(quoteFacts(moved)));
    return moved;
  });
  return presentQuote(ctx, q);
}

/**
 * The shop prices the lines and sends them with a freight note and a last valid day; a price deeper than the
 * threshold below the buyer's own price waits for a second staff member (APPROVAL_NEEDED) instead of being sent.
 */
export async function sendQuote(ctx: Context, rawId: string, raw: unknown, version?: number | null) {
  const staff = allowUser(ctx, 'sendQuote');
  return priceAndSend(ctx, staff.id, raw, version, (tx) => loadQuote(ctx, rawId, tx, true));
}

/** Prices and sends the quote `load` locks and returns (staff: any; a sales rep: their companies'). */
export async function priceAndSend(
  ctx: Context,
  staffId: string,
  raw: unknown,
  version: number | null | undefined,
  load: (tx: Tx) => Promise<FullQuote>,
) {
  const input = await validate(quotePriceSchema, raw);
  const now = nowOf(ctx);
  const problem = validUntilProblem(input.validUntil, now);
  if (problem) throw badInput(problem, 'validUntil');
  const expiresAt = quoteExpiresAt(input.validUntil);
  const q = await inTransaction(ctx.db, async (tx) => {
    const found = await load(tx);
    checkVersion(found, version);
    const lines = await writtenLines(
      ctx,
      tx,
      { companyId: found.companyId, buyerId: found.buyerId },
      input.lines,
    );
    const deep = lines.some((l) => discountNeedsApproval(l.unitPriceCents!, l.referencePriceCents));
    const to = checkedMove(found, deep ? 'HOLD_FOR_APPROVAL' : 'SEND', 'STAFF', now);
    const next = found.currentVersion + 1;
    await addVersion(
      tx,
      found.id,
      next,
      {
        side: 'STAFF',
        authorId: staffId,
        note: input.note,
        freightNote: input.freightNote,
        expiresAt,
        approvalNeeded: deep,
      },
      lines,
    );
    const moved = await moveQuote(tx, found, to, {
      currentVersion: next,
      expiresAt: deep ? null : expiresAt,
      reminderSentAt: null,
    });
    if (!deep) await emit(tx, events.quoteSent(quoteFacts(moved)));
    return moved;
  });
  return presentQuote(ctx, q);
}

/** A second staff member approves the deep discount of the newest version, which is then sent. */
export async function approveQuote(ctx: Context, rawId: string, version?: number | null) {
  const staff = allowUser(ctx, 'approveQuote');
  const now = nowOf(ctx);
  const q = await inTransaction(ctx.db, async (tx) => {
    const found = await loadQuote(ctx, rawId, tx, true);
    checkVersion(found, version);
    const to = checkedMove(found, 'APPROVE', 'STAFF', now);
    const current = currentVersionOf(found);
    if (current.authorId === staff.id) {
      throw forbidden('You priced this quote: another staff member approves its discount', {
        reason: 'NOT_APPROVER',
      });
    }
    if (!quoteStillValid(current.expiresAt, now))
      throw conflict(`${quoteNumberText(found.number)}: its last valid day has passed; price it again`);
    await tx.quoteVersion.update({
      where: { id: current.id },
      data: { approvedById: staff.id, approvedAt: now },
    });
    const moved = await moveQuote(tx, found, to, { expiresAt: current.expiresAt });
    await emit(tx, events.quoteSent(quoteFacts(moved)));
    return moved;
  });
  return presentQuote(ctx, q);
}

/** The shop withdraws a quote (buyer's request it will not price, or a sent price it takes back). */
export async function withdrawQuote(ctx: Context, rawId: string) {
  allowUser(ctx, 'withdrawQuote');
  return finalMove(ctx, rawId, 'WITHDRAW', 'STAFF');
}

/** The buyer declines (a sent price, or their own request they no longer need). */
export async function declineQuote(ctx: Context, rawId: string) {
  allowUser(ctx, 'declineQuote');
  return finalMove(ctx, rawId, 'DECLINE', 'BUYER');
}

async function finalMove(ctx: Context, rawId: string, move: QuoteMove, actor: QuoteActor) {
  const q = await inTransaction(ctx.db, async (tx) => {
    const found = await loadQuote(ctx, rawId, tx, true);
    const to = checkedMove(found, move, actor, nowOf(ctx));
    return moveQuote(tx, found, to, { expiresAt: null });
  });
  return presentQuote(ctx, q);
}
