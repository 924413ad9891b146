/** Lists as the API shows them (GraphQL and REST alike): lines with SKUs and names, the schedule's state in words. */
import type { Context } from '../../context';
import type { ListRow } from './lists';
import { canEditList } from './lists';
import { dayText, ruleText } from './rules';

function scheduleView(s: NonNullable<ListRow['schedule']>, ownerEmail: string) {
  const status = s.stoppedReason ? 'STOPPED' : s.paused ? 'PAUSED' : s.nextRunOn ? 'ACTIVE' : 'ENDED';
  return {
    everyWeeks: s.everyWeeks,
    dayOfMonth: s.dayOfMonth,
    rule: ruleText(s),
    status,
    nextRunOn: s.nextRunOn && !s.stoppedReason ? dayText(s.nextRunOn) : null,
    endOn: s.endOn ? dayText(s.endOn) : null,
    stoppedReason: s.stoppedReason,
    ownerEmail,
    contactPhone: s.contactPhone,
    runs: s.runs
      .filter((r) => r.kind === 'RUN')
      .map((r) => ({
        runOn: dayText(r.runOn),
        status: r.status,
        message: r.message,
        lines: r.lines as unknown[],
        purchaseOrderId: r.purchaseOrderId,
        approvalRequestId: r.approvalRequestId,
      })),
  };
}

export async function presentLists(ctx: Context, rows: ListRow[]) {
  const user = ctx.user!;
  const productIds = [...new Set(rows.flatMap((r) => r.lines.map((l) => l.productId)))];
  const ownerIds = [...new Set(rows.flatMap((r) => (r.schedule ? [r.schedule.ownerId] : [])))];
  const [products, owners] = await Promise.all([
    productIds.length
      ? ctx.db.product.findMany({
          where: { id: { in: productIds } },
          select: { id: true, sku: true, name: true },
        })
      : [],
    ownerIds.length
      ? ctx.db.user.findMany({
          where: { id: { in: ownerIds } },
          select: { id: true, email: true, companyId: true },
        })
      : [],
  ]);
  return rows.map((r) => {
    const owner = r.schedule ? owners.find((o) => o.id === r.schedule!.ownerId) : undefined;
    // A schedule whose owner left is stopped even before its next run finds out.
    const schedule =
      r.schedule && owner && owner.companyId !== r.companyId && !r.schedule.stoppedReason
        ? { ...r.schedule, stoppedReason: 'its owner is no longer a member of the company' }
        : r.schedule;
    return {
      id: r.id,
      name: r.name,
      createdByEmail: r.createdByEmail,
      canEdit: canEditList(user, r),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      lines: r.lines.map((l) => {
        const p = products.find((x) => x.id === l.productId);
        return {
          id: l.id,
          productId: l.productId,
          sku: p?.sku ?? '',
          productName: p?.name ?? '',
          quantity: l.quantity,
          scheduleQuantity: l.scheduleQuantity,
        };
      }),
      schedule: schedule ? scheduleView(schedule, owner?.email ?? '') : null,
    };
  });
}

export const presentList = async (ctx: Context, row: ListRow) => (await presentLists(ctx, [row]))[0];
