/**
 * Runs whose instance died between the claim and the end (docs/decisions/077): a RUN row still CLAIMED 15 minutes
 * after its last write, by the database's clock. It is finished, never run again: the items it added (recorded with
 * them, in their transaction) that checkout took make it PLACED or AWAITING_APPROVAL; those still open are removed
 * and it is FAILED; either way the owner is told. Two instances may both find it: finish moves it only while still CLAIMED, so one of them tells the owner.
 */
import type { AppDeps } from '../../context';
import type { OrderItem } from '../../generated/prisma/client';
import type { LineOutcome } from './add-lines';
import { finish, type Outcome } from './run-outcome';

export const INTERRUPTED_AFTER_MINUTES = 15;

export async function finishInterrupted(deps: AppDeps): Promise<number> {
  const stale = await deps.db.$queryRaw<Array<{ id: string; scheduleId: string; runOn: Date }>>`
    SELECT "id"::text AS "id", "scheduleId"::text AS "scheduleId", "runOn" FROM "OrderScheduleRun"
    WHERE "kind" = 'RUN' AND "status" = 'CLAIMED' AND "updatedAt" < (now() AT TIME ZONE 'UTC') - make_interval(mins => ${INTERRUPTED_AFTER_MINUTES})`;
  let finished = 0;
  for (const row of stale) {
    const run = await deps.db.orderScheduleRun.findUnique({
      where: { id: row.id },
      include: { schedule: { select: { listId: true } } },
    });
    if (!run || run.status !== 'CLAIMED') continue;
    const lines = run.lines as unknown as LineOutcome[];
    const itemIds = lines.flatMap((l) => (l.itemId ? [l.itemId] : []));
    // Still open: removed. Checked out meanwhile (the instance died after checkout): the run placed them.
    await deps.db.orderItem.deleteMany({
      where: { id: { in: itemIds }, status: 'PENDING', purchaseOrderId: null, approvalRequestId: null },
    });
    const taken: OrderItem[] = itemIds.length
      ? await deps.db.orderItem.findMany({ where: { id: { in: itemIds } } })
      : [];
    const po = taken.find((i) => i.purchaseOrderId)?.purchaseOrderId ?? null;
    const request = taken.find((i) => i.approvalRequestId)?.approvalRequestId ?? null;
    const outcome: Outcome = po
      ? {
          status: 'PLACED',
          message: `Order placed with ${taken.length} of ${lines.length} lines`,
          lines,
          purchaseOrderId: po,
        }
      : request
        ? {
            status: 'AWAITING_APPROVAL',
            message: "Your company's approval rules sent the order for approval",
            lines,
            approvalRequestId: request,
          }
        : {
            status: 'FAILED',
            message: 'Nothing was ordered: the run was interrupted before the order was placed',
            lines: lines.map((l) => ({
              ...l,
              added: false,
              itemId: null,
              reason: l.reason ?? 'The run was interrupted',
            })),
          };
    await finish(deps, run.scheduleId, run.runOn, run.schedule.listId, outcome);
    finished++;
  }
  if (finished > 0) deps.log.warn({ finished }, 'interrupted scheduled orders finished');
  return finished;
}
