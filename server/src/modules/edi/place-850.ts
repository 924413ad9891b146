/**
 * An 850 becomes an order the way a PunchOut OrderRequest does (docs/decisions/064, 075): its lines go through the
 * quick order's one verdict (checkLines: the SKU or the company's own part number, quantity rules, stock, contract
 * prices) into the caller's open items, then submitOrder places them through the company's approval rules, stock
 * and credit. A refusal at any step removes the items it added: nothing is left behind.
 */
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { AppError } from '../../errors';
import { inTransaction } from '../../db/retry';
import { addOpenItems } from '../orders/open-items';
import { checkLines } from '../wholesale/line-check';
import { catalogViewerOf, pricingOf } from '../prices/contract-entries';
import { submitOrder } from '../approvals/approvals.service';
import { SetRejection, type Order850 } from './order-850';
import type { AcceptedLine } from '../x12/x12-write';
import { lockUser } from '../../db/locks';

export interface Placed {
  purchaseOrderId: string | null;
  approvalRequestId: string | null;
  reference: string;
  lines: AcceptedLine[];
}

/** Adds the 850's lines as open items in one transaction, or refuses the set naming its first refused line. */
async function addLines(ctx: Context, order: Order850) {
  const user = allowUser(ctx, 'ediInbound');
  return inTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    const candidates = order.lines.map((l) => ({
      lineNumber: l.lineNumber,
      reference: l.reference,
      quantityText: String(l.quantity),
      quantity: l.quantity,
      problem: null,
    }));
    const checked = await checkLines(tx, candidates, {
      userId: user.id,
      companyId: user.companyId,
      refuseDuplicates: true,
      pricing: pricingOf(ctx),
      viewer: catalogViewerOf(ctx),
    });
    const failed = checked.find((l) => l.problems.length > 0);
    if (failed) {
      const line = order.lines[failed.lineNumber - 1];
      throw new SetRejection(
        `PO1 line ${line.assignedId || line.lineNumber} (${line.qualifier} ${line.reference}): ${failed.problems[0].message}`,
        '5',
      );
    }
    const items = await addOpenItems(
      { tx },
      user,
      checked.map((l) => ({ product: l.product!, quote: l.quote! })),
      { phone: order.details.contactPhone, onDuplicate: 'LIST' },
    );
    return checked.map((l) => ({
      line: order.lines[l.lineNumber - 1],
      sku: l.product!.sku,
      item: items.find((i) => i.productId === l.product!.id)!,
    }));
  });
}

/** The 850 placed (or waiting for the company's approval), or a SetRejection with the reason. */
export async function place850(ctx: Context, order: Order850): Promise<Placed> {
  if (!order.details.contactPhone) throw new SetRejection('The 850 needs a contact phone (PER with TE)', '5');
  let added: Awaited<ReturnType<typeof addLines>>;
  try {
    added = await addLines(ctx, order);
  } catch (e) {
    if (e instanceof AppError) throw new SetRejection(e.message, '5');
    throw e;
  }
  const itemIds = added.map((a) => a.item.id);
  let placed: Awaited<ReturnType<typeof submitOrder>>;
  try {
    placed = await submitOrder(ctx, { itemIds, details: order.details });
  } catch (e) {
    // Only the items this document added, and only while still open: the buyer's own items are never touched.
    await ctx.db.orderItem.deleteMany({
      where: { id: { in: itemIds }, status: 'PENDING', purchaseOrderId: null, approvalRequestId: null },
    });
    if (e instanceof AppError) throw new SetRejection(e.message, '5');
    throw e;
  }
  const po = placed.purchaseOrder as { id: string; number?: number } | null;
  return {
    purchaseOrderId: po?.id ?? null,
    approvalRequestId: placed.approvalRequest?.id ?? null,
    reference: po ? String(po.number ?? po.id) : `approval ${placed.approvalRequest?.id ?? ''}`.slice(0, 30),
    lines: added.map(({ line, sku, item }) => ({
      assignedId: line.assignedId,
      quantity: item.quantity,
      unit: line.unit,
      unitPriceCents: item.unitPriceCents,
      sku: sku ?? line.reference,
      buyerReference: line.qualifier === 'VP' ? null : line.reference,
    })),
  };
}
