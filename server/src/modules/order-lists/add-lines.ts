/**
 * Ordering a list: its lines go through the path reorder and the bulk add use (checkLines: quantity rules, contract
 * prices of the day, stock; then addOpenItems into My Orders), line by line: each line that fits is added, each that
 * does not is named with its reason, and nothing else of the buyer's is touched.
 */
import { orderInputSchema } from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { badInput } from '../../errors';
import { inTransaction } from '../../db/retry';
import { validate } from '../../lib/validate';
import { addOpenItems } from '../orders/open-items';
import { checkLines } from '../wholesale/line-check';
import { catalogViewerOf, pricingOf } from '../prices/contract-entries';
import type { Prisma } from '../../generated/prisma/client';
import { loadList } from './lists';
import { lockUser } from '../../db/locks';

/** One line of a list's order, as the answer and the e-mails show it. */
export interface LineOutcome {
  productId: string;
  sku: string;
  productName: string;
  quantity: number;
  added: boolean;
  unitPriceCents: number | null;
  lineTotalCents: number | null;
  reason: string | null;
  itemId: string | null;
}

type ListLine = { productId: string; quantity: number; scheduleQuantity: number | null };

function reasonOf(code: string | undefined, message: string | undefined) {
  if (code === 'UNKNOWN_PRODUCT') return 'This product is no longer sold';
  if (code === 'ALREADY_ORDERED') return 'Already in your open items';
  return message ?? 'This line cannot be ordered';
}

/** Adds the lines (at the schedule's quantities when `scheduled`) as open items of `user`, inside `tx`. */
export async function addListLines(
  ctx: Context,
  tx: Prisma.TransactionClient,
  user: SessionUser,
  lines: ListLine[],
  phone: string,
  scheduled: boolean,
) {
  await lockUser(tx, user.id);
  const quantityOf = (l: ListLine) => (scheduled ? (l.scheduleQuantity ?? l.quantity) : l.quantity);
  const candidates = lines.map((l, i) => ({
    lineNumber: i + 1,
    reference: l.productId,
    quantityText: String(quantityOf(l)),
    quantity: quantityOf(l),
    problem: null,
  }));
  const checked = await checkLines(tx, candidates, {
    idsOnly: true,
    userId: user.id,
    refuseDuplicates: true,
    pricing: pricingOf(ctx),
    viewer: catalogViewerOf(ctx),
  });
  const ok = checked.filter((l) => l.problems.length === 0 && l.product && l.quote);
  const created = await addOpenItems(
    { tx },
    user,
    ok.map((l) => ({ product: l.product!, quote: l.quote! })),
    { phone, onDuplicate: 'LIST' },
  );
  const products = await tx.product.findMany({
    where: { id: { in: lines.map((l) => l.productId) } },
    select: { id: true, sku: true, name: true },
  });
  return checked.map((l, i): LineOutcome => {
    const item = l.product ? created.find((c) => c.productId === l.product!.id) : undefined;
    const product = products.find((p) => p.id === lines[i].productId);
    return {
      productId: lines[i].productId,
      sku: product?.sku ?? '',
      productName: product?.name ?? 'A product no longer sold',
      quantity: quantityOf(lines[i]),
      added: Boolean(item),
      unitPriceCents: item?.unitPriceCents ?? null,
      lineTotalCents: item ? item.unitPriceCents * item.quantity : null,
      reason: item ? null : reasonOf(l.problems[0]?.code, l.problems[0]?.message),
      itemId: item?.id ?? null,
    };
  });
}

/** The phone given, else the one on the buyer's latest item; the items need one. */
async function phoneFor(ctx: Context, user: SessionUser, raw: unknown): Promise<string> {
  if (raw !== undefined && raw !== null && raw !== '')
    return (await validate(orderInputSchema.pick(['phone']), { phone: raw })).phone;
  const last = await ctx.db.orderItem.findFirst({
    where: { userId: user.id },
    orderBy: { createdAt: 'desc' },
    select: { userPhone: true },
  });
  if (!last?.userPhone) throw badInput('Give a contact phone for these items', 'phone');
  return last.userPhone;
}

/** Orders a list in one click: what was added to My Orders and what could not be, line by line, and why. */
export async function orderOrderList(ctx: Context, rawId: unknown, input: { phone?: unknown } = {}) {
  const { user, list } = await loadList(ctx, rawId, 'orderOrderList');
  if (list.lines.length === 0) throw badInput('This list has no lines yet', 'lines');
  const phone = await phoneFor(ctx, user, input?.phone);
  const lines = await inTransaction(ctx.db, (tx) => addListLines(ctx, tx, user, list.lines, phone, false));
  const added = lines.filter((l) => l.added);
  return {
    lines,
    addedCount: added.length,
    refusedCount: lines.length - added.length,
    totalCents: added.reduce((s, l) => s + (l.lineTotalCents ?? 0), 0),
  };
}
