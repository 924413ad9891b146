/** Reorder: an order's lines back as open items at today's prices and rules, each refused line named with its reason. */
import type { Context } from '../../context';
import { forbidden } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { withTotal } from '../orders/order-item.data';
import { addOpenItems } from '../orders/open-items';
import { checkLines } from './line-check';
import { catalogViewerOf, pricingOf } from '../prices/contract-entries';
import { loadVisible } from '../purchase-orders/po-common';
import { currentReplacements } from '../related/replacements';
import { lockUser } from '../../db/locks';

/**
 * Puts an order's lines back as open items at today's prices and rules: each line that fits is added, each that
 * does not is named with its reason (no longer sold, quantity rule changed, not enough stock, already open).
 */
export async function reorder(ctx: Context, rawId: string) {
  const user = allowUser(ctx, 'reorder');
  const po = await loadVisible(ctx, rawId, 'reorder');
  if (po.userId !== user.id) throw forbidden('You can only reorder your own orders');
  const lines = await ctx.db.invoiceLine.findMany({
    where: { purchaseOrderId: po.id },
    orderBy: { position: 'asc' },
  });
  // A discontinued product's line orders the item that replaces it, and the answer says so.
  const replacing = await currentReplacements(
    ctx.db,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  );
  return inTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    const candidates = lines.map((l) => ({
      lineNumber: l.position,
      reference: (l.productId && replacing.get(l.productId)) ?? l.productId ?? '',
      quantityText: String(l.quantity),
      quantity: l.quantity,
      problem: l.productId ? null : 'This product is no longer sold',
    }));
    const checked = await checkLines(tx, candidates, {
      idsOnly: true,
      userId: user.id,
      refuseDuplicates: true,
      pricing: pricingOf(ctx),
      viewer: catalogViewerOf(ctx),
    });
    const ok = checked.filter((l) => l.problems.length === 0 && l.product && l.quote);
    // An item placed at the same moment by placeOrder: the unique index refuses the whole reorder ("Nothing was added").
    const created = await addOpenItems(
      { tx },
      user,
      ok.map((l) => ({ product: l.product!, quote: l.quote! })),
      { phone: po.contactPhone, onDuplicate: 'LIST' },
    );
    const refused = checked
      .filter((l) => l.problems.length > 0)
      .map((l) => {
        const line = lines.find((x) => x.position === l.lineNumber)!;
        const first = l.problems[0];
        const reason =
          l.problem ??
          (first?.code === 'UNKNOWN_PRODUCT'
            ? 'This product is no longer sold'
            : first?.code === 'ALREADY_ORDERED'
              ? 'Already in your open items'
              : (first?.message ?? 'This line cannot be ordered'));
        return { productName: line.productName, sku: line.sku, quantity: line.quantity, reason };
      });
    const replaced = checked.flatMap((l) => {
      const line = lines.find((x) => x.position === l.lineNumber)!;
      const by = line.productId ? replacing.get(line.productId) : undefined;
      return by && l.product && l.problems.length === 0
        ? [
            {
              productName: line.productName,
              sku: line.sku,
              replacementName: l.product.name,
              replacementSku: l.product.sku,
            },
          ]
        : [];
    });
    return { items: created.map(withTotal), addedCount: created.length, refused, replaced };
  });
}
