/**
 * Quotes, the quick-order preview and the bulk add. Every verdict comes from checkLines; the bulk add
 * repeats it inside its transaction, so what the preview showed cannot go stale into a partial add.
 */
import { MAX_QUICK_ORDER_LINES, orderInputSchema } from '@gluegun/common';
import { allow, allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { AppError, badInput } from '../../errors';
import { validate } from '../../lib/validate';
import { withTotal } from '../orders/order-item.data';
import { addOpenItems } from '../orders/open-items';
import { inTransaction } from '../../db/retry';
import { checkLines, lineView, totalsOf, type CandidateLine, type CheckedLine } from './line-check';
import { failedLinesCsv, parseQuickOrderText } from './quick-order-csv';
import { catalogViewerOf, pricingOf } from '../prices/contract-entries';
import { lockUser } from '../../db/locks';

export interface LineInput {
  productId?: unknown;
  quantity?: unknown;
  /** The line of the buyer's file, so refusals name it; defaults to the position in the list. */
  lineNumber?: unknown;
}

/** [{productId, quantity}] from a caller (GraphQL or JSON) -> candidate lines; a whole-list problem is BAD_USER_INPUT. */
export function candidateLines(lines: unknown): CandidateLine[] {
  if (!Array.isArray(lines)) throw badInput('lines must be a list of {productId, quantity}', 'lines');
  if (lines.length === 0) throw badInput('Send at least one line', 'lines');
  if (lines.length > MAX_QUICK_ORDER_LINES)
    throw badInput(`At most ${MAX_QUICK_ORDER_LINES} lines at once; this has ${lines.length}`, 'lines');
  return lines.map((raw, i) => {
    const line = (raw ?? {}) as LineInput;
    const reference = typeof line.productId === 'string' ? line.productId : '';
    const quantity = line.quantity;
    const quantityText = typeof quantity === 'number' || typeof quantity === 'string' ? String(quantity) : '';
    const whole = typeof quantity === 'number' && Number.isSafeInteger(quantity);
    const problem =
      typeof raw !== 'object' || raw === null || Array.isArray(raw)
        ? 'Each line must be {productId, quantity}'
        : !whole
          ? 'Quantity must be a whole number of units'
          : null;
    const lineNumber =
      Number.isSafeInteger(line.lineNumber) && (line.lineNumber as number) > 0
        ? (line.lineNumber as number)
        : i + 1;
    return { lineNumber, reference, quantityText, quantity: whole ? (quantity as number) : null, problem };
  });
}

/** What these lines would cost, line by line, without placing anything. Public: it reads only the catalog. */
export async function quote(ctx: Context, lines: unknown) {
  allow(ctx, 'quote');
  const checked = await checkLines(ctx.db, candidateLines(lines), {
    idsOnly: true,
    pricing: pricingOf(ctx),
    viewer: catalogViewerOf(ctx),
  });
  return { lines: checked.map(lineView), ...totalsOf(checked) };
}

/** A pasted or uploaded `sku,quantity` file, parsed and checked line by line for the signed-in buyer. */
export async function quickOrderPreview(ctx: Context, text: unknown) {
  const user = allowUser(ctx, 'quickOrderPreview');
  if (typeof text !== 'string') throw badInput('text must be the file as text', 'text');
  const checked = await checkLines(ctx.db, parseQuickOrderText(text), {
    userId: user.id,
    companyId: user.companyId,
    refuseDuplicates: true,
    pricing: pricingOf(ctx),
    viewer: catalogViewerOf(ctx),
  });
  const failed = checked.filter((l) => l.problems.length > 0);
  return {
    lines: checked.map(lineView),
    ...totalsOf(checked),
    failedLinesCsv: failedLinesCsv(failed.map((l) => ({ ...l, reasons: l.problems.map((p) => p.message) }))),
  };
}

/** Nothing was added: the refused lines in the error's extensions (GraphQL) and its message (REST). */
function refused(failed: CheckedLine[], total: number) {
  const listed = failed
    .slice(0, 5)
    .map((l) => `line ${l.lineNumber}: ${l.problems[0].message}`)
    .join('; ');
  const more = failed.length > 5 ? `; and ${failed.length - 5} more` : '';
  const onlyDuplicates = failed.every((l) =>
    l.problems.every((p) => p.code === 'ALREADY_ORDERED' || p.code === 'DUPLICATE_LINE'),
  );
  return new AppError(
    onlyDuplicates ? 'CONFLICT' : 'BAD_USER_INPUT',
    `Nothing was added: ${failed.length} of ${total} lines cannot be ordered (${listed}${more})`,
    {
      field: 'lines',
      reason: 'LINES_REFUSED',
      lines: failed.map((l) => ({
        lineNumber: l.lineNumber,
        productId: l.product?.id ?? null,
        problems: l.problems.map((p) => p.message),
      })),
    },
  );
}

/**
 * Adds every line to My Orders in one transaction, or none. The customer's row is locked first, so two tabs adding
 * overlapping files run one after the other: the second sees the first's items and is refused whole. A single
 * placeOrder racing it is settled by the (userId, productId) unique index.
 */
export async function bulkAddToOrders(ctx: Context, input: { lines?: unknown; phone?: unknown }) {
  const user = allowUser(ctx, 'bulkAddToOrders');
  const { phone } = await validate(orderInputSchema.pick(['phone']), { phone: input?.phone });
  const lines = candidateLines(input?.lines);
  const items = await inTransaction(ctx.db, async (tx) => {
    // NO KEY UPDATE: two bulk adds of one customer queue here, while the KEY SHARE locks that foreign keys take
    // (a single placeOrder's item and event rows point at this user) pass; FOR UPDATE made those deadlock.
    await lockUser(tx, user.id);
    const checked = await checkLines(tx, lines, {
      idsOnly: true,
      userId: user.id,
      refuseDuplicates: true,
      pricing: pricingOf(ctx),
      viewer: catalogViewerOf(ctx),
    });
    const failed = checked.filter((l) => l.problems.length > 0);
    if (failed.length > 0) throw refused(failed, checked.length);
    // An item placed at the same moment by placeOrder: the unique index refuses the whole add ("Nothing was added").
    return addOpenItems(
      { tx },
      user,
      checked.map((l) => ({ product: l.product!, quote: l.quote! })),
      { phone, onDuplicate: 'LIST' },
    );
  });
  const byLine = new Map(items.map((item) => [item.productId, item]));
  const ordered = lines.map((l) => byLine.get(l.reference.toLowerCase())).filter((i) => i !== undefined);
  return {
    items: ordered.map(withTotal),
    count: items.length,
    totalCents: items.reduce((s, i) => s + i.quantity * i.unitPriceCents, 0),
  };
}

export { reorder } from './reorder';
